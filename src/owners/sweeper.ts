/**
 * The owners sweep, run from a timer in every worker process like the abandonment sweep: for each
 * open business case it applies the deadline (the configured END), settles a case whose owners
 * are all done (the backstop for an owner's END whose `runEnded` signal a crash lost), and sends a
 * round of reminders when one is due. The due times are in the rows, so a missed tick loses
 * nothing; two processes sweeping at once may each send a reminder round at worst, never settle a
 * case twice in effect (the engine ignores a result for a run it no longer waits at).
 */
import type { Logger } from 'pino';
import type { Owners } from './service.js';
import { createPeriodicTask } from '../lib/periodic-task.js';

const HOUR_MS = 3_600_000;

export interface OwnerSweeperDeps {
  owners: Pick<Owners, 'repo' | 'settle' | 'deliver'>;
  logger: Pick<Logger, 'error' | 'info'>;
  now: () => number;
  intervalMs: number;
  batchSize?: number;
}

export interface OwnerSweeper {
  /** One pass now; resolves to the cases settled and the reminder e-mails sent. */
  sweep(): Promise<{ settled: number; reminded: number }>;
  start(): void;
  stop(): Promise<void>;
}

export function createOwnerSweeper(deps: OwnerSweeperDeps): OwnerSweeper {
  const { repo } = deps.owners;
  async function sweepAll(): Promise<{ settled: number; reminded: number }> {
    let settled = 0;
    let reminded = 0;
    for (const c of await repo.open(deps.batchSize ?? 500)) {
      if (await deps.owners.settle(c)) {
        settled++;
        continue;
      }
      const at = deps.now();
      const reminders = c.config.reminders;
      if (!reminders || c.nextReminderAt === null || c.nextReminderAt > at) continue;
      reminded += await deps.owners.deliver(c, true);
      const more = c.remindersSent + 1 < reminders.max;
      await repo.reminded(c.sessionId, c.nodeId, more ? at + reminders.everyHours * HOUR_MS : null);
    }
    if (settled + reminded > 0) deps.logger.info({ settled, reminded }, 'owner cases swept');
    return { settled, reminded };
  }

  const task = createPeriodicTask({
    work: sweepAll,
    intervalMs: deps.intervalMs,
    onError: (err) => deps.logger.error({ err }, 'owners sweep failed'),
  });
  return { sweep: task.run, start: task.start, stop: task.stop };
}
