/**
 * Webhook retry policy: the schedule of waits between attempts, its parser for
 * ONWARD_WEBHOOK_RETRY_SCHEDULE, outcome classification, and the next attempt time.
 *
 * A schedule lists the wait before each retry: `30s,2m,10m` means attempt 1 at once, attempt 2
 * 30 s after attempt 1 failed, attempt 3 2 min after that, attempt 4 10 min later; after attempt 4
 * fails the delivery is dead-lettered. So a schedule of n waits allows n + 1 attempts.
 */
import { classifyOutcome, classifyStatus, type CallVerdict } from '../outbound/classify.js';

export { classifyOutcome, classifyStatus, type CallVerdict };

/** 8 attempts over about 22 h of waits (plus jitter): 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h. */
export const DEFAULT_RETRY_SCHEDULE_TEXT = '30s,2m,10m,1h,3h,6h,12h';
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] =
  [30_000, 120_000, 600_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000];

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;
const MAX_WAIT_MS = 7 * 24 * 3_600_000;
const MAX_ENTRIES = 30;

export type ScheduleParse = { ok: true; delaysMs: number[] } | { ok: false; message: string };

/** Parses `1s,2s,5s` style schedules (units ms, s, m, h); every problem named in the message. */
export function parseRetrySchedule(text: string): ScheduleParse {
  const entries = text.split(',').map((s) => s.trim());
  if (text.trim() === '') return { ok: false, message: 'retry schedule is empty; expected e.g. 30s,2m,10m,1h' };
  if (entries.length > MAX_ENTRIES) return { ok: false, message: `retry schedule has ${entries.length} entries; at most ${MAX_ENTRIES}` };
  const delaysMs: number[] = [];
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const m = /^(\d{1,9})(ms|s|m|h)$/.exec(entry);
    if (!m) {
      problems.push(`entry ${i + 1} ${JSON.stringify(entry)} is not a whole number followed by ms, s, m or h`);
      return;
    }
    const ms = Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS];
    if (ms > MAX_WAIT_MS) problems.push(`entry ${i + 1} ${JSON.stringify(entry)} is longer than 7 days`);
    else delaysMs.push(ms);
  });
  if (problems.length > 0) return { ok: false, message: `invalid retry schedule ${JSON.stringify(text)}: ${problems.join('; ')}` };
  return { ok: true, delaysMs };
}

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
export function nextAttemptAt(attempt: number, now: Date | number, schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS,
  random: () => number = Math.random): Date | null {
  const wait = schedule[attempt - 1];
  if (wait === undefined || attempt < 1) return null;
  const jittered = Math.round(wait * (1 + JITTER * (2 * random() - 1)));
  return new Date((typeof now === 'number' ? now : now.getTime()) + jittered);
}

export type AttemptDecision = { state: 'delivered' } | { state: 'retry'; at: Date } | { state: 'dead'; reason: string };

/** What the outbox worker does after an attempt: done, schedule another, or dead-letter. */
export function decideAfterAttempt(attempt: number, result: { ok: boolean; retry: boolean; error?: string; status?: number },
  now: Date | number, schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS, random?: () => number): AttemptDecision {
  if (result.ok) return { state: 'delivered' };
  const why = result.error ?? (result.status !== undefined ? `HTTP ${result.status}` : 'failed');
  if (!result.retry) return { state: 'dead', reason: `not retryable: ${why}` };
  const at = nextAttemptAt(attempt, now, schedule, random);
  return at === null ? { state: 'dead', reason: `gave up after ${attempt} attempts: ${why}` } : { state: 'retry', at };
}
