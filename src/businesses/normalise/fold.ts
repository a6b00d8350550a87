// Text folding shared by names, queries, cities and legal forms, so every side of a comparison
// goes through exactly the same steps: transliterate, lower-case, unify '&' and 'and', drop
// punctuation that sits inside words, split on everything else.
import anyAscii from 'any-ascii';

// "S.A." / "U.S.A." / "N.V.": dots between single letters form one word, not several.
const ABBREVIATION_DOT = /(?<![a-z0-9])([a-z0-9])\.(?=[a-z0-9](?![a-z0-9]))/g;
// "McDonald's", "L'Oréal": an apostrophe joins, it does not separate.
const APOSTROPHE = /['’`´]/g;
const NON_ALNUM = /[^a-z0-9]+/g;
// SEC conformed names carry the state of incorporation as a trailing "/DE/" or "/NEW/".
const SEC_STATE_SUFFIX = /\s*\/[a-z]{2,3}\/?\s*$/i;

/** Transliterate to ASCII and lower-case. Pinyin syllables come out capitalised ("WeiRuan"). */
export function toAsciiLower(s: string): string {
  return anyAscii(s.normalize('NFC')).toLowerCase();
}

/** Fold free text to space-separated ASCII tokens. */
export function foldText(s: string): string {
  let t = toAsciiLower(s);
  t = t.replace(APOSTROPHE, '').replace(/&|\+/g, ' and ');
  // Two passes because the regex consumes the character after each dot only as look-ahead.
  t = t.replace(ABBREVIATION_DOT, '$1').replace(ABBREVIATION_DOT, '$1');
  return t.replace(NON_ALNUM, ' ').trim();
}

export function tokenize(s: string): string[] {
  const f = foldText(s);
  return f === '' ? [] : f.split(' ');
}

/** Tokens of a business name: like tokenize, after removing registry noise such as "/DE/". */
export function nameTokens(name: string): string[] {
  return tokenize(name.replace(SEC_STATE_SUFFIX, ''));
}

export function hasDigit(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** A folded comparison key for short fields such as cities and postcodes. */
export function foldKey(s: string): string {
  return foldText(s);
}
