// importBusinesses: read files of one format into a versioned, content-hashed snapshot. Nothing
// here touches the active registry: a failure simply throws and the caller keeps what it had.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BusinessRecord, BusinessSnapshot } from '../types.js';
import { BusinessImportError } from './common.js';
import { parseGleifApi, parseGleifJsonLines } from './gleif-json.js';
import { parseGleifCsv } from './gleif-csv.js';
import { parseCompaniesHouse } from './uk-companies-house.js';
import { parseSecTickers } from './sec-tickers.js';
import { parseGenericCsv, parseGenericJsonLines, type ColumnMapping } from './generic.js';

export const IMPORT_FORMATS = [
  'gleif-json',
  'gleif-jsonl',
  'gleif-csv',
  'uk-companies-house',
  'sec-tickers',
  'generic-csv',
  'generic-jsonl',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportOptions {
  /** Dataset name; defaults per format (gleif, uk-companies-house, sec, generic). */
  source?: string;
  mapping?: ColumnMapping;
  now?: Date;
}

const DEFAULT_SOURCE: Record<ImportFormat, string> = {
  'gleif-json': 'gleif',
  'gleif-jsonl': 'gleif',
  'gleif-csv': 'gleif',
  'uk-companies-house': 'uk-companies-house',
  'sec-tickers': 'sec',
  'generic-csv': 'generic',
  'generic-jsonl': 'generic',
};

export function isImportFormat(f: string): f is ImportFormat {
  return (IMPORT_FORMATS as readonly string[]).includes(f);
}

export function parseFile(
  format: ImportFormat,
  file: string,
  text: string,
  source: string,
  mapping?: ColumnMapping,
): BusinessRecord[] {
  switch (format) {
    case 'gleif-json':
      return parseGleifApi(file, text);
    case 'gleif-jsonl':
      return parseGleifJsonLines(file, text);
    case 'gleif-csv':
      return parseGleifCsv(file, text);
    case 'uk-companies-house':
      return parseCompaniesHouse(file, text);
    case 'sec-tickers':
      return parseSecTickers(file, text);
    case 'generic-csv':
      return parseGenericCsv(file, text, source, mapping);
    case 'generic-jsonl':
      return parseGenericJsonLines(file, text, source, mapping);
  }
}

export function snapshotFromRecords(
  records: BusinessRecord[],
  source: string,
  format: string,
  hash: string,
  now: Date,
): BusinessSnapshot {
  const countries: Record<string, number> = {};
  for (const r of records) countries[r.country] = (countries[r.country] ?? 0) + 1;
  const importedAt = now.toISOString();
  const stamp = importedAt.replace(/[-:T]/g, '').slice(0, 14);
  return {
    meta: {
      source,
      format,
      version: `${stamp}-${hash.slice(0, 10)}`,
      importedAt,
      recordCount: records.length,
      contentHash: hash,
      countries,
    },
    records,
  };
}

export async function importBusinesses(
  format: string,
  paths: string[],
  opts: ImportOptions = {},
): Promise<BusinessSnapshot> {
  if (!isImportFormat(format))
    throw new BusinessImportError(
      paths[0] ?? '-',
      0,
      `unknown format ${JSON.stringify(format)} (one of ${IMPORT_FORMATS.join(', ')})`,
    );
  if (paths.length === 0) throw new BusinessImportError('-', 0, 'no input files');
  const source = opts.source ?? DEFAULT_SOURCE[format];
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const records: BusinessRecord[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      throw new BusinessImportError(path, 0, `cannot read: ${(err as Error).message}`);
    }
    hash
      .update(path.split('/').pop() ?? path)
      .update('\0')
      .update(text)
      .update('\0');
    for (const r of parseFile(format, path, text, source, opts.mapping)) {
      // GLEIF API pages repeat entities (a parent appears in each child's page): keep the first.
      if (seen.has(r.providerId)) continue;
      seen.add(r.providerId);
      records.push(r);
    }
  }
  return snapshotFromRecords(records, source, format, hash.digest('hex'), opts.now ?? new Date());
}
