import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_TABLES, renderEnvTable, withEnvTable } from './env-docs.js';
import { EnvSchema } from './schema/index.js';

const root = new URL('../..', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const names = Object.keys(EnvSchema.properties);

describe('environment documentation', () => {
  it('the committed tables are the ones the schema renders (else run npm run docs:env)', () => {
    for (const { file, id, areas } of ENV_TABLES) {
      const text = read(file);
      assert.equal(text, withEnvTable(text, id, areas), `${file} is stale: run npm run docs:env`);
    }
  });

  it('the README table lists every variable of the schema, each once', () => {
    const table = renderEnvTable('all');
    for (const name of names) assert.equal(table.split(`| \`${name}\` |`).length, 2, name);
    assert.ok(read('README.md').includes(table));
  });

  it('every ONWARD_* variable the docs mention exists in the schema', () => {
    for (const file of docs) {
      // `ONWARD_SMS_*` style wildcards name a family, not a variable.
      for (const [name] of read(file).matchAll(/ONWARD_[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_]*\*)/g)) {
        assert.ok(names.includes(name), `${file} mentions ${name}, which the schema does not declare`);
      }
    }
  });

  it('rewriting needs the markers, and replaces only what lies between them', () => {
    assert.throws(() => withEnvTable('no markers here', 'all', 'all'), /missing the markers/);
    const begin = '<!-- env-table:sms (generated from src/config/schema by npm run docs:env; do not edit) -->';
    const stale = `intro\n${begin}\n| old |\n<!-- /env-table:sms -->\noutro\n`;
    assert.equal(
      withEnvTable(stale, 'sms', ['sms']),
      `intro\n${begin}\n${renderEnvTable(['sms'])}\n<!-- /env-table:sms -->\noutro\n`,
    );
  });
});
