// The documented generic format (CSV with a header row, or JSON lines), with an optional column
// mapping from our field names to the file's. Unknown columns are ignored.
import { emptyRecord, type BusinessRecord, type BusinessStatus } from '../types.js';
import { BusinessImportError, clean, countryCode, isObject, isoDate } from './common.js';
import { readCsv } from './csv.js';

export const GENERIC_FIELDS = [
  'provider_id',
  'country',
  'name',
  'registration_number',
  'other_names',
  'address1',
  'address2',
  'city',
  'region',
  'postal_code',
  'status',
  'branch',
  'legal_form',
  'lei',
  'incorporation_date',
  'identifiers',
] as const;
export type GenericField = (typeof GENERIC_FIELDS)[number];
export type ColumnMapping = Partial<Record<GenericField, string>>;

const STATUSES: Record<string, BusinessStatus> = {
  active: 'active',
  inactive: 'inactive',
  dissolved: 'dissolved',
  unknown: 'unknown',
  '': 'unknown',
};

function toRecord(get: (f: GenericField) => string, source: string, where: () => [number, string]): BusinessRecord {
  const fail = (reason: string): never => {
    const [line, file] = where();
    throw new BusinessImportError(file, line, reason);
  };
  const name = get('name');
  if (name === '') fail('missing name');
  const country = countryCode(get('country'));
  if (country === '') fail(`invalid country ${JSON.stringify(get('country'))} (ISO 3166-1 alpha-2 expected)`);
  const regNo = get('registration_number');
  let id = get('provider_id');
  if (id === '') id = regNo !== '' ? `${source}:${country}:${regNo}` : fail('needs provider_id or registration_number');
  const r = emptyRecord(id, country, name, source);
  r.registrationNumber = regNo;
  if (regNo !== '') r.identifiers.push({ type: 'Business Registration Number', number: regNo });
  for (const pair of get('identifiers').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) r.identifiers.push({ type: pair.slice(0, eq).trim(), number: pair.slice(eq + 1).trim() });
  }
  r.otherNames = get('other_names')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  r.address1 = get('address1');
  r.address2 = get('address2');
  r.city = get('city');
  r.region = get('region');
  r.postalCode = get('postal_code');
  const status = STATUSES[get('status').toLowerCase()];
  r.status = status ?? fail(`invalid status ${JSON.stringify(get('status'))} (active, inactive, dissolved, unknown)`);
  r.branch = /^(true|1|yes|y)$/i.test(get('branch'));
  r.legalForm = get('legal_form');
  r.lei = get('lei').toUpperCase();
  if (r.lei !== '' && !r.identifiers.some((i) => i.type === 'Legal Entity Identifier'))
    r.identifiers.push({ type: 'Legal Entity Identifier', number: r.lei });
  r.incorporationDate = isoDate(get('incorporation_date'));
  return r;
}

export function parseGenericCsv(
  file: string,
  text: string,
  source: string,
  mapping: ColumnMapping = {},
): BusinessRecord[] {
  const col = (f: GenericField): string => mapping[f] ?? f;
  const { rows } = readCsv(file, text, { comments: true, required: [col('name'), col('country')] });
  return rows.map((row) =>
    toRecord(
      (f) => row.get(col(f)),
      source,
      () => [row.line, file],
    ),
  );
}

export function parseGenericJsonLines(
  file: string,
  text: string,
  source: string,
  mapping: ColumnMapping = {},
): BusinessRecord[] {
  const col = (f: GenericField): string => mapping[f] ?? f;
  const out: BusinessRecord[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch (err) {
      throw new BusinessImportError(file, i + 1, `invalid JSON: ${(err as Error).message}`);
    }
    if (!isObject(o)) throw new BusinessImportError(file, i + 1, 'each line must be a JSON object');
    const obj = o;
    const get = (f: GenericField): string => {
      const v = obj[col(f)];
      return Array.isArray(v) ? v.map(clean).join(';') : clean(v);
    };
    out.push(toRecord(get, source, () => [i + 1, file]));
  }
  return out;
}
