import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { foldText, nameTokens } from './fold.js';
import { analyseName, CORE, LEGAL, STOP } from './name.js';
import { analyseQuery } from './query.js';
import { regionKey } from './location.js';

test('punctuation: abbreviation dots join, apostrophes join, other marks separate', () => {
  assert.deepEqual(nameTokens('S.A.'), ['sa']);
  assert.deepEqual(nameTokens('U.S.A. Inc.'), ['usa', 'inc']);
  assert.deepEqual(nameTokens("McDonald's Corp"), ['mcdonalds', 'corp']);
  assert.deepEqual(nameTokens('AMAZON.COM, INC.'), ['amazon', 'com', 'inc']);
  assert.deepEqual(nameTokens('Coca-Cola'), ['coca', 'cola']);
  assert.deepEqual(nameTokens('"1ST RATE" PSYCHOLOGY'), ['1st', 'rate', 'psychology']);
  assert.deepEqual(nameTokens('!?'), []);
});

test('& and + are "and"', () => {
  assert.deepEqual(nameTokens('Johnson & Johnson'), ['johnson', 'and', 'johnson']);
  assert.deepEqual(nameTokens('"7S&S" LTD'), ['7s', 'and', 's', 'ltd']);
  assert.equal(foldText('A+B'), 'a and b');
});

test('diacritics and transliteration', () => {
  assert.deepEqual(nameTokens('Spółka Akcyjna'), ['spolka', 'akcyjna']);
  assert.deepEqual(nameTokens('Ørsted A/S'), ['orsted', 'a', 's']);
  assert.deepEqual(nameTokens('Straße'), ['strasse']);
  assert.deepEqual(nameTokens('微软(中国)有限公司'), ['weiruan', 'zhongguo', 'youxiangongsi']);
});

test('SEC state-of-incorporation suffixes are dropped from names', () => {
  assert.deepEqual(nameTokens('MICROSOFT CORP /WA/'), ['microsoft', 'corp']);
  assert.deepEqual(nameTokens('PFIZER INC /DE'), ['pfizer', 'inc']);
});

test('legal forms are recognised per country at the end, repeatedly', () => {
  const flags = (name: string, c: string): string => {
    const a = analyseName(name, c);
    return a.tokens.map((t, i) => (a.flags[i] === CORE ? t : a.flags[i] === LEGAL ? `(${t})` : `[${t}]`)).join(' ');
  };
  assert.equal(flags('Shell Deutschland GmbH & Co. KG', 'DE'), 'shell deutschland (gmbh) (and) (co) (kg)');
  assert.equal(flags('Commerzbank Aktiengesellschaft', 'DE'), 'commerzbank (aktiengesellschaft)');
  assert.equal(
    flags('Shell Polska Spółka z ograniczoną odpowiedzialnością', 'PL'),
    'shell polska (spolka) (z) (ograniczona) (odpowiedzialnoscia)',
  );
  assert.equal(flags('MICROSOFT (INDIA) PRIVATE LIMITED', 'IN'), 'microsoft india (private) (limited)');
  assert.equal(flags('Smith and Co Ltd', 'GB'), 'smith [and] (co) (ltd)');
  assert.equal(flags('Bank of America Corp', 'US'), 'bank [of] america (corp)');
  assert.equal(flags('PT Shell Indonesia', 'ID'), '(pt) shell indonesia');
});

test('a name made only of legal-form words keeps them as its identity', () => {
  const a = analyseName('! LTD', 'GB');
  assert.deepEqual(a.flags, [CORE]);
  assert.equal(a.key, 'ltd');
});

test('duplicate keys ignore legal forms, case, punctuation and "&"', () => {
  const key = (n: string, c = 'GB'): string => analyseName(n, c).key;
  assert.equal(key('ACME LTD'), key('Acme Limited'));
  assert.equal(key('Smith & Sons Ltd'), key('SMITH AND SONS LIMITED'));
  assert.equal(key('Puma SE', 'DE'), key('PUMA', 'DE'));
  assert.notEqual(key('Acme Holdings Ltd'), key('Acme Ltd'));
});

test('stop words are flagged, not dropped', () => {
  const a = analyseName('The Coca-Cola Company', 'US');
  assert.deepEqual(a.tokens, ['the', 'coca', 'cola', 'company']);
  assert.deepEqual(a.flags, [STOP, CORE, CORE, LEGAL]);
});

test('query: the last word is a prefix unless the input ends with a separator', () => {
  assert.deepEqual(
    analyseQuery('acme wid', 'GB').map((w) => w.prefix),
    [false, true],
  );
  assert.deepEqual(
    analyseQuery('acme wid ', 'GB').map((w) => w.prefix),
    [false, false],
  );
  assert.deepEqual(
    analyseQuery('acme,', 'GB').map((w) => w.prefix),
    [false],
  );
  assert.deepEqual(
    analyseQuery('微', 'CN').map((w) => w.prefix),
    [true],
  );
});

test('query: complete legal-form and stop words are optional, unless they are all there is', () => {
  assert.deepEqual(
    analyseQuery('acme ltd ', 'GB').map((w) => w.optional),
    [false, true],
  );
  assert.deepEqual(
    analyseQuery('acme lt', 'GB').map((w) => w.optional),
    [false, false],
  );
  assert.deepEqual(
    analyseQuery('the acme', 'GB').map((w) => w.optional),
    [true, false],
  );
  assert.deepEqual(
    analyseQuery('ltd ', 'GB').map((w) => w.optional),
    [false],
  );
});

test('query: typo budget by word length, none on numbers', () => {
  const budget = (q: string): number[] => analyseQuery(q, 'GB').map((w) => w.maxTypos);
  assert.deepEqual(budget('abc abcd abcdefgh abcdefghi 12345678'), [0, 1, 1, 2, 0]);
});

test('regions: ISO 3166-2 codes, names and abbreviations reduce to one key', () => {
  assert.equal(regionKey('US-CA', 'US'), 'ca');
  assert.equal(regionKey('California', 'US'), 'ca');
  assert.equal(regionKey('ca', 'US'), 'ca');
  assert.equal(regionKey('YORKSHIRE', 'GB'), 'yorkshire');
});

test('property: folding is idempotent and yields lower-case ASCII words', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
      const f = foldText(s);
      assert.match(f, /^([a-z0-9]+( [a-z0-9]+)*)?$/);
      assert.equal(foldText(f), f);
    }),
    { numRuns: 300 },
  );
});

test('property: a name and its upper-cased, re-spaced form have the same key', () => {
  const word = fc.stringMatching(/^[A-Za-z][a-z]{1,8}$/);
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
      const a = analyseName(words.join(' '), 'GB').key;
      const b = analyseName(`  ${words.join('   ').toUpperCase()}. `, 'GB').key;
      assert.equal(a, b);
    }),
    { numRuns: 200 },
  );
});
