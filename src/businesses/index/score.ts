// Scores one doc against a query: the ranking rules in order (words matched, typos, exactness,
// order, location, legal-form words, static class) packed into one integer sort key.
import { CORE, STOP } from '../normalise/name.js';
import { matchTypos, type WordPlan } from './plan.js';
import { classAt, FLAG_SHIFT, ID_MASK, type CountryIndex } from './types.js';

export interface Location {
  /** 1-based ids in the index's city / region keys, 0 when not given or unknown. */
  city: number;
  region: number;
}

export interface ScoreDetail {
  coreMatched: number;
  coreWords: number;
  optMatched: number;
  optWords: number;
  typos: number;
  /** 1 when the query covers the whole name (every core word, no typos, the last word complete). */
  exact: number;
  /** 1 when the word being typed already equals a whole name word ("apple" in "Apple Inc."). */
  prefixExact: number;
  /**
   * 1 when the query reads as the start of the name: its words are the name's first words (after
   * a leading "the" and the like), contiguous, in order, without typos ("american i" in American
   * International Group, not in American Assets Trust, Inc.).
   */
  startsName: number;
  /** 2 when the first core query word matched the name's first core word, +1 when in order. */
  order: number;
  /** 2 for the city, +1 for the state / region. */
  loc: number;
  klass: number;
  /** Per query word: matched position in the name (-1 none), its typos, whether exact. */
  pos: Int32Array;
  wordTypos: Int32Array;
  wordExact: Uint8Array;
}

export function newDetail(): ScoreDetail {
  return {
    coreMatched: 0,
    coreWords: 0,
    optMatched: 0,
    optWords: 0,
    typos: 0,
    exact: 0,
    prefixExact: 0,
    startsName: 0,
    order: 0,
    loc: 0,
    klass: 0,
    pos: new Int32Array(16),
    wordTypos: new Int32Array(16),
    wordExact: new Uint8Array(16),
  };
}

/** Bits of the sort key (higher is better); the doc id breaks ties below it. */
export const SORT_KEY_BITS = 29;
/** The key divided by this (floored) is the number of core words matched. */
export const WORDS_DIVISOR = 2 ** 24;

/** Fills `out` and returns the sort key, or -1 when no core word matches. */
export function scoreDoc(
  ix: CountryIndex,
  d: number,
  words: readonly WordPlan[],
  loc: Location,
  out: ScoreDetail,
): number {
  const from = ix.fwdStart[d]!;
  const to = Math.min(ix.fwdStart[d + 1]!, from + 31);
  let used = 0;
  let firstCore = -1;
  let nameCore = 0;
  let leadingStops = 0;
  while (from + leadingStops < to && ix.fwd[from + leadingStops]! >>> FLAG_SHIFT === STOP) leadingStops++;
  for (let p = from; p < to; p++) {
    if (ix.fwd[p]! >>> FLAG_SHIFT !== CORE) continue;
    if (firstCore < 0) firstCore = p - from;
    nameCore++;
  }
  let coveredCore = 0;
  let coreMatched = 0,
    coreWords = 0,
    optMatched = 0,
    optWords = 0,
    typos = 0,
    exact = 0,
    prefixExact = 0;
  let last = -1,
    inOrder = 1,
    startsFirst = 0,
    seenCore = false;
  // Where the next query word must sit for the query to read as the start of the name (-1: it does not).
  let next = 0;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (w.optional) optWords++;
    else coreWords++;
    let best = -1,
      bestTypos = 99,
      bestExact = 0;
    for (let p = from; p < to; p++) {
      const bit = 1 << (p - from);
      if (used & bit) continue;
      const t = ix.fwd[p]! & ID_MASK;
      const ty = matchTypos(w, t);
      if (ty < 0 || ty > bestTypos) continue;
      const ex = ty === 0 && (!w.prefix || t === w.exactId) ? 1 : 0;
      const pos = p - from;
      if (ty === bestTypos) {
        if (ex < bestExact) continue;
        // Prefer the position that keeps the query's order.
        if (ex === bestExact && !(best <= last && pos > last)) continue;
      }
      best = pos;
      bestTypos = ty;
      bestExact = ex;
    }
    out.pos[k] = best;
    out.wordTypos[k] = best < 0 ? 0 : bestTypos;
    out.wordExact[k] = bestExact;
    if (k === 0 && best === leadingStops) next = best;
    next = next >= 0 && best === next && bestTypos === 0 ? next + 1 : -1;
    if (best < 0) {
      // A name without the word the user started with is not a completion of what they typed.
      if (!w.optional && !seenCore) return -1;
      continue;
    }
    used |= 1 << best;
    typos += bestTypos;
    if (w.prefix) prefixExact = bestExact;
    exact += bestExact;
    if (ix.fwd[from + best]! >>> FLAG_SHIFT === CORE) coveredCore++;
    if (w.optional) {
      optMatched++;
      continue;
    }
    coreMatched++;
    if (!seenCore && best === firstCore) startsFirst = 1;
    seenCore = true;
    if (best <= last) inOrder = 0;
    last = best;
  }
  if (coreMatched === 0) return -1;
  let l = 0;
  if (loc.city !== 0 && ix.docCity[d] === loc.city) l += 2;
  if (loc.region !== 0 && ix.docRegion[d] === loc.region) l += 1;
  const klass = classAt(ix.fwd, from);
  out.coreMatched = coreMatched;
  out.coreWords = coreWords;
  out.optMatched = optMatched;
  out.optWords = optWords;
  const fullCover = coveredCore === nameCore && exact === coreMatched + optMatched && coreMatched === coreWords ? 1 : 0;
  out.typos = typos;
  out.exact = fullCover;
  out.prefixExact = prefixExact;
  out.startsName = next >= 0 ? 1 : 0;
  out.order = startsFirst * 2 + inOrder;
  out.loc = l;
  out.klass = klass;
  // 5 bits words | 6 bits (63 - typos) | 4 bits exact | 1 starts the name | 2 order | 1 prefix exact | 2 location | 5 optional | 3 static
  let key = coreMatched;
  key = key * 64 + (63 - Math.min(typos, 63));
  key = key * 16 + fullCover;
  key = key * 2 + out.startsName;
  key = key * 4 + out.order;
  key = key * 2 + prefixExact;
  key = key * 4 + l;
  key = key * 32 + Math.min(optMatched, 31);
  key = key * 8 + (7 - klass);
  return key;
}
