/**
 * Limits repeated credential failures per key (username, client id, IP). In memory, per process:
 * with several processes an attacker gets at most N x the budget, which still turns an online
 * guessing attack from millions of tries into a handful. Successful sign-ins clear the key.
 */
import { OnwardError } from '../errors/index.js';

export interface FailureLimiter {
  /** Milliseconds until the key may try again, or 0 when it may try now. */
  blockedFor(keys: readonly string[]): number;
  fail(keys: readonly string[]): void;
  succeed(keys: readonly string[]): void;
}

export interface FailureLimits {
  /** Failures allowed per key within the window before it is refused. */
  maxFailures: number;
  windowMs: number;
}

/** The limits every credential endpoint uses: 5 failures per account, 50 per IP, in 15 minutes. */
export function credentialLimits(key: string): FailureLimits {
  return { maxFailures: key.startsWith('ip:') ? 50 : 5, windowMs: 15 * 60_000 };
}

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
    blockedFor(keys) {
      const at = now();
      let wait = 0;
      for (const key of keys) {
        const { maxFailures, windowMs } = limits(key);
        const list = recent(key, at);
        if (list.length >= maxFailures) wait = Math.max(wait, (list[list.length - maxFailures] ?? at) + windowMs - at);
      }
      return wait;
    },
    fail(keys) {
      const at = now();
      for (const key of keys) failures.set(key, [...recent(key, at), at].slice(-1000));
      // Bound memory under a spray of distinct usernames: forget the oldest keys first.
      if (failures.size > 100_000) for (const k of [...failures.keys()].slice(0, 10_000)) failures.delete(k);
    },
    succeed(keys) {
      for (const key of keys) if (!key.startsWith('ip:')) failures.delete(key);
    },
  };
}

/** Throws the API's 429 (code 4429, with Retry-After) while any of the keys is refused. */
export function refuseWhileBlocked(limiter: FailureLimiter, keys: readonly string[]): void {
  const waitMs = limiter.blockedFor(keys);
  if (waitMs > 0) {
    throw new OnwardError(4429, 'Too many failed sign-in attempts; try again later', undefined, {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
}
