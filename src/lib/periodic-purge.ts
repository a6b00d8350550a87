/**
 * A periodic purge of expired records (eID authorizations, capture codes): one timer chain per
 * process (periodic-task.ts). On PostgreSQL several processes may purge at once, which is
 * harmless (one DELETE of rows past their expiry). A slow purge is joined rather than run twice.
 */
import { createPeriodicTask } from './periodic-task.js';

export interface PurgeLogger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface PeriodicPurge {
  /** Purges now; resolves to how many rows went. */
  purge(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createPeriodicPurge(deps: {
  purgeExpired: () => Promise<number>;
  /** What is purged, for the log lines ("expired capture codes"). */
  what: string;
  logger: PurgeLogger;
  intervalMs: number;
}): PeriodicPurge {
  const task = createPeriodicTask({
    work: async () => {
      const n = await deps.purgeExpired();
      if (n > 0) deps.logger.info({ purged: n }, `${deps.what} purged`);
      return n;
    },
    intervalMs: deps.intervalMs,
    onError: (err) => deps.logger.error({ err }, `${deps.what}: purge failed`),
  });
  return { purge: task.run, start: task.start, stop: task.stop };
}
