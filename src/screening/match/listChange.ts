// Whether one query's hits in a list differ between two versions of it: the exact filter behind
// delta rescans. The candidate keys (listDelta) say which subjects a change can reach; this says,
// for one reached subject, whether it did. First the cheap part: the same candidates, in the same
// order, none of them from a changed record, are scored the same, so the hits are the same. Only
// otherwise are both versions scored and their hits compared.
import type { ListRecord } from '../types.js';
import type { ListIndex } from './listIndex.js';
import { CANDIDATES_PER_LIST, matchList, type Hit, type MatchQuery } from './matchList.js';
import type { IndexedName } from './nameIndex.js';

function sameCandidates(q: MatchQuery, previous: ListIndex, next: ListIndex, touched: ReadonlySet<string>): boolean {
  const a = previous.index.candidates(q.name, CANDIDATES_PER_LIST);
  const b = next.index.candidates(q.name, CANDIDATES_PER_LIST);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = previous.index.names[a[i] as number] as IndexedName;
    const y = next.index.names[b[i] as number] as IndexedName;
    const id = (previous.records[x.record] as ListRecord).id;
    if (touched.has(id) || id !== (next.records[y.record] as ListRecord).id || x.display !== y.display) return false;
  }
  return true;
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
  if (sameCandidates(q, previous, next, touched)) return false;
  return !sameHits(matchList(previous, q, threshold), matchList(next, q, threshold));
}
