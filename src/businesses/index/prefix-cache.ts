// Single-word answers for the first keystrokes. A one- to three-letter prefix matches a large
// share of a country's names, so its ranking (exact word first, then names starting with it,
// then static rank) is computed once per prefix at build time instead of on every keystroke.
// Longer prefixes are kept too while they match more records than a query scores in full
// (FULL_SCAN): on a large registry "hold", "inter" or "capita" would otherwise cost a budgeted
// scan of several hundred records per keystroke, most of them unable to reach the page.
import { BoundedMinSet } from './topk.js';
import { CACHE_MAX_PREFIX, CACHE_SIZE, type CountryIndex } from './types.js';
import { FULL_SCAN } from './candidates.js';

const DOC_SPAN = 2 ** 32;

/** Lower is better: 0 first word equal to the prefix, 1 first word extending it, 2 and 3 the same elsewhere (the ranking puts order before prefix exactness). */
function offerList(set: BoundedMinSet, postings: Uint32Array, from: number, to: number, tier: number): void {
  const base = tier * DOC_SPAN;
  for (let p = from; p < to; p++) {
    const key = base + postings[p]!;
    if (set.full && key >= set.worst) return; // the list ascends: nothing further can enter
    set.offer(key);
  }
}

export function buildPrefixCache(ix: CountryIndex): Map<string, Uint32Array> {
  const cache = new Map<string, Uint32Array>();
  // Every prefix up to CACHE_MAX_PREFIX letters; past it only heavy ones, which lie inside a
  // heavy prefix one letter shorter, so each longer length reads only those token ranges.
  let heavy: number[] = [];
  for (let len = 1; len <= CACHE_MAX_PREFIX || heavy.length > 0; len++) {
    const ranges = len <= CACHE_MAX_PREFIX ? [0, ix.tokens.length] : heavy;
    heavy = [];
    for (let h = 0; h < ranges.length; h += 2) cacheLength(ix, cache, len, ranges[h]!, ranges[h + 1]!, heavy);
  }
  return cache;
}

/** Caches the prefixes of length `len` among tokens [from, to); appends the heavy ones' ranges to `heavy`. */
function cacheLength(
  ix: CountryIndex,
  cache: Map<string, Uint32Array>,
  len: number,
  from: number,
  to: number,
  heavy: number[],
): void {
  const { tokens, postStart } = ix;
  let lo = from;
  while (lo < to) {
    if (tokens[lo]!.length < len) {
      lo++;
      continue;
    }
    const prefix = tokens[lo]!.slice(0, len);
    let hi = lo + 1;
    while (hi < to && tokens[hi]!.startsWith(prefix)) hi++;
    const isHeavy = postStart[hi]! - postStart[lo]! > FULL_SCAN;
    if (isHeavy) heavy.push(lo, hi);
    if (len <= CACHE_MAX_PREFIX || isHeavy) cache.set(prefix, topDocs(ix, prefix, lo, hi));
    lo = hi;
  }
}

/** The prefix's CACHE_SIZE best docs by the tiers of offerList, then static rank. */
function topDocs(ix: CountryIndex, prefix: string, lo: number, hi: number): Uint32Array {
  const { tokens, postStart, postMid, postings } = ix;
  const set = new BoundedMinSet(CACHE_SIZE);
  for (let t = lo; t < hi; t++) {
    const inexact = tokens[t] === prefix ? 0 : 1;
    offerList(set, postings, postStart[t]!, postMid[t]!, inexact);
    offerList(set, postings, postMid[t]!, postStart[t + 1]!, 2 + inexact);
  }
  const seen = new Set<number>();
  const docs: number[] = [];
  for (const key of set.sorted()) {
    const d = key % DOC_SPAN;
    if (!seen.has(d)) {
      seen.add(d);
      docs.push(d);
    }
  }
  return Uint32Array.from(docs);
}
