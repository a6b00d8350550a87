// CSV reading with header names trimmed (Companies House ships " CompanyNumber") and parse
// errors turned into BusinessImportError with the file and line.
import { parse } from 'csv-parse/sync';
import { BusinessImportError } from './common.js';

export interface CsvRow {
  line: number;
  get(column: string): string;
  has(column: string): boolean;
}

interface CsvParseError {
  lines?: number;
  message: string;
}

export interface CsvTable {
  columns: Set<string>;
  rows: CsvRow[];
}

export function readCsv(file: string, text: string, opts: { comments?: boolean; required?: string[] } = {}): CsvTable {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      relax_column_count: false,
      skip_empty_lines: true,
      ...(opts.comments ? { comment: '#', comment_no_infix: true } : {}),
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const e = err as CsvParseError;
    throw new BusinessImportError(file, e.lines ?? 1, `malformed CSV: ${e.message}`);
  }
  const [head, ...body] = rows;
  if (!head) throw new BusinessImportError(file, 1, 'empty file (no header row)');
  const index = new Map<string, number>();
  head.record.forEach((name, i) => index.set(name.trim(), i));
  const missing = (opts.required ?? []).filter((c) => !index.has(c));
  if (missing.length > 0)
    throw new BusinessImportError(file, head.info.lines, `missing column(s): ${missing.join(', ')}`);
  const out = body.map(({ record, info }) => ({
    line: info.lines,
    get: (column: string) => {
      const i = index.get(column);
      return i === undefined ? '' : (record[i] ?? '').trim();
    },
    has: (column: string) => index.has(column),
  }));
  return { columns: new Set(index.keys()), rows: out };
}
