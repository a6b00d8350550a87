// Single-word answers for the first keystrokes. A one- to three-letter prefix matches a large
// share of a country's names, so its ranking (exact word first, then names starting with it,
// then static rank) is computed once per prefix at build time instead of on every keystroke.
import { BoundedMinSet } from './topk.js';
import { CACHE_MAX_PREFIX, CACHE_SIZE, type CountryIndex } from './types.js';

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
  const { tokens, postStart, postMid, postings } = ix;
  for (let len = 1; len <= CACHE_MAX_PREFIX; len++) {
    let lo = 0;
    while (lo < tokens.length) {
      if (tokens[lo]!.length < len) {
        lo++;
        continue;
      }
      const prefix = tokens[lo]!.slice(0, len);
      let hi = lo + 1;
      while (hi < tokens.length && tokens[hi]!.startsWith(prefix)) hi++;
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
      cache.set(prefix, Uint32Array.from(docs));
      lo = hi;
    }
  }
  return cache;
}
