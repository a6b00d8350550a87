// Candidate generation past its budgets: on a registry where the driver word is too common to
// score every record, the location stage must still bring the requested city's records in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildCountryIndex } from './build.js';
import { searchCountry } from './search.js';
import { planWord } from './plan.js';
import { BUDGET_FIRST, FULL_SCAN, MAX_MERGED_LISTS } from './candidates.js';
import { ID_MASK, newScratch } from './types.js';
import { gallop, intersectInto } from './sorted-lists.js';
import { rec } from '../testing.js';
import { analyseQuery } from '../normalise/query.js';

/** The city of the top result of `query` with City Leeds. */
function topCity(names: string[], query: string): string {
  // Every record in York except the last one (lowest static rank: dissolved), in Leeds.
  const records = names.map((name, i) =>
    rec({
      name,
      country: 'GB',
      city: i === names.length - 1 ? 'Leeds' : 'York',
      status: i === names.length - 1 ? 'dissolved' : 'active',
    }),
  );
  const ix = buildCountryIndex('GB', records);
  const leeds = ix.cityKeys.indexOf('leeds') + 1;
  const words = analyseQuery(query, 'GB');
  // Past FULL_SCAN the word is not scored in full (since heavy prefixes of any length are
  // precomputed, the answer is no longer flagged approximate: the location stage completes it).
  assert.ok(planWord(ix, words[0]!, false).est > FULL_SCAN, 'the registry is large enough for the budgets to apply');
  const hits = searchCountry(ix, newScratch(), words, { city: leeds, region: 0 }, 5);
  return ix.cityKeys[ix.docCity[hits.docs[0]!]! - 1]!;
}

test('a common word: the location stage finds the city record the budgets skip', () => {
  const n = FULL_SCAN + BUDGET_FIRST + 500;
  const names = Array.from({ length: n }, (_, i) => `Acme Widgets ${i}`);
  assert.equal(
    topCity(names, 'acme'),
    'leeds',
    'the Leeds record, dissolved and last in static order, is lifted to the top',
  );
});

test('a prefix spanning more lists than are merged: the location stage still finds the record', () => {
  const n = FULL_SCAN + BUDGET_FIRST + 500;
  const names = Array.from({ length: n }, (_, i) => `Acme${i % (MAX_MERGED_LISTS + 50)} Widgets`);
  assert.equal(topCity(names, 'acme'), 'leeds');
});

test('property: galloping intersection equals a set intersection, capped and in order', () => {
  const sorted = fc
    .uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 120 })
    .map((a) => Uint32Array.from(a.sort((x, y) => x - y)));
  fc.assert(
    fc.property(sorted, sorted, fc.integer({ min: 0, max: 50 }), (a, b, max) => {
      const want = [...a].filter((x) => b.includes(x));
      const out: number[] = [];
      const below = max * 10;
      const complete = intersectInto(a, 0, a.length, b, 0, b.length, max, below, out);
      const kept = want.filter((x) => x < below);
      assert.deepEqual(out, kept.slice(0, max));
      assert.equal(complete, kept.length === want.length && want.length <= max);
      for (let x = -1; x <= 501; x += 7) {
        const i = gallop(a, 0, a.length, x);
        assert.ok(i === a.length || a[i]! >= x);
        assert.ok(i === 0 || a[i - 1]! < x);
      }
    }),
  );
});

test('a rare driver intersected with the first word keeps records where that word is not first', () => {
  // "widget" (7 records) is rarer than "acme" (12), so it drives; "Widget Acme" holds "acme" in
  // second place and, covering the whole name, must rank above every "Acme Widget ..." record.
  const names = [
    'Widget Acme',
    ...Array.from({ length: 6 }, (_, i) => `Acme Widget X${i}`),
    ...Array.from({ length: 5 }, (_, i) => `Acme Z${i}`),
  ];
  const ix = buildCountryIndex(
    'GB',
    names.map((name) => rec({ name, country: 'GB' })),
  );
  const hits = searchCountry(ix, newScratch(), analyseQuery('acme widget ', 'GB'), { city: 0, region: 0 }, 5);
  const top = hits.docs[0]!;
  assert.equal(ix.tokens[ix.fwd[ix.fwdStart[top]!]! & ID_MASK], 'widget');
});
