// Dates of birth encoded in identifiers: existence in the proleptic Gregorian calendar, and
// the century of a two-digit year, always relative to a given `today`, never the clock.

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date as YYYY-MM-DD if it exists, else undefined. */
export function realDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (month < 1 || month > 12 || day < 1) return undefined;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days ? isoDate(year, month, day) : undefined;
}

/** A date of birth: it exists and is not after today. */
export function birthDate(year: number, month: number, day: number, today: string): string | undefined {
  const date = realDate(year, month, day);
  return date !== undefined && date <= today ? date : undefined;
}

/**
 * The latest year ending in `yy` whose date `mm-dd` is not after today: people are born in the
 * past, and a number without a century marker is read as the youngest person it can name.
 */
export function pastYear(yy: number, month: number, day: number, today: string): number {
  const thisYear = Number(today.slice(0, 4));
  let year = thisYear - ((((thisYear - yy) % 100) + 100) % 100);
  if (year === thisYear && isoDate(year, month, day) > today) year -= 100;
  return year;
}

/** Two decimal digits at `at` as a number. */
export const num = (s: string, at: number, length = 2): number => Number(s.slice(at, at + length));
