import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { prepareName, type PreparedToken } from './prepare.js';
import { SIM, joinedSim, tokenSim } from './tokenSim.js';
import { MIN_PAIR_SIM } from './scorer.js';

// Words from a small alphabet, so that pairs are often similar, share letters, keys or classes.
const word = fc.stringMatching(/^[aeioubdhkmnrstyz]{1,10}$/);
const tokensOf = (words: string[]): PreparedToken[] => prepareName(words.join(' ')).tokens;

test('property: with a floor, tokenSim is exact at or above it and below it otherwise', () => {
  fc.assert(
    fc.property(
      fc.array(word, { minLength: 1, maxLength: 3 }),
      fc.array(word, { minLength: 1, maxLength: 3 }),
      (a, b) => {
        for (const q of tokensOf(a)) {
          for (const c of tokensOf(b)) {
            const exact = tokenSim(q, c);
            const floored = tokenSim(q, c, MIN_PAIR_SIM);
            if (exact >= MIN_PAIR_SIM) assert.equal(floored, exact);
            else assert.ok(floored < MIN_PAIR_SIM);
          }
        }
      },
    ),
    { numRuns: 2000 },
  );
});

test('property: with a floor, joinedSim is exact at or above it and below it otherwise', () => {
  fc.assert(
    fc.property(word, fc.array(word, { minLength: 2, maxLength: 3 }), (a, b) => {
      const one = tokensOf([a])[0];
      const two = tokensOf(b).find((t) => t.joined !== undefined)?.joined;
      if (one === undefined || two === undefined) return;
      const exact = joinedSim(one, two);
      const floored = joinedSim(one, two, undefined, MIN_PAIR_SIM);
      if (exact >= MIN_PAIR_SIM) assert.equal(floored, exact);
      else assert.ok(floored < MIN_PAIR_SIM);
    }),
    { numRuns: 2000 },
  );
});

test('short names of a two-consonant frame pair when they spell the same vowels differently', () => {
  const tok = (w: string): PreparedToken => tokensOf([w])[0] as PreparedToken;
  // Two spelling-family rewrites in a four-letter name: two edits, which alone caps the pair.
  for (const [a, b] of [
    ['areef', 'arif'],
    ['saeef', 'saif'],
    ['rannah', 'rana'],
  ])
    assert.ok(tokenSim(tok(a as string), tok(b as string)) >= SIM.vowelFrame, `${a} / ${b}`);
  // Same frame, other vowels: still different names.
  assert.ok(tokenSim(tok('terry'), tok('tarah')) < MIN_PAIR_SIM);
  assert.ok(tokenSim(tok('massey'), tok('musah')) < MIN_PAIR_SIM);
});
