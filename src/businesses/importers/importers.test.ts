import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { importBusinesses } from './import.js';
import { BusinessImportError } from './common.js';
import { datasetPath } from '../paths.js';
import { demoImports } from '../demo.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-biz-import-'));
function file(name: string, content: string): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

async function rejects(format: string, path: string, line: number, reason: RegExp): Promise<void> {
  await assert.rejects(importBusinesses(format, [path]), (err: unknown) => {
    assert.ok(err instanceof BusinessImportError, String(err));
    assert.equal(err.file, path);
    assert.equal(err.line, line);
    assert.match(err.reason, reason);
    return true;
  });
}

test('SEC tickers: one record per CIK with every ticker as an identifier', async () => {
  const s = await importBusinesses('sec-tickers', [datasetPath('businesses/sec-company-tickers-exchange.json')]);
  assert.equal(s.meta.source, 'sec');
  assert.equal(s.meta.recordCount, 7847);
  const goog = s.records.find((r) => r.providerId === 'sec:1652044');
  assert.ok(goog);
  assert.equal(goog.name, 'Alphabet Inc.');
  assert.equal(goog.country, 'US');
  assert.deepEqual(
    goog.identifiers.map((i) => i.type),
    ['Central Index Key', 'Ticker Symbol (Nasdaq)', 'Ticker Symbol (Nasdaq)'],
  );
  assert.match(s.meta.version, /^\d{14}-[0-9a-f]{10}$/);
  assert.equal(s.meta.contentHash.length, 64);
});

test('GLEIF JSON:API pages: entities deduplicated, jurisdiction gives the country', async () => {
  const gleif = demoImports().find((d) => d.format === 'gleif-json')!;
  const s = await importBusinesses('gleif-json', gleif.paths);
  assert.equal(s.meta.recordCount, 94);
  assert.equal(Object.keys(s.meta.countries).length, 26);
  const amazon = s.records.find((r) => r.lei === '254900LNRYNOQ9YPU758');
  assert.ok(amazon);
  assert.equal(amazon.name, 'Amazon Digital UK Limited');
  assert.equal(amazon.country, 'GB');
  assert.equal(amazon.registrationNumber, '06528297');
  assert.equal(amazon.city, 'London');
  assert.equal(amazon.postalCode, 'EC2A 2FA');
  assert.equal(amazon.status, 'active');
  assert.ok(amazon.otherNames.includes('LOVEFILM LIMITED'));
});

test('GLEIF flattened JSON lines give the same entities as the API pages', async () => {
  const s = await importBusinesses('gleif-jsonl', [datasetPath('businesses/gleif-lei-records-sample.jsonl')]);
  assert.equal(s.meta.recordCount, 94);
  const sg = s.records.find((r) => r.lei === '2138001KPMR6PD83HC08');
  assert.equal(sg?.region, '01'); // SG-01 reduced to the part a user types
});

test('GLEIF golden-copy CSV layout', async () => {
  const header =
    'LEI,Entity.LegalName,Entity.OtherEntityNames.OtherEntityName.1,Entity.LegalAddress.FirstAddressLine,Entity.LegalAddress.City,Entity.LegalAddress.Region,Entity.LegalAddress.Country,Entity.LegalAddress.PostalCode,Entity.RegistrationAuthority.RegistrationAuthorityEntityID,Entity.LegalJurisdiction,Entity.EntityCategory,Entity.LegalForm.EntityLegalFormCode,Entity.EntityStatus';
  const p = file(
    'golden.csv',
    `${header}\n5493001KJTIIGC8Y1R12,Bloomberg Finance L.P.,,731 Lexington Ave,New York,US-NY,US,10022,2958497,US-DE,GENERAL,T91T,ACTIVE\n`,
  );
  const s = await importBusinesses('gleif-csv', [p]);
  assert.equal(s.records.length, 1);
  const r = s.records[0]!;
  assert.deepEqual(
    [r.country, r.city, r.region, r.registrationNumber, r.legalForm],
    ['US', 'New York', 'NY', '2958497', 'T91T'],
  );
  await rejects(
    'gleif-csv',
    file('golden-bad.csv', `${header}\nNOT-A-LEI,Acme,,,,,US,,,,,,ACTIVE\n`),
    2,
    /invalid LEI/,
  );
});

