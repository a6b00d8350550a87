// The index against brute force: on random small registries, every query's results equal
// scoring every record and sorting (candidate generation must never lose a better record).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildCountryIndex } from './build.js';
import { searchCountry } from './search.js';
import { newDetail, scoreDoc, type Location } from './score.js';
import { newScratch } from './types.js';
import { fuzzyRanges, disjointRanges } from './fuzzy.js';
import { buildTrie } from './trie.js';
import { rec } from '../testing.js';
import { analyseQuery } from '../normalise/query.js';

const VOCAB = [
  'acme',
  'acne',
  'alpha',
  'alpine',
  'beta',
  'bet',
  'widgets',
  'widget',
  'wigdets',
  'ltd',
  'plc',
  'and',
  'holdings',
  'hold',
  '42',
  'a',
];
const CITIES = ['', 'Leeds', 'York'];

function osa(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

test('property: fuzzy dictionary walk equals brute-force edit distance (first letter fixed)', () => {
  const token = fc.stringMatching(/^[abc]{1,6}$/);
  fc.assert(
    fc.property(
      fc.uniqueArray(token, { minLength: 1, maxLength: 40 }),
      fc.stringMatching(/^[abc]{1,5}$/),
      fc.integer({ min: 1, max: 2 }),
      fc.boolean(),
      (list, q, k, prefix) => {
        const tokens = list.slice().sort();
        const segs = disjointRanges(fuzzyRanges(buildTrie(tokens), q, k, prefix));
        const got = new Map<string, number>();
        for (const s of segs) for (let t = s.lo; t < s.hi; t++) got.set(tokens[t]!, s.typos);
        const want = new Map<string, number>();
        for (const t of tokens) {
          if (t[0] !== q[0]) continue;
          const dist = prefix
            ? Math.min(...Array.from({ length: t.length + 1 }, (_, i) => osa(q, t.slice(0, i))))
            : osa(q, t);
          if (dist <= k) want.set(t, dist);
        }
        assert.deepEqual([...got].sort(), [...want].sort());
      },
    ),
    { numRuns: 300 },
  );
});

test('property: disjoint segments carry the fewest typos covering each token', () => {
  const range = fc
    .record({
      lo: fc.integer({ min: 0, max: 40 }),
      len: fc.integer({ min: 1, max: 15 }),
      typos: fc.integer({ min: 0, max: 2 }),
    })
    .map((r) => ({ lo: r.lo, hi: r.lo + r.len, typos: r.typos }));
  fc.assert(
    fc.property(fc.array(range, { maxLength: 12 }), (ranges) => {
      const segs = disjointRanges(ranges);
      for (let i = 1; i < segs.length; i++) {
        assert.ok(segs[i - 1]!.hi <= segs[i]!.lo, 'sorted and disjoint');
        assert.ok(
          segs[i - 1]!.hi < segs[i]!.lo || segs[i - 1]!.typos !== segs[i]!.typos,
          'adjacent equal segments merged',
        );
      }
      for (let t = 0; t < 60; t++) {
        const want = Math.min(...ranges.filter((r) => r.lo <= t && t < r.hi).map((r) => r.typos));
        const seg = segs.find((s) => s.lo <= t && t < s.hi);
        assert.equal(seg?.typos ?? Infinity, want, `token ${t}`);
      }
    }),
  );
});

test('property: search results equal brute-force scoring of every record', () => {
  const name = fc.array(fc.constantFrom(...VOCAB), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
  const record = fc.record({
    name,
    city: fc.constantFrom(...CITIES),
    status: fc.constantFrom('active' as const, 'dissolved' as const),
    branch: fc.boolean(),
  });
  const query = fc.record({
    words: fc.array(fc.constantFrom(...VOCAB, 'acm', 'wid', 'widgetz', 'alpah', 'x'), { minLength: 1, maxLength: 3 }),
    trailingSpace: fc.boolean(),
    city: fc.constantFrom(...CITIES),
    limit: fc.integer({ min: 1, max: 6 }),
  });
  fc.assert(
    fc.property(
      fc.array(record, { minLength: 1, maxLength: 30 }),
      fc.array(query, { minLength: 1, maxLength: 5 }),
      (specs, queries) => {
        const ix = buildCountryIndex(
          'GB',
          specs.map((s) => rec({ ...s, country: 'GB' })),
        );
        const scratch = newScratch();
        const detail = newDetail();
        for (const q of queries) {
          const cityId = q.city === '' ? 0 : ix.cityKeys.indexOf(q.city.toLowerCase()) + 1;
          const loc: Location = { city: cityId, region: 0 };
          const words = analyseQuery(q.words.join(' ') + (q.trailingSpace ? ' ' : ''), 'GB');
          const hits = searchCountry(ix, scratch, words, loc, q.limit, { variants: false });
          const all: [number, number][] = [];
          for (let d = 0; d < ix.docCount; d++) {
            const key = scoreDoc(ix, d, hits.words, loc, detail);
            if (key >= 0) all.push([key, d]);
          }
          all.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
          assert.deepEqual(
            hits.docs,
            all.slice(0, q.limit).map((x) => x[1]),
            JSON.stringify(q),
          );
        }
      },
    ),
    { numRuns: 150 },
  );
});

test('record store round trip, including the compact provider id and identifier codes', async () => {
  const { encodeRecord, decodeRecord } = await import('./store.js');
  const r = rec({
    name: 'Acme',
    country: 'GB',
    source: 'generic',
    providerId: 'generic:GB:1',
    registrationNumber: '1',
    identifiers: [
      { type: 'Business Registration Number', number: '1' },
      { type: 'VAT', number: 'GB9' },
    ],
    otherNames: ['Old', 'Older'],
    branch: true,
    status: 'dissolved',
  });
  assert.deepEqual(decodeRecord(encodeRecord(r)), r);
  const other = rec({ name: 'Beta', providerId: 'x:9', registrationNumber: '' });
  assert.deepEqual(decodeRecord(encodeRecord(other)), other);
});
