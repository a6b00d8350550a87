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
 *
 * A job never outlives its lease: pg-boss (and the SQLite queue) hand a job still running after
 * the lease to another worker, and a job whose every attempt outlasts it fails for good. So the
 * long part, narrowing the reached enrollments, stops once the job's time budget (a quarter of the
 * lease) is spent, and the answer carries where to resume (`resume`: the last enrollment id
 * narrowed and the cost rule's measure so far), which the job handler enqueues as the next slice.
 * Each slice narrows at least one batch, so the slices always progress.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Store } from '../store/database.js';
import {
  buildListIndex,
  listDelta,
  subjectKeys,
  type FullRescanReason,
  type ListIndex,
  type ListRegistry,
  type ScreeningService,
  type SnapshotRepository,
} from '../screening/index.js';
import type { Scanner } from './scanner.js';
import { indexPending, reachableEnrollments } from './subject-index.js';
import type { IndividualToMonitor } from './validate.js';
import { MEASURED_POLICY, type NarrowingMeasure, type ReachSample, type RescanPolicy } from './narrowing-cost.js';

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
  /**
   * Enrollments the changed keys reach (with the pending and never scanned ones); in a later
   * slice, those of them after its resume point.
   */
  reached: number;
  /**
   * Reached enrollments narrowed before the cost rule (narrowing-cost.ts) found that scanning the
   * rest unnarrowed is cheaper; all of them when narrowing paid throughout.
   */
  narrowed: number;
  /** Enrollments whose list-update scan was enqueued: the narrowed ones whose hits may differ and the rest. */
  enqueued: number;
  /** The reach sample read before any lookup (narrowing-cost.ts, ReachSample). */
  sample: ReachSample;
  /**
   * Milliseconds: diffing the versions, the reach sample (read, keyed, narrowed and screened),
   * indexing, key lookup, narrowing (with its screening measure) and enqueueing.
   */
  ms: { diff: number; sample: number; index: number; lookup: number; narrow: number; enqueue: number };
  /**
   * Present when this slice stopped at its time budget with reached enrollments left to narrow:
   * run the same update again with it (`rescanChange(previous, next, resume)`) for the rest.
   */
  resume?: RescanResume;
}

/** Where a sliced delta rescan goes on: after this enrollment id, with the cost rule's measure. */
export interface RescanResume {
  after: string;
  measure: NarrowingMeasure;
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
  /**
   * Awaited once the rescan's first scans are enqueued, before the rest: a test fault point
   * (ONWARD_TEST_FAULT=list-rescan-after-first-scans) stops the job there, in its middle.
   */
  afterFirstScans?: () => Promise<void>;
  /**
   * Milliseconds of wall time one slice may spend indexing and narrowing before it stops and
   * answers with `resume` (default: no limit). The monitoring service sets a quarter of the job
   * lease; tests set 0 to cut a slice after every batch.
   */
  sliceMs?: number;
  /** Reached enrollments per narrowing batch, first and later (tests make them tiny). */
  batches?: { first: number; next: number };
}

export interface DeltaRescans {
  /** Enqueues the rescans that replacing `previous` (undefined: a new list) by `next` calls for. */
  rescanChange(previous: ListIndex | undefined, next: ListIndex, resume?: RescanResume): Promise<ListUpdateRescan>;
  /** The update to stored snapshot `snapshotId` of `listName`: against the one activated before it. */
  rescanStoredUpdate(listName: string, snapshotId: string, resume?: RescanResume): Promise<ListUpdateRescan>;
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
 * Active enrollments read before the key lookup to estimate the reach and seed the cost rule:
 * large enough that a reach of 98 % shows an unreached one most of the time, small enough to cost
 * a few milliseconds against a rescan of thousands.
 */
const REACH_SAMPLE = 200;

interface SubjectRow {
  id: string;
  subject: string;
  last_result_id: string | null;
}

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
  const sliceMs = deps.sliceMs ?? Infinity;
  const batches = deps.batches ?? { first: FIRST_BATCH, next: NARROW_BATCH };

