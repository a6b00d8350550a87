// Whether one query's hits in a list differ between two versions of it: the exact filter behind
// delta rescans. The candidate keys (listDelta) say which subjects a change can reach; this says,
// for one reached subject, whether it did, scoring as few candidates as it can:
// 1. the same candidates in the same order, none of them from a changed record: same hits;
// 2. otherwise only the candidates that differ (from a changed record, or among one version's
//    candidates only) are scored: when none of them reaches the threshold, the hits come from the
//    candidates both versions share, unchanged records scored the same in both; if those keep
//    their relative order, the hits (best name per record, ties in candidate order) are the same;
// 3. otherwise both versions' hits are computed, each shared candidate scored once.
import type { ListRecord } from '../types.js';
import type { ListIndex } from './listIndex.js';
import { CANDIDATES_PER_LIST, scoreCandidate, type Hit, type MatchQuery } from './matchList.js';
import type { IndexedName } from './nameIndex.js';

interface Candidate {
  /** Record id and published name: the same name of an unchanged record in either version. */
  identity: string;
  touched: boolean;
  entry: IndexedName;
  record: ListRecord;
}

function candidatesOf(q: MatchQuery, list: ListIndex, touched: ReadonlySet<string>): Candidate[] {
  const out: Candidate[] = [];
  for (const id of list.index.candidates(q.name, CANDIDATES_PER_LIST)) {
    const entry = list.index.names[id] as IndexedName;
    const record = list.records[entry.record] as ListRecord;
    out.push({ identity: `${record.id}\u0000${entry.display}`, touched: touched.has(record.id), entry, record });
  }
  return out;
}

const sameSequence = (a: readonly Candidate[], b: readonly Candidate[]): boolean =>
  a.length === b.length && a.every((c, i) => !c.touched && c.identity === (b[i] as Candidate).identity);

/** The candidates of `a` that are untouched and among `b` too, in `a`'s order. */
function shared(a: readonly Candidate[], b: ReadonlySet<string>): string[] {
  return a.filter((c) => !c.touched && b.has(c.identity)).map((c) => c.identity);
}

/** matchList's bestHits over given candidates, with scores from `score`. */
function hitsOf(
  cands: readonly Candidate[],
  score: (c: Candidate) => ReturnType<typeof scoreCandidate>,
  threshold: number,
) {
  const best = new Map<string, Hit>();
  for (const c of cands) {
    const s = score(c);
    if (s.score < threshold) continue;
    const prev = best.get(c.record.id);
    if (prev && prev.score >= s.score) continue;
    best.set(c.record.id, {
      record: c.record,
      matchedName: c.entry.display,
      score: s.score,
      nameScore: s.nameScore,
      dob: s.dob,
    });
  }
  return [...best.values()].sort((x, y) => y.score - x.score);
}

function sameHits(a: readonly Hit[], b: readonly Hit[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((h, i) => {
    const o = b[i] as Hit;
    return (
      h.score === o.score &&
      h.matchedName === o.matchedName &&
      h.dob === o.dob &&
      JSON.stringify(h.record) === JSON.stringify(o.record)
    );
  });
}

/**
 * True when the query's hits at `threshold` may differ between the versions; false only when they
 * are the same hits in the same order. `touched`: ids of the records added, changed or removed.
 */
export function listHitsDiffer(
  q: MatchQuery,
  previous: ListIndex,
  next: ListIndex,
  touched: ReadonlySet<string>,
  threshold: number,
): boolean {
  const a = candidatesOf(q, previous, touched);
  const b = candidatesOf(q, next, touched);
  if (sameSequence(a, b)) return false;
  // Untouched names score the same in both versions: each is scored once.
  const scores = new Map<string, ReturnType<typeof scoreCandidate>>();
  const score = (c: Candidate) => {
    if (c.touched) return scoreCandidate(q, c.entry, c.record);
    let s = scores.get(c.identity);
    if (!s) scores.set(c.identity, (s = scoreCandidate(q, c.entry, c.record)));
    return s;
  };
  const inA = new Set(a.map((c) => c.identity));
  const inB = new Set(b.map((c) => c.identity));
  const differing = [
    ...a.filter((c) => c.touched || !inB.has(c.identity)),
    ...b.filter((c) => c.touched || !inA.has(c.identity)),
  ];
  if (differing.every((c) => score(c).score < threshold)) {
    const sa = shared(a, inB);
    const sb = shared(b, inA);
    if (sa.length === sb.length && sa.every((id, i) => id === sb[i])) return false;
  }
  return !sameHits(hitsOf(a, score, threshold), hitsOf(b, score, threshold));
}
