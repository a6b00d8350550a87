// What changed between two versions of one list, as the matcher sees it: the records added,
// changed and removed, and the candidate keys through which a query's candidates, their order or
// their scores can differ. A subject none of whose keys is among them gets the same result from
// both versions (docs/monitoring.md, "Delta rescans", gives the argument); when no such key set
// exists the delta says so and every subject must be screened again.
import type { ListRecord } from '../types.js';
import type { ListIndex } from './listIndex.js';
import { nameKeys, type IndexedName } from './nameIndex.js';

export type FullRescanReason =
  'no-previous-version' | 'list-kind-changed' | 'duplicate-record-ids' | 'record-order-changed' | 'key-weights-changed';

export interface ListDelta {
  listName: string;
  /** Record ids. */
  added: string[];
  changed: string[];
  removed: string[];
  /** Candidate keys (nameIndex key strings) of the changes; sorted. */
  keys: string[];
  /** Set when a key set cannot bound the effect: then every subject is rescanned. */
  full?: FullRescanReason;
}

function byId(records: readonly ListRecord[]): Map<string, number> | undefined {
  const ids = new Map<string, number>();
  for (let i = 0; i < records.length; i++) {
    const id = (records[i] as ListRecord).id;
    if (ids.has(id)) return undefined;
    ids.set(id, i);
  }
  return ids;
}

function addKeysOf(names: readonly IndexedName[], records: ReadonlySet<number>, into: Set<string>): void {
  for (const n of names) if (records.has(n.record)) for (const k of nameKeys(n.name, false)) into.add(k);
}

export function listDelta(previous: ListIndex | undefined, next: ListIndex): ListDelta {
  const listName = next.meta.listName;
  const empty = { listName, added: [], changed: [], removed: [], keys: [] };
  if (!previous) return { ...empty, full: 'no-previous-version' };
  // Hits of one list kind are reported as another kind's results: every result may change.
  if (previous.meta.kind !== next.meta.kind) return { ...empty, full: 'list-kind-changed' };
  const before = byId(previous.records);
  const after = byId(next.records);
  if (!before || !after) return { ...empty, full: 'duplicate-record-ids' };

  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  const oldTouched = new Set<number>();
  const newTouched = new Set<number>();
  // Equal scores keep list order (candidate order, then a stable sort), so the records both
  // versions hold must keep their relative order for untouched subjects to keep their hit order.
  const keptOld: string[] = [];
  for (const [id, i] of before) {
    const j = after.get(id);
    if (j === undefined) {
      removed.push(id);
      oldTouched.add(i);
    } else {
      keptOld.push(id);
      const was = previous.records[i];
      const is = next.records[j];
      // The same object (both versions indexed in this process from one import) is unchanged
      // without serialising it: that comparison is most of the diff's time on a large list.
      if (was !== is && JSON.stringify(was) !== JSON.stringify(is)) {
        changed.push(id);
        oldTouched.add(i);
        newTouched.add(j);
      }
    }
  }
  const keptNew: string[] = [];
  for (const [id, j] of after) {
    if (before.has(id)) keptNew.push(id);
    else {
      added.push(id);
      newTouched.add(j);
    }
  }
  const lists = { listName, added, changed, removed };
  if (keptOld.some((id, i) => keptNew[i] !== id)) return { ...lists, keys: [], full: 'record-order-changed' };
  // Every key weight depends on the (rounded) name count: when it moves, any query holding more
  // candidates than it keeps may rank them differently.
  if (previous.index.idfScale !== next.index.idfScale) return { ...lists, keys: [], full: 'key-weights-changed' };

  const keys = new Set<string>();
  addKeysOf(previous.index.names, oldTouched, keys);
  addKeysOf(next.index.names, newTouched, keys);
  // A key whose name count did not change can still cross the "common" line when the line moves:
  // a query holding it then votes with a different set of keys.
  const lo = Math.min(previous.index.commonDf, next.index.commonDf);
  const hi = Math.max(previous.index.commonDf, next.index.commonDf);
  if (lo !== hi) {
    for (const k of previous.index.keysWithDfIn(lo, hi)) keys.add(k);
    for (const k of next.index.keysWithDfIn(lo, hi)) keys.add(k);
  }
  return { ...lists, keys: [...keys].sort() };
}
