// The keys a name is indexed and looked up under, grouped per token (match/nameIndex.ts explains
// how a query votes with them). List names and queries get them from the same functions; a list
// token's keys are functions of its text alone, which lets the index build make them once per word.
import { korOf, type PreparedName, type PreparedToken } from './prepare.js';
import { koreanKey } from '../normalize/korean.js';
import { skeletonKey } from '../normalize/phonetic.js';

export interface IndexedName {
  record: number;
  /** The name as published, reported as subjectMatched. */
  display: string;
  name: PreparedName;
  /** 0 primary, 1 strong alias, 2 weak alias. */
  strength: number;
}

const MIN_DELETION_LEN = 4;

/** The "d:" keys of the one-deletion neighbourhood of a word, each made as one string. */
function pushDeletions(g: string[], t: string): void {
  for (let i = 0; i < t.length; i++) g.push(`d:${t.slice(0, i)}${t.slice(i + 1)}`);
}

const indexable = (t: PreparedToken): boolean => t.role === 'name';

/** The key of two adjacent words written as one, with the query's cross-script lookups. */
export function joinedGroup(t: PreparedToken, next: PreparedToken, query: boolean): string[] {
  const g = [`d:${t.text}${next.text}`];
  // Two Hangul syllables may be one romanised word on the list ("Jongun"), two abjad
  // words one vowelled word ("Abdullah"): the joined keys of the query find them.
  if (query && t.hangul && next.hangul) g.push(`k:${koreanKey(t.text + next.text)}`);
  if (query && t.abjad && next.abjad) g.push(`s:${skeletonKey(t.text + next.text)}`);
  return g;
}

/**
 * The keys of one name token, strongest first. For a list token (query false) they depend on its
 * text alone (its keys are functions of the text), which lets the index build make them once per
 * distinct word.
 */
export function tokenGroup(t: PreparedToken, query: boolean): string[] {
  const g = [`d:${t.text}`];
  if (t.cls !== undefined) g.push(`g:${t.cls}`);
  if (t.text.length >= MIN_DELETION_LEN) pushDeletions(g, t.text);
  if (t.phon.length >= 2) g.push(`p:${t.phon}`);
  // Skeleton keys are only looked up for abjad-script query tokens, but every list token
  // carries one, so "mhmd" finds Muhammad.
  if (t.skel.length >= 2 && (!query || t.abjad)) g.push(`s:${t.skel}`);
  // Same for the Korean key: every list token carries one, only Hangul query tokens look it up.
  if (!query || t.hangul) {
    const k = korOf(t);
    if (k !== '') g.push(`k:${k}`);
  }
  return g;
}

/** Token plus the initial of another token of the name. */
export const crossKey = (t: PreparedToken, u: PreparedToken): string => `x:${t.text}|${u.text[0] as string}`;

/** Where each group of keys of a name comes from, in the order keyGroups lists them. */
export interface GroupVisitor {
  joined(t: PreparedToken, next: PreparedToken): void;
  token(t: PreparedToken): void;
  cross(t: PreparedToken, u: PreparedToken): void;
}

export function visitGroups(name: PreparedName, v: GroupVisitor): void {
  const toks = name.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as PreparedToken;
    const next = toks[i + 1];
    if (next !== undefined && (indexable(t) || t.role === 'particle') && indexable(next)) v.joined(t, next);
    if (indexable(t)) v.token(t);
  }
  // Token plus the initial of another token of the name: lets "M. Husayn" (or a common
  // surname with a given name) reach its record among hundreds of other Husayns.
  for (const t of toks) {
    if (t.role !== 'name' || t.text.length < 3) continue;
    for (const u of toks) if (u !== t && (u.role === 'name' || u.role === 'initial')) v.cross(t, u);
  }
}

/**
 * Keys of a name, grouped per token (and per adjacent pair written as one word), strongest
 * key first. A query token votes once per name, with its first key that hits, so the many
 * deletion keys of one token cannot outvote several distinct matching tokens.
 */
export function keyGroups(name: PreparedName, query: boolean): string[][] {
  const groups: string[][] = [];
  visitGroups(name, {
    joined: (t, next) => groups.push(joinedGroup(t, next, query)),
    token: (t) => groups.push(tokenGroup(t, query)),
    cross: (t, u) => groups.push([crossKey(t, u)]),
  });
  return groups;
}

export function nameKeys(name: PreparedName, query: boolean): Set<string> {
  return new Set(keyGroups(name, query).flat());
}
