// Helpers every importer shares: the typed error naming file and line, and field cleaning.
import countries from 'i18n-iso-countries';

export class BusinessImportError extends Error {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'BusinessImportError';
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

// The record store separates fields with C0 controls, so imported text must never contain them.
const CONTROL = /[\u0000-\u001f\u007f]+/g;

export function clean(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** ISO 3166-1 alpha-2 upper case, or '' when the value is not a country code. */
export function countryCode(value: unknown): string {
  const c = clean(value).toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return '';
  return countries.isValid(c) || c === 'XK' ? c : '';
}

/** 1-based line number of a character offset, for errors raised after parsing a whole file. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Line of a JSON.parse failure: V8 reports "position N" (and newer versions "line N"). */
export function jsonErrorLine(text: string, err: unknown): number {
  const msg = err instanceof Error ? err.message : String(err);
  const byLine = /line (\d+)/.exec(msg);
  if (byLine) return Number(byLine[1]);
  const byPos = /position (\d+)/.exec(msg);
  if (byPos) return lineAt(text, Math.min(Number(byPos[1]), text.trimEnd().length));
  // "Unexpected end of JSON input": the file stops inside a value, on its last line.
  return /end of JSON/i.test(msg) ? lineAt(text, text.trimEnd().length) : 1;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** dd/mm/yyyy (Companies House) or an ISO timestamp to yyyy-mm-dd; '' when unrecognised. */
export function isoDate(value: unknown): string {
  const s = clean(value);
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (uk) return `${uk[3]}-${uk[2]}-${uk[1]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(s);
  return iso ? iso[1]! : '';
}
