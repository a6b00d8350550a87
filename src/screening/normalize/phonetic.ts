// Sound keys for candidate generation and for a small score bonus. Our own scheme, tuned for
// transliterated names rather than English words: the consonant frame carries the identity of
// a name across transliterations (Hussein / Husain / Hosein), vowels and h/w/y do not.
import { GIVEN_NAME_CLASSES } from './lexicon.js';
import { isAbdHead } from './abd.js';

const DIGRAPHS: ReadonlyArray<readonly [RegExp, string]> = [
  [/sch/g, 's'],
  [/tch/g, 'c'],
  [/dzh/g, 'j'],
  [/zh/g, 'j'],
  [/dj/g, 'j'],
  [/ph/g, 'f'],
  [/kh/g, 'k'],
  [/gh/g, 'g'],
  [/sh/g, 's'],
  [/ch/g, 'c'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ck/g, 'k'],
  [/ts/g, 's'],
  [/tz/g, 's'],
  [/ks/g, 'x'],
  [/ou/g, 'u'],
];

const CONSONANT_CLASS: Readonly<Record<string, string>> = {
  b: 'p',
  p: 'p',
  f: 'f',
  v: 'f',
  w: 'f',
  c: 'k',
  k: 'k',
  q: 'k',
  g: 'k',
  j: 'j',
  x: 'k',
  s: 's',
  z: 's',
  d: 't',
  t: 't',
  l: 'l',
  r: 'r',
  m: 'm',
  n: 'n',
};

/** Whether any of DIGRAPHS occurs: most tokens then need none of the replacements. */
const ANY_DIGRAPH = /[zdpkgsct]h|dj|ck|t[sz]|ks|ou/;
// phoneticKey and skeletonKey are made one after the other for each token (prepare.ts): the last
// token's digraphs are kept for the second.
let lastToken = '';
let lastDigraphs = '';

function applyDigraphs(token: string): string {
  if (token === lastToken) return lastDigraphs;
  let t = token;
  if (ANY_DIGRAPH.test(t)) {
    // Indexed, not destructured: before this loop is optimised, each destructuring made an iterator.
    for (let i = 0; i < DIGRAPHS.length; i++) {
      const d = DIGRAPHS[i] as (typeof DIGRAPHS)[number];
      t = t.replace(d[0], d[1]);
    }
  }
  lastToken = token;
  lastDigraphs = t;
  return t;
}

/**
 * Phonetic key: first sound kept (any vowel becomes "a"), later vowels and h/w/y dropped,
 * consonants folded into sound classes, repeats collapsed. "Mohammed" -> "mmt" -> "mt".
 */
export function phoneticKey(token: string): string {
  const t = applyDigraphs(token);
  let out = '';
  for (let i = 0; i < t.length; i++) {
    const ch = t[i] as string;
    let code: string;
    if ('aeiouy'.includes(ch)) code = i === 0 ? 'a' : '';
    else if (ch === 'h') code = i === 0 ? 'h' : '';
    else code = CONSONANT_CLASS[ch] ?? (/[0-9]/.test(ch) ? ch : '');
    if (code !== '' && out[out.length - 1] !== code) out += code;
  }
  return out === '' ? t.slice(0, 1) : out;
}

/**
 * Consonant skeleton, for comparing against a name written in an abjad: Arabic script gives
 * "mhmd" for Muhammad, so both sides are reduced to consonant classes with no vowels at all.
 */
export function skeletonKey(token: string): string {
  const t = applyDigraphs(token);
  let out = '';
  for (let i = 0; i < t.length; i++) {
    const ch = t[i] as string;
    // Inside a word, Arabic and Hebrew write long u/o with waw ("mhmwd" for Mahmoud) and
    // Latin spellings use w as a vowel glide (Marwan); only a word-initial w is a consonant.
    const code = ch === 'w' && i > 0 ? '' : (CONSONANT_CLASS[ch] ?? '');
    if (code !== '' && out[out.length - 1] !== code) out += code;
  }
  return out;
}

const CLASS_OF: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const cls of GIVEN_NAME_CLASSES) for (const name of cls) m.set(name, cls[0] as string);
  return m;
})();

/** Canonical member of the given-name class of a token, or undefined when it has none. */
export function givenNameClass(token: string): string | undefined {
  // Abd, Abdul, Abdel, Abdur, ...: one head of the Abd compounds, however it is spelt (abd.ts).
  return CLASS_OF.get(token) ?? (isAbdHead(token) ? 'abd' : undefined);
}
