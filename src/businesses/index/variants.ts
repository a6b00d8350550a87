// Joined and split words: "jp morgan" should find "JPMorgan" and "jpmorgan" find "J P Morgan".
// The query is rewritten into variants (two adjacent words joined, or one word split in two)
// when the dictionary has the pieces; a variant's full matches rank as full matches of the
// original query with one typo more, so they never displace what was typed exactly.
import type { QueryWord } from '../normalise/query.js';
import { findToken, prefixRange } from './dictionary.js';
import type { CountryIndex } from './types.js';

/** Variants per query, bounded: each one is another (exact-only) search. */
export const MAX_VARIANTS = 3;
const MIN_PART = 2;

function present(ix: CountryIndex, text: string, prefix: boolean): boolean {
  if (!prefix) return findToken(ix.tokens, text) >= 0;
  const [lo, hi] = prefixRange(ix.tokens, text);
  return hi > lo;
}

const word = (text: string, prefix: boolean): QueryWord => ({ text, prefix, optional: false, maxTypos: 0 });

/**
 * `records[i]` bounds the records query word i matches as typed: only a word matching fewer than
 * `limit` is split (trying every split point is the costly part, and a word that already fills
 * the page has nothing to gain from it).
 */
export function joinSplitVariants(
  ix: CountryIndex,
  typed: readonly QueryWord[],
  records: readonly number[],
  limit: number,
): QueryWord[][] {
  // Plain words (callers may pass resolved plans): each variant is planned afresh.
  const query = typed.map(({ text, prefix, optional, maxTypos }): QueryWord => ({ text, prefix, optional, maxTypos }));
  const out: QueryWord[][] = [];
  for (let i = 0; i + 1 < query.length && out.length < MAX_VARIANTS; i++) {
    const a = query[i]!;
    const b = query[i + 1]!;
    if (a.optional || b.optional) continue;
    const joined = a.text + b.text;
    if (present(ix, joined, b.prefix)) out.push([...query.slice(0, i), word(joined, b.prefix), ...query.slice(i + 2)]);
  }
  for (let i = 0; i < query.length && out.length < MAX_VARIANTS; i++) {
    const w = query[i]!;
    if (w.optional || records[i]! >= limit) continue;
    for (let k = MIN_PART; k <= w.text.length - MIN_PART && out.length < MAX_VARIANTS; k++) {
      const left = w.text.slice(0, k);
      const right = w.text.slice(k);
      if (findToken(ix.tokens, left) < 0 || !present(ix, right, w.prefix)) continue;
      out.push([...query.slice(0, i), word(left, false), word(right, w.prefix), ...query.slice(i + 1)]);
    }
  }
  return out;
}
