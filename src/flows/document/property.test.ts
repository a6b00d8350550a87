import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { validateFlowDocument } from './test-support/validate.js';
import { compileFlow } from './compile.js';
import { edit, loadExample } from './test-support/example.js';
import { flowDocumentArb } from './test-support/arbitrary.js';
import type { ValidationResult } from './types.js';

function wellFormed(r: ValidationResult): void {
  if (r.ok) return;
  assert.ok(r.errors.length > 0);
  for (const e of r.errors) {
    assert.equal(typeof e.code, 'string');
    assert.equal(typeof e.message, 'string');
    assert.ok(e.path === '' || e.path.startsWith('/'), e.path);
    assert.notEqual(e.code, 'internal_validation_error', e.message);
  }
}

test('random JSON never makes the validator throw', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (v) => {
      wellFormed(validateFlowDocument(v));
    }),
    { numRuns: 500 },
  );
});

test('random edits of the example are accepted or refused, never thrown', () => {
  const paths = [
    '/name',
    '/start',
    '/nodes/0',
    '/nodes/0/next',
    '/nodes/0/elements/0',
    '/nodes/0/elements/4/condition',
    '/nodes/0/elements/4/condition/rules/0/operator',
    '/nodes/1/branches',
    '/nodes/1/branches/0/next',
    '/nodes/3/elements/1/options',
    '/nodes/0/elements/1/validations/1',
    '/nodes/4/config',
    '/nodes/5/status',
    '/translations',
    '/nodes/0/elements/4/validations/1/value',
  ];
  fc.assert(
    fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
      wellFormed(validateFlowDocument(edit(loadExample(), path, value)));
    }),
    { numRuns: 400 },
  );
});

test('random documents validate without throwing, and accepted ones compile to sound flows', () => {
  let accepted = 0;
  fc.assert(
    fc.property(flowDocumentArb({ wild: true }), (doc) => {
      const r = validateFlowDocument(doc);
      wellFormed(r);
      if (!r.ok) return;
      accepted++;
      const flow = compileFlow(r.document, { flowId: 'f', version: 1 });
      assert.deepEqual(JSON.parse(JSON.stringify(flow)), flow);
      for (const node of Object.values(flow.nodes)) {
        const targets =
          node.type === 'condition'
            ? [...node.branches.map((b) => b.next), node.otherwise]
            : 'next' in node
              ? [node.next]
              : [];
        for (const t of targets) assert.ok(Object.hasOwn(flow.nodes, t), `dangling ${t}`);
      }
      for (const id of Object.keys(flow.elements)) assert.match(id, /^[0-9a-f]{24}$/);
    }),
    { numRuns: 300 },
  );
  assert.ok(accepted > 5, `only ${accepted} random documents were valid`);
});

test('forward-only random documents are mostly valid', () => {
  // A fixed seed: this checks the generator's quality, which must not depend on the day's luck.
  const results = fc.sample(flowDocumentArb(), { numRuns: 200, seed: 20261121 }).map((d) => validateFlowDocument(d));
  const ok = results.filter((r) => r.ok).length;
  const reasons = results.flatMap((r) => (r.ok ? [] : r.errors.map((e) => e.code)));
  assert.ok(ok > 60, `only ${ok}/200 valid; reasons ${[...new Set(reasons)].join(',')}`);
});
