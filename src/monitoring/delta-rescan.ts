/**
 * Delta rescans: on a list update, screen again only the enrollments the change can reach instead
 * of every one. screening's listDelta names the records added, changed and removed and the
 * candidate keys through which any subject's result can differ; the subject index
 * (subject-index.ts) turns those keys into enrollment ids; the scanner enqueues their list-update
 * scan jobs exactly as a full rescan does for everyone. When listDelta cannot bound the change
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
  type SnapshotRepository,
} from '../screening/index.js';
import type { Scanner } from './scanner.js';
import { indexPending, reachableEnrollments } from './subject-index.js';

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
  /** Enrollments whose list-update scan was enqueued. */
  enqueued: number;
}

export interface DeltaRescanDeps {
  store: Store;
  scanner: Pick<Scanner, 'rescanAll' | 'rescanIds'>;
  registry: Pick<ListRegistry, 'get'>;
  snapshots: Pick<SnapshotRepository, 'load' | 'previousOf' | 'findActive'>;
  logger: Logger;
}

export interface DeltaRescans {
  /** Enqueues the rescans a computed delta calls for. */
  rescanDelta(delta: ListDelta): Promise<ListUpdateRescan>;
  /** The update to stored snapshot `snapshotId` of `listName`: diffs it against the one before it. */
  rescanStoredUpdate(listName: string, snapshotId: string): Promise<ListUpdateRescan>;
}

export function createDeltaRescans(deps: DeltaRescanDeps): DeltaRescans {
  async function rescanDelta(delta: ListDelta): Promise<ListUpdateRescan> {
    const counts = {
      listName: delta.listName,
      added: delta.added.length,
      changed: delta.changed.length,
      removed: delta.removed.length,
      keys: delta.keys.length,
    };
    let outcome: ListUpdateRescan;
    if (delta.full) {
      outcome = { ...counts, mode: 'full', full: delta.full, indexed: 0, enqueued: await deps.scanner.rescanAll() };
    } else {
      // Index what is pending first, so the lookup below can skip it when its keys do not match.
      const indexed = await indexPending(deps.store);
      const ids = await reachableEnrollments(deps.store, delta.keys);
      outcome = { ...counts, mode: 'delta', indexed, enqueued: await deps.scanner.rescanIds(ids) };
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
    rescanDelta,
    async rescanStoredUpdate(listName, snapshotId) {
      const previous = await deps.snapshots.previousOf(snapshotId);
      const next = await indexOf(snapshotId, listName);
      const before = previous ? buildListIndex(await deps.snapshots.load(previous.id)) : undefined;
      return rescanDelta(listDelta(before, next));
    },
  };
}
