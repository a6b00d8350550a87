import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { validateAutocompleteRequest, MAX_LIMIT } from './request.js';
import { validateVerifyRequest } from './verify.js';

const fields = (body: unknown): string[] => {
  const v = validateAutocompleteRequest(body);
  return v.ok ? [] : v.errors.map((e) => e.field);
};

test('valid request is normalised', () => {
  const v = validateAutocompleteRequest({
    CountryCode: ' gb ',
    CompanyName: '  Acme ',
    City: ' Leeds ',
    PackageId: 'p1',
    Limit: 5,
    Explain: true,
  });
  assert.deepEqual(v, {
    ok: true,
    value: {
      countryCode: 'GB',
      companyName: 'Acme ',
      state: '',
      city: 'Leeds',
      limit: 5,
      packageId: 'p1',
      explain: true,
    },
  });
  const d = validateAutocompleteRequest({ CountryCode: 'US', CompanyName: 'a' });
  assert.equal(d.ok && d.value.limit, 10);
});

test('required fields and every error at once', () => {
  assert.deepEqual(fields({}), ['CountryCode', 'CompanyName']);
  assert.deepEqual(fields({ CountryCode: 'GBR', CompanyName: '   ' }), ['CountryCode', 'CompanyName']);
  assert.deepEqual(fields({ CountryCode: 12, CompanyName: 5, City: 3, State: [], Limit: 'x', Explain: 'yes' }), [
    'CountryCode',
    'CompanyName',
    'State',
    'City',
    'Limit',
    'Explain',
  ]);
  assert.deepEqual(fields(null), ['']);
  assert.deepEqual(fields([]), ['']);
});

test('Limit above the maximum is a 400, not a silent cut', () => {
  assert.deepEqual(fields({ CountryCode: 'GB', CompanyName: 'a', Limit: MAX_LIMIT + 1 }), ['Limit']);
  assert.deepEqual(fields({ CountryCode: 'GB', CompanyName: 'a', Limit: 0 }), ['Limit']);
  assert.deepEqual(fields({ CountryCode: 'GB', CompanyName: 'a', Limit: 2.5 }), ['Limit']);
  assert.deepEqual(fields({ CountryCode: 'GB', CompanyName: 'a', Limit: MAX_LIMIT }), []);
});

test('property: any two-letter code and non-blank name validate; limits outside 1..50 never do', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[A-Za-z]{2}$/),
      fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== ''),
      fc.integer({ min: -100, max: 200 }),
      (cc, name, limit) => {
        const v = validateAutocompleteRequest({ CountryCode: cc, CompanyName: name, Limit: limit });
        assert.equal(v.ok, limit >= 1 && limit <= MAX_LIMIT);
        if (v.ok) assert.equal(v.value.countryCode, cc.toUpperCase());
      },
    ),
    { numRuns: 300 },
  );
});

test('verify request: country plus a name or a number', () => {
  assert.equal(validateVerifyRequest({ CountryCode: 'gb', CompanyName: 'Acme' }).ok, true);
  assert.equal(validateVerifyRequest({ CountryCode: 'GB', BusinessRegistrationNumber: '1' }).ok, true);
  const bad = validateVerifyRequest({ CountryCode: 'G', City: 1 });
  assert.deepEqual(bad.ok ? [] : bad.errors.map((e) => e.field), ['City', 'CountryCode', 'CompanyName']);
});
