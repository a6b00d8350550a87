// visitRange touches records' memory ahead of scoring them; it must leave the same top-k as
// visiting the same docs one by one (duplicates, an empty range and a partial batch included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildCountryIndex } from './build.js';
import { planWord } from './plan.js';
import { visit, visitRange, WARM_BATCH, type Run } from './candidates.js';
import { newDetail } from './score.js';
import { BoundedMinSet } from './topk.js';
import { DocMarks } from './doc-marks.js';
import { rec } from '../testing.js';
import { analyseQuery } from '../normalise/query.js';

const WORDS = ['acme', 'acorn', 'widgets', 'holdings', 'north', 'leeds'];
const CITIES = ['York', 'Leeds', 'Hull'];

test('visitRange leaves the same top-k as visit() one by one', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), fc.nat(2)), {
        minLength: 1,
        maxLength: 60,
      }),
      fc.constantFrom('ac', 'acme w', 'widg', 'north leeds'),
      fc.nat(3),
      fc.array(fc.nat(200), { maxLength: 3 * WARM_BATCH + 5 }),
      fc.nat(6),
      (names, query, city, picks, limit) => {
        const ix = buildCountryIndex(
          'GB',
          names.map(([words, c]) => rec({ name: words.join(' '), country: 'GB', city: CITIES[c]! })),
        );
        const words = analyseQuery(query, 'GB').map((w) => planWord(ix, w, false));
        const docs = Uint32Array.from(picks.map((p) => p % ix.docCount));
        const runOf = (): Run => ({
          ix,
          words,
          loc: { city: city % (ix.cityKeys.length + 1), region: 0 },
          set: new BoundedMinSet(limit + 1),
          marks: new DocMarks(),
          detail: newDetail(),
          coreWords: words.length,
        });
        const one = runOf();
        for (const d of docs) visit(one, d);
        const batched = runOf();
        const a = Math.min(2, docs.length);
        visitRange(batched, docs, 0, a);
        visitRange(batched, docs, a, docs.length);
        assert.deepEqual([...batched.set.sorted()], [...one.set.sorted()]);
      },
    ),
    { numRuns: 200 },
  );
});
