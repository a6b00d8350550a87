/**
 * The monitoring module's composition: screening lists, enrollment tokens, enrollments and the
 * scan scheduler. createServices builds it; `start` runs the scan workers (API-only processes may
 * skip it), `stop` drains them. Callbacks go through the webhooks' outbox port, whose dispatcher
 * the composition root runs on its own (src/webhooks/service.ts).
 */
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Config } from '../config/env.js';
import type { Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import {
  createSnapshotRepository,
  type ListRegistry,
  type ListSnapshot,
  type ScreeningService,
} from '../screening/index.js';
import type { AuditTrail } from '../audit/trail.js';
import type { WebhookOutbox } from '../webhooks/index.js';
import { createEnrollmentTokens, type EnrollmentTokens } from './tokens.js';
import type { FailureLimiter } from '../auth/failure-limiter.js';
import { createEnrollmentService, type EnrollmentService } from './enrollments.js';
import { createScanner, SCAN_JOB, type ScanJobData, type Scanner } from './scanner.js';
import { createDeltaRescans, type DeltaRescans, type ListUpdateRescan, type RescanResume } from './delta-rescan.js';
import { createMonitoringConsole, type MonitoringConsole } from './console.js';
import { createPeriodicTask } from '../lib/periodic-task.js';

/** The delta rescan of one list update, as a job: any worker may run it, again after a crash. */
export const LIST_RESCAN_JOB = 'monitoring.list-rescan';
export interface ListRescanJobData {
  listName: string;
  snapshotId: string;
  /** A later slice of the same update: where the previous slice stopped (delta-rescan.ts). */
  resume?: RescanResume;
}

/**
 * One list rescan job: a slice of the update's delta rescan; a slice that ran out of time enqueues
 * the next (same update, its resume point) before the job completes. A crash in between runs
 * both, which again only repeats idempotent scans.
 */
export async function runListRescanSlice(
  deltas: Pick<DeltaRescans, 'rescanStoredUpdate'>,
  enqueueNext: (data: ListRescanJobData) => Promise<void>,
  data: ListRescanJobData,
): Promise<ListUpdateRescan> {
  const outcome = await deltas.rescanStoredUpdate(data.listName, data.snapshotId, data.resume);
  if (outcome.resume)
    await enqueueNext({ listName: data.listName, snapshotId: data.snapshotId, resume: outcome.resume });
  return outcome;
}

export interface MonitoringOptions {
  config: Config;
  /** Credential-failure limiter shared with the flow API's token endpoints. */
  limiter: FailureLimiter;
  store: Store;
  queue: JobQueue;
  /** Where scan results and resent callbacks go (the webhooks' outbox). */
  outbox: WebhookOutbox;
  /** Enrollment deletions are audited (src/audit). */
  audit?: Pick<AuditTrail, 'record'>;
  tokens: AccessTokens;
  logger: Logger;
  now: () => number;
  /** The active screening lists (the lists service at the composition root loads and updates them). */
  registry: ListRegistry;
  screening: ScreeningService;
  /** How often the scheduler looks for due scans (ms). */
  schedulerPollMs?: number;
  scanBatchSize?: number;
  scanConcurrency?: number;
  /**
   * Seconds a job may run before the queue hands it to another worker (ONWARD_JOB_LEASE_SECONDS,
   * or the test's shorter lease): a list rescan slices its work to a quarter of it.
   */
  jobLeaseSeconds?: number;
  /**
   * Test-only (ONWARD_TEST_FAULT, src/app/fault-points.ts): where a list rescan job stops dead
   * once its first scans are enqueued, for the kill -9 test of test/scaleout/faults.test.ts.
   */
  faultPoint?: (name: 'list-rescan-after-first-scans') => Promise<void>;
}

export interface Monitoring {
  registry: ListRegistry;
  screening: ScreeningService;
  tokens: EnrollmentTokens;
  limiter: FailureLimiter;
  enrollments: EnrollmentService;
  /** What the Studio's monitoring console reads (console.ts). */
  console: MonitoringConsole;
  scanner: Scanner;
  basePath: string;
  /**
   * Activates a list snapshot in this process; with ONWARD_RESCAN_ON_LIST_UPDATE, rescans out of
   * cycle the enrolled entities the change can reach (delta against the version it replaces).
   */
  activateList(snapshot: ListSnapshot): Promise<void>;
  /**
   * A stored snapshot became active (the lists service's once-per-cluster announcement): enqueues
   * a job (LIST_RESCAN_JOB, in `executor`'s transaction when given) that runs the delta rescan
   * against the snapshot activated before it, so a worker that dies in the middle of it leaves
   * the rest to another. Resolves to the job id.
   */
  listUpdated(listName: string, snapshotId: string, executor?: Kysely<Database>): Promise<string>;
  /**
   * One slice of the delta rescan of a stored update, run here and now (the job's body;
   * benchmarks): its answer's `resume`, when present, is where the next slice starts.
   */
  rescanStoredUpdate(listName: string, snapshotId: string, resume?: RescanResume): Promise<ListUpdateRescan>;
  /** Claims due scans now instead of at the next poll (tests and operators). */
  runDueScans(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the scheduler at once without recording in-flight work (crash tests). */
  halt(): void;
}

export function createMonitoring(o: MonitoringOptions): Monitoring {
  const { registry, screening } = o;
  const tokens = createEnrollmentTokens(o.store.db, o.tokens, o.now);
  // Per username (or client id) 5 failures per 15 minutes; per IP 50, for a shared office NAT.
  const limiter = o.limiter;
  const { outbox } = o;
  const scanner = createScanner({
    store: o.store,
    queue: o.queue,
    screening,
    logger: o.logger,
    now: o.now,
    outbox,
    ...(o.scanBatchSize ? { batchSize: o.scanBatchSize } : {}),
  });
  const enrollments = createEnrollmentService({
    store: o.store,
    queue: o.queue,
    now: o.now,
    outbox,
    ...(o.audit ? { audit: o.audit } : {}),
  });
  const { faultPoint } = o;
  const deltas = createDeltaRescans({
    store: o.store,
    scanner,
    screening,
    registry,
    snapshots: createSnapshotRepository(o.store, o.now),
    logger: o.logger,
    // A quarter of the lease: a slice finishes well before another worker may take it over, even
    // on a loaded machine, and few slices are needed (each also re-reads and diffs the versions).
    sliceMs: ((o.jobLeaseSeconds ?? o.config.jobLeaseSeconds) * 1000) / 4,
    ...(faultPoint ? { afterFirstScans: () => faultPoint('list-rescan-after-first-scans') } : {}),
  });
  /** Enqueues a list rescan job (the first slice of an update, or a later one). */
  async function enqueueRescan(data: ListRescanJobData, executor?: Kysely<Database>): Promise<string> {
    const id = await o.queue.enqueue<ListRescanJobData>(executor ?? o.store.db, {
      name: LIST_RESCAN_JOB,
      data,
      maxAttempts: 5,
    });
    o.queue.wake();
    return id;
  }
  const enqueueListRescan = async (data: ListRescanJobData) => {
    await enqueueRescan(data);
  };
  const pollMs = o.schedulerPollMs ?? 1000;
  const scheduler = createPeriodicTask({
    work: () => scanner.claimDue(),
    intervalMs: pollMs,
    onError: (err) => o.logger.error({ err }, 'scan scheduling failed'),
  });
  const runDueScans = scheduler.run;

  return {
    registry,
    screening,
    tokens,
    limiter,
    enrollments,
    console: createMonitoringConsole(o.store),
    scanner,
    basePath: o.config.enrollmentBasePath,
    async activateList(snapshot) {
      const previous = registry.get(snapshot.meta.listName);
      const next = registry.activate(snapshot);
      if (o.config.rescanOnListUpdate) await deltas.rescanChange(previous, next);
    },
    listUpdated: (listName, snapshotId, executor) => enqueueRescan({ listName, snapshotId }, executor),
    rescanStoredUpdate: (listName, snapshotId, resume) => deltas.rescanStoredUpdate(listName, snapshotId, resume),
    runDueScans,
    async start() {
      await o.queue.work<ScanJobData>(
        SCAN_JOB,
        async (job) => {
          await scanner.runJob(job.data);
        },
        { concurrency: o.scanConcurrency ?? 2 },
      );
      // Re-run after a crash, it enqueues the same scans again: a list-update scan that finds the
      // hits it last recorded records nothing, so nothing is sent twice.
      await o.queue.work<ListRescanJobData>(
        LIST_RESCAN_JOB,
        async (job) => {
          await runListRescanSlice(deltas, enqueueListRescan, job.data);
        },
        { concurrency: 1 },
      );
      scheduler.start();
    },
    stop: scheduler.stop,
    halt: scheduler.halt,
  };
}