  /** One update's narrowing state: its answers per subject text and the cost rule's measure. */
  interface Narrowing {
    previous: ListIndex;
    next: ListIndex;
    touched: ReadonlySet<string>;
    // Subjects repeat (namesakes enrolled by several tenants, or twice): one answer per subject text.
    differs: Map<string, boolean>;
    m: NarrowingMeasure;
  }

  /**
   * The ids of `rows` whose hits in the list may differ between the versions; narrowing them and
   * screening up to SAMPLE of them are added to the cost rule's measure.
   */
  function narrowRows(n: Narrowing, rows: readonly SubjectRow[]): string[] {
    const t0 = cpuMs();
    const kept: string[] = [];
    for (const r of rows) {
      // Never scanned: a list-update scan records its first result, as a full rescan would.
      if (r.last_result_id === null) {
        kept.push(r.id);
        continue;
      }
      let d = n.differs.get(r.subject);
      if (d === undefined) {
        d = deps.screening.listHitsDiffer(JSON.parse(r.subject) as IndividualToMonitor, n.previous, n.next, n.touched);
        n.differs.set(r.subject, d);
      }
      if (d) kept.push(r.id);
    }
    const t1 = cpuMs();
    for (const r of rows.slice(0, SAMPLE))
      deps.screening.screenIndividual(JSON.parse(r.subject) as IndividualToMonitor);
    n.m.sampleMs += cpuMs() - t1;
    n.m.sampled += Math.min(SAMPLE, rows.length);
    n.m.narrowMs += t1 - t0;
    n.m.examined += rows.length;
    n.m.kept += kept.length;
    return kept;
  }

  /**
   * A sample of the active enrollments (REACH_SAMPLE of them from a random point of the id order,
   * ids being random UUIDs) and those of them the delta's keys reach, computed in memory from
   * their subjects (the keys the index holds for them): a reach of everyone is known before any
   * lookup, at the cost of one indexed read and a few hundred key computations.
   */
  async function sampleReach(keys: ReadonlySet<string>): Promise<{ sample: ReachSample; reached: SubjectRow[] }> {
    const pivot = randomUUID();
    const read = (side: '>=' | '<', limit: number) =>
      store.db
        .selectFrom('enrollments')
        .select(['id', 'subject', 'last_result_id'])
        .where('status', '=', 'active')
        .where('id', side, pivot)
        .orderBy('id')
        .limit(limit)
        .execute();
    const rows: SubjectRow[] = await read('>=', REACH_SAMPLE);
    if (rows.length < REACH_SAMPLE) rows.push(...(await read('<', REACH_SAMPLE - rows.length)));
    const reached = rows.filter(
      (r) =>
        r.last_result_id === null || subjectKeys(JSON.parse(r.subject) as IndividualToMonitor).some((k) => keys.has(k)),
    );
    return { sample: { sampled: rows.length, reached: reached.length }, reached };
  }

  /**
   * Enqueues the reached enrollments whose hits in the list may differ between the versions,
   * narrowing batch by batch while the cost rule (seeded by the reach sample, so it holds from
   * the first batch) says it pays, and enqueueing the rest as they are once it does not (a
   * list-update scan is exact by itself).
   */
  async function narrowAndEnqueue(ids: readonly string[], n: Narrowing, deadline: number, first: boolean) {
    let enqueued = 0;
    const enqueue = async (kept: readonly string[]) => {
      const k = await deps.scanner.rescanIds(kept);
      if (k > 0 && enqueued === 0 && first) await deps.afterFirstScans?.();
      enqueued += k;
    };
    let i = 0;
    while (i < ids.length && policy.narrowingPays(n.m)) {
      const end = i + (i === 0 && first ? batches.first : batches.next);
      const batch = ids.slice(i, end);
      i = end;
      const rows = await store.db
        .selectFrom('enrollments')
        .select(['id', 'subject', 'last_result_id'])
        .where('id', 'in', batch)
        .where('status', '=', 'active')
        .execute();
      await enqueue(narrowRows(n, rows).sort());
      // Out of time with more to narrow: the next slice goes on after the last id narrowed.
      const last = batch.at(-1);
      if (last !== undefined && i < ids.length && performance.now() >= deadline && policy.narrowingPays(n.m))
        return { narrowed: i, enqueued, resumeAfter: last };
    }
    const narrowed = Math.min(i, ids.length);
    await enqueue(ids.slice(narrowed));
    return { narrowed, enqueued, resumeAfter: undefined };
  }

