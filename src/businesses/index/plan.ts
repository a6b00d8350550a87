// Resolve each query word to token-id segments of one country's dictionary: the exact word or,
// for the word being typed, the prefix range; with typos, the fuzzy neighbours as well.
import type { QueryWord } from '../normalise/query.js';
import { findToken, prefixRange } from './dictionary.js';
import { legalSynonyms } from '../normalise/legal-forms.js';
import { disjointRanges, fuzzyRanges, type TokenRange } from './fuzzy.js';
import type { CountryIndex } from './types.js';

export interface WordPlan extends QueryWord {
  /** Id of the token equal to the typed text, or -1. */
  exactId: number;
  /** Disjoint ascending segments of matching token ids, with their typo counts. */
  lo: Int32Array;
  hi: Int32Array;
  typos: Int8Array;
  /** Upper bound on the docs this word matches (sum of its postings). */
  est: number;
}

function toPlan(ix: CountryIndex, w: QueryWord, ranges: TokenRange[], exactId: number): WordPlan {
  const segs = disjointRanges(ranges);
  const lo = new Int32Array(segs.length);
  const hi = new Int32Array(segs.length);
  const typos = new Int8Array(segs.length);
  let est = 0;
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!;
    lo[i] = s.lo;
    hi[i] = s.hi;
    typos[i] = s.typos;
    est += ix.postStart[s.hi]! - ix.postStart[s.lo]!;
  }
  return makePlan(w, exactId, est, lo, hi, typos);
}

/**
 * Every plan is built here, with its properties listed one by one in one order. A spread with
 * added properties (`{ ...w, exactId }`) costs far more than its size on V8 11 (Node 20): such
 * objects survive young-generation collections as if retained, and take a slow path to build
 * (bench/business/spread-survival.ts), so every keystroke lengthened scavenges and filled the
 * old generation, whose collections then paused or slowed the queries.
 */
function makePlan(
  w: QueryWord,
  exactId: number,
  est: number,
  lo: Int32Array,
  hi: Int32Array,
  typos: Int8Array,
): WordPlan {
  return { text: w.text, prefix: w.prefix, optional: w.optional, maxTypos: w.maxTypos, exactId, lo, hi, typos, est };
}

// Successive keystrokes repeat the words already typed, so each country index keeps the
// resolution of recent words (a bounded map, oldest evicted first). Small on purpose: repeats
// come from the last few dozen keystrokes, and an entry that outlives a young-generation
// collection (one per several hundred keystrokes) is copied, then promoted, then dies in the old
// generation; with 4,096 entries that was most of what each scavenge copied and promoted.
export const PLAN_CACHE_SIZE = 256;
const planCaches = new WeakMap<CountryIndex, Map<string, WordPlan>>();

export function planWord(ix: CountryIndex, w: QueryWord, withTypos: boolean): WordPlan {
  let cache = planCaches.get(ix);
  if (!cache) planCaches.set(ix, (cache = new Map<string, WordPlan>()));
  const key = `${withTypos ? 't' : 'e'}${w.prefix ? 'p' : 'w'}${w.maxTypos}${w.text}`;
  const hit = cache.get(key);
  if (hit) return makePlan(w, hit.exactId, hit.est, hit.lo, hit.hi, hit.typos);
  const plan = resolveWord(ix, w, withTypos);
  if (cache.size >= PLAN_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, plan);
  return plan;
}

export function resolveWord(ix: CountryIndex, w: QueryWord, withTypos: boolean): WordPlan {
  const exactId = findToken(ix.tokens, w.text);
  const ranges: TokenRange[] = [];
  if (w.prefix) {
    const [lo, hi] = prefixRange(ix.tokens, w.text);
    if (hi > lo) ranges.push({ lo, hi, typos: 0 });
  } else if (exactId >= 0) {
    ranges.push({ lo: exactId, hi: exactId + 1, typos: 0 });
  }
  // A legal form matches its other spellings in the country exactly ("limited" finds "Ltd").
  for (const syn of legalSynonyms(w.text, ix.country)) {
    const id = findToken(ix.tokens, syn);
    if (id >= 0) ranges.push({ lo: id, hi: id + 1, typos: 0 });
  }
  if (withTypos && w.maxTypos > 0) {
    // One typo first: two-typo walks are an order of magnitude larger, so they run only when
    // nothing is within one edit.
    const one = fuzzyRanges(ix.trie, w.text, 1, w.prefix);
    ranges.push(...(one.length > 0 || w.maxTypos === 1 ? one : fuzzyRanges(ix.trie, w.text, w.maxTypos, w.prefix)));
  }
  return toPlan(ix, w, ranges, exactId);
}

/** Typos for token t under this word, or -1 when it does not match. */
export function matchTypos(w: WordPlan, t: number): number {
  const { lo, hi } = w;
  let h = lo.length;
  // Most name tokens lie outside the word's whole span (another first letter): answer at once.
  if (h === 0 || t < lo[0]! || t >= hi[h - 1]!) return -1;
  let l = 0;
  while (l < h) {
    const mid = (l + h) >>> 1;
    if (lo[mid]! <= t) l = mid + 1;
    else h = mid;
  }
  const i = l - 1;
  return i >= 0 && t < hi[i]! ? w.typos[i]! : -1;
}
