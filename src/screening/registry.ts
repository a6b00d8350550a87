// Active list snapshots, one per list name. Activation builds the index first and then swaps
// one reference, so readers see either the old or the new list, never a half-built one, and a
// failed import or build leaves the previous snapshot in place.
import { importList } from './importers/importList.js';
import { buildListIndex, type ListIndex } from './match/listIndex.js';
import type { ImportOptions, ListFormat, ListSnapshot } from './types.js';

export interface ListRegistry {
  /** Indexes the snapshot and makes it the active one for its list name. */
  activate(snapshot: ListSnapshot): ListIndex;
  /** Imports then activates; on any error the previous snapshot stays active and the error propagates. */
  importAndActivate(format: ListFormat, paths: string[], opts?: ImportOptions): Promise<ListIndex>;
  deactivate(listName: string): boolean;
  get(listName: string): ListIndex | undefined;
  /**
   * The index this process had active for the list before the current one: a delta rescan
   * compares the two versions and need not load and index the older one again.
   */
  replaced(listName: string): ListIndex | undefined;
  /** The active lists at this instant; the array is frozen and never mutated later. */
  active(): readonly ListIndex[];
}

export function createListRegistry(): ListRegistry {
  let current: readonly ListIndex[] = Object.freeze([]);
  const before = new Map<string, ListIndex>();

  function activate(snapshot: ListSnapshot): ListIndex {
    const built = buildListIndex(snapshot);
    const name = snapshot.meta.listName;
    // A new version keeps its list's place: hits of equal score from two lists keep their order,
    // so an update of one list does not reorder (and re-notify) hits it did not change.
    const at = current.findIndex((l) => l.meta.listName === name);
    const old = current[at];
    if (old) before.set(name, old);
    current = Object.freeze(at < 0 ? [...current, built] : current.map((l, i) => (i === at ? built : l)));
    return built;
  }

  return {
    activate,
    async importAndActivate(format, paths, opts) {
      const snapshot = await importList(format, paths, opts);
      return activate(snapshot);
    },
    deactivate(listName) {
      const count = current.length;
      current = Object.freeze(current.filter((l) => l.meta.listName !== listName));
      before.delete(listName);
      return current.length !== count;
    },
    get: (listName) => current.find((l) => l.meta.listName === listName),
    replaced: (listName) => before.get(listName),
    active: () => current,
  };
}
