// Intersection of ascending doc-id lists by galloping (exponential then binary search), so a
// short list against a long one costs O(short * log(long / short)) with sequential reads,
// instead of a lookup per element of the long one.

/** First index in [lo, hi) whose value is >= x (hi when none). */
export function gallop(a: Uint32Array, lo: number, hi: number, x: number): number {
  if (lo >= hi || a[lo]! >= x) return lo;
  let step = 1;
  let prev = lo;
  let at = lo + 1;
  while (at < hi && a[at]! < x) {
    prev = at;
    step *= 2;
    at = lo + step;
  }
  let l = prev + 1;
  let h = Math.min(at, hi);
  while (l < h) {
    const mid = (l + h) >>> 1;
    if (a[mid]! < x) l = mid + 1;
    else h = mid;
  }
  return l;
}

/**
 * Appends to `out` the values below `below` in both a[aLo, aHi) and b[bLo, bHi), ascending,
 * stopping after `max` of them. Returns false when it stopped early (more may follow).
 */
export function intersectInto(
  a: Uint32Array,
  aLo: number,
  aHi: number,
  b: Uint32Array,
  bLo: number,
  bHi: number,
  max: number,
  below: number,
  out: number[],
): boolean {
  let i = aLo;
  let j = bLo;
  let n = 0;
  while (i < aHi && j < bHi) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      if (n === max || x >= below) return false;
      out.push(x);
      n++;
      i++;
      j++;
    } else if (x < y) {
      i = gallop(a, i + 1, aHi, y);
    } else {
      j = gallop(b, j + 1, bHi, x);
    }
  }
  return true;
}
