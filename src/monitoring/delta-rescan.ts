/**
 * Delta rescans: on a list update, screen again only the enrollments the change can reach instead
 * of every one. screening's listDelta names the records added, changed and removed and the
 * candidate keys through which any subject's result can differ; the subject index
 * (subject-index.ts) turns those keys into enrollment ids; screening's listHitsDiffer keeps those
 * whose hits in that list may differ between the two versions (same candidates: no scoring); the
 * scanner enqueues their list-update scan jobs exactly as a full rescan does for everyone. When listDelta cannot bound the change
 * (no previous version stored, key weights moved, records reordered) every enrollment is
 * rescanned. docs/monitoring.md, "Delta rescans", states the guarantee and its argument.
 */
import type { Logger } from 'pino';
import type { Store } from '../store/database.js';
import {
  buildListIndex,
  listDelta,
  type FullRescanReason,
  type ListDelta,
  type ListIndex,
  type ListRegistry,
  type ScreeningService,
  type SnapshotRepository,
} from '../screening/index.js';
import type { Scanner } from './scanner.js';
import { indexPending, reachableEnrollments } from './subject-index.js';
import type { IndividualToMonitor } from './validate.js';

export interface ListUpdateRescan {
  listName: string;
  mode: 'delta' | 'full';
  full?: FullRescanReason;
  added: number;
  changed: number;
  removed: number;
  keys: number;
  /** Enrollments indexed before the lookup (pending ones). */
  indexed: number;
  /** Enrollments the changed keys reach (with the pending and never scanned ones). */
  reached: number;
  /** Enrollments whose list-update scan was enqueued: the reached ones whose hits may differ. */
  enqueued: number;
  /** Milliseconds: diffing the versions, indexing, key lookup, narrowing and enqueueing. */
  ms: { diff: number; index: number; lookup: number; narrow: number; enqueue: number };
}

export interface DeltaRescanDeps {
  store: Store;
  scanner: Pick<Scanner, 'rescanAll' | 'rescanIds'>;
  screening: Pick<ScreeningService, 'listHitsDiffer'>;
  registry: Pick<ListRegistry, 'get'>;
  snapshots: Pick<SnapshotRepository, 'load' | 'previousOf' | 'findActive'>;
  logger: Logger;
}

export interface DeltaRescans {
  /** Enqueues the rescans that replacing `previous` (undefined: a new list) by `next` calls for. */
  rescanChange(previous: ListIndex | undefined, next: ListIndex): Promise<ListUpdateRescan>;
  /** The update to stored snapshot `snapshotId` of `listName`: against the one activated before it. */
  rescanStoredUpdate(listName: string, snapshotId: string): Promise<ListUpdateRescan>;
}

/** Subjects read per query when narrowing. */
const NARROW_BATCH = 1000;

export function createDeltaRescans(deps: DeltaRescanDeps): DeltaRescans {
  const { store } = deps;

  /** The reached enrollments whose hits in the list may differ between the versions. */
  async function narrow(ids: readonly string[], previous: ListIndex, next: ListIndex, delta: ListDelta) {
    const touched = new Set([...delta.added, ...delta.changed, ...delta.removed]);
    const kept: string[] = [];
    for (let i = 0; i < ids.length; i += NARROW_BATCH) {
      const rows = await store.db
        .selectFrom('enrollments')
        .select(['id', 'subject', 'last_result_id'])
        .where('id', 'in', ids.slice(i, i + NARROW_BATCH))
        .where('status', '=', 'active')
        .execute();
      for (const r of rows) {
        // Never scanned: a list-update scan records its first result, as a full rescan would.
        if (
          r.last_result_id === null ||
          deps.screening.listHitsDiffer(JSON.parse(r.subject) as IndividualToMonitor, previous, next, touched)
        )
          kept.push(r.id);
      }
    }
    return kept.sort();
  }

  async function rescanChange(previous: ListIndex | undefined, next: ListIndex): Promise<ListUpdateRescan> {
    let t = performance.now();
    const lap = () => {
      const now = performance.now();
      const ms = Math.round(now - t);
      t = now;
      return ms;
    };
    const delta = listDelta(previous, next);
    const diff = lap();
    const counts = {
      listName: delta.listName,
      added: delta.added.length,
      changed: delta.changed.length,
      removed: delta.removed.length,
      keys: delta.keys.length,
    };
    let outcome: ListUpdateRescan;
    if (delta.full || !previous) {
      const enqueued = await deps.scanner.rescanAll();
      outcome = {
        ...counts,
        mode: 'full',
        ...(delta.full ? { full: delta.full } : {}),
        indexed: 0,
        reached: enqueued,
        enqueued,
        ms: { diff, index: 0, lookup: 0, narrow: 0, enqueue: lap() },
      };
    } else {
      // Index what is pending first, so the lookup below need not count it as reached.
      const indexed = await indexPending(store);
      const index = lap();
      const reached = await reachableEnrollments(store, delta.keys);
      const lookup = lap();
      const ids = await narrow(reached, previous, next, delta);
      const narrowMs = lap();
      const enqueued = await deps.scanner.rescanIds(ids);
      outcome = {
        ...counts,
        mode: 'delta',
        indexed,
        reached: reached.length,
        enqueued,
        ms: { diff, index, lookup, narrow: narrowMs, enqueue: lap() },
      };
    }
    deps.logger.info(outcome, 'list update rescan enqueued');
    return outcome;
  }

  /** The index of a stored snapshot: the registry's when it holds that very content, else built. */
  async function indexOf(id: string, listName: string): Promise<ListIndex> {
    const active = await deps.snapshots.findActive(listName);
    const loaded = deps.registry.get(listName);
    if (active?.id === id && loaded?.meta.contentHash === active.contentHash) return loaded;
    return buildListIndex(await deps.snapshots.load(id));
  }

  return {
    rescanChange,
    async rescanStoredUpdate(listName, snapshotId) {
      const previous = await deps.snapshots.previousOf(snapshotId);
      const next = await indexOf(snapshotId, listName);
      const before = previous ? buildListIndex(await deps.snapshots.load(previous.id)) : undefined;
      return rescanChange(before, next);
    },
  };
}
