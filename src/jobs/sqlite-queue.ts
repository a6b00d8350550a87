/**
 * The embedded queue: a `jobs` table claimed with a lease. One process owns an SQLite file, so a
 * claim is a single UPDATE; a job whose lease ran out (the process died mid-job) is claimed again
 * after a restart, which gives at-least-once execution.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../store/schema.js';
import { retryDelayMs, type JobHandler, type JobQueue } from './queue.js';

interface Worker {
  name: string;
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
}

export interface SqliteQueueOptions {
  pollMs?: number;
  leaseMs?: number;
  now?: () => number;
  /** Requeue jobs left active by a dead process when the first worker starts (default true). */
  recoverOnStart?: boolean;
}

export function createSqliteQueue(db: Kysely<Database>, logger: Logger, options: SqliteQueueOptions = {}): JobQueue {
  const pollMs = options.pollMs ?? 500;
  const leaseMs = options.leaseMs ?? 120_000;
  const now = options.now ?? Date.now;
  const workers = new Map<string, Worker>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let ticking = false;
  let again = false;
  let recovered = false;

  async function claim(worker: Worker) {
    const at = now();
    const candidate = await db
      .selectFrom('jobs')
      .select(['id'])
      .where('name', '=', worker.name)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', at)]),
          eb.and([eb('status', '=', 'active'), eb('locked_until', '<', at)]),
        ]),
      )
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    return db
      .updateTable('jobs')
      .set((eb) => ({ status: 'active', locked_until: at + leaseMs, attempts: eb('attempts', '+', 1), updated_at: at }))
      .where('id', '=', candidate.id)
      .where((eb) =>
        eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'active'), eb('locked_until', '<', at)])]),
      )
      .returning(['id', 'name', 'data', 'attempts', 'max_attempts'])
      .executeTakeFirst();
  }

  async function run(
    worker: Worker,
    row: { id: string; name: string; data: string; attempts: number; max_attempts: number },
  ) {
    try {
      await worker.handler({
        id: row.id,
        name: row.name,
        data: JSON.parse(row.data) as unknown,
        attempt: row.attempts,
      });
      await db
        .updateTable('jobs')
        .set({ status: 'done', locked_until: null, updated_at: now() })
        .where('id', '=', row.id)
        .execute();
    } catch (err) {
      const final = row.attempts >= row.max_attempts;
      logger.warn({ err, jobId: row.id, job: row.name, attempt: row.attempts, final }, 'job failed');
      await db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'queued',
          locked_until: null,
          last_error: String((err as Error).message ?? err).slice(0, 2000),
          run_at: now() + retryDelayMs(row.attempts),
          updated_at: now(),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async function tick() {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        for (const worker of workers.values()) {
          while (!stopped && worker.running < worker.concurrency) {
            const row = await claim(worker);
            if (!row) break;
            worker.running++;
            const p = run(worker, row).finally(() => {
              worker.running--;
              inFlight.delete(p);
              void tick();
            });
            inFlight.add(p);
          }
        }
      } while (again && !stopped);
    } catch (err) {
      if (!stopped) logger.error({ err }, 'job poll failed');
    } finally {
      ticking = false;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    async enqueue(executor, spec) {
      const id = randomUUID();
      const at = now();
      await executor
        .insertInto('jobs')
        .values({
          id,
          name: spec.name,
          data: JSON.stringify(spec.data),
          status: 'queued',
          attempts: 0,
          max_attempts: spec.maxAttempts ?? 5,
          run_at: spec.runAt ?? at,
          locked_until: null,
          last_error: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    },
    async work(name, handler, opts) {
      if (!recovered) {
        // Only one process owns an SQLite file: whatever is marked active was left by a process
        // that died, so it is runnable now rather than when its lease would have expired.
        recovered = true;
        if (options.recoverOnStart !== false) {
          await db
            .updateTable('jobs')
            .set({ status: 'queued', locked_until: null, updated_at: now() })
            .where('status', '=', 'active')
            .execute();
        }
      }
      workers.set(name, {
        name,
        handler: handler as JobHandler<unknown>,
        concurrency: opts?.concurrency ?? 4,
        running: 0,
      });
      if (!timer) schedule();
      void tick();
    },
    wake() {
      if (!stopped) void tick();
    },
    async check() {
      if (stopped) throw new Error('job queue stopped');
      await db.selectFrom('jobs').select('id').limit(1).execute();
    },
    async stop(graceMs = 10_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      // Wait for running jobs, but not forever: an unfinished job's lease expires and it runs again.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(grace);
    },
  };
}
