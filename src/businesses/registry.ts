// The registry of active datasets. Activation builds the new dataset's index completely before
// swapping one map entry, so a failed import or build leaves the active snapshot serving, and
// the previous snapshot of each source is kept for rollback.
import type { BusinessSnapshot, SnapshotMeta } from './types.js';
import { buildDataset, findInDataset, recordAt, type BusinessDataset } from './dataset.js';
import { importBusinesses, type ImportOptions } from './importers/import.js';
import type { BusinessRecord } from './types.js';
import { prepareKeyTable } from './index/dup-keys.js';

export interface BusinessRegistry {
  /** Builds and activates; throws (leaving everything as it was) if building fails. */
  activate(snapshot: BusinessSnapshot | BusinessDataset): SnapshotMeta;
  /** Imports files and activates them; on any error the active snapshot of the source stays. */
  importAndActivate(format: string, paths: string[], opts?: ImportOptions): Promise<SnapshotMeta>;
  /** Re-activates the previous snapshot of a source. */
  rollback(source: string): SnapshotMeta | undefined;
  deactivate(source: string): boolean;
  active(): BusinessDataset[];
  get(source: string): BusinessDataset | undefined;
  /** Finds a record by provider id; `version` restricts the lookup to that snapshot. */
  find(providerId: string, version?: string): { record: BusinessRecord; dataset: BusinessDataset } | undefined;
  /** Increases on every change, so callers can cache per generation. */
  readonly generation: number;
}

function isDataset(x: BusinessSnapshot | BusinessDataset): x is BusinessDataset {
  return 'countries' in x;
}

export function createBusinessRegistry(): BusinessRegistry {
  const current = new Map<string, BusinessDataset>();
  const previous = new Map<string, BusinessDataset>();
  let generation = 0;
  let ordered: BusinessDataset[] = [];
  const refresh = (): void => {
    ordered = [...current.values()].sort((a, b) => (a.meta.source < b.meta.source ? -1 : 1));
    // A country in several active datasets counts duplicates across them: build the name
    // tables now rather than on the first keystroke.
    const seen = new Map<string, number>();
    for (const ds of ordered) for (const c of ds.countries.keys()) seen.set(c, (seen.get(c) ?? 0) + 1);
    for (const ds of ordered) for (const [c, ix] of ds.countries) if (seen.get(c)! > 1) prepareKeyTable(ix);
    generation++;
  };
  const registry: BusinessRegistry = {
    activate(snapshot) {
      const ds = isDataset(snapshot) ? snapshot : buildDataset(snapshot);
      const old = current.get(ds.meta.source);
      if (old) previous.set(ds.meta.source, old);
      current.set(ds.meta.source, ds);
      refresh();
      return ds.meta;
    },
    async importAndActivate(format, paths, opts) {
      return registry.activate(await importBusinesses(format, paths, opts));
    },
    rollback(source) {
      const prev = previous.get(source);
      if (!prev) return undefined;
      const cur = current.get(source);
      current.set(source, prev);
      if (cur) previous.set(source, cur);
      else previous.delete(source);
      refresh();
      return prev.meta;
    },
    deactivate(source) {
      const cur = current.get(source);
      if (!cur) return false;
      previous.set(source, cur);
      current.delete(source);
      refresh();
      return true;
    },
    active: () => ordered,
    get: (source) => current.get(source),
    find(providerId, version) {
      for (const ds of ordered) {
        if (version !== undefined && ds.meta.version !== version) continue;
        const ref = findInDataset(ds, providerId);
        const record = ref && recordAt(ds, ref);
        if (record) return { record, dataset: ds };
      }
      return undefined;
    },
    get generation() {
      return generation;
    },
  };
  return registry;
}
