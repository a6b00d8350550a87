/**
 * Scan frequencies. Input is case-insensitive, output canonical. Month-based intervals follow the
 * calendar (a monthly scan on Jan 31 moves to Feb 28/29, not to "31 days later") so customers see
 * the dates they expect; day-based ones are exact multiples of 24 h in UTC.
 */
export const FREQUENCIES = ['Daily', 'Weekly', 'Biweekly', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const DAYS: Partial<Record<Frequency, number>> = { Daily: 1, Weekly: 7, Biweekly: 14 };
const MONTHS: Partial<Record<Frequency, number>> = { Monthly: 1, Quarterly: 3, Yearly: 12 };
const DAY_MS = 86_400_000;

export function parseFrequency(raw: unknown): Frequency | undefined {
  if (typeof raw !== 'string') return undefined;
  const wanted = raw.trim().toLowerCase();
  return FREQUENCIES.find((f) => f.toLowerCase() === wanted);
}

/** The instant one interval after `from` (epoch ms). */
export function addInterval(from: number, frequency: Frequency): number {
  const days = DAYS[frequency];
  if (days !== undefined) return from + days * DAY_MS;
  const months = MONTHS[frequency] ?? 1;
  const d = new Date(from);
  const targetMonth = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  const result = new Date(from);
  result.setUTCDate(1);
  result.setUTCMonth(targetMonth);
  result.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return result.getTime();
}

/**
 * The next scheduled scan after a scan that was due at `dueAt` ran at `now`: one interval after
 * the due time, so the cadence does not drift; but if the service was down long enough that this
 * is already past, one interval after now instead of a burst of catch-up scans.
 */
export function nextScanAfter(dueAt: number, now: number, frequency: Frequency): number {
  const next = addInterval(dueAt, frequency);
  return next > now ? next : addInterval(now, frequency);
}
