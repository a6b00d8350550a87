// OFAC legacy CSV sets: the SDN list (sdn.csv, alt.csv, add.csv, sdn_comments.csv) and the
// consolidated non-SDN list (cons_prim.csv, cons_alt.csv, cons_add.csv, cons_comments.csv).
// No header; CRLF; "-0-" for empty; a trailing 0x1A byte.
import { basename } from 'node:path';
import { ListImportError } from '../errors.js';
import type { EntityType, NameVariant, SanctionRecord } from '../types.js';
import { splitCommaName } from '../match/prepare.js';
import { forEachCsvRow, ofacField, readText } from './csvFile.js';
import { parseOfacRemarks } from './ofacRemarks.js';

type Role = 'primary' | 'alt' | 'add' | 'comments';

function roleOf(file: string): Role | undefined {
  const b = basename(file).toLowerCase();
  if (/^(sdn|cons_prim)\.csv$/.test(b)) return 'primary';
  if (/^(alt|cons_alt)\.csv$/.test(b)) return 'alt';
  if (/^(add|cons_add)\.csv$/.test(b)) return 'add';
  if (/^(sdn_comments|cons_comments)\.csv$/.test(b)) return 'comments';
  return undefined;
}

function entityType(raw: string): EntityType {
  switch (raw.toLowerCase()) {
    case 'individual':
      return 'individual';
    case 'vessel':
      return 'vessel';
    case 'aircraft':
      return 'aircraft';
    case '':
      return 'entity';
    default:
      return 'unknown';
  }
}

function entNum(file: string, line: number, value: string | undefined): string {
  const v = (value ?? '').trim();
  if (!/^\d+$/.test(v)) throw new ListImportError(file, line, `ent_num "${v}" is not a number`);
  return v;
}

function nameVariant(text: string, strength: NameVariant['strength'], individual: boolean): NameVariant {
  if (!individual) return { text, strength };
  const { surname } = splitCommaName(text);
  return surname === undefined ? { text, strength } : { text, strength, surname };
}

export interface OfacImport {
  records: SanctionRecord[];
  counts: Record<string, number>;
}

/** sdn_comments.csv: text that continues the Remarks of an entry, by ent_num. */
function readComments(file: string): Map<string, string> {
  const comments = new Map<string, string>();
  forEachCsvRow(file, readText(file), undefined, (fields, line) => {
    const id = entNum(file, line, fields[0]);
    comments.set(id, (comments.get(id) ?? '') + ofacField(fields[1]));
  });
  return comments;
}

/** "SDGT] [IRGC": the programs between brackets; a field without "]" is one program. */
function programsOf(raw: string): string[] {
  return (raw.includes(']') ? raw.split(/\]\s*\[/) : [raw]).map((p) => p.trim()).filter((p) => p !== '');
}

// Each file is read by its own function: one loop per function is optimised on its own, where a
// function holding every loop was compiled again for each loop it reached. Rows are visited as
// they are read (forEachCsvRow), so no file's rows outlive their visit.
function readPrimary(file: string, comments: Map<string, string>, listType: string): Map<string, SanctionRecord> {
  const records = new Map<string, SanctionRecord>();
  forEachCsvRow(file, readText(file), 12, (fields, line) => {
    const id = entNum(file, line, fields[0]);
    const name = ofacField(fields[1]);
    if (name === '') throw new ListImportError(file, line, 'SDN_Name is empty');
    const type = entityType(ofacField(fields[2]));
    const remarks = ofacField(fields[11]) + (comments.get(id) ?? '');
    const facts = parseOfacRemarks(remarks);
    const individual = type === 'individual';
    const title = ofacField(fields[4]);
    const names = [nameVariant(name, 'primary', individual)];
    for (const a of facts.weakAliases) names.push(nameVariant(a, 'weak', individual));
    records.set(id, {
      kind: 'sanction',
      id,
      entityType: type,
      names,
      dobs: facts.dobs,
      nationalities: facts.nationalities,
      identifiers: facts.identifiers,
      programs: programsOf(ofacField(fields[3])),
      remarks: title === '' ? remarks : remarks === '' ? title : `${title}; ${remarks}`,
      sourceListType: listType,
      sourceRegion: 'United States',
      caution: '',
      url: `https://sanctionssearch.ofac.treas.gov/Details.aspx?id=${id}`,
    });
  });
  return records;
}

/** alt.csv: strong aliases of known entries; returns how many were added. */
function addAliases(file: string, records: Map<string, SanctionRecord>): number {
  let count = 0;
  forEachCsvRow(file, readText(file), 5, (fields, line) => {
    const rec = records.get(entNum(file, line, fields[0]));
    const alias = ofacField(fields[3]);
    if (!rec || alias === '') return;
    rec.names.push(nameVariant(alias, 'strong', rec.entityType === 'individual'));
    count++;
  });
  return count;
}

/** add.csv: only checked and counted (addresses are not screened). */
function countAddresses(file: string): number {
  let count = 0;
  forEachCsvRow(file, readText(file), 6, (fields, line) => {
    entNum(file, line, fields[0]);
    count++;
  });
  return count;
}

export function importOfac(paths: string[], listType: string): OfacImport {
  const byRole = new Map<Role, string>();
  for (const p of paths) {
    const role = roleOf(p);
    if (!role)
      throw new ListImportError(p, null, 'not a file of the OFAC legacy CSV set (sdn/alt/add/sdn_comments or cons_*)');
    byRole.set(role, p);
  }
  const primary = byRole.get('primary');
  if (!primary)
    throw new ListImportError(paths[0] ?? '(none)', null, 'the primary file (sdn.csv or cons_prim.csv) is missing');

  const commentsFile = byRole.get('comments');
  const records = readPrimary(primary, commentsFile ? readComments(commentsFile) : new Map<string, string>(), listType);
  const altFile = byRole.get('alt');
  const aliasCount = altFile ? addAliases(altFile, records) : 0;
  const addFile = byRole.get('add');
  const addressCount = addFile ? countAddresses(addFile) : 0;
  const list = [...records.values()];
  const counts: Record<string, number> = { records: list.length, aliases: aliasCount, addresses: addressCount };
  for (const r of list) counts[r.entityType] = (counts[r.entityType] ?? 0) + 1;
  return { records: list, counts };
}
