// Candidate selection keeps exactly what a stable sort by votes (best first) would keep first,
// in the same order, and leaves a short list in touched order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { topByVotes } from './nameIndex.js';

function bySorting(touched: Int32Array, n: number, votes: Float32Array, limit: number): number[] {
  const ids = Array.from(touched.subarray(0, n));
  if (ids.length > limit) ids.sort((a, b) => (votes[b] as number) - (votes[a] as number));
  return ids.slice(0, limit);
}

test('topByVotes equals the first `limit` of a stable sort by votes', () => {
  fc.assert(
    fc.property(
      // Few distinct vote values, so ties are common.
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: 300 }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 300 }),
      (voteLevels, limit, cut) => {
        const votes = Float32Array.from(voteLevels, (v) => v * 0.37);
        // Names touched in a shuffled order, and only a prefix of the buffer in use.
        const touched = Int32Array.from(
          voteLevels.map((_, i) => i).sort((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101)),
        );
        const n = Math.min(cut, touched.length);
        assert.deepEqual(Array.from(topByVotes(touched, n, votes, limit)), bySorting(touched, n, votes, limit));
      },
    ),
    { numRuns: 500 },
  );
});
