/**
 * The periodic purge of expired eID authorizations (verifier.purgeExpired): a login abandoned at the
 * provider leaves a row whose state can never be used again. The timer chain is the shared one
 * (src/lib/periodic-purge.ts), which capture codes use too.
 */
import { createPeriodicPurge, type PeriodicPurge, type PurgeLogger } from '../../lib/periodic-purge.js';
import type { EidVerifier } from './verifier.js';

export type { PurgeLogger };
export type EidPurge = PeriodicPurge;

export function createEidPurge(deps: {
  verifier: Pick<EidVerifier, 'purgeExpired'>;
  logger: PurgeLogger;
  intervalMs: number;
}): EidPurge {
  return createPeriodicPurge({
    purgeExpired: () => deps.verifier.purgeExpired(),
    what: 'expired eID authorizations',
    logger: deps.logger,
    intervalMs: deps.intervalMs,
  });
}
