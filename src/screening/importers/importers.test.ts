import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { importList } from './importList.js';
import { ListImportError } from '../errors.js';
import { watchlistsDir } from '../demo.js';
import type { ListRecord, SanctionRecord } from '../types.js';
import { EU_CSV, UN_XML, tempDir, writeFile } from './testFiles.js';

const root = watchlistsDir();
const byId = (recs: ListRecord[], id: string): ListRecord | undefined => recs.find((r) => r.id === id);
const now = (): Date => new Date('2026-01-01T00:00:00Z');

async function rejects(p: Promise<unknown>, file: RegExp, line: number | null): Promise<void> {
  await assert.rejects(p, (err: unknown) => {
    assert.ok(err instanceof ListImportError, String(err));
    assert.match(err.file, file);
    assert.equal(err.line, line);
    assert.ok(err.message.includes(err.file));
    return true;
  });
}

test('OFAC SDN fixture: remarks parsed into DOB, nationality, identifiers and weak aliases', async () => {
  const s = await importList('ofac-sdn', [join(root, 'ofac_sdn_fixture_2025-05-16')], { now });
  assert.equal(s.meta.publishedAt, '2025-05-16');
  assert.equal(s.meta.recordCounts.records, 17);
  assert.equal(s.meta.recordCounts.individual, 4);
  assert.match(s.meta.contentHash, /^[0-9a-f]{64}$/);
  const logan = byId(s.records, '10278') as SanctionRecord;
  assert.deepEqual(logan.dobs, [{ kind: 'date', year: 1963, month: 7, day: 28 }]);
  assert.ok(logan.identifiers.some((i) => i.type === 'Passport' && i.value === 'P0017003' && i.country === 'Belize'));
  assert.ok(logan.names.some((n) => n.text === 'BURTON BURGESS' && n.strength === 'weak'));
  assert.ok(byId(s.records, '11195')?.names.some((n) => n.text === 'HESA TRADE CENTER' && n.strength === 'strong'));
  assert.equal(logan.names[0]?.surname, 'LOGAN MOREY');
  assert.deepEqual(JSON.parse(JSON.stringify(s)), s, 'snapshot is JSON-serialisable');
});

test('OFAC SDN 2021: full list with CRLF and trailing 0x1A', async () => {
  const s = await importList('ofac-sdn', [join(root, 'ofac_sdn_2021-07-07')]);
  assert.equal(s.meta.recordCounts.records, 8976);
  assert.equal(s.meta.recordCounts.individual, 4620);
  assert.equal(s.meta.recordCounts.aliases, 11910);
  const vahidi = byId(s.records, '12060');
  assert.deepEqual(vahidi?.nationalities, ['IR']);
});

test('OFAC consolidated non-SDN set', async () => {
  const s = await importList('ofac-cons', [join(root, 'ofac_consolidated_non_sdn_2025-12-19')]);
  assert.equal(s.meta.recordCounts.records, 442);
  assert.equal(byId(s.records, '9639')?.names.length, 3);
});

test('US CSL: multi-valued columns, ISO dates, upper-case surnames', async () => {
  const s = await importList('us-csl', [join(root, 'us_csl_sample_2025-06-25')]);
  assert.equal(s.meta.recordCounts.records, 13);
  const rim = s.records.find((r) => r.names[0]?.text === 'RIM, Ryong Nam') as SanctionRecord;
  assert.deepEqual(rim.dobs, [{ kind: 'date', year: 1978, month: 12, day: 5 }]);
  assert.deepEqual(rim.nationalities, ['KP']);
  const abu = s.records.find((r) => r.names[0]?.text === 'Mohammed ABU JHEISHEH');
  assert.equal(abu?.names[0]?.surname, 'ABU JHEISHEH');
  assert.equal(abu?.names.length, 3);
});

test('PEP YAML: names, birthday and terms as professional history', async () => {
  const s = await importList('pep-yaml-us-executive', [join(root, 'pep_us_executive_cc0', 'executive.yaml')]);
  assert.equal(s.meta.recordCounts.records, 78);
  assert.equal(s.meta.recordCounts.terms, 127);
  const carter = s.records.find((r) => r.names.some((n) => n.text === 'Jimmy Carter'));
  assert.ok(carter && carter.kind === 'pep');
  assert.match(carter.professionalHistory[0] ?? '', /^President of the United States, 1977-01-20 to 1981-01-20/);
});