  async function rescanChange(
    previous: ListIndex | undefined,
    next: ListIndex,
    resume?: RescanResume,
  ): Promise<ListUpdateRescan> {
    let t = performance.now();
    const deadline = t + sliceMs;
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
    const noSample: ReachSample = { sampled: 0, reached: 0 };
    const rescanAll = async (full: RescanAllReason, sample: ReachSample, sampleMs: number) => {
      const enqueued = await deps.scanner.rescanAll();
      if (enqueued > 0) await deps.afterFirstScans?.();
      return {
        ...counts,
        mode: 'full' as const,
        full,
        indexed: 0,
        reached: enqueued,
        narrowed: 0,
        enqueued,
        sample,
        ms: { diff, sample: sampleMs, index: 0, lookup: 0, narrow: 0, enqueue: lap() },
      };
    };
    let outcome: ListUpdateRescan;
    // A later slice of a delta lands here only if its versions cannot be diffed any more (the
    // previous snapshot gone): rescanning everyone is then the answer that cannot miss anyone.
    if (delta.full || !previous) outcome = await rescanAll(delta.full ?? 'no-previous-version', noSample, 0);
    else {
      // A later slice keeps the first one's decision (a delta) and its measure; only the first
      // samples the reach.
      const first = resume === undefined;
      const { sample, reached: sampledReached } = first
        ? await sampleReach(new Set(delta.keys))
        : { sample: noSample, reached: [] };
      // Decided before narrowing anything, indexing and the lookup: when the update reaches
      // everyone they would be all the delta adds to the full rescan's cost.
      if (first && policy.rescanEveryone(sample)) outcome = await rescanAll('reach-is-everyone', sample, lap());
      else {
        const n: Narrowing = {
          previous,
          next,
          touched: new Set([...delta.added, ...delta.changed, ...delta.removed]),
          differs: new Map(),
          m: resume ? { ...resume.measure } : { examined: 0, kept: 0, narrowMs: 0, sampled: 0, sampleMs: 0 },
        };
        // The sample's reached ones narrowed and screened: the cost rule holds from the first batch.
        narrowRows(n, sampledReached);
        const sampleMs = lap();
        // Index what is pending first, so the lookup below need not count it as reached; what the
        // budget leaves pending counts as reached (the lookup's rule), the next slice indexes on.
        const indexed = await indexPending(store, undefined, deadline);
        const index = lap();
        const all = await reachableEnrollments(store, delta.keys);
        const reached = resume ? all.filter((id) => id > resume.after) : all;
        const lookup = lap();
        const { narrowed, enqueued, resumeAfter } = await narrowAndEnqueue(reached, n, deadline, first);
        outcome = {
          ...counts,
          mode: 'delta',
          indexed,
          reached: reached.length,
          narrowed,
          enqueued,
          sample,
          ms: { diff, sample: sampleMs, index, lookup, narrow: lap(), enqueue: 0 },
          ...(resumeAfter !== undefined ? { resume: { after: resumeAfter, measure: { ...n.m } } } : {}),
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
    async rescanStoredUpdate(listName, snapshotId, resume) {
      const previous = await deps.snapshots.previousOf(snapshotId);
      const next = await indexOf(snapshotId, listName);
      // The version this process had active before: already indexed (each process loads every version).
      const replaced = deps.registry.replaced(listName);
      const before = !previous
        ? undefined
        : replaced?.meta.contentHash === previous.contentHash
          ? replaced
          : buildListIndex(await deps.snapshots.load(previous.id));
      return rescanChange(before, next, resume);
    },
  };
}
