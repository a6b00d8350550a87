/**
 * The syntax of webhook retry schedules (ONWARD_WEBHOOK_RETRY_SCHEDULE): waits such as `30s,2m,10m`.
 * Kernel code: the configuration parses it and the webhook policy applies it, so it belongs to neither.
 */

/** 8 attempts over about 22 h of waits (plus jitter): 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h. */
export const DEFAULT_RETRY_SCHEDULE_TEXT = '30s,2m,10m,1h,3h,6h,12h';
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  30_000, 120_000, 600_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000,
];

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;
const MAX_WAIT_MS = 7 * 24 * 3_600_000;
const MAX_ENTRIES = 30;

export type ScheduleParse = { ok: true; delaysMs: number[] } | { ok: false; message: string };

/** Parses `1s,2s,5s` style schedules (units ms, s, m, h); every problem named in the message. */
export function parseRetrySchedule(text: string): ScheduleParse {
  const entries = text.split(',').map((s) => s.trim());
  if (text.trim() === '') return { ok: false, message: 'retry schedule is empty; expected e.g. 30s,2m,10m,1h' };
  if (entries.length > MAX_ENTRIES)
    return { ok: false, message: `retry schedule has ${entries.length} entries; at most ${MAX_ENTRIES}` };
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
  if (problems.length > 0)
    return { ok: false, message: `invalid retry schedule ${JSON.stringify(text)}: ${problems.join('; ')}` };
  return { ok: true, delaysMs };
}
