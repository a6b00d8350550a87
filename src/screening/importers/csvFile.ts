// Reading list CSV files: byte-level clean-up the publishers require (OFAC's trailing DOS EOF
// byte), and parse errors turned into ListImportError with the file and line.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { ListImportError } from '../errors.js';
import { forEachSimpleRow, parseSimpleCsv, type RowVisitor } from './simpleCsv.js';

export interface CsvRow {
  fields: string[];
  line: number;
}

/** Reads a file as text; a missing or unreadable file is an import error, not a crash. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new ListImportError(file, null, `cannot read file (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}

/** OFAC's "-0-" (with or without trailing blanks) means an empty field. */
export function ofacField(value: string | undefined): string {
  const v = (value ?? '').trim();
  return v === '-0-' ? '' : v;
}

function parseWithCsvParse(file: string, clean: string, comment: boolean): CsvRow[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(clean, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      ...(comment ? { comment: '#' } : {}),
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    throw new ListImportError(file, e.lines ?? null, `malformed CSV: ${e.message ?? String(err)}`);
  }
  return parsed.map(({ record, info }) => ({ fields: record, line: info.lines }));
}

// OFAC files end with 0x1A (DOS EOF); it is not data.
const cleaned = (text: string): string => text.replace(/\x1a+\s*$/, '').replace(/^\uFEFF/, '');

const columnError = (file: string, columns: number, line: number, found: number): ListImportError =>
  new ListImportError(file, line, `expected ${columns} columns, found ${found}`);

export function parseCsv(file: string, text: string, opts: { columns?: number; comment?: boolean } = {}): CsvRow[] {
  return rowsOf(file, cleaned(text), opts);
}

/** parseCsv of a text already cleaned (cleaning twice could remove more than once does). */
function rowsOf(file: string, clean: string, opts: { columns?: number; comment?: boolean }): CsvRow[] {
  // Plain files (every shipped one) go to the fast reader, which declines anything it cannot read
  // exactly as csv-parse would; comment lines are left to csv-parse.
  const rows =
    (opts.comment ? undefined : parseSimpleCsv(clean)) ?? parseWithCsvParse(file, clean, opts.comment ?? false);
  if (opts.columns !== undefined) {
    for (const { fields, line } of rows) {
      if (fields.length !== opts.columns) throw columnError(file, opts.columns, line, fields.length);
    }
  }
  return rows;
}

/**
 * The rows parseCsv gives, handed to `visit` one at a time: a plain file's rows are read as they
 * are visited and none is kept. A record with other than `columns` fields is reported before any
 * row is visited, as parseCsv reports it before returning any.
 */
export function forEachCsvRow(file: string, text: string, columns: number | undefined, visit: RowVisitor): void {
  const clean = cleaned(text);
  const read = forEachSimpleRow(clean, columns, visit);
  if (read === undefined) return;
  if (read !== false) throw columnError(file, columns ?? 0, read.line, read.found);
  for (const { fields, line } of rowsOf(file, clean, columns === undefined ? {} : { columns })) visit(fields, line);
}

/** Rows of a CSV file with a header line, as objects keyed by column name. */
export function parseCsvWithHeader(
  file: string,
  text: string,
  required: readonly string[],
): { row: Record<string, string>; line: number }[] {
  const rows = parseCsv(file, text);
  const header = rows[0];
  if (!header) throw new ListImportError(file, 1, 'empty file: header line missing');
  const cols = header.fields.map((h) => h.trim());
  for (const r of required) {
    if (!cols.includes(r)) throw new ListImportError(file, 1, `header lacks column "${r}"`);
  }
  return rows.slice(1).map(({ fields, line }) => {
    if (fields.length !== cols.length) {
      throw new ListImportError(file, line, `expected ${cols.length} columns, found ${fields.length}`);
    }
    const row: Record<string, string> = {};
    cols.forEach((c, i) => {
      row[c] = fields[i] ?? '';
    });
    return { row, line };
  });
}
