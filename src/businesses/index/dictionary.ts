// The sorted token dictionary. Sorting makes every prefix a contiguous id range and lets the
// sorted array act as an implicit trie (children of a prefix are runs of the next character).

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

/**
 * Children of the trie node of depth `depth` spanning [lo, hi): calls visit(charCode, lo, hi) for
 * each run of tokens sharing the character at `depth`. A token equal to the node's prefix sorts
 * first and has no character there, so it is skipped.
 */
/** End of the run of tokens in [i, hi) sharing tokens[i]'s character at `depth` (sorted dictionary). */
export function childEnd(tokens: readonly string[], depth: number, i: number, hi: number): number {
  const c = tokens[i]!.charCodeAt(depth);
  let l = i + 1;
  let h = hi;
  while (l < h) {
    const mid = (l + h) >>> 1;
    if (tokens[mid]!.charCodeAt(depth) === c) l = mid + 1;
    else h = mid;
  }
  return l;
}

export function forEachChild(tokens: readonly string[], depth: number, lo: number, hi: number, visit: (c: number, lo: number, hi: number) => void): void {
  let i = lo;
  if (i < hi && tokens[i]!.length === depth) i++;
  while (i < hi) {
    const end = childEnd(tokens, depth, i, hi);
    visit(tokens[i]!.charCodeAt(depth), i, end);
    i = end;
  }
}
