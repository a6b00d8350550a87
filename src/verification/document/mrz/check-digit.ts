/**
 * ICAO 9303 part 3 §4.9 check digits: weights 7, 3, 1 repeating over the characters' values
 * (digits as themselves, A-Z as 10-35, the filler `<` as 0), sum modulo 10.
 * Written here rather than taken from the `mrz` package because the field correction
 * (correction.ts) calls it on every candidate and must agree with it digit for digit.
 */

const WEIGHTS = [7, 3, 1] as const;

/** Value of one MRZ character, or undefined for a character the MRZ alphabet does not have. */
export function mrzCharValue(ch: string): number | undefined {
  if (ch === '<') return 0;
  const c = ch.charCodeAt(0);
  if (ch.length !== 1) return undefined;
  if (c >= 48 && c <= 57) return c - 48; // 0-9
  if (c >= 65 && c <= 90) return c - 55; // A-Z -> 10-35
  return undefined;
}

/** The check digit of `field`, or undefined when it holds a character outside A-Z 0-9 `<`. */
export function checkDigit(field: string): number | undefined {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const v = mrzCharValue(field[i] as string);
    if (v === undefined) return undefined;
    sum += v * (WEIGHTS[i % 3] as number);
  }
  return sum % 10;
}

/**
 * Whether `digit` (one MRZ character) is the check digit of `field`. ICAO lets an optional-data
 * field that is entirely filler carry `<` as its check digit, so `allowFiller` accepts `<` there.
 */
export function checkDigitMatches(field: string, digit: string, allowFiller = false): boolean {
  if (allowFiller && digit === '<' && /^<*$/.test(field)) return true;
  const expected = checkDigit(field);
  return expected !== undefined && digit === String(expected);
}
