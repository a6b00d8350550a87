// Typo matching against the dictionary: a depth-first walk of its trie (trie.ts) carrying one row
// of the (Damerau, optimal-string-alignment) edit-distance table, pruned as soon as every cell of
// the row exceeds the budget. Prefix mode accepts a whole subtree once the typed text is within
// the budget of the node's prefix, which is how the last, still-being-typed word is matched.
// Rows live in one preallocated buffer (one row per depth), so the walk allocates only its output.
// The first letter must be right: first-letter typos are rare in typed input and tolerating
// them multiplies the walk by the alphabet (the same trade as a fuzzy "prefix length" of 1).
import { endsAt, type TokenTrie } from './trie.js';

export interface TokenRange {
  lo: number;
  hi: number;
  typos: number;
}

/** Bound on accepted nodes: past it the walk stops (the typo fallback is capped, not exhaustive). */
export const MAX_FUZZY_RANGES = 200;
/** Bound on trie nodes visited per word, so one keystroke's typo fallback stays sub-millisecond. */
export const MAX_FUZZY_NODES = 20000;

export function fuzzyRanges(trie: TokenTrie, q: string, maxTypos: number, prefix: boolean): TokenRange[] {
  const { char, next, tokLo } = trie;
  const m = q.length;
  const out: TokenRange[] = [];
  if (m === 0) return out;
  const width = m + 1;
  const maxDepth = m + maxTypos;
  const over = maxTypos + 1;
  const qc = new Int32Array(m);
  for (let j = 0; j < m; j++) qc[j] = q.charCodeAt(j);
  // rows[depth * width ...] is the table row of the path's prefix of that length.
  const rows = new Int32Array((maxDepth + 2) * width);
  const chars = new Int32Array(maxDepth + 2);
  // The walk is iterative (a recursive closure was a fifth slower): per depth, the next child
  // to score and the end of its parent's subtree.
  const nextChild = new Int32Array(maxDepth + 2);
  const parentEnd = new Int32Array(maxDepth + 2);

  // Depth 1 is fixed to the first letter: its row is computed for that child alone.
  let first = 1;
  while (first < next[0]! && char[first] !== qc[0]) first = next[first]!;
  if (first >= next[0]!) return out;
  for (let j = 0; j <= m; j++) rows[j] = j;
  rows[width] = 1;
  for (let j = 1; j <= m; j++) rows[width + j] = j - 1; // first letters equal: row of a one-letter prefix
  chars[0] = qc[0]!;
  const d1 = m - 1;
  if (prefix) {
    if (d1 <= maxTypos) out.push({ lo: tokLo[first]!, hi: tokLo[next[first]!]!, typos: d1 });
    if (d1 === 0) return out;
  } else if (d1 <= maxTypos && endsAt(trie, first)) {
    out.push({ lo: tokLo[first]!, hi: tokLo[first]! + 1, typos: d1 });
  }
  if (maxDepth <= 1) return out;
  let depth = 1;
  nextChild[1] = first + 1;
  parentEnd[1] = next[first]!;
  let nodes = 0;
  while (depth >= 1) {
    const child = nextChild[depth]!;
    if (child >= parentEnd[depth]! || out.length >= MAX_FUZZY_RANGES || nodes >= MAX_FUZZY_NODES) {
      depth--;
      continue;
    }
    nodes++;
    nextChild[depth] = next[child]!;
    const c = char[child]!;
    const prev = depth * width;
    const cur = prev + width;
    rows[cur] = depth + 1;
    let min = depth + 1;
    const last = chars[depth - 1]!;
    // Only the diagonal band |row - column| <= maxTypos can stay within budget; the cells just
    // outside it read as maxTypos + 1 (a lower bound, enough to prune). Long words compute
    // 2k + 1 cells per node instead of the whole row.
    const jlo = depth + 1 - maxTypos > 1 ? depth + 1 - maxTypos : 1;
    const jhi = depth + 1 + maxTypos < m ? depth + 1 + maxTypos : m;
    if (jlo > 1) rows[cur + jlo - 1] = over;
    if (jhi < m) rows[cur + jhi + 1] = over;
    for (let j = jlo; j <= jhi; j++) {
      let v = rows[prev + j]! + 1;
      const ins = rows[cur + j - 1]! + 1;
      if (ins < v) v = ins;
      const sub = rows[prev + j - 1]! + (qc[j - 1] === c ? 0 : 1);
      if (sub < v) v = sub;
      if (j >= 2 && qc[j - 1] === last && qc[j - 2] === c) {
        const tr = rows[prev - width + j - 2]! + 1;
        if (tr < v) v = tr;
      }
      rows[cur + j] = v;
      if (v < min) min = v;
    }
    if (min > maxTypos) continue;
    chars[depth] = c;
    const d = jhi === m ? rows[cur + m]! : over;
    if (prefix) {
      if (d <= maxTypos) out.push({ lo: tokLo[child]!, hi: tokLo[next[child]!]!, typos: d });
      if (d === 0) continue; // nothing deeper can do better than the whole subtree at 0
    } else if (d <= maxTypos && endsAt(trie, child)) {
      out.push({ lo: tokLo[child]!, hi: tokLo[child]! + 1, typos: d });
    }
    if (depth + 1 >= maxDepth) continue;
    depth++;
    nextChild[depth] = child + 1;
    parentEnd[depth] = next[child]!;
  }
  return out;
}

/**
 * Overlapping ranges (a subtree accepted at 1 typo containing a deeper one at 0) become disjoint
 * sorted segments, each carrying the fewest typos of the ranges covering it. One sweep over the
 * sorted range ends, counting the open ranges per typo count (typos are small).
 */
export function disjointRanges(ranges: TokenRange[]): TokenRange[] {
  if (ranges.length <= 1) return ranges.slice();
  // Each event packed in one number, (position * 2 + (0 close | 1 open)) * span + event index,
  // so one numeric sort orders them and closes come before opens at the same position.
  const span = ranges.length * 2;
  const events = new Float64Array(span);
  const typosOf = new Int32Array(ranges.length * 2);
  let maxTypos = 0;
  ranges.forEach((r, i) => {
    events[2 * i] = (r.lo * 2 + 1) * span + 2 * i;
    events[2 * i + 1] = r.hi * 2 * span + 2 * i + 1;
    typosOf[2 * i] = typosOf[2 * i + 1] = r.typos;
    if (r.typos > maxTypos) maxTypos = r.typos;
  });
  events.sort();
  const open = new Int32Array(maxTypos + 1);
  const out: TokenRange[] = [];
  let at = 0;
  for (let e = 0; e < events.length; e++) {
    const code = events[e]!;
    const pos = Math.floor(code / (2 * span));
    const which = code % span;
    if (pos > at) {
      let best = 0;
      while (best <= maxTypos && open[best] === 0) best++;
      if (best <= maxTypos) {
        const last = out[out.length - 1];
        if (last && last.hi === at && last.typos === best) last.hi = pos;
        else out.push({ lo: at, hi: pos, typos: best });
      }
      at = pos;
    }
    open[typosOf[which]!]! += which % 2 === 0 ? 1 : -1;
  }
  return out;
}
