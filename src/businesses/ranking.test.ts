// One test per ranking rule, each on a small hand-made registry where the rule under test is
// the only one that separates the results (input order would otherwise decide).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { names, searchOver } from './testing.js';

test('rule 1, words matched: names with every word first', () => {
  const { search } = searchOver([{ name: 'Acme Ltd' }, { name: 'Acme Widgets Ltd' }]);
  assert.deepEqual(names(search, 'acme widgets'), ['Acme Widgets Ltd', 'Acme Ltd']);
});

test('names without the first typed word are not completions', () => {
  const { search } = searchOver([{ name: 'Widgets Ltd' }, { name: 'Acme Widgets Ltd' }]);
  assert.deepEqual(names(search, 'acme widgets'), ['Acme Widgets Ltd']);
});

test('rule 2, typos: fewer first', () => {
  const { search } = searchOver([{ name: 'Acme Widgetz Ltd' }, { name: 'Acme Widgets Holdings Ltd' }]);
  assert.deepEqual(names(search, 'acme widgets '), ['Acme Widgets Holdings Ltd', 'Acme Widgetz Ltd']);
});

test('rule 3, exactness: the whole name typed ranks above longer names', () => {
  const { search } = searchOver([
    { name: 'Acme Widgets Supplies Ltd' },
    { name: 'Acme Widgets Ltd', status: 'dissolved' },
  ]);
  assert.deepEqual(names(search, 'acme widgets'), ['Acme Widgets Ltd', 'Acme Widgets Supplies Ltd']);
});

test('rule 4, order: the first typed word at the start of the name, in order', () => {
  const { search } = searchOver([{ name: 'Widgets Acme Ltd' }, { name: 'Acme Widgets Ltd' }]);
  assert.deepEqual(names(search, 'acme widgets'), ['Acme Widgets Ltd', 'Widgets Acme Ltd']);
  const single = searchOver([{ name: 'Ambiq Micro Inc' }, { name: 'Microsoft Corp' }]);
  assert.deepEqual(names(single.search, 'micro'), ['Microsoft Corp', 'Ambiq Micro Inc']);
});

test('the query read as the start of the name ranks above the same words apart', () => {
  // "i" completes "Inc" in the first name too, and both start with "american": only the
  // contiguous start separates them (the shorter name would win on static rank).
  const { search } = searchOver([{ name: 'American Assets Trust Inc' }, { name: 'American International Group' }]);
  assert.deepEqual(names(search, 'american i'), ['American International Group', 'American Assets Trust Inc']);
  const us = searchOver([
    { name: 'CRA International Inc', country: 'US' },
    { name: 'International Paper Co', country: 'US' },
  ]);
  assert.deepEqual(names(us.search, 'internat', { countryCode: 'US' }), [
    'International Paper Co',
    'CRA International Inc',
  ]);
});

test('a legal form opening the query is the first word of the name, not an optional word', () => {
  // "bank" is a US legal form: after a core word it is optional, but typed first it is the name.
  const { search } = searchOver([
    { name: 'A-Mark Precious Metals Inc', country: 'US' },
    { name: 'Bank of America Corp', country: 'US' },
  ]);
  assert.deepEqual(names(search, 'bank of a', { countryCode: 'US' }), ['Bank of America Corp']);
  assert.deepEqual(names(search, 'a-mark bank ', { countryCode: 'US' }), ['A-Mark Precious Metals Inc']);
});

test('the word being typed, when already a whole word, wins ties', () => {
  const { search } = searchOver([{ name: 'Applebee Ltd' }, { name: 'Apple Ltd' }]);
  assert.deepEqual(names(search, 'apple'), ['Apple Ltd', 'Applebee Ltd']);
});

test('rule 5, location: City lifts, then State; neither filters', () => {
  const { search } = searchOver([
    { name: 'Acme Ltd', city: 'Leeds', region: 'Yorkshire' },
    { name: 'Acme Ltd', city: 'York', region: 'Yorkshire' },
    { name: 'Acme Ltd', city: 'London', region: 'Greater London' },
  ]);
  const cities = (extra: { city?: string; state?: string }): string[] =>
    search
      .autocomplete({
        countryCode: 'GB',
        companyName: 'acme',
        city: extra.city ?? '',
        state: extra.state ?? '',
        limit: 10,
        packageId: '',
        explain: false,
      })
      .results.map((r) => r.City);
  assert.deepEqual(cities({}), ['Leeds', 'York', 'London']);
  assert.deepEqual(cities({ city: 'london' }), ['London', 'Leeds', 'York']);
  assert.deepEqual(cities({ city: 'York', state: 'Yorkshire' }), ['York', 'Leeds', 'London']);
  assert.deepEqual(cities({ state: 'greater london' }), ['London', 'Leeds', 'York']);
  assert.deepEqual(cities({ city: 'Narnia' }), ['Leeds', 'York', 'London']);
});

test('rule 6, static rank: active before dissolved, head office before branch', () => {
  const { search } = searchOver([
    { name: 'Acme Ltd', providerId: 'dissolved', status: 'dissolved' },
    { name: 'Acme Ltd', providerId: 'branch', branch: true },
    { name: 'Acme Ltd', providerId: 'hq' },
  ]);
  assert.deepEqual(
    search
      .autocomplete({
        countryCode: 'GB',
        companyName: 'acme',
        city: '',
        state: '',
        limit: 10,
        packageId: '',
        explain: false,
      })
      .results.map((r) => r.ProviderID),
    ['hq', 'branch', 'dissolved'],
  );
});

