// Dates of birth: parsing the lists' many forms, comparing with a query date, and the
// score evidence that follows. A DOB can only move a name score, never create a hit alone.
import type { DobSpec } from './types.js';

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function validYear(y: number): boolean {
  return y >= 1850 && y <= 2100;
}

function dateOrNull(year: number, month: number, day: number): DobSpec | null {
  if (!validYear(year) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { kind: 'date', year, month, day };
}

/** One OFAC-style date: "01 Nov 1940", "Nov 1940", "1940". */
function parseOfacPoint(text: string): DobSpec | null {
  const t = text.trim().replace(/\.$/, '');
  let m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m) return dateOrNull(Number(m[3]), MONTHS[(m[2] as string).toLowerCase()] ?? 0, Number(m[1]));
  m = /^([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS[(m[1] as string).toLowerCase()] ?? 0;
    const year = Number(m[2]);
    return month > 0 && validYear(year) ? { kind: 'month', year, month } : null;
  }
  m = /^(\d{4})$/.exec(t);
  if (m && validYear(Number(m[1]))) return { kind: 'year', year: Number(m[1]) };
  return parseIsoDob(t);
}

function yearOf(d: DobSpec): number {
  return d.kind === 'range' ? d.fromYear : d.year;
}

/** OFAC remark dates, including "circa 1951" and "1951 to 1953" / "01 Jan 1960 to 31 Dec 1962". */
export function parseOfacDob(text: string): DobSpec | null {
  const t = text.trim().replace(/\.$/, '');
  const circa = /^(?:circa|approximately|approx\.?|c\.)\s*(\d{4})$/i.exec(t);
  if (circa && validYear(Number(circa[1]))) return { kind: 'circa', year: Number(circa[1]) };
  const range = /^(.+?)\s+(?:to|-)\s+(.+)$/i.exec(t);
  if (range) {
    const from = parseOfacPoint(range[1] as string);
    const to = parseOfacPoint(range[2] as string);
    if (from && to) return { kind: 'range', fromYear: yearOf(from), toYear: yearOf(to) };
    return null;
  }
  return parseOfacPoint(t);
}

/** ISO-ish dates: "1978-12-05", "1978-12", "1978", and "05/12/1978" (day first). */
export function parseIsoDob(text: string): DobSpec | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return dateOrNull(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (m && validYear(Number(m[1])) && Number(m[2]) >= 1 && Number(m[2]) <= 12) {
    return { kind: 'month', year: Number(m[1]), month: Number(m[2]) };
  }
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (m) return dateOrNull(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})$/.exec(t);
  if (m && validYear(Number(m[1]))) return { kind: 'year', year: Number(m[1]) };
  return null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Day/month/year form the callback record uses; imprecise dates keep their imprecision. */
export function formatDob(d: DobSpec): string {
  switch (d.kind) {
    case 'date':
      return `${pad(d.day)}/${pad(d.month)}/${d.year}`;
    case 'month':
      return `${pad(d.month)}/${d.year}`;
    case 'year':
      return String(d.year);
    case 'circa':
      return `circa ${d.year}`;
    case 'range':
      return `${d.fromYear} to ${d.toYear}`;
  }
}

export type DobVerdict = 'exact' | 'swapped' | 'same-year' | 'near' | 'different' | 'unknown';

export interface DobEvidence {
  verdict: DobVerdict;
  /** Added to the name score. */
  adjust: number;
}

/** Score adjustments, in one place so docs/screening.md and the code cannot drift. */
export const DOB_ADJUST: Readonly<Record<DobVerdict, number>> = {
  exact: 0.06,
  swapped: 0.03,
  'same-year': 0.02,
  near: -0.06,
  different: -0.25,
  unknown: 0,
};

function yearEvidence(q: number, lo: number, hi: number, slack: number): DobVerdict {
  if (q >= lo && q <= hi) return 'same-year';
  const gap = q < lo ? lo - q : q - hi;
  return gap <= slack ? 'near' : 'different';
}

function compareOne(q: DobSpec, l: DobSpec): DobVerdict {
  const qy = yearOf(q);
  switch (l.kind) {
    case 'circa':
      return yearEvidence(qy, l.year - 2, l.year + 2, 3);
    case 'range':
      return yearEvidence(qy, l.fromYear, l.toYear, 1);
    case 'year':
      return yearEvidence(qy, l.year, l.year, 1);
    case 'month': {
      const v = yearEvidence(qy, l.year, l.year, 1);
      if (v !== 'same-year' || (q.kind !== 'date' && q.kind !== 'month')) return v;
      return q.month === l.month ? 'exact' : 'near';
    }
    case 'date': {
      if (q.kind !== 'date')
        return q.kind === 'month' && q.year === l.year && q.month === l.month
          ? 'exact'
          : yearEvidence(qy, l.year, l.year, 1);
      if (q.year === l.year && q.month === l.month && q.day === l.day) return 'exact';
      if (q.year === l.year && q.month === l.day && q.day === l.month) return 'swapped';
      // A one-year slip with the same day and month is a typing error, not another person.
      if (Math.abs(q.year - l.year) === 1 && q.month === l.month && q.day === l.day) return 'near';
      return q.year === l.year ? 'near' : 'different';
    }
  }
}

const RANK: Readonly<Record<DobVerdict, number>> = {
  exact: 5,
  swapped: 4,
  'same-year': 3,
  near: 2,
  different: 1,
  unknown: 0,
};

/** Best evidence over all the list's dates; 'unknown' when either side has none. */
export function compareDob(query: DobSpec | null, list: readonly DobSpec[]): DobEvidence {
  if (!query || list.length === 0) return { verdict: 'unknown', adjust: 0 };
  let best: DobVerdict = 'unknown';
  for (const l of list) {
    const v = compareOne(query, l);
    if (RANK[v] > RANK[best]) best = v;
  }
  return { verdict: best, adjust: DOB_ADJUST[best] };
}
