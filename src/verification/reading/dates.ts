/**
 * Dates as documents print them, to `YYYY-MM-DD`: ISO, day-first numeric (12.08.1974, 12/08/1974),
 * month-first only when the day-first reading is impossible (08/31/1974), and English month names
 * (12 Aug 1974, August 12, 1974). OCR's O/0 and I/l/1 confusions are undone inside numbers.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

function valid(y: number, m: number, d: number): string | undefined {
  if (y < 1800 || y > 2200 || m < 1 || m > 12 || d < 1) return undefined;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d > days ? undefined : `${y}-${pad(m)}-${pad(d)}`;
}

/** Digits misread as letters, put back where a number is expected. */
function digits(s: string): string {
  return s.replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0').replace(/(?<=\d)[Il|]|[Il|](?=\d)/g, '1');
}

const monthOf = (word: string) => {
  const i = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return i < 0 ? undefined : i + 1;
};

/** The first date in `text`, as `YYYY-MM-DD`; undefined when there is none that exists on a calendar. */
export function parseDate(text: string): string | undefined {
  const t = digits(text);
  let m = /\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})\b/.exec(t);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /\b(\d{1,2})\s?[-./]\s?(\d{1,2})\s?[-./]\s?(\d{4})\b/.exec(t);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, b, a) ?? valid(y, a, b);
  }
  m = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/.exec(t);
  if (m) {
    const month = monthOf(m[2] ?? '');
    if (month !== undefined) return valid(Number(m[3]), month, Number(m[1]));
  }
  m = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(t);
  if (m) {
    const month = monthOf(m[1] ?? '');
    if (month !== undefined) return valid(Number(m[3]), month, Number(m[2]));
  }
  return undefined;
}
