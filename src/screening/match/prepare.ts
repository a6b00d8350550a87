// A name turned into the features the scorer and the index need, computed once per list name
// at index build and once per query.
import { normalizeName, type NameToken, type TokenRole } from '../normalize/text.js';
import { givenNameClass, phoneticKey, skeletonKey } from '../normalize/phonetic.js';
import { koreanKey } from '../normalize/korean.js';
import { cyrillicKey, vowelFrameKey } from '../normalize/romanisation.js';
import { chineseKey } from '../normalize/chinese.js';

export interface PreparedToken {
  text: string;
  role: TokenRole;
  abjad: boolean;
  /** Written in Hangul: compared with other tokens through `kor`. */
  hangul: boolean;
  /** Written in Han characters, one syllable: compared with Latin tokens by Chinese key (tokenSim.ts). */
  han: boolean;
  phon: string;
  /**
   * Romanisation-insensitive Korean key ("" for long tokens), read through `korOf`: it is only
   * compared across scripts (a Hangul token against a Latin one), so a Latin query against Latin
   * lists never pays for it; list tokens get theirs at index build.
   */
  kor: string | undefined;
  skel: string;
  /**
   * Romanisation-folding keys (normalize/romanisation.ts: Cyrillic systems, Arabic vowel
   * frames), read through `cyrOf` / `frameOf`: only pairs that no cheaper rule settled need
   * them, so they are made on first use, not for every list token at index build.
   */
  cyr: string | undefined;
  frame: string | undefined;
  /** Chinese key (normalize/chinese.ts), read through `zhOf`: only Han-against-Latin pairs need it. */
  zh: string | undefined;
  /**
   * This token written together with the next one ("jong" + "un"), with that word's Korean key and
   * skeleton, when both can be joined (names, particles): the scorer compares one word on one side
   * with two on the other for every pair of a query and a list name, so the keys are made here,
   * once per name, not per comparison.
   */
  joined: JoinedTokens | undefined;
  /** Given-name equivalence class key, when the token belongs to one. */
  cls: string | undefined;
  weight: number;
  /** Part of the published surname: leaving it unmatched costs full weight. */
  surname: boolean;
  /** The rest of the previous token's written word (NameToken.cont): an initial covers it too. */
  cont: boolean;
  /** Letters of `text` as a set (letterSet), and how many of its letters repeat one before. */
  letters: number;
  repeats: number;
  /**
   * `text.length` and hashes (hashKey) of the text and keys, kept in the token itself: tokenSim
   * compares a query token with hundreds of list tokens, and most comparisons end on unequal
   * numbers here without reading the strings, each a separate object elsewhere in memory. The
   * lazy keys' hashes are 0 until made (cyrHash, frameHash, korHash).
   */
  len: number;
  textH: number;
  phonH: number;
  skelH: number;
  clsH: number;
  korH: number;
  cyrH: number;
  frameH: number;
}

export interface PreparedName {
  tokens: PreparedToken[];
  /** Folded full name: equal folded names are the only way to a score of exactly 1. */
  folded: string;
  /** Whether the surname is known, so the other tokens are given or middle names. */
  structured: boolean;
}

/** Token weights: how much a token tells about identity. Documented in docs/screening.md. */
export const ROLE_WEIGHT: Readonly<Record<TokenRole, number>> = {
  name: 1,
  initial: 0.35,
  particle: 0.15,
  legal: 0.25,
};

function tokenWeight(text: string, role: TokenRole): number {
  if (role !== 'name') return ROLE_WEIGHT[role];
  // Two-letter tokens ("li", "wu") are common and collide easily: they count for less.
  return text.length <= 2 ? 0.7 : 1;
}

export const MAX_TOKENS = 30;

/**
 * The letters of a folded token as a 32-bit set (a-z, digits folded onto six bits). With the
 * count of repeated letters it bounds how many characters two tokens can have in common, which
 * lets the scorer skip Jaro-Winkler for pairs that cannot reach it (tokenSim.ts, mayBeSimilar).
 */
export function letterSet(text: string): number {
  let set = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    set |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return set;
}

/** FNV-1a of a string, made odd so that 0 can mean "no key" or "not made yet". */
export function hashKey(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 1;
}

/** Bits set in a 32-bit integer. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** What a token's keys and hashes are: functions of its text alone (see WordCache). */
interface WordFeatures {
  phon: string;
  skel: string;
  cls: string | undefined;
  letters: number;
  repeats: number;
  textH: number;
  phonH: number;
  skelH: number;
  clsH: number;
}

/**
 * What preparing the many names of one list can share: its words repeat (Muhammad, Ali, al), and
 * their keys need only be made once; its name parts repeat too (a surname such as HASSAN hundreds
 * of times), and need only be normalised once. One cache per index build, so that it ends with
 * the build; queries prepare their few words without one.
 */
export interface WordCache {
  readonly words: Map<string, WordFeatures>;
  /** normalizeName per distinct raw text (a given part or a surname); the tokens are not mutated. */
  readonly parts: Map<string, readonly NameToken[]>;
}

export const createWordCache = (): WordCache => ({ words: new Map(), parts: new Map() });

function featuresOf(text: string): WordFeatures {
  const letters = letterSet(text);
  const phon = phoneticKey(text);
  const skel = skeletonKey(text);
  const cls = givenNameClass(text);
  return {
    phon,
    skel,
    cls,
    letters,
    repeats: text.length - popcount(letters),
    textH: hashKey(text),
    phonH: hashKey(phon),
    skelH: hashKey(skel),
    clsH: cls === undefined ? 0 : hashKey(cls),
  };
}

