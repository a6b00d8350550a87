/**
 * A periodic purge of expired records (eID authorizations, capture codes): one timer chain per
 * process, like the abandonment sweep. On PostgreSQL several processes may purge at once, which is
 * harmless (one DELETE of rows past their expiry). A slow purge is joined rather than run twice.
 */

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
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let purging: Promise<number> | undefined;

  const purge = () => {
    purging ??= deps.purgeExpired().finally(() => {
      purging = undefined;
    });
    return purging;
  };

  const tick = () => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      purge()
        .then((n) => {
          if (n > 0) deps.logger.info({ purged: n }, `${deps.what} purged`);
        })
        .catch((err: unknown) => {
          if (running) deps.logger.error({ err }, `${deps.what}: purge failed`);
        })
        .finally(tick);
    }, deps.intervalMs);
    timer.unref();
  };

  return {
    purge,
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await purging?.catch(() => undefined);
    },
  };
}
