/**
 * The abandonment timer's sweep: IN_PROGRESS end clients whose due time (`sessions.abandon_at`,
 * set by every state write of a flow with `abandonmentTimer` and by notifications) has passed
 * become ABANDONED, exactly as PUT /end-clients/status makes them (set-status.ts): their flow
 * calls then answer 4109.
 *
 * The sweep is one conditional UPDATE per batch, run from a timer in every worker process (as
 * monitoring's scheduler claims due scans). It needs no job of its own: the due time in the row
 * is the durable record, the UPDATE is idempotent and guarded, so a crash or two processes
 * sweeping at once lose or double nothing; a sweep missed is simply done at the next tick.
 * Races with flow writes are settled by the guards: a submit that committed first moved
 * `abandon_at` into the future (the row no longer matches); one that comes after finds the
 * revision moved, re-reads, and answers 4109.
 */
import type { Logger } from 'pino';
import type { Store } from '../store/database.js';
import type { SessionRepository } from '../sessions/repository.js';
import { statusUpdate } from './set-status.js';
import { createPeriodicTask } from '../lib/periodic-task.js';
import type { StatusEvents } from './status-events.js';

export interface AbandonmentDeps {
  store: Pick<Store, 'db'>;
  sessions: Pick<SessionRepository<unknown>, 'rewriting'>;
  logger: Pick<Logger, 'error' | 'info'>;
  now: () => number;
  /** Time between sweeps (ONWARD_ABANDON_SWEEP_MS). */
  intervalMs: number;
  batchSize?: number;
  /** end_client.status_changed webhooks of the flows that have one. */
  events: Pick<StatusEvents, 'targetsOf' | 'messages' | 'record' | 'wake'>;
}

export interface AbandonmentSweeper {
  /** Marks every due end client ABANDONED; resolves to how many were. */
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createAbandonmentSweeper(deps: AbandonmentDeps): AbandonmentSweeper {
  const { db } = deps.store;
  const batchSize = deps.batchSize ?? 500;

  async function sweepBatch(at: number): Promise<{ found: number; abandoned: number }> {
    // Served by the partial index sessions_abandon_due (migration 0009).
    const due = await db
      .selectFrom('sessions')
      .select('id')
      .where('abandon_at', '<=', at)
      .where('status', '=', 'IN_PROGRESS')
      .orderBy('abandon_at')
      .limit(batchSize)
      .execute();
    if (due.length === 0) return { found: 0, abandoned: 0 };
    const ids = due.map((r) => r.id);
    const targets = await deps.events.targetsOf(ids);
    const change = (executor: typeof db) =>
      statusUpdate(executor, ids, 'IN_PROGRESS', 'ABANDONED', at).where('abandon_at', '<=', at);
    if (targets.size === 0) {
      const result = await deps.sessions.rewriting(ids, () => change(db).executeTakeFirst());
      return { found: ids.length, abandoned: Number(result.numUpdatedRows) };
    }
    // Some of them have a webhook: their events are written in the same transaction as the change,
    // for exactly the rows it moved (a submit that came first keeps its run, and sends nothing).
    const moved = await deps.sessions.rewriting(ids, () =>
      db.transaction().execute(async (tx) => {
        const rows = await change(tx).returning('id').execute();
        await deps.events.record(
          tx,
          deps.events.messages(
            rows.map((r) => r.id),
            targets,
            { from: 'IN_PROGRESS', to: 'ABANDONED', source: 'abandonment' },
            at,
          ),
          at,
        );
        return rows.length;
      }),
    );
    deps.events.wake();
    return { found: ids.length, abandoned: moved };
  }

  async function sweepAll(): Promise<number> {
    const at = deps.now();
    let total = 0;
    for (;;) {
      const { found, abandoned } = await sweepBatch(at);
      total += abandoned;
      // After stop(), a backlog sweep ends after its current batch; the next sweep picks up the rest.
      if (found < batchSize || task.stopping) break;
    }
    if (total > 0) deps.logger.info({ abandoned: total }, 'idle end clients marked abandoned');
    return total;
  }

  const task = createPeriodicTask({
    work: sweepAll,
    intervalMs: deps.intervalMs,
    onError: (err) => deps.logger.error({ err }, 'abandonment sweep failed'),
  });
  return { sweep: task.run, start: task.start, stop: task.stop };
}