function normalized(raw: string, cache: WordCache | undefined): readonly NameToken[] {
  if (cache === undefined) return normalizeName(raw);
  let tokens = cache.parts.get(raw);
  if (tokens === undefined) cache.parts.set(raw, (tokens = normalizeName(raw)));
  return tokens;
}

function features(text: string, cache: WordCache | undefined): WordFeatures {
  if (cache === undefined) return featuresOf(text);
  let f = cache.words.get(text);
  if (f === undefined) cache.words.set(text, (f = featuresOf(text)));
  return f;
}

export function prepareTokens(raw: string, surname: boolean, cache?: WordCache): PreparedToken[] {
  const tokens = normalized(raw, cache);
  // Pushed, not preallocated: the array stays packed for the scorer's loops.
  const out: PreparedToken[] = [];
  for (const t of tokens) {
    const f = features(t.text, cache);
    out.push({
      text: t.text,
      role: t.role,
      abjad: t.abjad,
      hangul: t.hangul,
      han: t.han,
      phon: f.phon,
      kor: undefined,
      skel: f.skel,
      cyr: undefined,
      frame: undefined,
      zh: undefined,
      cls: f.cls,
      weight: tokenWeight(t.text, t.role),
      surname,
      cont: t.cont,
      joined: undefined,
      letters: f.letters,
      repeats: f.repeats,
      len: t.text.length,
      textH: f.textH,
      phonH: f.phonH,
      skelH: f.skelH,
      clsH: f.clsH,
      korH: 0,
      cyrH: 0,
      frameH: 0,
    });
  }
  return out;
}

export const joinable = (t: PreparedToken): boolean => t.role === 'name' || t.role === 'particle';

/** Two adjacent tokens as one word; its keys are made on first use, like `kor` (see there). */
export interface JoinedTokens {
  text: string;
  kor: string | undefined;
  skel: string | undefined;
  letters: number;
  repeats: number;
  len: number;
  textH: number;
}

export function korOf(t: PreparedToken): string {
  if (t.kor === undefined) {
    t.kor = joinable(t) ? koreanKey(t.text) : '';
    t.korH = hashKey(t.kor);
  }
  return t.kor;
}

export function cyrOf(t: PreparedToken): string {
  if (t.cyr === undefined) {
    t.cyr = cyrillicKey(t.text);
    t.cyrH = hashKey(t.cyr);
  }
  return t.cyr;
}

export function zhOf(t: PreparedToken): string {
  return (t.zh ??= chineseKey(t.text));
}

export function frameOf(t: PreparedToken): string {
  if (t.frame === undefined) {
    t.frame = vowelFrameKey(t.text);
    t.frameH = hashKey(t.frame);
  }
  return t.frame;
}

/** The keys' hashes, made with the keys on first use. */
export const korHash = (t: PreparedToken): number => (t.korH !== 0 ? t.korH : (korOf(t), t.korH));
export const cyrHash = (t: PreparedToken): number => (t.cyrH !== 0 ? t.cyrH : (cyrOf(t), t.cyrH));
export const frameHash = (t: PreparedToken): number => (t.frameH !== 0 ? t.frameH : (frameOf(t), t.frameH));

export function joinedKor(j: JoinedTokens): string {
  return (j.kor ??= koreanKey(j.text));
}

export function joinedSkel(j: JoinedTokens): string {
  return (j.skel ??= skeletonKey(j.text));
}

function withJoins(tokens: PreparedToken[]): PreparedToken[] {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i] as PreparedToken;
    const next = tokens[i + 1] as PreparedToken;
    if (!joinable(t) || !joinable(next)) continue;
    const text = t.text + next.text;
    const letters = t.letters | next.letters;
    t.joined = {
      text,
      kor: undefined,
      skel: undefined,
      letters,
      repeats: text.length - popcount(letters),
      len: text.length,
      textH: hashKey(text),
    };
  }
  return tokens;
}

/**
 * Prepares a name from its given part and, when known, its surname (OFAC "LAST, First"
 * form, a list's separate field, or a query's LastName). Surname tokens are marked so that
 * leaving one unmatched costs more than leaving a middle name unmatched.
 */
export function prepareName(given: string, surname?: string, cache?: WordCache): PreparedName {
  // The scorer tracks aligned tokens in 31-bit masks; longer names are organisation names
  // whose tail adds nothing to identity.
  const all = prepareTokens(given, false, cache);
  if (surname) for (const t of prepareTokens(surname, true, cache)) all.push(t);
  if (all.length > MAX_TOKENS) all.length = MAX_TOKENS;
  const tokens = withJoins(all);
  const structured = tokens.some((t) => t.surname) && tokens.some((t) => !t.surname);
  if (!structured) for (const t of tokens) t.surname = false;
  return { tokens, folded: tokens.map((t) => t.text).join(' '), structured };
}

/** OFAC writes individuals as "LAST, First Middle": splits it into given part and surname. */
export function splitCommaName(name: string): { given: string; surname?: string } {
  const i = name.indexOf(',');
  if (i < 0) return { given: name };
  const surname = name.slice(0, i).trim();
  const given = name.slice(i + 1).trim();
  if (given === '' || surname === '') return { given: name.replace(',', ' ') };
  return { given, surname };
}