test('UN XML: names, alias quality, DOB types, documents', async () => {
  const dir = tempDir();
  const s = await importList('un-xml', [writeFile(dir, 'un.xml', UN_XML)]);
  assert.equal(s.meta.publishedAt, '2026-02-27');
  const p = byId(s.records, '900001') as SanctionRecord;
  assert.equal(p.names[0]?.text, 'KORVAN ILDAR TESTOVICH');
  assert.equal(p.names.find((n) => n.text === 'The Tester')?.strength, 'weak');
  assert.deepEqual(p.dobs[1], { kind: 'range', fromYear: 1962, toYear: 1965 });
  assert.deepEqual(p.nationalities, ['KP']);
  assert.equal(p.identifiers[0]?.value, 'P12345');
  assert.equal(byId(s.records, '900002')?.kind, 'sanction');
});

test('EU FSF CSV: rows grouped by entity, DOB forms, citizenship', async () => {
  const dir = tempDir();
  const s = await importList('eu-fsf-csv', [writeFile(dir, 'eu.csv', EU_CSV)]);
  assert.equal(s.meta.publishedAt, '2026-01-15');
  assert.equal(s.meta.recordCounts.records, 3);
  const p = byId(s.records, '5001') as SanctionRecord;
  assert.equal(p.names.length, 2);
  assert.equal(p.names[0]?.surname, 'PETROVSKY');
  assert.deepEqual(p.dobs, [{ kind: 'date', year: 1961, month: 3, day: 4 }]);
  assert.deepEqual(p.nationalities, ['RU']);
  assert.deepEqual(byId(s.records, '5003')?.dobs, [{ kind: 'circa', year: 1970 }]);
  assert.equal((byId(s.records, '5002') as SanctionRecord).entityType, 'entity');
});

test('JSONL formats: PEP and adverse media, with names found in text when subjects are absent', async () => {
  const dir = tempDir();
  const pep = writeFile(
    dir,
    'pep.jsonl',
    '# comment\n{"id":"p1","name":"Ana Test Lopez","lastName":"Lopez","dateOfBirth":"1970-02-03","country":"Spain","professionalHistory":["Minister"],"pepType":1}\n',
  );
  const s = await importList('pep-jsonl', [pep]);
  assert.equal(s.records[0]?.kind, 'pep');
  assert.equal(s.records[0]?.kind === 'pep' && s.records[0].country, 'Spain');
  const am = await importList('adverse-media-jsonl', [join(root, 'adverse_media_fictional')]);
  assert.equal(am.meta.recordCounts.records, 12);
  const ravens = am.records.find((r) => r.id === 'am-0007');
  assert.ok(ravens?.names.some((n) => n.text === 'Anselm Ravensworth'));
});

test('malformed files: typed error naming file and line', async () => {
  const dir = tempDir();
  writeFile(
    dir,
    'sdn.csv',
    '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n37,"BAD ROW",-0-\r\n',
  );
  await rejects(importList('ofac-sdn', [join(dir, 'sdn.csv')]), /sdn\.csv$/, 2);
  const dir2 = tempDir();
  writeFile(dir2, 'sdn.csv', '36,"OPEN QUOTE,-0- \r\n');
  await rejects(importList('ofac-sdn', [join(dir2, 'sdn.csv')]), /sdn\.csv$/, 2);
  const bad = writeFile(dir, 'pep.jsonl', '{"name":"A B"}\n{not json}\n');
  await rejects(importList('pep-jsonl', [bad]), /pep\.jsonl$/, 2);
  const am = writeFile(dir, 'am.jsonl', '{"title":"t","text":"x","url":"u","date":"yesterday","category":"c"}\n');
  await rejects(importList('adverse-media-jsonl', [am]), /am\.jsonl$/, 1);
  const eu = writeFile(dir, 'eu.csv', 'Entity_LogicalId;Other\n1;x\n');
  await rejects(importList('eu-fsf-csv', [eu]), /eu\.csv$/, 1);
  const csl = writeFile(dir, 'csl.csv', '_id,source\n1,x\n');
  await rejects(importList('us-csl', [csl]), /csl\.csv$/, 1);
  const xml = writeFile(dir, 'bad.xml', '<CONSOLIDATED_LIST>\n<INDIVIDUALS>\n<INDIVIDUAL>\n</CONSOLIDATED_LIST>\n');
  await assert.rejects(
    importList('un-xml', [xml]),
    (e: unknown) => e instanceof ListImportError && /bad\.xml/.test(e.message),
  );
  await rejects(importList('ofac-sdn', [join(dir, 'missing.csv')]), /missing\.csv$/, null);
});
