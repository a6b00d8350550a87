// Calendar-date helpers. Dates are `YYYY-MM-DD` strings compared as strings (valid ISO
// dates sort lexically); relative bounds are resolved against a date given by the caller,
// because neither the validator nor the engine reads the clock.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in `YYYY-MM-DD` form (no 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in `month` (1-12) of `year` in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_DAYS[month - 1] ?? NaN;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

export function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Resolves a date bound (`YYYY-MM-DD`, `today`, or an offset such as `-18y`, `+30d`, `-6m`)
 * against `today` (`YYYY-MM-DD`). Month and year offsets clamp to the month's last day.
 */
export function resolveDateBound(bound: string, today: string): string | undefined {
  // Every submit of a dated field resolves the same few bounds against the same day.
  if (resolved.today !== today) resolved = { today, bounds: new Map() };
  if (resolved.bounds.has(bound)) return resolved.bounds.get(bound);
  const value = computeBound(bound, today);
  if (resolved.bounds.size < 1000) resolved.bounds.set(bound, value);
  return value;
}

let resolved: { today: string; bounds: Map<string, string | undefined> } = { today: '', bounds: new Map() };

function computeBound(bound: string, today: string): string | undefined {
  if (isIsoDate(bound)) return bound;
  if (bound === 'today') return today;
  const m = /^([+-])(\d{1,4})([dmy])$/.exec(bound);
  const t = ISO_DATE.exec(today);
  if (!m || !t) return undefined;
  const n = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  let [y, mo, d] = [Number(t[1]), Number(t[2]), Number(t[3])];
  if (m[3] === 'd') {
    const date = new Date(Date.UTC(y, mo - 1, d + n));
    return formatDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  const months = y * 12 + (mo - 1) + (m[3] === 'y' ? n * 12 : n);
  y = Math.floor(months / 12);
  mo = (months % 12) + 1;
  d = Math.min(d, daysInMonth(y, mo));
  return y < 1 ? undefined : formatDate(y, mo, d);
}
