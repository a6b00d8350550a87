import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkValue } from './check-value.js';

const reasons = (type: 'min_length' | 'max_length', value: number, text: string) =>
  checkValue([{ type, value }], text, '2026-01-01', () => undefined).map((f) => f.reason);

test('length bounds count characters (code points), not UTF-16 units', () => {
  assert.deepEqual(reasons('max_length', 2, '😀😀'), []);
  assert.deepEqual(reasons('max_length', 1, '😀😀'), ['max_length']);
  assert.deepEqual(reasons('min_length', 2, '😀😀'), []);
  assert.deepEqual(reasons('min_length', 3, '😀😀'), ['min_length']);
});

test('length bounds agree with a plain code-point count for any text and bound', () => {
  fc.assert(
    fc.property(
      fc.string({
        unit: fc.oneof(fc.constant('a'), fc.constant('é'), fc.constant('😀'), fc.constant('\uD800')),
        maxLength: 40,
      }),
      fc.nat(45),
      (text, bound) => {
        const n = [...text].length;
        assert.deepEqual(reasons('min_length', bound, text), n < bound ? ['min_length'] : []);
        assert.deepEqual(reasons('max_length', bound, text), n > bound ? ['max_length'] : []);
      },
    ),
    { numRuns: 2000 },
  );
});
