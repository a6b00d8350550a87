/**
 * The periodic purge of expired eID authorizations (verifier.purgeExpired): a login abandoned at the
 * provider leaves a row whose state can never be used again. One timer chain per process, like the
 * abandonment sweep; on PostgreSQL several processes may purge at once, which is harmless (one
 * DELETE of rows past their expiry).
 */
import type { EidVerifier } from './verifier.js';

export interface PurgeLogger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface EidPurge {
  /** Purges now; resolves to how many rows went. */
  purge(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createEidPurge(deps: {
  verifier: Pick<EidVerifier, 'purgeExpired'>;
  logger: PurgeLogger;
  intervalMs: number;
}): EidPurge {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let purging: Promise<number> | undefined;

  const purge = () => {
    // A slow purge is joined rather than run twice.
    purging ??= deps.verifier.purgeExpired().finally(() => {
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
          if (n > 0) deps.logger.info({ purged: n }, 'expired eID authorizations purged');
        })
        .catch((err: unknown) => {
          if (running) deps.logger.error({ err }, 'eID authorization purge failed');
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
