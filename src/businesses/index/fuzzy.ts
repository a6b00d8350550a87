// Typo matching against the dictionary: a depth-first walk of the implicit trie carrying one row
// of the (Damerau, optimal-string-alignment) edit-distance table, pruned as soon as every cell of
// the row exceeds the budget. Prefix mode accepts a whole subtree once the typed text is within
// the budget of the node's prefix, which is how the last, still-being-typed word is matched.
// Rows live in one preallocated buffer (one row per depth) so the walk allocates nothing.
// The first letter must be right: first-letter typos are rare in typed input and tolerating
// them multiplies the walk by the alphabet (the same trade as a fuzzy "prefix length" of 1).
import { childEnd } from './dictionary.js';

export interface TokenRange {
  lo: number;
  hi: number;
  typos: number;
}

/** Bound on accepted nodes: past it the walk stops (the typo fallback is capped, not exhaustive). */
export const MAX_FUZZY_RANGES = 200;
/** Bound on trie nodes visited per word, so one keystroke's typo fallback stays sub-millisecond. */
export const MAX_FUZZY_NODES = 20000;

export function fuzzyRanges(tokens: readonly string[], q: string, maxTypos: number, prefix: boolean): TokenRange[] {
  const m = q.length;
  const width = m + 1;
  const maxDepth = m + maxTypos;
  const qc = new Int32Array(m);
  for (let j = 0; j < m; j++) qc[j] = q.charCodeAt(j);
  const rows = new Int32Array((maxDepth + 2) * width);
  for (let j = 0; j <= m; j++) rows[j] = j;
  const chars = new Int32Array(maxDepth + 2);
  const out: TokenRange[] = [];
  let nodes = 0;

  // Node at `depth` spans tokens [lo, hi) sharing a prefix of that length; its row is rows[depth].
  const walk = (depth: number, lo: number, hi: number): void => {
    if (depth >= maxDepth) return;
    const prev = depth * width;
    const cur = prev + width;
    let i = lo;
    if (i < hi && tokens[i]!.length === depth) i++;
    while (i < hi && out.length < MAX_FUZZY_RANGES && nodes++ < MAX_FUZZY_NODES) {
      const c = tokens[i]!.charCodeAt(depth);
      const clo = i;
      const chi = childEnd(tokens, depth, i, hi);
      i = chi;
      rows[cur] = depth + 1;
      let min = depth + 1;
      const last = depth > 0 ? chars[depth - 1]! : -1;
      // Only the diagonal band |row - column| <= maxTypos can stay within budget; the cells
      // just outside it read as maxTypos + 1 (a lower bound, enough to prune). Long words
      // compute 2k + 1 cells per node instead of the whole row.
      const jlo = Math.max(1, depth + 1 - maxTypos);
      const jhi = Math.min(m, depth + 1 + maxTypos);
      if (jlo > 1) rows[cur + jlo - 1] = maxTypos + 1;
      if (jhi < m) rows[cur + jhi + 1] = maxTypos + 1;
      for (let j = jlo; j <= jhi; j++) {
        let v = rows[prev + j]! + 1;
        const ins = rows[cur + j - 1]! + 1;
        if (ins < v) v = ins;
        const sub = rows[prev + j - 1]! + (qc[j - 1] === c ? 0 : 1);
        if (sub < v) v = sub;
        if (depth > 0 && j >= 2 && qc[j - 1] === last && qc[j - 2] === c) {
          const tr = rows[prev - width + j - 2]! + 1;
          if (tr < v) v = tr;
        }
        rows[cur + j] = v;
        if (v < min) min = v;
      }
      if (min > maxTypos) continue;
      chars[depth] = c;
      const d = jhi === m ? rows[cur + m]! : maxTypos + 1;
      if (prefix) {
        if (d <= maxTypos) out.push({ lo: clo, hi: chi, typos: d });
        if (d === 0) continue; // nothing deeper can do better than the whole subtree at 0
      } else if (d <= maxTypos && tokens[clo]!.length === depth + 1) {
        out.push({ lo: clo, hi: clo + 1, typos: d });
      }
      walk(depth + 1, clo, chi);
    }
  };
  if (m === 0) return out;
  // Depth 1 is fixed to the first letter: its row is computed for that child alone.
  let lo = 0;
  let hi = tokens.length;
  {
    let l = 0;
    let h = tokens.length;
    while (l < h) {
      const mid = (l + h) >>> 1;
      if (tokens[mid]!.charCodeAt(0) < qc[0]!) l = mid + 1;
      else h = mid;
    }
    lo = l;
    h = tokens.length;
    while (l < h) {
      const mid = (l + h) >>> 1;
      if (tokens[mid]!.charCodeAt(0) <= qc[0]!) l = mid + 1;
      else h = mid;
    }
    hi = l;
  }
  if (hi <= lo) return out;
  rows[width] = 1;
  for (let j = 1; j <= m; j++) rows[width + j] = j - 1; // first letters equal: row of a one-letter prefix
  chars[0] = qc[0]!;
  const d1 = m - 1;
  if (prefix) {
    if (d1 <= maxTypos) out.push({ lo, hi, typos: d1 });
    if (d1 === 0) return out;
  } else if (d1 <= maxTypos && tokens[lo]!.length === 1) {
    out.push({ lo, hi: lo + 1, typos: d1 });
  }
  walk(1, lo, hi);
  return out;
}

/**
 * Overlapping ranges (a subtree accepted at 1 typo containing a deeper one at 0) become disjoint
 * sorted segments, each carrying the fewest typos of the ranges covering it.
 */
export function disjointRanges(ranges: TokenRange[]): TokenRange[] {
  if (ranges.length <= 1) return ranges.slice();
  const cuts = [...new Set(ranges.flatMap((r) => [r.lo, r.hi]))].sort((a, b) => a - b);
  const sorted = ranges.slice().sort((a, b) => a.lo - b.lo);
  const out: TokenRange[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const lo = cuts[i]!;
    const hi = cuts[i + 1]!;
    let best = Infinity;
    for (const r of sorted) {
      if (r.lo > lo) break;
      if (r.hi >= hi && r.typos < best) best = r.typos;
    }
    if (best === Infinity) continue;
    const last = out[out.length - 1];
    if (last && last.hi === lo && last.typos === best) last.hi = hi;
    else out.push({ lo, hi, typos: best });
  }
  return out;
}