test('Companies House BasicCompanyData: trimmed headers, statuses, previous names', async () => {
  const s = await importBusinesses('uk-companies-house', [
    datasetPath('businesses/uk-companies-house-basiccompanydata-sample.csv'),
  ]);
  assert.equal(s.meta.recordCount, 31);
  const r = s.records.find((x) => x.name === '! LTD');
  assert.ok(r);
  assert.equal(r.providerId, 'gb-ch:08209948');
  assert.equal(r.city, 'LEEDS');
  assert.equal(r.region, 'YORKSHIRE');
  assert.equal(r.incorporationDate, '2012-09-11');
  assert.ok(
    s.records.some((x) => x.branch),
    'overseas companies are branches',
  );
});

test('generic CSV with a column mapping and a comment line', async () => {
  const p = file('generic.csv', '# SYNTHETIC\nName,Cc,Number,Town,status\nAcme Widgets Ltd,gb,123,Leeds,dissolved\n');
  const s = await importBusinesses('generic-csv', [p], {
    source: 'mine',
    mapping: { name: 'Name', country: 'Cc', registration_number: 'Number', city: 'Town' },
  });
  assert.equal(s.records[0]!.providerId, 'mine:GB:123');
  assert.equal(s.records[0]!.country, 'GB');
  assert.equal(s.records[0]!.city, 'Leeds');
  assert.equal(s.records[0]!.status, 'dissolved');
});

test('generic JSON lines', async () => {
  const p = file(
    'generic.jsonl',
    '{"provider_id":"x:1","name":"Acme","country":"DE","other_names":["Old Acme"]}\n\n{"provider_id":"x:2","name":"Beta","country":"de"}\n',
  );
  const s = await importBusinesses('generic-jsonl', [p]);
  assert.deepEqual(
    s.records.map((r) => [r.providerId, r.country, r.otherNames.length]),
    [
      ['x:1', 'DE', 1],
      ['x:2', 'DE', 0],
    ],
  );
});

test('bad files name the file and the line', async () => {
  await rejects(
    'sec-tickers',
    file('sec-bad.json', '{"fields": ["cik","name"],\n "data": [[1, "A"], [2, \n'),
    2,
    /invalid JSON/,
  );
  await rejects('sec-tickers', file('sec-shape.json', '{"rows": []}'), 1, /fields/);
  await rejects(
    'gleif-json',
    file('gleif-bad.json', '{\n  "data": [\n    {"type": "lei-records",\n'),
    3,
    /invalid JSON/,
  );
  await rejects(
    'gleif-jsonl',
    file(
      'gleif-bad.jsonl',
      '{"lei":"2138001KPMR6PD83HC08","legalName":"A","jurisdiction":"SG","legalAddress":{}}\n{"lei":"2138001KPMR6PD83HC08","legalName":"","jurisdiction":"SG"}\n',
    ),
    2,
    /no legal name/,
  );
  await rejects(
    'uk-companies-house',
    file('ch-bad.csv', 'CompanyName, CompanyNumber,CompanyStatus\n"A LTD","01234567",Active\n"B LTD","12",Active\n'),
    3,
    /CompanyNumber/,
  );
  await rejects(
    'uk-companies-house',
    file(
      'ch-quote.csv',
      'CompanyName, CompanyNumber,CompanyStatus\n"A LTD","01234567",Active\n"B LTD,"12345678",Active\n',
    ),
    3,
    /malformed CSV/,
  );
  await rejects('uk-companies-house', file('ch-cols.csv', 'Name,Number\nA,B\n'), 1, /missing column/);
  await rejects(
    'generic-csv',
    file('gen-country.csv', 'name,country,registration_number\nAcme,GB,1\nBeta,Narnia,2\n'),
    3,
    /invalid country/,
  );
  await rejects(
    'generic-csv',
    file('gen-status.csv', 'name,country,registration_number,status\nAcme,GB,1,open\n'),
    2,
    /invalid status/,
  );
  await rejects(
    'generic-jsonl',
    file('gen-bad.jsonl', '{"name":"A","country":"GB","registration_number":"1"}\n[1]\n'),
    2,
    /JSON object/,
  );
});

test('unknown format and unreadable file', async () => {
  await assert.rejects(importBusinesses('xml', ['x']), /unknown format/);
  await rejects('sec-tickers', join(dir, 'missing.json'), 0, /cannot read/);
});