test('the last word is a prefix unless the input ends with a space', () => {
  const { search } = searchOver([{ name: 'Acme Ltd' }]);
  assert.deepEqual(names(search, 'acm'), ['Acme Ltd']);
  assert.deepEqual(names(search, 'acm '), []);
});

test('typo tolerance by word length, none on numbers', () => {
  const { search } = searchOver([
    { name: 'Acme Ltd' },
    { name: 'Abc Ltd' },
    { name: 'Route 6677 Ltd' },
    { name: 'Internationalisation Ltd' },
  ]);
  assert.deepEqual(names(search, 'acne '), ['Acme Ltd']); // 4 letters: one typo
  assert.deepEqual(names(search, 'abd '), []); // 3 letters: none
  assert.deepEqual(names(search, 'route 6678 ').length, 1);
  const explained = search.autocomplete({
    countryCode: 'GB',
    companyName: 'route 6678 ',
    city: '',
    state: '',
    limit: 10,
    packageId: '',
    explain: true,
  }).results[0]!;
  assert.equal(explained.Explanation?.MatchedWords[1]?.Matched, null); // the number did not match with a typo
  assert.deepEqual(names(search, 'intrenatoinalisation '), ['Internationalisation Ltd']); // 9+ letters: two typos
  assert.deepEqual(names(search, 'intrenatoinalisatoin '), []); // three is too many
});

test('legal-form words in the query are optional and only break ties', () => {
  const { search } = searchOver([{ name: 'Acme PLC' }, { name: 'Acme Ltd' }, { name: 'Acme Widgets PLC' }]);
  assert.deepEqual(names(search, 'acme ltd '), ['Acme Ltd', 'Acme PLC', 'Acme Widgets PLC']);
  assert.deepEqual(names(search, 'acme plc '), ['Acme PLC', 'Acme Ltd', 'Acme Widgets PLC']);
});

test('Ranking is in [0, 1] and never increases down the list', () => {
  const { search } = searchOver([
    { name: 'Acme Ltd', status: 'dissolved' },
    { name: 'Acme Widgets Ltd' },
    { name: 'Acme Widgetz Ltd', city: 'Leeds' },
    { name: 'Widgets Acme Ltd' },
    { name: 'Acme Holdings Ltd', branch: true },
  ]);
  for (const q of ['a', 'acme', 'acme widgets', 'acme widgets ', 'acme w']) {
    const ranks = search
      .autocomplete({
        countryCode: 'GB',
        companyName: q,
        city: 'Leeds',
        state: '',
        limit: 10,
        packageId: '',
        explain: false,
      })
      .results.map((r) => r.Ranking);
    assert.ok(ranks.length > 0, q);
    for (let i = 0; i < ranks.length; i++) {
      assert.ok(ranks[i]! >= 0 && ranks[i]! <= 1, `${q}: ${ranks[i]}`);
      if (i > 0) assert.ok(ranks[i]! <= ranks[i - 1]!, `${q}: ${ranks.join(', ')}`);
    }
  }
});

test('legal-form synonyms in the country are one word: Ltd = Limited, Inc = Incorporated, Corp = Corporation', () => {
  const gb = searchOver([{ name: 'Acme Plc' }, { name: 'Acme Ltd' }, { name: 'Acme Limited' }]);
  assert.deepEqual(names(gb.search, 'acme limited ').slice(0, 2).sort(), ['Acme Limited', 'Acme Ltd']);
  assert.deepEqual(names(gb.search, 'acme ltd ').slice(0, 2).sort(), ['Acme Limited', 'Acme Ltd']);
  const us = searchOver([
    { name: 'Globex LLC', country: 'US' },
    { name: 'Globex Inc', country: 'US' },
    { name: 'Initech LLC', country: 'US' },
    { name: 'Initech Corp', country: 'US' },
  ]);
  assert.deepEqual(names(us.search, 'globex incorporated ', { countryCode: 'US' }), ['Globex Inc', 'Globex LLC']);
  assert.deepEqual(names(us.search, 'initech corporation', { countryCode: 'US' }), ['Initech Corp', 'Initech LLC']);
  const de = searchOver([
    { name: 'Muster GmbH', country: 'DE' },
    { name: 'Muster AG', country: 'DE' },
  ]);
  assert.deepEqual(names(de.search, 'muster aktiengesellschaft ', { countryCode: 'DE' }), ['Muster AG', 'Muster GmbH']);
});

test('joined and split words: "jp morgan" finds JPMorgan and "jpmorgan" finds J.P. Morgan, below exact matches', () => {
  const { search } = searchOver([
    { name: 'Morgan Stanley', country: 'US' },
    { name: 'JPMorgan Chase & Co', country: 'US' },
    { name: 'J.P. Morgan Securities LLC', country: 'US' },
  ]);
  const us = { countryCode: 'US' };
  assert.deepEqual(names(search, 'jp morgan', us), ['J.P. Morgan Securities LLC', 'JPMorgan Chase & Co']);
  assert.deepEqual(names(search, 'jpmorgan', us), ['JPMorgan Chase & Co', 'J.P. Morgan Securities LLC']);
  assert.deepEqual(names(search, 'jpmor', us), ['JPMorgan Chase & Co', 'J.P. Morgan Securities LLC']);
  assert.deepEqual(names(search, 'jp morgan chase ', us), ['JPMorgan Chase & Co', 'J.P. Morgan Securities LLC']);
  const [joined] = search.autocomplete({
    countryCode: 'US',
    companyName: 'jp morgan chase',
    city: '',
    state: '',
    limit: 10,
    packageId: '',
    explain: true,
  }).results;
  assert.equal(joined?.Explanation?.Typos, 1);
});
