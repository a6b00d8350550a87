/**
 * The PostgreSQL queue: pg-boss, sharing the application's database. Jobs are sent through the
 * caller's Kysely transaction (pg-boss's `db` option), so a job and the state that needs it commit
 * together. Several processes may work the same queues; pg-boss's SKIP LOCKED claims keep a job
 * from running twice at once.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../store/schema.js';
import { type JobHandler, type JobQueue } from './queue.js';

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (tests use one per database schema). */
  schema?: string;
  pollingIntervalSeconds?: number;
  /** A job still active after this long is taken to have lost its worker and is retried. */
  expireInSeconds?: number;
  /**
   * Whether this process runs pg-boss's maintenance (expiring lost jobs, archiving): worker
   * processes do, API processes that only enqueue need not (pg-boss elects one runner anyway).
   */
  supervise?: boolean;
}

export async function createPgBossQueue(options: PgBossQueueOptions, logger: Logger): Promise<JobQueue> {
  const config: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number } = {
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    max: 4,
    // Handed to pg's Pool (pg-boss passes its options through). Without it a fetch still waiting
    // for a connection when stop() ends the pool waits for ever: pg-boss's graceful stop waits
    // only for workers holding jobs, and pg-pool never answers requests queued before end(). The
    // stuck worker keeps a one-second timer alive, so the process never exits.
    connectionTimeoutMillis: 5_000,
    supervise: options.supervise ?? true,
    // Lost jobs (expired leases) are only found by maintenance, which runs once per interval for
    // the whole cluster: keep the interval within half a lease, so a dead worker's job is rerun
    // within about 1.5 leases rather than after pg-boss's default 2 minutes.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor((options.expireInSeconds ?? 300) / 2))),
    schedule: false,
  };
  const boss = new PgBoss(config);
  boss.on('error', (err: Error) => logger.error({ err }, 'pg-boss error'));
  await boss.start();
  const created = new Set<string>();
  const workerIds: string[] = [];
  let stopped = false;

  async function ensureQueue(name: string) {
    if (created.has(name)) return;
    const create = () =>
      boss.createQueue(name, {
        name,
        retryLimit: 4,
        retryDelay: 1,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds ?? 300,
      });
    // pg-boss creates each queue as a partition of its job table (ATTACH PARTITION). Processes
    // creating queues at once, as workers starting together do, deadlock in PostgreSQL (40P01)
    // often enough to fail a start. So creations are serialised across processes by an advisory
    // lock held on a connection of our own while pg-boss creates the queue on one of its own;
    // a queue that already exists needs neither. A deadlock with anything else is retried:
    // creation is idempotent (ON CONFLICT DO NOTHING).
    if (await boss.getQueue(name)) {
      created.add(name);
      return;
    }
    const lock = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 5_000 });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`onward:create-queue:${config.schema}`]);
      for (let attempt = 1; ; attempt++) {
        try {
          await create();
          break;
        } catch (err) {
          if (!isDeadlock(err) || attempt >= QUEUE_CREATE_ATTEMPTS) throw err;
          await new Promise((r) => setTimeout(r, 50 + Math.floor(Math.random() * 200)));
        }
      }
    } finally {
      // Ending the session releases the advisory lock.
      await lock.end();
    }
    created.add(name);
  }

  return {
    async enqueue(executor: Kysely<Database>, spec) {
      await ensureQueue(spec.name);
      const db = {
        executeSql: async (text: string, values: unknown[]) => {
          const result = await executor.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows };
        },
      };
      const id = await boss.send(spec.name, spec.data, {
        db,
        ...(spec.runAt !== undefined ? { startAfter: new Date(spec.runAt) } : {}),
        retryLimit: Math.max(0, (spec.maxAttempts ?? 5) - 1),
      });
      if (!id) throw new Error(`pg-boss refused job ${spec.name}`);
      return id;
    },
    async work<Data>(name: string, handler: JobHandler<Data>, opts?: { concurrency?: number }) {
      await ensureQueue(name);
      const workers = opts?.concurrency ?? 4;
      for (let i = 0; i < workers; i++) {
        const id = await boss.work<Data>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1, includeMetadata: true },
          async (jobs) => {
            for (const job of jobs)
              await handler({ id: job.id, name: job.name, data: job.data, attempt: job.retryCount + 1 });
          },
        );
        workerIds.push(id);
      }
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async check() {
      if (stopped) throw new Error('job queue stopped');
      // A query against pg-boss's own schema, through its own pool: both must be usable.
      if (!(await boss.isInstalled())) throw new Error('pg-boss schema missing');
    },
    async stop(graceMs = 10_000) {
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1, graceMs) });
    },
  };
}

const QUEUE_CREATE_ATTEMPTS = 6;

/** PostgreSQL's deadlock_detected: the transaction was rolled back and may simply be retried. */
function isDeadlock(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40P01';
}
