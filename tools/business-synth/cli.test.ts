import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runSynthCommand } from './cli.js';
import { SYNTH_BANNER } from './generate.js';
import { runBusinessesCommand } from '../../src/businesses/cli.js';
import { deserialiseDataset } from '../../src/businesses/index/serialise.js';
import { createBusinessRegistry } from '../../src/businesses/registry.js';
import { createBusinessSearch } from '../../src/businesses/business-search.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-biz-synth-'));

test('synth is labelled and reproducible; its output imports as the generic format into an index file', async () => {
  const lines: string[] = [];
  const a = join(dir, 'a.csv');
  const b = join(dir, 'b.csv');
  assert.equal(await runSynthCommand(['--count', '200', '--seed', '7', '--out', a], (s) => lines.push(s)), 0);
  assert.equal(await runSynthCommand(['--count=200', '--seed=7', `--out=${b}`], (s) => lines.push(s)), 0);
  assert.deepEqual(lines, [`wrote 200 synthetic records to ${a}`, `wrote 200 synthetic records to ${b}`]);
  const text = readFileSync(a, 'utf8');
  assert.ok(text.startsWith(SYNTH_BANNER));
  assert.equal(text, readFileSync(b, 'utf8'));
  // The shipped importer reads the tool's output: the tool only feeds the product, never the reverse.
  const indexFile = join(dir, 'synth.idx');
  assert.equal(
    await runBusinessesCommand(
      ['businesses', 'import', '--format', 'generic-csv', '--source', 'synthetic', '--out', indexFile, a],
      (s) => lines.push(s),
    ),
    0,
  );
  const meta = JSON.parse(lines.at(-1)!) as { recordCount: number; indexFile: string };
  assert.equal(meta.recordCount, 200);
  const ds = deserialiseDataset(readFileSync(indexFile));
  const registry = createBusinessRegistry();
  registry.activate(ds);
  const first = text.split('\n')[2]!.split(',');
  const [id, country, name] = [first[0]!, first[1]!, first[2]!.replace(/^"|"$/g, '')];
  const hits = createBusinessSearch(registry).autocomplete({
    countryCode: country,
    companyName: name,
    city: '',
    state: '',
    limit: 50,
    packageId: '',
    explain: false,
  }).results;
  assert.ok(
    hits.some((h) => h.ProviderID === id),
    `${name} not found`,
  );
});

test('a different seed gives a different registry', async () => {
  const a = join(dir, 's1.csv');
  const b = join(dir, 's2.csv');
  assert.equal(await runSynthCommand(['--count', '50', '--seed', '1', '--out', a], () => {}), 0);
  assert.equal(await runSynthCommand(['--count', '50', '--seed', '2', '--out', b], () => {}), 0);
  assert.notEqual(readFileSync(a, 'utf8'), readFileSync(b, 'utf8'));
});

test('bad usage prints the usage and exits 2', async () => {
  for (const argv of [
    [],
    ['--count', '0'],
    ['--count', 'x'],
    ['--count', '5', '--seed', '1.5'],
    ['--count', '5', '--bogus'],
    ['--count', '5', 'extra'],
  ]) {
    const out: string[] = [];
    assert.equal(await runSynthCommand(argv, (s) => out.push(s)), 2, JSON.stringify(argv));
    assert.match(out.join('\n'), /usage: npm run synth:businesses/, JSON.stringify(argv));
  }
});

test('the script the product CLI and the docs point to runs this tool', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.equal(pkg.scripts['synth:businesses'], 'tsx tools/business-synth/main.ts');
});
