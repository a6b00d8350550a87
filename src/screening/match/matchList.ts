// Matching one query against one indexed list: candidate names from the index, full scoring,
// evidence from date of birth and nationality, best name per record.
import { compareDob, type DobVerdict } from '../dob.js';
import type { DobSpec, ListRecord } from '../types.js';
import type { ListIndex } from './listIndex.js';
import type { IndexedName } from './nameIndex.js';
import type { PreparedName } from './prepare.js';
import { scoreNames } from './scorer.js';

export interface MatchQuery {
  name: PreparedName;
  dob: DobSpec | null;
  /** ISO alpha-2 country of the subject, when given. */
  country: string | undefined;
}

export interface Hit {
  record: ListRecord;
  /** The list name that matched, as published. */
  matchedName: string;
  score: number;
  nameScore: number;
  dob: DobVerdict;
}

/** Evidence weights; docs/screening.md lists them with the formula. */
export const EVIDENCE = {
  weakAliasPenalty: 0.06,
  strongAliasPenalty: 0.005,
  nationalityMismatch: 0.05,
} as const;

/** How many candidate names the index hands to the scorer per list. */
export const CANDIDATES_PER_LIST = 40;

/**
 * A record score from its parts: the name score moved by the alias penalty, the DOB adjustment and
 * a nationality mismatch, in this order, then clamped. Every step is monotone in `nameScore` (and
 * `exact` only raises the cap), so the value for a perfect name (1, exact) bounds the value for
 * any name: `bestHits` uses that bound to skip scoring names that cannot reach the threshold.
 */
export function recordScore(
  nameScore: number,
  exact: boolean,
  strength: number,
  dobAdjust: number,
  nationalityMismatch: boolean,
): number {
  let score = nameScore;
  if (strength === 2) score -= EVIDENCE.weakAliasPenalty;
  else if (strength === 1) score -= EVIDENCE.strongAliasPenalty;
  score += dobAdjust;
  if (nationalityMismatch) score -= EVIDENCE.nationalityMismatch;
  // Only an identical name may reach 1.0, so that hits stay ordered.
  return Math.max(0, Math.min(exact ? 1 : 0.999, score));
}

/** What a record says about the subject besides the name: DOB verdict and nationality. */
interface Evidence {
  dob: ReturnType<typeof compareDob>;
  nationalityMismatch: boolean;
}

function evidenceOf(q: MatchQuery, record: ListRecord): Evidence {
  return {
    dob: compareDob(q.dob, record.dobs),
    nationalityMismatch:
      q.country !== undefined && record.nationalities.length > 0 && !record.nationalities.includes(q.country),
  };
}

function scoreWith(
  q: MatchQuery,
  entry: IndexedName,
  ev: Evidence,
): { score: number; nameScore: number; dob: DobVerdict } {
  const ns = scoreNames(q.name, entry.name);
  const score = recordScore(ns.score, ns.exact, entry.strength, ev.dob.adjust, ev.nationalityMismatch);
  return { score, nameScore: ns.score, dob: ev.dob.verdict };
}

export function scoreCandidate(
  q: MatchQuery,
  entry: IndexedName,
  record: ListRecord,
): { score: number; nameScore: number; dob: DobVerdict } {
  return scoreWith(q, entry, evidenceOf(q, record));
}

function bestHits(list: ListIndex, q: MatchQuery, ids: Iterable<number>, threshold: number): Hit[] {
  const best = new Map<number, Hit>();
  const names = list.index.names;
  for (const id of ids) {
    const entry = names[id] as IndexedName;
    const record = list.records[entry.record] as ListRecord;
    const ev = evidenceOf(q, record);
    // Even an identical name would stay below the threshold (a DOB that differs costs 0.25, more
    // than a threshold above 0.75 leaves): most candidates of a subject with a DOB end here,
    // without comparing names. With a threshold of 0 nothing is skipped.
    if (recordScore(1, true, entry.strength, ev.dob.adjust, ev.nationalityMismatch) < threshold) continue;
    const s = scoreWith(q, entry, ev);
    if (s.score < threshold) continue;
    const prev = best.get(entry.record);
    if (prev && prev.score >= s.score) continue;
    best.set(entry.record, { record, matchedName: entry.display, score: s.score, nameScore: s.nameScore, dob: s.dob });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** Indexed matching: touches only the names sharing a key with the query. */
export function matchList(list: ListIndex, q: MatchQuery, threshold: number): Hit[] {
  return bestHits(list, q, list.index.candidates(q.name, CANDIDATES_PER_LIST), threshold);
}

/** Brute force over every name of the list: the baseline the benchmark compares against. */
export function matchListBruteForce(list: ListIndex, q: MatchQuery, threshold: number): Hit[] {
  return bestHits(list, q, list.index.names.keys(), threshold);
}
