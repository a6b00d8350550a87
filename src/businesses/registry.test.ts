import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createBusinessRegistry } from './registry.js';
import { createBusinessSearch } from './business-search.js';
import { names, snapshot } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-biz-reg-'));

test('a failed import leaves the active snapshot serving', async () => {
  const registry = createBusinessRegistry();
  const search = createBusinessSearch(registry);
  const good = join(dir, 'good.csv');
  writeFileSync(good, 'name,country,registration_number\nAcme Ltd,GB,1\n');
  const meta = await registry.importAndActivate('generic-csv', [good], { source: 'mine' });
  const bad = join(dir, 'bad.csv');
  writeFileSync(bad, 'name,country,registration_number\nBeta Ltd,GB,2\nGamma Ltd,XX,3\n');
  await assert.rejects(registry.importAndActivate('generic-csv', [bad], { source: 'mine' }), /bad\.csv:3/);
  assert.equal(registry.get('mine')?.meta.version, meta.version);
  assert.deepEqual(names(search, 'acme'), ['Acme Ltd']);
  assert.deepEqual(names(search, 'beta'), []);
});

test('activation replaces a source atomically and keeps the previous for rollback', () => {
  const registry = createBusinessRegistry();
  const search = createBusinessSearch(registry);
  registry.activate(snapshot([{ name: 'Acme Ltd' }], 'src'));
  const gen = registry.generation;
  registry.activate(snapshot([{ name: 'Beta Ltd' }, { name: 'Gamma Ltd' }], 'src'));
  assert.ok(registry.generation > gen);
  assert.deepEqual(names(search, 'acme'), []);
  assert.deepEqual(names(search, 'beta'), ['Beta Ltd']);
  assert.equal(registry.rollback('src')?.recordCount, 1);
  assert.deepEqual(names(search, 'acme'), ['Acme Ltd']);
  assert.equal(registry.rollback('nothing'), undefined);
});

test('records are found by provider id, optionally in one snapshot version', () => {
  const registry = createBusinessRegistry();
  const snap = snapshot(
    [
      { name: 'Acme Ltd', providerId: 'x:1' },
      { name: 'Beta GmbH', providerId: 'x:2', country: 'DE' },
    ],
    'src',
  );
  registry.activate(snap);
  assert.equal(registry.find('x:2')?.record.name, 'Beta GmbH');
  assert.equal(registry.find('x:2', snap.meta.version)?.record.country, 'DE');
  assert.equal(registry.find('x:2', 'other-version'), undefined);
  assert.equal(registry.find('x:3'), undefined);
});
