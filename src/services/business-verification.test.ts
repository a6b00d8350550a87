import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBusinessRegistry, createBusinessSearch } from '../businesses/index.js';
import { searchOver } from '../businesses/testing.js';
import { runBusinessVerification, type BusinessVerificationData } from './business-verification.js';
import type { SessionValues } from './template.js';

const { registry, search } = searchOver([
  {
    name: 'Acme Widgets Ltd',
    registrationNumber: '01234567',
    address1: '1 High Street',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    providerId: 'gb:acme',
  },
]);
const deps = { businesses: search, registry };
const values = (role: Record<string, unknown>, key: Record<string, unknown> = {}): SessionValues => ({
  key,
  role,
  service: {},
});
const acme = {
  company_name: 'ACME WIDGETS LIMITED',
  company_nr: '1234567',
  company_country_incorporation: 'GB',
  company_city: 'Leeds',
};

function data(config: unknown, v: SessionValues): BusinessVerificationData {
  const out = runBusinessVerification(config, v, deps);
  assert.ok(out.ok, JSON.stringify(out));
  return out.data as BusinessVerificationData;
}

test('maps company roles by default and answers match with per-field verdicts and a compact record', () => {
  const d = data({}, values(acme));
  assert.equal(d.match, 'match');
  assert.deepEqual(d.fields, {
    country: 'match',
    companyName: 'match',
    registrationNumber: 'match',
    address: 'missing',
    city: 'match',
    state: 'missing',
    postalCode: 'missing',
  });
  assert.deepEqual(Object.keys(d.record ?? {}).sort(), [
    'address',
    'country',
    'legalForm',
    'name',
    'providerId',
    'registrationNumber',
    'source',
    'status',
  ]);
  assert.equal(d.record?.providerId, 'gb:acme');
});

test('partial and no_match; keys, fallbacks and defaultCountry', () => {
  assert.equal(data({}, values({ ...acme, company_city: 'York' })).match, 'partial');
  const none = data({}, values({ company_name: 'Nothing Like It', company_country: 'GB' }));
  assert.deepEqual(
    { match: none.match, record: none.record, name: none.fields.companyName },
    { match: 'no_match', record: null, name: 'no_match' },
  );
  assert.equal(
    data({ defaultCountry: 'GB', inputs: { companyName: 'key:firm' } }, values({}, { firm: 'Acme Widgets' })).match,
    'match',
  );
});

test('fails cleanly with the catalogue codes', () => {
  const cases: Array<[unknown, SessionValues, number, RegExp]> = [
    [{}, values({ company_name: 'Acme' }), 4202, /country/],
    [{}, values({ company_name: 'Acme', company_country: 'GBR' }), 4202, /two-letter/],
    [{}, values({ company_country: 'GB' }), 4205, /company name or a registration number/],
    [{}, values({ company_name: 'Acme', company_country: 'SE' }), 4201, /country SE/],
    [{ defaultCountry: 'gb' }, values(acme), 4009, /defaultCountry/],
    [{}, values({ company_name: 'x'.repeat(201), company_country: 'GB' }), 4009, /CompanyName/],
  ];
  for (const [config, v, code, message] of cases) {
    const out = runBusinessVerification(config, v, deps);
    assert.ok(!out.ok && out.code === code && message.test(out.message), JSON.stringify(out));
  }
  const empty = createBusinessRegistry();
  const out = runBusinessVerification({}, values(acme), { registry: empty, businesses: createBusinessSearch(empty) });
  assert.ok(!out.ok && out.code === 4200);
});
