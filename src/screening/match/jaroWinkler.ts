// Jaro-Winkler similarity, written for speed: the matcher calls it a few hundred times per
// query, so the match flags live in reusable typed arrays instead of per-call allocations.

const MAX = 128;
const flagsA = new Uint8Array(MAX);
const flagsB = new Uint8Array(MAX);
const rowA = new Int32Array(MAX + 1);
const rowB = new Int32Array(MAX + 1);
const rowC = new Int32Array(MAX + 1);

// Positions of each character code (below 128) in the second string, as bits: the short-string
// path of jaro, cleared after each call.
const positions = new Int32Array(128);

/**
 * jaro for strings of at most 31 ASCII characters (every folded name token but the longest), with
 * the match flags as bits: the first free match in the window of a character is the lowest bit of
 * (its positions in b, minus those taken, within the window), which is what the loop below finds.
 */
function jaroShort(a: string, b: string, la: number, lb: number, window: number): number {
  const pos = positions;
  for (let j = 0; j < lb; j++) {
    const c = b.charCodeAt(j);
    pos[c] = (pos[c] as number) | (1 << j);
  }
  let takenB = 0;
  let takenA = 0;
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const c = a.charCodeAt(i);
    if (c >= 128) continue;
    const lo = i > window ? i - window : 0;
    const hi = i + window < lb - 1 ? i + window : lb - 1;
    if (hi < lo) continue;
    // Bits lo..hi (hi <= 30).
    const inWindow = ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);
    const free = (pos[c] as number) & ~takenB & inWindow;
    if (free === 0) continue;
    takenB |= free & -free;
    takenA |= 1 << i;
    matches++;
  }
  for (let j = 0; j < lb; j++) pos[b.charCodeAt(j)] = 0;
  if (matches === 0) return 0;
  // Matched characters of a and of b in order, pairwise.
  let transpositions = 0;
  let fa = takenA;
  let fb = takenB;
  while (fa !== 0) {
    const i = 31 - Math.clz32(fa & -fa);
    const j = 31 - Math.clz32(fb & -fb);
    if (a.charCodeAt(i) !== b.charCodeAt(j)) transpositions++;
    fa &= fa - 1;
    fb &= fb - 1;
  }
  const m = matches;
  return (m / la + m / lb + (m - transpositions / 2) / m) / 3;
}

/** Whether every character of `s` is below 128 (positions' size). */
function ascii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return false;
  return true;
}

export function jaro(a: string, b: string): number {
  if (a === b) return a.length === 0 ? 0 : 1;
  const la = Math.min(a.length, MAX);
  const lb = Math.min(b.length, MAX);
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  if (la <= 31 && lb <= 31 && ascii(b)) return jaroShort(a, b, la, lb, window);
  const fa = flagsA;
  const fb = flagsB;
  fa.fill(0, 0, la);
  fb.fill(0, 0, lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    const c = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (fb[j] === 0 && b.charCodeAt(j) === c) {
        fa[i] = 1;
        fb[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let transpositions = 0;
  for (let i = 0; i < la; i++) {
    if (fa[i] === 0) continue;
    while (fb[k] === 0) k++;
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
    // a[i-1] and a[i-2] for the whole row, b[j-2] carried along (-1: none), plain comparisons
    // instead of Math.min: the same integers, with less work per cell.
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    let bPrev = -1;
    for (let j = 1; j <= lb; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = (prev[j - 1] as number) + (ai === bj ? 0 : 1);
      const del = (prev[j] as number) + 1;
      if (del < v) v = del;
      const ins = (cur[j - 1] as number) + 1;
      if (ins < v) v = ins;
      if (ai === bPrev && aPrev === bj) {
        const swap = (prev2[j - 2] as number) + 1;
        if (swap < v) v = swap;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
      bPrev = bj;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[lb] as number;
}
