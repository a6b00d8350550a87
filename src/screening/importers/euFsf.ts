// EU Financial Sanctions Files, CSV 1.1: semicolon-separated, one row per fact (a name alias,
// a birth date, a citizenship, an identifier), every row repeating the entity columns; rows
// are grouped by Entity_LogicalId.
import { parse } from 'csv-parse/sync';
import { parseIsoDob } from '../dob.js';
import { toAlpha2 } from '../countries.js';
import { ListImportError } from '../errors.js';
import type { DobSpec, EntityType, SanctionRecord } from '../types.js';
import { readText } from './csvFile.js';

const REQUIRED = ['Entity_LogicalId', 'NameAlias_WholeName'];

function entityType(code: string): EntityType {
  const c = code.trim().toLowerCase();
  if (c === 'person' || c === 'p') return 'individual';
  if (c === 'enterprise' || c === 'e') return 'entity';
  return 'unknown';
}

function birthDate(row: Record<string, string>): DobSpec | null {
  const full = (row.BirthDate_BirthDate ?? '').trim();
  const year = Number((row.BirthDate_Year ?? '').trim());
  const circa = (row.BirthDate_Circa ?? '').trim() === '1' || /true/i.test(row.BirthDate_Circa ?? '');
  const from = Number((row.BirthDate_YearRangeFrom ?? '').trim());
  const to = Number((row.BirthDate_YearRangeTo ?? '').trim());
  if (from > 0 && to >= from) return { kind: 'range', fromYear: from, toYear: to };
  if (circa && year > 0) return { kind: 'circa', year };
  if (full !== '') return parseIsoDob(full);
  return year > 0 ? { kind: 'year', year } : null;
}

export interface EuImport {
  records: SanctionRecord[];
  counts: Record<string, number>;
  generatedAt?: string;
}

export function importEuFsf(paths: string[]): EuImport {
  const byId = new Map<string, SanctionRecord>();
  let generatedAt: string | undefined;
  let nameRows = 0;
  for (const file of paths) {
    const text = readText(file).replace(/^\uFEFF/, '');
    let rows: { record: Record<string, string>; info: { lines: number } }[];
    try {
      // csv-parse's types do not model `info: true`: each row is { record, info } rather than the record.
      rows = parse<(typeof rows)[number]>(text, {
        delimiter: ';',
        columns: true,
        info: true,
        skip_empty_lines: true,
        relax_quotes: true,
      });
    } catch (err) {
      const e = err as { lines?: number; message?: string };
      throw new ListImportError(file, e.lines ?? null, `malformed EU FSF CSV: ${e.message ?? String(err)}`);
    }
    const header = rows[0]?.record;
    if (!header) throw new ListImportError(file, 1, 'no data rows');
    for (const col of REQUIRED)
      if (!(col in header)) throw new ListImportError(file, 1, `header lacks column "${col}"`);
    for (const { record: row, info } of rows) {
      const id = (row.Entity_LogicalId ?? '').trim();
      if (!/^\d+$/.test(id)) throw new ListImportError(file, info.lines, `Entity_LogicalId "${id}" is not a number`);
      generatedAt ??= (row.fileGenerationDate ?? '').trim().slice(0, 10) || undefined;
      let rec = byId.get(id);
      if (!rec) {
        rec = {
          kind: 'sanction',
          id,
          entityType: entityType(row.Entity_SubjectType_ClassificationCode ?? row.Entity_SubjectType ?? ''),
          names: [],
          dobs: [],
          nationalities: [],
          identifiers: [],
          programs: [(row.Entity_Regulation_Programme ?? '').trim()].filter(Boolean),
          remarks: (row.Entity_Remark ?? '').trim(),
          sourceListType: 'EU Financial Sanctions',
          sourceRegion: 'European Union',
          caution: '',
          url: (row.Entity_Regulation_PublicationUrl ?? '').trim(),
        };
        byId.set(id, rec);
      }
      const whole = (row.NameAlias_WholeName ?? '').trim();
      const last = (row.NameAlias_LastName ?? '').trim();
      if (whole !== '' && !rec.names.some((n) => n.text === whole)) {
        const strength = rec.names.length === 0 ? 'primary' : 'strong';
        rec.names.push(
          last !== '' && whole.includes(last) ? { text: whole, strength, surname: last } : { text: whole, strength },
        );
        nameRows++;
      }
      const dob = birthDate(row);
      if (dob) rec.dobs.push(dob);
      const nat = toAlpha2(row.Citizenship_CountryIso2Code) ?? toAlpha2(row.Citizenship_CountryDescription);
      if (nat && !rec.nationalities.includes(nat)) rec.nationalities.push(nat);
      const idNumber = (row.Identification_Number ?? '').trim();
      if (idNumber !== '') {
        const country = toAlpha2(row.Identification_CountryIso2Code);
        rec.identifiers.push({
          type: (row.Identification_TypeCode ?? 'id').trim(),
          value: idNumber,
          ...(country ? { country } : {}),
        });
      }
    }
  }
  const records = [...byId.values()].filter((r) => r.names.length > 0);
  const counts: Record<string, number> = { records: records.length, names: nameRows };
  for (const r of records) counts[r.entityType] = (counts[r.entityType] ?? 0) + 1;
  return generatedAt ? { records, counts, generatedAt } : { records, counts };
}
