import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { runListsCommand } from './cli.js';
import { watchlistsDir } from './demo.js';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

test('lists import prints snapshot metadata', async () => {
  const c = io();
  const code = await runListsCommand(
    ['import', '--format', 'ofac-cons', join(watchlistsDir(), 'ofac_consolidated_non_sdn_2025-12-19')],
    c.io,
  );
  assert.equal(code, 0);
  const meta = JSON.parse(c.out.join('\n')) as { listName: string; recordCounts: { records: number } };
  assert.equal(meta.recordCounts.records, 442);
});

test('usage errors and import errors give non-zero codes with a message', async () => {
  const c = io();
  assert.equal(await runListsCommand(['import', '--format', 'nope', 'x'], c.io), 2);
  assert.match(c.err.join(''), /unknown format/);
  assert.equal(await runListsCommand(['import', '--format', 'ofac-sdn', '/nonexistent/sdn.csv'], c.io), 1);
  assert.match(c.err.join(''), /\/nonexistent\/sdn\.csv/);
});
