// A name turned into the features the scorer and the index need, computed once per list name
// at index build and once per query.
import { normalizeName, type TokenRole } from '../normalize/text.js';
import { givenNameClass, phoneticKey, skeletonKey } from '../normalize/phonetic.js';
import { koreanKey } from '../normalize/korean.js';
import { cyrillicKey, vowelFrameKey } from '../normalize/romanisation.js';

export interface PreparedToken {
  text: string;
  role: TokenRole;
  abjad: boolean;
  /** Written in Hangul: compared with other tokens through `kor`. */
  hangul: boolean;
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
  /**
   * A list token's similarity class in its index (nameIndex.ts): tokens of one class have the same
   * text, role and script flags, everything tokenSim reads, so a query scores each class once (see
   * SimMemo in scorer.ts). -1 for query tokens and names outside an index.
   */
  sid: number;
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

export function prepareTokens(raw: string, surname: boolean): PreparedToken[] {
  return normalizeName(raw).map((t) => ({
    text: t.text,
    role: t.role,
    abjad: t.abjad,
    hangul: t.hangul,
    phon: phoneticKey(t.text),
    kor: undefined,
    skel: skeletonKey(t.text),
    cyr: undefined,
    frame: undefined,
    cls: givenNameClass(t.text),
    weight: tokenWeight(t.text, t.role),
    surname,
    joined: undefined,
    sid: -1,
  }));
}

export const joinable = (t: PreparedToken): boolean => t.role === 'name' || t.role === 'particle';

/** Two adjacent tokens as one word; its keys are made on first use, like `kor` (see there). */
export interface JoinedTokens {
  text: string;
  kor: string | undefined;
  skel: string | undefined;
}

export function korOf(t: PreparedToken): string {
  return (t.kor ??= joinable(t) ? koreanKey(t.text) : '');
}

export function cyrOf(t: PreparedToken): string {
  return (t.cyr ??= cyrillicKey(t.text));
}

export function frameOf(t: PreparedToken): string {
  return (t.frame ??= vowelFrameKey(t.text));
}

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
    t.joined = { text: t.text + next.text, kor: undefined, skel: undefined };
  }
  return tokens;
}

/**
 * Prepares a name from its given part and, when known, its surname (OFAC "LAST, First"
 * form, a list's separate field, or a query's LastName). Surname tokens are marked so that
 * leaving one unmatched costs more than leaving a middle name unmatched.
 */
export function prepareName(given: string, surname?: string): PreparedName {
  // The scorer tracks aligned tokens in 31-bit masks; longer names are organisation names
  // whose tail adds nothing to identity.
  const tokens = withJoins(
    [...prepareTokens(given, false), ...(surname ? prepareTokens(surname, true) : [])].slice(0, MAX_TOKENS),
  );
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
