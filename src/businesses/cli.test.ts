import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runBusinessesCommand, SYNTH_MOVED } from './cli.js';
import { deserialiseDataset, serialiseDataset } from './index/serialise.js';
import { createBusinessRegistry } from './registry.js';
import { createBusinessSearch } from './business-search.js';
import { buildDataset } from './dataset.js';
import { names, snapshot } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-biz-cli-'));

test('synth answers where the generator went, with the usage exit code', async () => {
  const out: string[] = [];
  assert.equal(await runBusinessesCommand(['businesses', 'synth', '--count', '10'], (s) => out.push(s)), 2);
  assert.deepEqual(out, [SYNTH_MOVED]);
  assert.match(SYNTH_MOVED, /npm run synth:businesses/);
});

test('a bad file fails with its name and line and exit code 1', async () => {
  const bad = join(dir, 'bad.csv');
  writeFileSync(bad, 'name,country,registration_number\nAcme,GB,1\nBeta,ZZ,2\n');
  const out: string[] = [];
  assert.equal(
    await runBusinessesCommand(['businesses', 'import', '--format', 'generic-csv', bad], (s) => out.push(s)),
    1,
  );
  assert.match(out.join('\n'), /bad\.csv:3: invalid country/);
  assert.equal(await runBusinessesCommand(['businesses', 'import', bad], (s) => out.push(s)), 2);
  assert.equal(
    await runBusinessesCommand(['businesses', 'import', '--format', 'generic-csv', '--map', 'nope=x', bad], (s) =>
      out.push(s),
    ),
    2,
  );
});

test('serialised index answers exactly like the built one', () => {
  const snap = snapshot(
    [
      { name: 'Acme Ltd', city: 'Leeds' },
      { name: 'Acme Widgets Ltd' },
      { name: 'Beta GmbH', country: 'DE' },
      { name: 'Acme Ltd', status: 'dissolved' },
    ],
    'ser',
  );
  const built = buildDataset(snap);
  const loaded = deserialiseDataset(serialiseDataset(built));
  const r1 = createBusinessRegistry();
  r1.activate(built);
  const r2 = createBusinessRegistry();
  r2.activate(loaded);
  const s1 = createBusinessSearch(r1);
  const s2 = createBusinessSearch(r2);
  for (const q of ['a', 'acme', 'acme w', 'acme widgetz '])
    assert.deepEqual(names(s2, q, { city: 'Leeds' }), names(s1, q, { city: 'Leeds' }));
  assert.deepEqual(loaded.meta, built.meta);
  assert.throws(() => deserialiseDataset(new Uint8Array(16)), /not an Onward/);
  const older = serialiseDataset(built);
  older.set(new TextEncoder().encode('ONWBIZ1\n'));
  assert.throws(() => deserialiseDataset(older), /older Onward version: build it again/);
});
