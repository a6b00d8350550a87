// Name normalisation: one function from raw published text to comparable tokens. Every rule
// here is applied identically to list names and to queries, so both sides meet in one space.
import anyAscii from 'any-ascii';
import { splitAbdCompounds, type Word } from './abd.js';
import { HONORIFICS, LEET, LEGAL_FORMS, LEGAL_PHRASES, PARTICLES } from './lexicon.js';

/** Why a token weighs what it weighs in a score. */
export type TokenRole = 'name' | 'particle' | 'legal' | 'initial';

export interface NameToken {
  text: string;
  role: TokenRole;
  /** True when the source letters came from an abjad (Arabic, Hebrew, Syriac...) without vowels. */
  abjad: boolean;
  /** True when the source letters were Hangul: compared with the Korean key (korean.ts). */
  hangul: boolean;
  /** True when the source was Han characters, one syllable each: compared by Chinese key (chinese.ts). */
  han: boolean;
  /**
   * The rest of the previous token's written word: split off at a hyphen (Kyong-Su) or from an
   * Abd compound (Abdul-hafid). An initial stands for the whole word (scorer.ts).
   */
  cont: boolean;
}

// Arabic, Hebrew, Syriac, Thaana and N'Ko are written without short vowels, so their
// transliteration is a consonant skeleton and must be compared as one.
const ABJAD = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const NON_ASCII = /[^\x00-\x7F]/;
const HANGUL_LETTERS = '\uAC00-\uD7A3';
const HAN_LETTERS = '\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF';
const HANGUL = new RegExp(`[${HANGUL_LETTERS}]`, 'u');
const HAN = new RegExp(`[${HAN_LETTERS}]`, 'u');
// One Hangul or Han character is one syllable, and so one token.
const SYLLABLE = new RegExp(`[${HANGUL_LETTERS}${HAN_LETTERS}]`, 'gu');
// An abjad word that starts with alef, hamza or ain starts with a vowel sound that every
// romanisation writes (Usama, Umar, Ali, Ibrahim), while any-ascii writes a quote or nothing.
const ABJAD_VOWEL_START = /^[\u0621-\u0625\u0627\u0639\u0671\u05D0\u05E2]/u;

/** Transliterates one whitespace-free chunk; CJK/Hangul syllables come out space-separated. */
function transliterate(chunk: string): string {
  if (!NON_ASCII.test(chunk)) return chunk;
  let c = chunk.normalize('NFC');
  // Spaces around each syllable: camel case alone cannot split vowel-initial syllables
  // ("IMinHo" for 이민호); the matcher re-joins adjacent tokens when the other side wrote them as one.
  c = c.replace(SYLLABLE, (ch) => ` ${anyAscii(ch)} `);
  if (ABJAD_VOWEL_START.test(c)) c = `a${anyAscii(c.slice(1))}`;
  return anyAscii(c);
}

/**
 * The Arabic article written onto the word (الرحمن -> "alrhmn") is split off as the particle it is,
 * so the name part meets "Rahman" or "al-Rahman"; short remainders stay whole ("allh", Allah).
 */
function splitArticle(word: string): string[] {
  return /^al[^aeiou]{3}/.test(word) ? ['al', word.slice(2)] : [word];
}

function deLeet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9]/.test(token)) return token;
  let out = '';
  for (const ch of token) out += LEET.get(ch) ?? ch;
  return out;
}

/** Whether any of LEGAL_PHRASES occurs: one test, where most names need none of the replacements. */
const ANY_LEGAL_PHRASE = new RegExp(LEGAL_PHRASES.map(([re]) => `(?:${re.source})`).join('|'));

/** Only ASCII letters, with no lower-case letter before an upper-case one (no camel case to split). */
function plainWord(chunk: string): boolean {
  let lower = false;
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = true;
    else if (c < 65 || c > 90 || lower) return false;
  }
  return true;
}

