// Jaro-Winkler similarity, written for speed: the matcher calls it a few hundred times per
// query, so the match flags live in reusable typed arrays instead of per-call allocations.

const MAX = 128;
const flagsA = new Uint8Array(MAX);
const flagsB = new Uint8Array(MAX);
const rowA = new Int32Array(MAX + 1);
const rowB = new Int32Array(MAX + 1);
const rowC = new Int32Array(MAX + 1);

export function jaro(a: string, b: string): number {
  if (a === b) return a.length === 0 ? 0 : 1;
  const la = Math.min(a.length, MAX);
  const lb = Math.min(b.length, MAX);
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    const c = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === c) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let transpositions = 0;
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const m = matches;
  return (m / la + m / lb + (m - transpositions / 2) / m) / 3;
}

/** Jaro-Winkler with the usual prefix bonus (scale 0.1, up to 4 shared leading characters). */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  if (j <= 0.7) return j;
  let prefix = 0;
  const lim = Math.min(4, a.length, b.length);
  while (prefix < lim && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

/**
 * Optimal-string-alignment edit distance with an early exit above `max`; used to tell a
 * typo (1-2 edits) from a different name that merely shares a long prefix.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  // Three rows in reusable buffers (like jaro's flags): longer words get rows of their own.
  const fits = lb < MAX;
  let prev2 = fits ? rowA : new Int32Array(lb + 1);
  let prev = fits ? rowB : new Int32Array(lb + 1);
  let cur = fits ? rowC : new Int32Array(lb + 1);
  for (let j = 0; j <= lb; j++) {
    prev2[j] = 0;
    prev[j] = j;
    cur[j] = 0;
  }
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[lb] as number;
}
