// UN Security Council Consolidated List XML (scsanctions.un.org): INDIVIDUALS/INDIVIDUAL and
// ENTITIES/ENTITY elements with name parts, aliases of quality Good/Low, dates of birth of
// type EXACT/APPROXIMATELY/BETWEEN, nationalities and documents.
import { XMLParser } from 'fast-xml-parser';
import { parseIsoDob } from '../dob.js';
import { toAlpha2 } from '../countries.js';
import { ListImportError } from '../errors.js';
import type { DobSpec, NameVariant, SanctionRecord } from '../types.js';
import { readText } from './csvFile.js';

type Node = Record<string, unknown>;
const ARRAYS = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'VALUE',
  'INDIVIDUAL_DOCUMENT',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ARRAYS.has(name),
});

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const nodes = (v: unknown): Node[] =>
  Array.isArray(v) ? v.filter((x): x is Node => typeof x === 'object' && x !== null) : [];
const values = (v: unknown): string[] =>
  nodes([v])
    .flatMap((n) => (Array.isArray(n.VALUE) ? n.VALUE.map(text) : []))
    .filter(Boolean);

function dob(n: Node): DobSpec | null {
  const type = text(n.TYPE_OF_DATE).toUpperCase();
  const from = Number(text(n.FROM_YEAR));
  const to = Number(text(n.TO_YEAR));
  if (type === 'BETWEEN' && from > 0 && to >= from) return { kind: 'range', fromYear: from, toYear: to };
  const year = Number(text(n.YEAR));
  if (type === 'APPROXIMATELY' && year > 0) return { kind: 'circa', year };
  const date = text(n.DATE);
  if (date !== '') return parseIsoDob(date);
  return year > 0 ? { kind: 'year', year } : null;
}

function toRecord(n: Node, individual: boolean): SanctionRecord {
  const id = text(n.DATAID);
  const primary = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((k) => text(n[k]))
    .filter(Boolean)
    .join(' ');
  const names: NameVariant[] = [{ text: primary, strength: 'primary' }];
  for (const a of nodes(n[individual ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS'])) {
    const alias = text(a.ALIAS_NAME);
    if (alias !== '') names.push({ text: alias, strength: /low/i.test(text(a.QUALITY)) ? 'weak' : 'strong' });
  }
  const original = text(n.NAME_ORIGINAL_SCRIPT);
  if (original !== '') names.push({ text: original, strength: 'strong' });
  const dobs = nodes(n.INDIVIDUAL_DATE_OF_BIRTH)
    .map(dob)
    .filter((d): d is DobSpec => d !== null);
  const nationalities = values(n.NATIONALITY)
    .map(toAlpha2)
    .filter((c): c is string => c !== undefined);
  const identifiers = nodes(n.INDIVIDUAL_DOCUMENT)
    .map((d) => ({
      type: text(d.TYPE_OF_DOCUMENT),
      value: text(d.NUMBER),
      ...(text(d.ISSUING_COUNTRY) ? { country: text(d.ISSUING_COUNTRY) } : {}),
    }))
    .filter((d) => d.value !== '');
  return {
    kind: 'sanction',
    id,
    entityType: individual ? 'individual' : 'entity',
    names,
    dobs,
    nationalities: [...new Set(nationalities)],
    identifiers,
    programs: [text(n.UN_LIST_TYPE)].filter(Boolean),
    remarks: [text(n.REFERENCE_NUMBER), text(n.COMMENTS1)].filter(Boolean).join('; '),
    sourceListType: 'UN Security Council Consolidated List',
    sourceRegion: 'United Nations',
    caution: '',
    url: `https://scsanctions.un.org/search/?ref=${encodeURIComponent(text(n.REFERENCE_NUMBER) || id)}`,
  };
}

export function importUnXml(paths: string[]): {
  records: SanctionRecord[];
  counts: Record<string, number>;
  generatedAt?: string;
} {
  const records: SanctionRecord[] = [];
  let generatedAt: string | undefined;
  for (const file of paths) {
    const xml = readText(file);
    let doc: Node;
    try {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor, fast-xml-validator, has other defaults: moving is a change of its own
      doc = parser.parse(xml, true) as Node;
    } catch (err) {
      const line = (err as { line?: number }).line ?? Number(/line:?\s*(\d+)/i.exec(String(err))?.[1] ?? NaN);
      throw new ListImportError(
        file,
        Number.isFinite(line) ? line : null,
        `malformed XML: ${String((err as Error).message ?? err).split('\n')[0]}`,
      );
    }
    const root = doc.CONSOLIDATED_LIST as Node | undefined;
    if (!root || typeof root !== 'object')
      throw new ListImportError(file, 1, 'root element CONSOLIDATED_LIST is missing');
    generatedAt ??= text(root['@_dateGenerated']).slice(0, 10) || undefined;
    const inds = nodes((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL);
    const ents = nodes((root.ENTITIES as Node | undefined)?.ENTITY);
    for (const n of inds) records.push(toRecord(n, true));
    for (const n of ents) records.push(toRecord(n, false));
  }
  const bad = records.find((r) => r.id === '' || r.names[0]?.text === '');
  if (bad) throw new ListImportError(paths[0] ?? '', null, 'an INDIVIDUAL or ENTITY lacks DATAID or FIRST_NAME');
  const counts = {
    records: records.length,
    individual: records.filter((r) => r.entityType === 'individual').length,
    entity: records.filter((r) => r.entityType === 'entity').length,
  };
  return generatedAt ? { records, counts, generatedAt } : { records, counts };
}
