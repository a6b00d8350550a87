/**
 * Webhook retry policy: the schedule of waits between attempts, its parser for
 * ONWARD_WEBHOOK_RETRY_SCHEDULE, outcome classification, and the next attempt time.
 *
 * A schedule lists the wait before each retry: `30s,2m,10m` means attempt 1 at once, attempt 2
 * 30 s after attempt 1 failed, attempt 3 2 min after that, attempt 4 10 min later; after attempt 4
 * fails the delivery is dead-lettered. So a schedule of n waits allows n + 1 attempts.
 */
import { classifyOutcome, classifyStatus, type CallVerdict } from '../outbound/classify.js';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../lib/retry-schedule.js';

export { classifyOutcome, classifyStatus, type CallVerdict };
// The schedule's syntax is shared with the configuration, so it lives in the kernel (src/lib).
export {
  DEFAULT_RETRY_SCHEDULE_MS,
  DEFAULT_RETRY_SCHEDULE_TEXT,
  parseRetrySchedule,
  type ScheduleParse,
} from '../lib/retry-schedule.js';

/** Total attempts a schedule allows (first attempt plus one per wait). */
export function maxAttempts(schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS): number {
  return schedule.length + 1;
}

/** Share of a wait added or removed at random, so failed deliveries to one receiver spread out. */
export const JITTER = 0.1;

/**
 * When to make the next attempt after attempt number `attempt` (1-based) failed with a retryable
 * outcome, or null when the schedule is exhausted and the delivery is dead-lettered.
 */
export function nextAttemptAt(
  attempt: number,
  now: Date | number,
  schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS,
  random: () => number = Math.random,
): Date | null {
  const wait = schedule[attempt - 1];
  if (wait === undefined || attempt < 1) return null;
  const jittered = Math.round(wait * (1 + JITTER * (2 * random() - 1)));
  return new Date((typeof now === 'number' ? now : now.getTime()) + jittered);
}

export type AttemptDecision = { state: 'delivered' } | { state: 'retry'; at: Date } | { state: 'dead'; reason: string };

/** What the outbox worker does after an attempt: done, schedule another, or dead-letter. */
export function decideAfterAttempt(
  attempt: number,
  result: { ok: boolean; retry: boolean; error?: string; status?: number },
  now: Date | number,
  schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS,
  random?: () => number,
): AttemptDecision {
  if (result.ok) return { state: 'delivered' };
  const why = result.error ?? (result.status !== undefined ? `HTTP ${result.status}` : 'failed');
  if (!result.retry) return { state: 'dead', reason: `not retryable: ${why}` };
  const at = nextAttemptAt(attempt, now, schedule, random);
  return at === null ? { state: 'dead', reason: `gave up after ${attempt} attempts: ${why}` } : { state: 'retry', at };
}
