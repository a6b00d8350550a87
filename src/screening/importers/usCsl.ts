// US Consolidated Screening List (trade.gov) CSV: one row per party across eleven source
// lists, header line, ";"-separated multi-valued columns.
import { parseIsoDob } from '../dob.js';
import { toAlpha2 } from '../countries.js';
import type { DobSpec, EntityType, Identifier, NameVariant, SanctionRecord } from '../types.js';
import { splitCommaName } from '../match/prepare.js';
import { parseCsvWithHeader, readText } from './csvFile.js';
import { ListImportError } from '../errors.js';

const REQUIRED = [
  '_id',
  'source',
  'type',
  'name',
  'alt_names',
  'dates_of_birth',
  'nationalities',
  'citizenships',
  'remarks',
  'ids',
];

const multi = (v: string | undefined): string[] =>
  (v ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function entityType(raw: string): EntityType {
  const t = raw.trim().toLowerCase();
  if (t === 'individual') return 'individual';
  if (t === 'entity') return 'entity';
  if (t === 'vessel') return 'vessel';
  if (t === 'aircraft') return 'aircraft';
  return 'unknown';
}

/**
 * Surname of a CSL person name: "RIM, Ryong Nam" (OFAC style) or the trailing upper-case
 * words of "Mohammed ABU JHEISHEH" (the CSL convention for OFAC-sourced people).
 */
export function cslName(text: string, type: EntityType): NameVariant & { strength: 'primary' } {
  if (type !== 'individual') return { text, strength: 'primary' };
  const comma = splitCommaName(text);
  if (comma.surname !== undefined) return { text, strength: 'primary', surname: comma.surname };
  const words = text.split(/\s+/);
  let i = words.length;
  while (i > 1 && /^[^a-z]*[A-Z][^a-z]*$/.test(words[i - 1] as string)) i--;
  if (i === words.length || i === 0 || words.slice(0, i).every((w) => w === w.toUpperCase()))
    return { text, strength: 'primary' };
  return { text, strength: 'primary', surname: words.slice(i).join(' ') };
}

function parseIds(raw: string): Identifier[] {
  return multi(raw)
    .map((entry) => {
      const [type = '', value = '', country] = entry.split(',').map((s) => s.trim());
      return country ? { type, value, country } : { type, value };
    })
    .filter((i) => i.value !== '');
}

export function importUsCsl(paths: string[]): { records: SanctionRecord[]; counts: Record<string, number> } {
  const records: SanctionRecord[] = [];
  const counts: Record<string, number> = {};
  for (const file of paths) {
    for (const { row, line } of parseCsvWithHeader(file, readText(file), REQUIRED)) {
      const name = (row.name ?? '').trim();
      if (name === '') throw new ListImportError(file, line, 'name is empty');
      const type = entityType(row.type ?? '');
      const dobs = multi(row.dates_of_birth)
        .map(parseIsoDob)
        .filter((d): d is DobSpec => d !== null);
      const nationalities = [...multi(row.nationalities), ...multi(row.citizenships)]
        .map(toAlpha2)
        .filter((c): c is string => c !== undefined);
      const source = (row.source ?? '').trim();
      records.push({
        kind: 'sanction',
        id: (row._id ?? '').trim() || `${file}:${line}`,
        entityType: type,
        names: [cslName(name, type), ...multi(row.alt_names).map((a) => ({ text: a, strength: 'strong' as const }))],
        dobs,
        nationalities: [...new Set(nationalities)],
        identifiers: parseIds(row.ids ?? ''),
        programs: multi(row.programs),
        remarks: (row.remarks ?? '').trim(),
        sourceListType: source,
        sourceRegion: 'United States',
        caution: (row.license_requirement ?? '').trim(),
        url: (row.source_information_url ?? row.source_list_url ?? '').trim(),
      });
      counts[source] = (counts[source] ?? 0) + 1;
    }
  }
  counts.records = records.length;
  return { records, counts };
}
