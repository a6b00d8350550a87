// Entry point of every importer: expands directories, dispatches on the format, and wraps the
// records into a versioned, content-hashed, JSON-serialisable snapshot.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ListImportError } from '../errors.js';
import type { ImportOptions, ListFormat, ListKind, ListRecord, ListSnapshot } from '../types.js';
import { LIST_FORMATS } from '../types.js';
import { importEuFsf } from './euFsf.js';
import { importAdverseMediaJsonl, importPepJsonl } from './jsonl.js';
import { importOfac } from './ofac.js';
import { importPepYaml } from './pepYaml.js';
import { importUnXml } from './unXml.js';
import { importUsCsl } from './usCsl.js';

interface FormatInfo {
  listName: string;
  kind: ListKind;
  source: string;
  /** File names a directory argument expands to. */
  accepts: RegExp;
}

export const FORMAT_INFO: Readonly<Record<ListFormat, FormatInfo>> = {
  'ofac-sdn': {
    listName: 'OFAC SDN',
    kind: 'sanction',
    source: 'US Treasury OFAC, SDN list (legacy CSV)',
    accepts: /^(sdn|alt|add|sdn_comments)\.csv$/i,
  },
  'ofac-cons': {
    listName: 'OFAC Consolidated (non-SDN)',
    kind: 'sanction',
    source: 'US Treasury OFAC, consolidated non-SDN list (legacy CSV)',
    accepts: /^cons_(prim|alt|add|comments)\.csv$/i,
  },
  'us-csl': {
    listName: 'US Consolidated Screening List',
    kind: 'sanction',
    source: 'trade.gov Consolidated Screening List (CSV)',
    accepts: /\.csv$/i,
  },
  'pep-yaml-us-executive': {
    listName: 'US Executive PEPs',
    kind: 'pep',
    source: 'unitedstates/congress-legislators executive.yaml (CC0)',
    accepts: /\.ya?ml$/i,
  },
  'un-xml': {
    listName: 'UN Security Council Consolidated',
    kind: 'sanction',
    source: 'UN Security Council consolidated list (XML)',
    accepts: /\.xml$/i,
  },
  'eu-fsf-csv': {
    listName: 'EU Financial Sanctions',
    kind: 'sanction',
    source: 'EU Financial Sanctions Files (CSV 1.1)',
    accepts: /\.csv$/i,
  },
  'pep-jsonl': { listName: 'PEP (JSONL)', kind: 'pep', source: 'user-supplied PEP JSON lines', accepts: /\.jsonl$/i },
  'adverse-media-jsonl': {
    listName: 'Adverse media (JSONL)',
    kind: 'adverse-media',
    source: 'user-supplied adverse-media JSON lines',
    accepts: /\.jsonl$/i,
  },
};

export function isListFormat(v: string): v is ListFormat {
  return (LIST_FORMATS as readonly string[]).includes(v);
}

function expand(paths: string[], accepts: RegExp): string[] {
  const out: string[] = [];
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new ListImportError(p, null, 'no such file or directory');
    }
    if (st.isDirectory()) {
      const files = readdirSync(p)
        .filter((f) => accepts.test(f))
        .sort()
        .map((f) => join(p, f));
      if (files.length === 0)
        throw new ListImportError(p, null, `directory holds no file this format reads (${accepts.source})`);
      out.push(...files);
    } else out.push(p);
  }
  if (out.length === 0) throw new ListImportError('(none)', null, 'no input files given');
  return out;
}

interface Parsed {
  records: ListRecord[];
  counts: Record<string, number>;
  generatedAt?: string;
}

function parseFormat(format: ListFormat, files: string[]): Parsed {
  switch (format) {
    case 'ofac-sdn':
      return importOfac(files, 'OFAC SDN');
    case 'ofac-cons':
      return importOfac(files, 'OFAC Consolidated (non-SDN)');
    case 'us-csl':
      return importUsCsl(files);
    case 'pep-yaml-us-executive':
      return importPepYaml(files);
    case 'un-xml':
      return importUnXml(files);
    case 'eu-fsf-csv':
      return importEuFsf(files);
    case 'pep-jsonl':
      return importPepJsonl(files);
    case 'adverse-media-jsonl': {
      const r = importAdverseMediaJsonl(files);
      const newest = r.records
        .map((a) => a.date.slice(0, 10))
        .sort()
        .pop();
      return newest ? { ...r, generatedAt: newest } : r;
    }
  }
}

/** Publication date: explicit, else stated in the file, else a date in the path, else file time. */
function publicationDate(files: string[], parsed: Parsed, opts: ImportOptions): string {
  if (opts.publishedAt) return opts.publishedAt;
  if (parsed.generatedAt) return parsed.generatedAt;
  for (const f of files) {
    const m = /(\d{4}-\d{2}-\d{2})/.exec(f);
    if (m) return m[1] as string;
  }
  const newest = Math.max(...files.map((f) => statSync(f).mtimeMs));
  return new Date(newest).toISOString().slice(0, 10);
}

function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(readFileSync(f));
  return hash.digest('hex');
}

/**
 * The content hash `importList` would give these inputs, without parsing them: lets a loader skip
 * an unchanged multi-MB list at start-up. Throws ListImportError for missing inputs.
 */
export function listContentHash(format: ListFormat, paths: string[]): string {
  if (!isListFormat(format))
    throw new ListImportError(paths[0] ?? '(none)', null, `unknown format "${String(format)}"`);
  return hashFiles(expand(paths, FORMAT_INFO[format].accepts));
}

export async function importList(format: ListFormat, paths: string[], opts: ImportOptions = {}): Promise<ListSnapshot> {
  if (!isListFormat(format))
    throw new ListImportError(paths[0] ?? '(none)', null, `unknown format "${String(format)}"`);
  const info = FORMAT_INFO[format];
  const files = expand(paths, info.accepts);
  const parsed = parseFormat(format, files);
  if (parsed.records.length === 0) throw new ListImportError(files[0] as string, null, 'the file holds no records');
  const contentHash = hashFiles(files);
  const publishedAt = publicationDate(files, parsed, opts);
  const now = opts.now ?? (() => new Date());
  return {
    meta: {
      listName: opts.listName ?? info.listName,
      kind: info.kind,
      format,
      source: opts.source ?? info.source,
      version: opts.version ?? `${publishedAt}+${contentHash.slice(0, 12)}`,
      publishedAt,
      recordCounts: parsed.counts,
      contentHash,
      importedAt: now().toISOString(),
    },
    records: parsed.records,
  };
}
