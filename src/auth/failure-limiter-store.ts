/**
 * The credential-failure limiter shared through the database (PostgreSQL deployments with several
 * processes): every process counts the same failures, so the budget is the cluster's and a
 * refused key is refused by every process at once. Costs one indexed read per key on each
 * sign-in, and one insert per key on each failure.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { clearedOnSuccess, waitFromRecent, type FailureLimiter, type FailureLimits } from './failure-limiter.js';

/** How often one process deletes every key's expired failures (each failure also prunes its own keys). */
const SWEEP_EVERY_MS = 60_000;

export function createStoredFailureLimiter(
  db: Kysely<Database>,
  limits: (key: string) => FailureLimits,
  /** The longest window of any key: older failures can be deleted whatever their key. */
  retainMs: number,
  now: () => number = Date.now,
): FailureLimiter {
  let lastSweep = 0;

  async function recent(key: string, at: number): Promise<number[]> {
    const { maxFailures, windowMs } = limits(key);
    const rows = await db
      .selectFrom('credential_failures')
      .select('failed_at')
      .where('key', '=', key)
      .where('failed_at', '>', at - windowMs)
      .orderBy('failed_at', 'desc')
      .limit(maxFailures)
      .execute();
    return rows.map((r) => Number(r.failed_at));
  }

  return {
    async blockedFor(keys) {
      const at = now();
      const waits = await Promise.all(keys.map(async (key) => waitFromRecent(await recent(key, at), limits(key), at)));
      return Math.max(0, ...waits);
    },
    async fail(keys) {
      const at = now();
      if (keys.length === 0) return;
      await db
        .insertInto('credential_failures')
        .values(keys.map((key) => ({ key, failed_at: at })))
        .execute();
      // Keys that keep failing prune their own history; the sweep takes keys that stopped.
      for (const key of keys)
        await db
          .deleteFrom('credential_failures')
          .where('key', '=', key)
          .where('failed_at', '<=', at - limits(key).windowMs)
          .execute();
      if (at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at;
        await db
          .deleteFrom('credential_failures')
          .where('failed_at', '<=', at - retainMs)
          .execute();
      }
    },
    async succeed(keys) {
      const cleared = keys.filter(clearedOnSuccess);
      if (cleared.length === 0) return;
      await db.deleteFrom('credential_failures').where('key', 'in', cleared).execute();
    },
  };
}
