import { test } from 'node:test';
import assert from 'node:assert/strict';
import { names, req, searchOver, snapshot } from './testing.js';
import { createPrefillTokens } from './prefill-token.js';
import { businessPrefillValues } from './prefill-values.js';

const tokens = createPrefillTokens({ secret: new Uint8Array(32).fill(7), ttlSeconds: 600 });

test('response items carry exactly the spec fields, in PascalCase', () => {
  const { search } = searchOver(
    [
      {
        name: 'Acme Ltd',
        registrationNumber: '01234567',
        identifiers: [{ type: 'Business Registration Number', number: '01234567' }],
        address1: '1 High St',
        city: 'Leeds',
        region: 'Yorkshire',
        postalCode: 'LS1 1AA',
      },
    ],
    { tokens },
  );
  const [item] = search.autocomplete(req('acme'), { tenantId: 't1' }).results;
  assert.ok(item);
  assert.deepEqual(
    Object.keys(item).sort(),
    [
      'Address',
      'Address1',
      'BusinessIdentifiers',
      'BusinessRegistrationNumber',
      'City',
      'CompanyName',
      'NumberOfDuplicates',
      'PostalCode',
      'PrefillId',
      'ProviderID',
      'Ranking',
      'Region',
    ].sort(),
  );
  assert.equal(item.Address, '1 High St, LS1 1AA Leeds, Yorkshire, GB');
  assert.deepEqual(item.BusinessIdentifiers, [{ Number: '01234567', Type: 'Business Registration Number' }]);
  assert.notEqual(item.PrefillId, '');
});

test('NumberOfDuplicates counts other records in the country with the same normalised name', () => {
  const { search } = searchOver([
    { name: 'Acme Ltd' },
    { name: 'ACME LIMITED' },
    { name: 'Acme Widgets Ltd' },
    { name: 'Acme Ltd', country: 'IE' },
  ]);
  const dups = Object.fromEntries(
    search.autocomplete(req('acme')).results.map((r) => [r.CompanyName, r.NumberOfDuplicates]),
  );
  assert.deepEqual(dups, { 'Acme Ltd': 1, 'ACME LIMITED': 1, 'Acme Widgets Ltd': 0 });
});

test('NumberOfDuplicates counts the same normalised name across every active source of the country', () => {
  const { registry, search } = searchOver([
    { name: 'Acme Ltd' },
    { name: 'Acme Widgets Ltd' },
    { name: 'Acme Ltd', country: 'IE' },
  ]);
  registry.activate(
    snapshot(
      [
        { name: 'ACME LIMITED' },
        { name: 'Acme Plc' },
        { name: 'Acme Widgets' },
        { name: 'Acme Group Ltd' },
        { name: 'Acme', country: 'IE' },
      ],
      'other',
    ),
  );
  const dups = Object.fromEntries(
    search.autocomplete(req('acme')).results.map((r) => [r.CompanyName, r.NumberOfDuplicates]),
  );
  assert.deepEqual(dups, {
    'Acme Ltd': 2,
    'ACME LIMITED': 2,
    'Acme Plc': 2,
    'Acme Widgets Ltd': 1,
    'Acme Widgets': 1,
    'Acme Group Ltd': 0,
  });
  registry.deactivate('other');
  assert.equal(
    search.autocomplete(req('acme')).results.find((r) => r.CompanyName === 'Acme Ltd')?.NumberOfDuplicates,
    0,
  );
});

test('Limit: default 10, honoured up to 50', () => {
  const { search } = searchOver(Array.from({ length: 60 }, (_, i) => ({ name: `Acme ${i} Ltd` })));
  assert.equal(search.autocomplete(req('acme')).results.length, 10);
  assert.equal(search.autocomplete(req('acme', { limit: 50 })).results.length, 50);
  assert.equal(search.autocomplete(req('acme', { limit: 3 })).results.length, 3);
  const over = search.handleAutocomplete({ CountryCode: 'GB', CompanyName: 'acme', Limit: 51 });
  assert.equal(over.status, 400);
});

test('unknown country: empty results, not an error; country code is case-insensitive', () => {
  const { search } = searchOver([{ name: 'Acme Ltd' }]);
  assert.deepEqual(search.handleAutocomplete({ CountryCode: 'FR', CompanyName: 'acme' }), {
    status: 200,
    body: { results: [] },
  });
  const lower = search.handleAutocomplete({ CountryCode: 'gb', CompanyName: 'acme' });
  assert.equal(lower.status === 200 && lower.body.results.length, 1);
});

