/**
 * Limits repeated credential failures per key (username, client id, IP); successful sign-ins clear
 * the account's key. The count must be the cluster's, not a process's: with per-process counts
 * an attacker behind a load balancer gets N x the budget, and a locked-out user is refused by one
 * process and let in by the next. So on PostgreSQL the failures live in the shared database
 * (failure-limiter-store.ts); on SQLite, where one process serves everything, in memory here.
 */
import { OnwardError } from '../errors/index.js';

export interface FailureLimiter {
  /** Milliseconds until the key may try again, or 0 when it may try now. */
  blockedFor(keys: readonly string[]): Promise<number>;
  fail(keys: readonly string[]): Promise<void>;
  succeed(keys: readonly string[]): Promise<void>;
}

export interface FailureLimits {
  /** Failures allowed per key within the window before it is refused. */
  maxFailures: number;
  windowMs: number;
}

/** The window of every credential key. */
export const CREDENTIAL_WINDOW_MS = 15 * 60_000;

/** The limits every credential endpoint uses: 5 failures per account, 50 per IP, in 15 minutes. */
export function credentialLimits(key: string): FailureLimits {
  return { maxFailures: key.startsWith('ip:') ? 50 : 5, windowMs: CREDENTIAL_WINDOW_MS };
}

/** IP keys are shared by everyone behind a NAT: one person's success must not clear the others' failures. */
export const clearedOnSuccess = (key: string): boolean => !key.startsWith('ip:');

/**
 * How long a key stays refused, from its recent failures (newest first, at most maxFailures of
 * them): refused until the oldest of the last maxFailures leaves the window.
 */
export function waitFromRecent(recentNewestFirst: readonly number[], limits: FailureLimits, at: number): number {
  if (recentNewestFirst.length < limits.maxFailures) return 0;
  const oldest = recentNewestFirst[limits.maxFailures - 1] ?? at;
  return Math.max(0, oldest + limits.windowMs - at);
}

/** The in-memory limiter of a single-process (SQLite) deployment. */
export function createFailureLimiter(
  limits: (key: string) => FailureLimits,
  now: () => number = Date.now,
): FailureLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, at: number): number[] => {
    const windowMs = limits(key).windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > at - windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    async blockedFor(keys) {
      const at = now();
      let wait = 0;
      for (const key of keys) {
        const l = limits(key);
        wait = Math.max(wait, waitFromRecent(recent(key, at).slice(-l.maxFailures).reverse(), l, at));
      }
      return wait;
    },
    async fail(keys) {
      const at = now();
      for (const key of keys) failures.set(key, [...recent(key, at), at].slice(-1000));
      // Bound memory under a spray of distinct usernames: forget the oldest keys first.
      if (failures.size > 100_000) for (const k of [...failures.keys()].slice(0, 10_000)) failures.delete(k);
    },
    async succeed(keys) {
      for (const key of keys) if (clearedOnSuccess(key)) failures.delete(key);
    },
  };
}

/** Throws the API's 429 (code 4429, with Retry-After) while any of the keys is refused. */
export async function refuseWhileBlocked(limiter: FailureLimiter, keys: readonly string[]): Promise<void> {
  const waitMs = await limiter.blockedFor(keys);
  if (waitMs > 0) {
    throw new OnwardError(4429, 'Too many failed sign-in attempts; try again later', undefined, {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
}
