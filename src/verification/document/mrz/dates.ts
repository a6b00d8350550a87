/**
 * MRZ dates are YYMMDD with no century. ICAO leaves the century to the reader, so the rules are
 * ours and written down here (docs/verification.md):
 * - birth: the latest century that puts the date on or before today, since a person is born in the
 *   past (right for everyone under 100; a centenarian's `250101` reads as 2025 and fails review,
 *   which the date-of-birth comparison with the applicant's own date then shows);
 * - expiry: 20YY unless that lies more than MAX_VALIDITY_YEARS ahead, then 19YY (no document is
 *   issued for longer than ten years, plus a margin for extensions).
 */

export const MAX_VALIDITY_YEARS = 20;

/** A calendar date with no time or zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateReading =
  | { kind: 'date'; date: CalendarDate }
  | { kind: 'absent' } // `<<<<<<`: the document states no date (allowed for expiry only)
  | { kind: 'invalid'; why: string };

export function formatDate(d: CalendarDate): string {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  return `${p(d.year, 4)}-${p(d.month, 2)}-${p(d.day, 2)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today's date in UTC from an injected clock (the verifier never reads the wall clock itself). */
export function todayOf(now: Date): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

function isRealDate(d: CalendarDate): boolean {
  if (d.month < 1 || d.month > 12 || d.day < 1) return false;
  return d.day <= new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
}

function split(yymmdd: string): { yy: number; mm: number; dd: number } | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  return { yy: Number(yymmdd.slice(0, 2)), mm: Number(yymmdd.slice(2, 4)), dd: Number(yymmdd.slice(4, 6)) };
}

export function resolveBirthDate(yymmdd: string, today: CalendarDate): DateReading {
  const p = split(yymmdd);
  if (p === undefined) return { kind: 'invalid', why: `"${yymmdd}" is not six digits` };
  const century = Math.floor(today.year / 100) * 100;
  let date: CalendarDate = { year: century + p.yy, month: p.mm, day: p.dd };
  if (compareDates(date, today) > 0) date = { ...date, year: date.year - 100 };
  if (!isRealDate(date)) return { kind: 'invalid', why: `${yymmdd} is not a calendar date` };
  return { kind: 'date', date };
}

export function resolveExpiryDate(yymmdd: string, today: CalendarDate): DateReading {
  if (yymmdd === '<<<<<<') return { kind: 'absent' };
  const p = split(yymmdd);
  if (p === undefined) return { kind: 'invalid', why: `"${yymmdd}" is not six digits` };
  const century = Math.floor(today.year / 100) * 100;
  let date: CalendarDate = { year: century + p.yy, month: p.mm, day: p.dd };
  const latest: CalendarDate = { ...today, year: today.year + MAX_VALIDITY_YEARS };
  if (compareDates(date, latest) > 0) date = { ...date, year: date.year - 100 };
  if (!isRealDate(date)) return { kind: 'invalid', why: `${yymmdd} is not a calendar date` };
  return { kind: 'date', date };
}