test('Explain tells why: matched words, typos, location boost', () => {
  const { search } = searchOver([{ name: 'Acme Widgets Ltd', city: 'Leeds' }]);
  const [item] = search.autocomplete(req('acme widgetz ', { explain: true, city: 'Leeds' })).results;
  const e = item?.Explanation;
  assert.ok(e);
  assert.deepEqual(
    e.MatchedWords.map((w) => [w.Query, w.Matched, w.Typos]),
    [
      ['acme', 'acme', 0],
      ['widgetz', 'widgets', 1],
    ],
  );
  assert.equal(e.Typos, 1);
  assert.deepEqual(e.LocationBoost, { City: true, State: false });
  assert.equal(e.StartsWithFirstWord, true);
  assert.equal(search.autocomplete(req('acme')).results[0]?.Explanation, undefined);
});

test('several datasets are searched together', () => {
  const { registry, search } = searchOver([{ name: 'Acme Ltd' }]);
  registry.activate(snapshot([{ name: 'Acme Two Ltd' }], 'other'));
  assert.deepEqual(names(search, 'acme').sort(), ['Acme Ltd', 'Acme Two Ltd']);
});

test('PrefillId resolves to the full record for its tenant only', () => {
  const { search } = searchOver(
    [{ name: 'Acme Ltd', providerId: 'gb:1', registrationNumber: '1', city: 'Leeds', lei: 'ABC' }],
    { tokens },
  );
  const [item] = search.autocomplete(req('acme'), { tenantId: 'tenant-a' }).results;
  assert.ok(item);
  const ok = search.resolvePrefill(item.PrefillId, 'tenant-a');
  assert.ok(ok.ok);
  assert.equal(ok.record.providerId, 'gb:1');
  assert.deepEqual(search.resolvePrefill(item.PrefillId, 'tenant-b'), { ok: false, error: 'other_tenant' });
  assert.equal(search.getRecord('gb:1')?.City, 'Leeds');
  assert.equal(search.getRecord('nope'), undefined);
  const values = businessPrefillValues(ok.record);
  assert.equal(values.company_name, 'Acme Ltd');
  assert.equal(values.company_nr, '1');
  assert.equal(values.company_city, 'Leeds');
  assert.equal(values.company_country_incorporation, 'GB');
  assert.equal(values.company_lei, 'ABC');
  assert.equal(values.company_zip, undefined);
});

test('a PrefillId for a record that left the registry is unknown_record', () => {
  const { registry, search } = searchOver([{ name: 'Acme Ltd', providerId: 'gb:1' }], { tokens });
  const id = search.autocomplete(req('acme'), { tenantId: 't' }).results[0]!.PrefillId;
  registry.deactivate('test');
  assert.deepEqual(search.resolvePrefill(id, 't'), { ok: false, error: 'unknown_record' });
});

test('verify: per-field match / no_match / missing against the registry', () => {
  const { search } = searchOver([
    {
      name: 'Acme Widgets Ltd',
      registrationNumber: '01234567',
      address1: '1 High Street',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    },
  ]);
  const v = search.verify({
    CountryCode: 'gb',
    CompanyName: 'ACME WIDGETS LIMITED',
    BusinessRegistrationNumber: '1234567',
    City: 'Leeds',
    PostalCode: 'ls11aa',
    Address1: '1 High Street',
  });
  assert.equal(v.Match, 'match');
  assert.equal(v.Record?.CompanyName, 'Acme Widgets Ltd');
  assert.deepEqual(v.Fields, {
    CountryCode: 'match',
    CompanyName: 'match',
    BusinessRegistrationNumber: 'match',
    Address1: 'match',
    City: 'match',
    State: 'missing',
    PostalCode: 'match',
  });
  const partial = search.verify({
    CountryCode: 'GB',
    BusinessRegistrationNumber: '01234567',
    CompanyName: 'Other Name Ltd',
    City: 'York',
  });
  assert.equal(partial.Match, 'partial');
  assert.equal(partial.Fields.CompanyName, 'no_match');
  assert.equal(partial.Fields.City, 'no_match');
  assert.equal(search.verify({ CountryCode: 'GB', CompanyName: 'Nothing Like It' }).Match, 'no_match');
});

test('static rank holds across active datasets: an active record before a dissolved one, whichever source comes first', () => {
  for (const [dissolvedFirst, label] of [
    [true, 'dissolved source first'],
    [false, 'active source first'],
  ] as const) {
    const dissolved = { name: 'Acme Ltd', providerId: 'x:dissolved', status: 'dissolved' as const };
    const active = { name: 'Acme Ltd', providerId: 'y:active' };
    const { registry, search } = searchOver([dissolvedFirst ? dissolved : active]);
    registry.activate(snapshot([dissolvedFirst ? active : dissolved], 'second'));
    assert.deepEqual(
      search.autocomplete(req('acme')).results.map((r) => r.ProviderID),
      ['y:active', 'x:dissolved'],
      label,
    );
  }
});
