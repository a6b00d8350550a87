/**
 * Delta rescans: on a list update, screen again only the enrollments the change can reach instead
 * of every one. screening's listDelta names the records added, changed and removed and the
 * candidate keys through which any subject's result can differ; the subject index
 * (subject-index.ts) turns those keys into enrollment ids; screening's listHitsDiffer keeps those
 * whose hits in that list may differ between the two versions, for as long as the cost rule
 * (narrowing-cost.ts) finds that cheaper than scanning them; the scanner enqueues their list-update
 * scan jobs exactly as a full rescan does for everyone. When listDelta cannot bound the change (no
 * previous version stored, key weights moved, records reordered) or the keys reach every
 * enrollment, every enrollment is rescanned. docs/monitoring.md, "Delta rescans", states the
 * guarantee and its argument. Run as a job (service.ts, LIST_RESCAN_JOB): a process that dies
 * in the middle leaves the job to another, which does it again (scans are idempotent).
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
import { MEASURED_POLICY, type NarrowingMeasure, type RescanPolicy } from './narrowing-cost.js';

/** Why every enrollment was rescanned: the delta cannot bound the change, or it reaches everyone. */
export type RescanAllReason = FullRescanReason | 'reach-is-everyone';

export interface ListUpdateRescan {
  listName: string;
  mode: 'delta' | 'full';
  full?: RescanAllReason;
  added: number;
  changed: number;
  removed: number;
  keys: number;
  /** Enrollments indexed before the lookup (pending ones). */
  indexed: number;
  /** Enrollments the changed keys reach (with the pending and never scanned ones). */
  reached: number;
  /**
   * Reached enrollments narrowed before the cost rule (narrowing-cost.ts) found that scanning the
   * rest unnarrowed is cheaper; all of them when narrowing paid throughout.
   */
  narrowed: number;
  /** Enrollments whose list-update scan was enqueued: the narrowed ones whose hits may differ and the rest. */
  enqueued: number;
  /** Milliseconds: diffing the versions, indexing, key lookup, narrowing (with its sample) and enqueueing. */
  ms: { diff: number; index: number; lookup: number; narrow: number; enqueue: number };
}

export interface DeltaRescanDeps {
  store: Store;
  scanner: Pick<Scanner, 'rescanAll' | 'rescanIds'>;
  screening: Pick<ScreeningService, 'listHitsDiffer' | 'screenIndividual'>;
  registry: Pick<ListRegistry, 'get' | 'replaced'>;
  snapshots: Pick<SnapshotRepository, 'load' | 'previousOf' | 'findActive'>;
  logger: Logger;
  /** Default MEASURED_POLICY; tests fix it to take each path. */
  policy?: RescanPolicy;
}

export interface DeltaRescans {
  /** Enqueues the rescans that replacing `previous` (undefined: a new list) by `next` calls for. */
  rescanChange(previous: ListIndex | undefined, next: ListIndex): Promise<ListUpdateRescan>;
  /** The update to stored snapshot `snapshotId` of `listName`: against the one activated before it. */
  rescanStoredUpdate(listName: string, snapshotId: string): Promise<ListUpdateRescan>;
}

/**
 * Reached enrollments narrowed per batch (one query, one enqueue). The first batch is smaller so
 * the cost rule has its first measure early; each batch's kept ones are enqueued at once, so the
 * scan jobs start while the narrowing goes on.
 */
const FIRST_BATCH = 250;
const NARROW_BATCH = 1000;
/** Enrollments per batch screened to measure the scan side of the cost rule. */
const SAMPLE = 16;

