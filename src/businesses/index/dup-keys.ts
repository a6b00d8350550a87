// Duplicates across datasets: NumberOfDuplicates counts every active source of the country, and
// each index only knows its own. An index shared with another dataset gets a lookup table of
// its normalised names (core words joined), built once when needed: a 29-bit hash and the doc,
// packed into one float64 and sorted, so a name's records are one binary search away; the hash
// only narrows, the names themselves are compared.
import { CORE } from '../normalise/name.js';
import { FLAG_SHIFT, ID_MASK, type CountryIndex } from './types.js';

const DOC_SPAN = 2 ** 24;
const tables = new WeakMap<CountryIndex, Float64Array>();

/** The normalised name of doc d: its core words joined by a space (as analyseName's key). */
export function nameKey(ix: CountryIndex, d: number): string {
  let key = '';
  for (let p = ix.fwdStart[d]!; p < ix.fwdStart[d + 1]!; p++) {
    const v = ix.fwd[p]!;
    if (v >>> FLAG_SHIFT !== CORE) continue;
    key = key === '' ? ix.tokens[v & ID_MASK]! : `${key} ${ix.tokens[v & ID_MASK]!}`;
  }
  return key;
}

function hash29(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0) >>> 3;
}

function table(ix: CountryIndex): Float64Array {
  let t = tables.get(ix);
  if (!t) {
    t = new Float64Array(ix.docCount);
    for (let d = 0; d < ix.docCount; d++) t[d] = hash29(nameKey(ix, d)) * DOC_SPAN + d;
    t.sort();
    tables.set(ix, t);
  }
  return t;
}

/** Builds the table ahead of the first query (activation time rather than a keystroke). */
export function prepareKeyTable(ix: CountryIndex): void {
  table(ix);
}

/** Records of this index whose normalised name is `key`. */
export function countNameKey(ix: CountryIndex, key: string): number {
  const t = table(ix);
  const base = hash29(key) * DOC_SPAN;
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid]! < base) lo = mid + 1;
    else hi = mid;
  }
  let n = 0;
  for (let i = lo; i < t.length && t[i]! < base + DOC_SPAN; i++) if (nameKey(ix, t[i]! - base) === key) n++;
  return n;
}
