// Word plans come from a small per-index cache; whatever the cache holds, a plan must equal a
// fresh resolution of the same word, and carry exactly the query word's fields plus its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildCountryIndex } from './build.js';
import { planWord, PLAN_CACHE_SIZE, resolveWord } from './plan.js';
import { rec } from '../testing.js';
import type { QueryWord } from '../normalise/query.js';

const ix = buildCountryIndex(
  'GB',
  ['Acme Ltd', 'Acorn Holdings', 'Alpha Beta', 'Bacon Limited', 'Beacon Trading', 'Cabbage Farms'].map((name) =>
    rec({ name, country: 'GB' }),
  ),
);

const plain = (w: object): Record<string, unknown> => ({ ...w });

test('a plan carries the query word fields and the resolution, and nothing else', () => {
  const w: QueryWord = { text: 'acm', prefix: true, optional: false, maxTypos: 0 };
  const p = planWord(ix, w, false);
  assert.deepEqual(Object.keys(p).sort(), [
    'est',
    'exactId',
    'hi',
    'lo',
    'maxTypos',
    'optional',
    'prefix',
    'text',
    'typos',
  ]);
  assert.equal(p.text, 'acm');
  assert.ok(p.est >= 1);
});

test('cached, evicted and fresh plans agree with a direct resolution (property)', () => {
  const word = fc.record({
    text: fc.stringMatching(/^[abcemlno]{1,7}$/),
    prefix: fc.boolean(),
    optional: fc.boolean(),
    maxTypos: fc.integer({ min: 0, max: 2 }),
  });
  fc.assert(
    fc.property(fc.array(fc.tuple(word, fc.boolean()), { minLength: 1, maxLength: PLAN_CACHE_SIZE + 40 }), (ws) => {
      for (const [w, withTypos] of ws) {
        const p = planWord(ix, w, withTypos);
        assert.deepEqual(plain(p), plain(resolveWord(ix, w, withTypos)));
        // The cache keys on what resolution reads; the other fields come from the word asked for.
        assert.equal(p.optional, w.optional);
      }
    }),
    { numRuns: 30 },
  );
});
