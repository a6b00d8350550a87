// Generic JSON-lines formats (docs/screening.md) so users can bring their own licensed PEP
// data and news feed: one JSON object per line, blank lines and lines starting with "#" skipped.
import { parseIsoDob } from '../dob.js';
import { toAlpha2, countryName } from '../countries.js';
import { ListImportError } from '../errors.js';
import type { AdverseMediaRecord, DobSpec, NameVariant, PepRecord } from '../types.js';
import { readText } from './csvFile.js';
import { extractPersonNames } from './extractNames.js';

type Obj = Record<string, unknown>;

function* lines(file: string): Generator<{ obj: Obj; line: number }> {
  const rows = readText(file).split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const raw = (rows[i] as string).trim();
    if (raw === '' || raw.startsWith('#')) continue;
    let obj: unknown;
    try {
      obj = JSON.parse(raw);
    } catch (err) {
      throw new ListImportError(file, i + 1, `invalid JSON: ${(err as Error).message}`);
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj))
      throw new ListImportError(file, i + 1, 'expected a JSON object');
    yield { obj: obj as Obj, line: i + 1 };
  }
}

function str(o: Obj, key: string, file: string, line: number, required: boolean): string {
  const v = o[key];
  if (v === undefined || v === null) {
    if (required) throw new ListImportError(file, line, `field "${key}" is required`);
    return '';
  }
  if (typeof v !== 'string') throw new ListImportError(file, line, `field "${key}" must be a string`);
  return v.trim();
}

function strArray(o: Obj, key: string, file: string, line: number): string[] {
  const v = o[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
    throw new ListImportError(file, line, `field "${key}" must be an array of strings`);
  return v.map((s) => s.trim()).filter((s) => s !== '');
}

/** PEP JSONL: {id, name, lastName?, aliases?, dateOfBirth?, country?, professionalHistory?, url?, pepRelation?, pepType?} */
export function importPepJsonl(paths: string[]): { records: PepRecord[]; counts: Record<string, number> } {
  const records: PepRecord[] = [];
  for (const file of paths) {
    for (const { obj, line } of lines(file)) {
      const name = str(obj, 'name', file, line, true);
      const lastName = str(obj, 'lastName', file, line, false);
      const dobText = str(obj, 'dateOfBirth', file, line, false);
      const dob = dobText === '' ? null : parseIsoDob(dobText);
      if (dobText !== '' && dob === null)
        throw new ListImportError(file, line, `dateOfBirth "${dobText}" is not YYYY, YYYY-MM or YYYY-MM-DD`);
      const countryRaw = str(obj, 'country', file, line, false);
      const code = toAlpha2(countryRaw);
      const pepType = obj.pepType === undefined ? 1 : obj.pepType;
      if (typeof pepType !== 'number' || !Number.isInteger(pepType))
        throw new ListImportError(file, line, 'field "pepType" must be an integer');
      const names: NameVariant[] = [
        lastName !== '' ? { text: name, strength: 'primary', surname: lastName } : { text: name, strength: 'primary' },
        ...strArray(obj, 'aliases', file, line).map((a) => ({ text: a, strength: 'strong' as const })),
      ];
      records.push({
        kind: 'pep',
        id: str(obj, 'id', file, line, false) || `${records.length + 1}`,
        names,
        dobs: dob ? [dob] : [],
        nationalities: code ? [code] : [],
        country: code ? countryName(code) : countryRaw,
        professionalHistory: strArray(obj, 'professionalHistory', file, line),
        url: str(obj, 'url', file, line, false),
        pepRelation: str(obj, 'pepRelation', file, line, false) || 'Self',
        pepType,
      });
    }
  }
  return { records, counts: { records: records.length } };
}

/** Adverse-media JSONL: {id?, title, text, url, date, category, subjects?}; subjects default to names found in the text. */
export function importAdverseMediaJsonl(paths: string[]): {
  records: AdverseMediaRecord[];
  counts: Record<string, number>;
} {
  const records: AdverseMediaRecord[] = [];
  for (const file of paths) {
    for (const { obj, line } of lines(file)) {
      const title = str(obj, 'title', file, line, true);
      const text = str(obj, 'text', file, line, true);
      const url = str(obj, 'url', file, line, true);
      const date = str(obj, 'date', file, line, true);
      if (parseIsoDob(date) === null) throw new ListImportError(file, line, `date "${date}" is not an ISO date`);
      let subjects = strArray(obj, 'subjects', file, line);
      if (subjects.length === 0) subjects = extractPersonNames(`${title}. ${text}`);
      const dobs: DobSpec[] = [];
      records.push({
        kind: 'adverse-media',
        id: str(obj, 'id', file, line, false) || url,
        names: subjects.map((s) => ({ text: s, strength: 'strong' })),
        dobs,
        nationalities: [],
        url,
        title,
        text,
        date,
        category: str(obj, 'category', file, line, true),
      });
    }
  }
  return { records, counts: { records: records.length, subjects: records.reduce((n, r) => n + r.names.length, 0) } };
}
