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

export function scoreCandidate(
  q: MatchQuery,
  entry: IndexedName,
  record: ListRecord,
): { score: number; nameScore: number; dob: DobVerdict } {
  const ns = scoreNames(q.name, entry.name);
  let score = ns.score;
  if (entry.strength === 2) score -= EVIDENCE.weakAliasPenalty;
  else if (entry.strength === 1) score -= EVIDENCE.strongAliasPenalty;
  const dob = compareDob(q.dob, record.dobs);
  score += dob.adjust;
  if (q.country !== undefined && record.nationalities.length > 0 && !record.nationalities.includes(q.country)) {
    score -= EVIDENCE.nationalityMismatch;
  }
  // Only an identical name may reach 1.0, so that hits stay ordered.
  score = Math.max(0, Math.min(ns.exact ? 1 : 0.999, score));
  return { score, nameScore: ns.score, dob: dob.verdict };
}

function bestHits(list: ListIndex, q: MatchQuery, ids: Iterable<number>, threshold: number): Hit[] {
  const best = new Map<number, Hit>();
  const names = list.index.names;
  for (const id of ids) {
    const entry = names[id] as IndexedName;
    const record = list.records[entry.record] as ListRecord;
    const s = scoreCandidate(q, entry, record);
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
