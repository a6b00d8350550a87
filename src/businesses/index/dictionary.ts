// The sorted token dictionary. Sorting makes every prefix a contiguous id range (and the trie of
// trie.ts a preorder listing of the same ids).

export function lowerBound(tokens: readonly string[], s: string, lo = 0, hi = tokens.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function findToken(tokens: readonly string[], s: string): number {
  const i = lowerBound(tokens, s);
  return i < tokens.length && tokens[i] === s ? i : -1;
}

/** Ids of all tokens starting with p, as [lo, hi). */
export function prefixRange(tokens: readonly string[], p: string, from = 0, to = tokens.length): [number, number] {
  const lo = lowerBound(tokens, p, from, to);
  let l = lo;
  let h = to;
  while (l < h) {
    const mid = (l + h) >>> 1;
    if (tokens[mid]!.startsWith(p)) l = mid + 1;
    else h = mid;
  }
  return [lo, l];
}
