// Rewrites the environment tables in README.md and docs/ from the schema (src/config/schema).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_TABLES, withEnvTable } from '../src/config/env-docs.js';

const root = new URL('..', import.meta.url).pathname;
for (const { file, id, areas } of ENV_TABLES) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = withEnvTable(before, id, areas);
  if (after !== before) writeFileSync(path, after);
  console.log(`${file}: ${after === before ? 'up to date' : 'rewritten'}`);
}
