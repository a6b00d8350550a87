#!/usr/bin/env node
// Runs every benchmark under bench/<name>/main.ts (or only the names given: `npm run bench -- flow`).
// Each benchmark measures its own baseline in the same run and prints ratios plus absolute medians.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const wanted = process.argv.slice(2);
const names = readdirSync(join(root, 'bench'))
  .filter((n) => existsSync(join(root, 'bench', n, 'main.ts')))
  .filter((n) => wanted.length === 0 || wanted.includes(n))
  .sort();
if (names.length === 0) {
  console.error(`no benchmark matched ${wanted.join(', ') || '(none exist yet)'}`);
  process.exit(1);
}
// Servers under test run the shipped build (dist/), so measure what `npm start` runs.
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
let failed = 0;
for (const name of names) {
  console.log(`\n=== bench/${name} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(root, 'bench', name, 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
