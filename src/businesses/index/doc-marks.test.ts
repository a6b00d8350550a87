import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DocMarks } from './doc-marks.js';

test('property: DocMarks answers like a Set, across resets and growth', () => {
  const phase = fc.array(fc.integer({ min: 0, max: 2 ** 24 - 1 }), { maxLength: 600 });
  fc.assert(
    fc.property(fc.array(phase, { minLength: 1, maxLength: 4 }), (phases) => {
      const marks = new DocMarks(4); // tiny, so growth happens
      for (const docs of phases) {
        marks.reset();
        const set = new Set<number>();
        for (const d of docs) {
          assert.equal(marks.add(d), !set.has(d));
          set.add(d);
        }
      }
    }),
  );
});
