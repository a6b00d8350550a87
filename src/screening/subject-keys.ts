// The candidate keys of a screened subject: exactly the keys the list index looks up for it
// (match/nameIndex.ts, keyGroups with query = true). Monitoring keeps them per enrollment so a
// list update can find the subjects a changed list name can reach without screening everyone.
import { nameKeys } from './match/nameIndex.js';
import { buildQuery, type ScreeningSubject } from './service.js';

/**
 * Version of the key function. Keys stored under another scheme are stale: their owners count as
 * reachable by every list change until they are indexed again.
 */
export const SUBJECT_KEY_SCHEME = 1;

/** Sorted, without duplicates. */
export function subjectKeys(subject: ScreeningSubject): string[] {
  return [...nameKeys(buildQuery(subject).name, true)].sort();
}
