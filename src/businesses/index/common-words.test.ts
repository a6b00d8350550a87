// Fast paths for common words, against brute force on registries past the scan budgets: a query
// whose rarest word still matches more than FULL_SCAN records (two common words: the
// intersection with the first word), and the precomputed answers of heavy prefixes longer than
// CACHE_MAX_PREFIX letters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildCountryIndex } from './build.js';
import { searchCountry } from './search.js';
import { FULL_SCAN } from './candidates.js';
import { newDetail, scoreDoc, type Location } from './score.js';
import { CACHE_MAX_PREFIX, newScratch, type CountryIndex } from './types.js';
import { rec } from '../testing.js';
import { analyseQuery } from '../normalise/query.js';

const COMMON = ['harbour', 'harvest', 'holdings', 'holding', 'horizon'];
const RARE = ['acme', 'beta', 'delta', 'gamma', 'zenith', 'north', 'south'];
const CITIES = ['', 'Leeds', 'York'];

function bruteForce(ix: CountryIndex, query: string, loc: Location, limit: number): number[] {
  const words = searchCountry(ix, newScratch(), analyseQuery(query, 'GB'), loc, limit, { variants: false }).words;
  const detail = newDetail();
  const all: [number, number][] = [];
  for (let d = 0; d < ix.docCount; d++) {
    const key = scoreDoc(ix, d, words, loc, detail);
    if (key >= 0) all.push([key, d]);
  }
  all.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  return all.slice(0, limit).map((x) => x[1]);
}

/** A registry where every name holds two or three of few words, so each matches over FULL_SCAN records. */
const registry = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  size: fc.integer({ min: FULL_SCAN * 2, max: FULL_SCAN * 3 }),
});

function build(seed: number, size: number): CountryIndex {
  let s = seed;
  const next = (n: number): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  const records = Array.from({ length: size }, () => {
    const words = [COMMON[next(COMMON.length)]!, COMMON[next(COMMON.length)]!];
    if (next(2) === 0) words.push(RARE[next(RARE.length)]!);
    return rec({
      name: words.join(' '),
      country: 'GB',
      city: CITIES[next(CITIES.length)]!,
      status: next(5) === 0 ? 'dissolved' : 'active',
    });
  });
  return buildCountryIndex('GB', records);
}

test('property: two common words are answered exactly, through their intersection', () => {
  fc.assert(
    fc.property(
      registry,
      fc.constantFrom(...COMMON),
      fc.constantFrom(...COMMON, ...RARE),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(...CITIES),
      fc.integer({ min: 1, max: 12 }),
      ({ seed, size }, a, b, cut, city, limit) => {
        const ix = build(seed, size);
        const query = `${a} ${b.slice(0, Math.max(1, b.length - cut))}`;
        const loc: Location = { city: city === '' ? 0 : ix.cityKeys.indexOf(city.toLowerCase()) + 1, region: 0 };
        const hits = searchCountry(ix, newScratch(), analyseQuery(query, 'GB'), loc, limit, { variants: false });
        if (hits.approximate) return; // the intersection held more than FULL_SCAN records: budgeted
        assert.deepEqual(hits.docs, bruteForce(ix, query, loc, limit), query);
      },
    ),
    { numRuns: 25 },
  );
});

test('the intersection answers a query of two common words without budgets', () => {
  const ix = build(7, FULL_SCAN * 3);
  const hits = searchCountry(ix, newScratch(), analyseQuery('harvest horiz', 'GB'), { city: 0, region: 0 }, 5);
  assert.equal(hits.approximate, false);
  assert.deepEqual(hits.docs, bruteForce(ix, 'harvest horiz', { city: 0, region: 0 }, 5));
});

test('heavy prefixes past CACHE_MAX_PREFIX letters are precomputed, light ones are not', () => {
  const ix = build(11, FULL_SCAN * 3);
  for (const w of COMMON) {
    for (let len = CACHE_MAX_PREFIX + 1; len <= w.length; len++) {
      const p = w.slice(0, len);
      const matching = ix.tokens.filter((t) => t.startsWith(p)).length;
      assert.ok(matching > 0);
      assert.equal(ix.prefixCache.has(p), true, p);
    }
  }
  for (const w of RARE) assert.equal(ix.prefixCache.has(w), false, w);
});

test('property: a heavy prefix answered from its precomputed list equals brute force', () => {
  fc.assert(
    fc.property(
      registry,
      fc.constantFrom(...COMMON),
      fc.integer({ min: CACHE_MAX_PREFIX + 1, max: 8 }),
      fc.integer({ min: 1, max: 12 }),
      ({ seed, size }, w, len, limit) => {
        const ix = build(seed, size);
        const query = w.slice(0, len);
        const loc: Location = { city: 0, region: 0 };
        const hits = searchCountry(ix, newScratch(), analyseQuery(query, 'GB'), loc, limit, { variants: false });
        assert.deepEqual(hits.docs, bruteForce(ix, query, loc, limit), query);
      },
    ),
    { numRuns: 25 },
  );
});
