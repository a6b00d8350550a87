import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { renderedSchema, SCHEMA_FILE } from './gen-schema.js';
import { checkSchema } from './check-schema.js';
import { validateFlowDocument } from './test-support/validate.js';
import { loadExample } from './test-support/example.js';

test('docs/flow-document.schema.json is generated from the code (run gen-schema.ts if this fails)', () => {
  assert.equal(readFileSync(SCHEMA_FILE, 'utf8'), renderedSchema());
});

test('the published schema resolves every $ref', () => {
  const schema = JSON.parse(renderedSchema()) as { $defs: Record<string, unknown> };
  const refs = [...renderedSchema().matchAll(/"\$ref": "#\/\$defs\/([^"]+)"/g)].map((m) => m[1] ?? '');
  for (const r of refs) assert.ok(Object.hasOwn(schema.$defs, r), `missing $defs/${r}`);
  assert.ok(refs.length > 20);
});

test('every example flow under examples/flows is valid', () => {
  const dir = new URL('../../../examples/flows/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  assert.ok(files.length >= 3);
  for (const f of files) {
    const r = validateFlowDocument(loadExample(f.replace(/\.json$/, '')));
    assert.ok(r.ok, `${f}: ${JSON.stringify(r)}`);
  }
});

test('the structural checker reports enum and integer violations', () => {
  const out: { code: string; path: string; message: string }[] = [];
  checkSchema(
    { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] },
    { n: 0.5 },
    '',
    out,
  );
  assert.equal(out[0]?.code, 'invalid_type');
});