/**
 * This process's CPU time: both sides of the cost rule run synchronously here, so CPU time measures
 * their work alone, where wall time on a shared machine also counts the other processes' turns.
 */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export function createDeltaRescans(deps: DeltaRescanDeps): DeltaRescans {
  const { store } = deps;
  const policy = deps.policy ?? MEASURED_POLICY;

  /**
   * Enqueues the reached enrollments whose hits in the list may differ between the versions,
   * narrowing batch by batch while the cost rule says it pays and enqueueing the rest as they are
   * once it does not (a list-update scan is exact by itself).
   */
  async function narrowAndEnqueue(ids: readonly string[], previous: ListIndex, next: ListIndex, delta: ListDelta) {
    const touched = new Set([...delta.added, ...delta.changed, ...delta.removed]);
    // Subjects repeat (namesakes enrolled by several tenants, or twice): one answer per subject text.
    const differs = new Map<string, boolean>();
    const m: NarrowingMeasure = { examined: 0, kept: 0, narrowMs: 0, sampled: 0, sampleMs: 0 };
    let enqueued = 0;
    let i = 0;
    while (i < ids.length && policy.narrowingPays(m)) {
      const end = i + (i === 0 ? FIRST_BATCH : NARROW_BATCH);
      const batch = ids.slice(i, end);
      i = end;
      const rows = await store.db
        .selectFrom('enrollments')
        .select(['id', 'subject', 'last_result_id'])
        .where('id', 'in', batch)
        .where('status', '=', 'active')
        .execute();
      const t0 = cpuMs();
      const kept: string[] = [];
      for (const r of rows) {
        // Never scanned: a list-update scan records its first result, as a full rescan would.
        if (r.last_result_id === null) {
          kept.push(r.id);
          continue;
        }
        let d = differs.get(r.subject);
        if (d === undefined) {
          d = deps.screening.listHitsDiffer(JSON.parse(r.subject) as IndividualToMonitor, previous, next, touched);
          differs.set(r.subject, d);
        }
        if (d) kept.push(r.id);
      }
      const t1 = cpuMs();
      for (const r of rows.slice(0, SAMPLE))
        deps.screening.screenIndividual(JSON.parse(r.subject) as IndividualToMonitor);
      m.sampleMs += cpuMs() - t1;
      m.sampled += Math.min(SAMPLE, rows.length);
      m.narrowMs += t1 - t0;
      m.examined += rows.length;
      m.kept += kept.length;
      enqueued += await deps.scanner.rescanIds(kept.sort());
    }
    const narrowed = Math.min(i, ids.length);
    enqueued += await deps.scanner.rescanIds(ids.slice(narrowed));
    return { narrowed, enqueued };
  }

  async function activeCount(): Promise<number> {
    const r = await store.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(r.n);
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
    const rescanAll = async (full: RescanAllReason, indexed: number, index: number, lookup: number) => {
      const enqueued = await deps.scanner.rescanAll();
      return {
        ...counts,
        mode: 'full' as const,
        full,
        indexed,
        reached: enqueued,
        narrowed: 0,
        enqueued,
        ms: { diff, index, lookup, narrow: 0, enqueue: lap() },
      };
    };
    let outcome: ListUpdateRescan;
    if (delta.full || !previous) outcome = await rescanAll(delta.full ?? 'no-previous-version', 0, 0, 0);
    else {
      // Index what is pending first, so the lookup below need not count it as reached.
      const indexed = await indexPending(store);
      const index = lap();
      const reached = await reachableEnrollments(store, delta.keys);
      if (policy.rescanEveryone(reached.length, await activeCount()))
        outcome = await rescanAll('reach-is-everyone', indexed, index, lap());
      else {
        const lookup = lap();
        const { narrowed, enqueued } = await narrowAndEnqueue(reached, previous, next, delta);
        outcome = {
          ...counts,
          mode: 'delta',
          indexed,
          reached: reached.length,
          narrowed,
          enqueued,
          ms: { diff, index, lookup, narrow: lap(), enqueue: 0 },
        };
      }
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
      // The version this process had active before: already indexed (each process loads every version).
      const replaced = deps.registry.replaced(listName);
      const before = !previous
        ? undefined
        : replaced?.meta.contentHash === previous.contentHash
          ? replaced
          : buildListIndex(await deps.snapshots.load(previous.id));
      return rescanChange(before, next);
    },
  };
}
