import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runBusinessesCommand } from './cli.js';
import { deserialiseDataset, serialiseDataset } from './index/serialise.js';
import { createBusinessRegistry } from './registry.js';
import { createBusinessSearch } from './business-search.js';
import { buildDataset } from './dataset.js';
import { names, snapshot } from './testing.js';
import { SYNTH_BANNER } from './synth/generate.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-biz-cli-'));

test('synth is labelled and reproducible; its output imports as the generic format into an index file', async () => {
  const lines: string[] = [];
  const a = join(dir, 'a.csv');
  const b = join(dir, 'b.csv');
  assert.equal(await runBusinessesCommand(['businesses', 'synth', '--count', '200', '--seed', '7', '--out', a], (s) => lines.push(s)), 0);
  assert.equal(await runBusinessesCommand(['synth', '--count=200', '--seed=7', '--out', b], (s) => lines.push(s)), 0);
  const text = readFileSync(a, 'utf8');
  assert.ok(text.startsWith(SYNTH_BANNER));
  assert.equal(text, readFileSync(b, 'utf8'));
  const indexFile = join(dir, 'synth.idx');
  assert.equal(await runBusinessesCommand(['businesses', 'import', '--format', 'generic-csv', '--source', 'synthetic', '--out', indexFile, a], (s) => lines.push(s)), 0);
  const meta = JSON.parse(lines.at(-1)!) as { recordCount: number; indexFile: string };
  assert.equal(meta.recordCount, 200);
  const ds = deserialiseDataset(readFileSync(indexFile));
  const registry = createBusinessRegistry();
  registry.activate(ds);
  const first = text.split('\n')[2]!.split(',');
  const [id, country, name] = [first[0]!, first[1]!, first[2]!.replace(/^"|"$/g, '')];
  const hits = createBusinessSearch(registry).autocomplete({ countryCode: country, companyName: name, city: '', state: '', limit: 50, packageId: '', explain: false }).results;
  assert.ok(hits.some((h) => h.ProviderID === id), `${name} not found`);
});

test('a bad file fails with its name and line and exit code 1', async () => {
  const bad = join(dir, 'bad.csv');
  writeFileSync(bad, 'name,country,registration_number\nAcme,GB,1\nBeta,ZZ,2\n');
  const out: string[] = [];
  assert.equal(await runBusinessesCommand(['businesses', 'import', '--format', 'generic-csv', bad], (s) => out.push(s)), 1);
  assert.match(out.join('\n'), /bad\.csv:3: invalid country/);
  assert.equal(await runBusinessesCommand(['businesses', 'import', bad], (s) => out.push(s)), 2);
  assert.equal(await runBusinessesCommand(['businesses', 'import', '--format', 'generic-csv', '--map', 'nope=x', bad], (s) => out.push(s)), 2);
});

test('serialised index answers exactly like the built one', () => {
  const snap = snapshot([{ name: 'Acme Ltd', city: 'Leeds' }, { name: 'Acme Widgets Ltd' }, { name: 'Beta GmbH', country: 'DE' }, { name: 'Acme Ltd', status: 'dissolved' }], 'ser');
  const built = buildDataset(snap);
  const loaded = deserialiseDataset(serialiseDataset(built));
  const r1 = createBusinessRegistry();
  r1.activate(built);
  const r2 = createBusinessRegistry();
  r2.activate(loaded);
  const s1 = createBusinessSearch(r1);
  const s2 = createBusinessSearch(r2);
  for (const q of ['a', 'acme', 'acme w', 'acme widgetz ']) assert.deepEqual(names(s2, q, { city: 'Leeds' }), names(s1, q, { city: 'Leeds' }));
  assert.deepEqual(loaded.meta, built.meta);
  assert.throws(() => deserialiseDataset(new Uint8Array(16)), /not an Onward/);
  const older = serialiseDataset(built);
  older.set(new TextEncoder().encode('ONWBIZ1\n'));
  assert.throws(() => deserialiseDataset(older), /older Onward version: build it again/);
});