/** Lower-case ASCII words of a raw string, before any name-specific rule. */
export function asciiWords(raw: string): Word[] {
  const out: Word[] = [];
  for (const chunk of raw.split(/\s+/u)) {
    if (chunk === '') continue;
    // Most words are plain letters ("HASSAN", "Ali"): every rule below leaves them as they are but
    // for the lower case, so they skip the regular expressions.
    if (plainWord(chunk)) {
      out.push({ word: chunk.toLowerCase(), abjad: false, hangul: false, han: false, cont: false });
      continue;
    }
    const abjad = ABJAD.test(chunk);
    const hangul = HANGUL.test(chunk);
    const han = !hangul && HAN.test(chunk);
    // Dotted initialisms are one word when they spell a legal form or a longer abbreviation
    // ("p.l.c." is "plc"); up to five dotted letters are a person's initials ("J.I. Bedoya"
    // is "J I Bedoya"), so each letter stays an initial.
    let t = transliterate(chunk).replace(/(?:^|(?<=[^A-Za-z]))((?:[A-Za-z]\.){2,}[A-Za-z]?)(?![A-Za-z])/g, (m) => {
      const letters = m.replace(/\./g, '');
      return letters.length <= 5 && !LEGAL_FORMS.has(letters.toLowerCase()) ? letters.split('').join(' ') : letters;
    });
    t = t.replace(/([a-z])([A-Z])/g, '$1 $2');
    t = t.toLowerCase();
    t = t.replace(/['`\u2019\u02bc\u02bb"]/g, '');
    t = t.replace(/&/g, ' and ');
    // Spaces so far separate words (camel case, syllables, initials); the punctuation left
    // inside one (a hyphen) splits a word that stays one name, so its later parts are marked.
    for (const piece of t.split(' ')) {
      let first = true;
      for (const w of piece.split(/[^a-z0-9]+/)) {
        if (w === '') continue;
        for (const part of abjad ? splitArticle(w) : [w])
          out.push({ word: deLeet(part), abjad, hangul, han, cont: !first && !abjad && !hangul && !han });
        first = false;
      }
    }
  }
  return out;
}

/**
 * Tokens of a person or organisation name: transliterated, case- and diacritic-folded,
 * punctuation split, honorifics removed, particles and legal forms marked (not removed: they
 * still help when both sides have them), digits used as letters restored.
 */
export function normalizeName(raw: string): NameToken[] {
  let words = splitAbdCompounds(asciiWords(raw));
  const plain = words.map((w) => w.word).join(' ');
  let joined = plain;
  if (ANY_LEGAL_PHRASE.test(plain)) for (const [re, rep] of LEGAL_PHRASES) joined = joined.replace(re, rep);
  if (joined !== plain) {
    const abjad = words.some((w) => w.abjad);
    const hangul = words.some((w) => w.hangul);
    const han = words.some((w) => w.han);
    words = joined
      .split(' ')
      .filter((w) => w !== '')
      .map((word) => ({ word, abjad, hangul, han, cont: false }));
  }
  const tokens: NameToken[] = [];
  // A word continues the previous token only when that word became one (no honorific dropped between).
  let kept = -1;
  words.forEach(({ word, abjad, hangul, han, cont: c }, i) => {
    const cont = c && kept === i - 1;
    // The lexicons are Latin-script words: a Hangul syllable that spells one ("an", "do", "sa")
    // is a name syllable all the same.
    if (hangul) {
      tokens.push({ text: word, role: 'name', abjad, hangul, han, cont });
      kept = i;
      return;
    }
    if (HONORIFICS.has(word)) return;
    kept = i;
    const legal = LEGAL_FORMS.get(word);
    let role: TokenRole = 'name';
    // A lone letter first or last is an initial even when it could be a particle ("Y. Sufaat").
    const inner = i > 0 && i < words.length - 1;
    if (PARTICLES.has(word) && (word.length > 1 || inner)) role = 'particle';
    else if (legal !== undefined) role = 'legal';
    else if (word.length === 1) role = 'initial';
    tokens.push({ text: legal ?? word, role, abjad, hangul, han, cont });
  });
  // A name made only of honorifics ("Sheikh") keeps them rather than becoming empty.
  if (tokens.length === 0) {
    return words.map(({ word, abjad, hangul, han, cont }) => ({
      text: word,
      role: 'name' as const,
      abjad,
      hangul,
      han,
      cont,
    }));
  }
  return tokens;
}

/** The folded full name as one string, used for display keys and exact-equality checks. */
export function foldedName(raw: string): string {
  return normalizeName(raw)
    .map((t) => t.text)
    .join(' ');
}
