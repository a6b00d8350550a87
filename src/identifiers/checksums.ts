// The check-digit algorithms national identifiers use. Inputs are strings of digits (checked by
// the caller); every function is total over such strings.

const digitsOf = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0) - 48);

/** Luhn (ISO/IEC 7812-1 annex B): true when the whole string, check digit last, is valid. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  const d = digitsOf(digits);
  for (let i = d.length - 1, double = false; i >= 0; i--, double = !double) {
    let v = d[i] ?? 0;
    if (double) v = v * 2 > 9 ? v * 2 - 9 : v * 2;
    sum += v;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit to append to `body`. */
export function luhnCheckDigit(body: string): number {
  for (let c = 0; c < 10; c++) if (luhnValid(body + String(c))) return c;
  /* c8 ignore next */
  throw new Error('unreachable: one Luhn digit always completes a body');
}

// Verhoeff's dihedral group D5 tables (Verhoeff 1969; as UIDAI uses them for Aadhaar).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
// Row k of the position table is the k-th power of one permutation; computed, not typed, so
// no row can hold a typo (a mistyped row once let 28 ↔ 82 pass).
const BASE = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const P: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
for (let k = 1; k < 8; k++) P.push((P[k - 1] ?? []).map((v) => BASE[v] ?? 0));

/** Verhoeff: true when the whole string, check digit last, is valid. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const d = digitsOf(digits).reverse();
  d.forEach((v, i) => {
    c = D[c]?.[P[i % 8]?.[v] ?? 0] ?? 0;
  });
  return c === 0;
}

/**
 * ISO 7064 MOD 11-2 (pure system, one check character 0–9 or X): the check character for
 * `body`. Used by China's resident identity number (GB 11643-1999).
 */
export function iso7064Mod11_2(body: string): string {
  let p = 0;
  for (const v of digitsOf(body)) p = ((p + v) * 2) % 11;
  const c = (12 - p) % 11;
  return c === 10 ? 'X' : String(c);
}

/** ISO 7064 MOD 11,10 (hybrid system): the check digit for `body`. Germany's Steuer-IdNr. */
export function iso7064Mod11_10(body: string): number {
  let p = 10;
  for (const v of digitsOf(body)) {
    const s = (p + v) % 10 || 10;
    p = (s * 2) % 11;
  }
  return (11 - p) % 10;
}

/** Σ digit × weight, digits and weights paired from the left. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  digitsOf(digits).forEach((v, i) => {
    sum += v * (weights[i] ?? 0);
  });
  return sum;
}

/** `n mod m` of a decimal string too long for a double (mod 97 of 13 digits and more). */
export function modDecimal(digits: string, m: number): number {
  let r = 0;
  for (const v of digitsOf(digits)) r = (r * 10 + v) % m;
  return r;
}

export const isDigits = (s: string): boolean => /^[0-9]+$/.test(s);
