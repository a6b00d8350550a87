// CC0 PEP data in the unitedstates/congress-legislators "executive.yaml" layout: people with
// a structured name, a birthday and terms of office, which become the professional history.
import { parse } from 'yaml';
import { parseIsoDob } from '../dob.js';
import { ListImportError } from '../errors.js';
import type { NameVariant, PepRecord } from '../types.js';
import { readText } from './csvFile.js';
import { parseSimpleYaml } from './simpleYaml.js';

const OFFICE: Readonly<Record<string, string>> = {
  prez: 'President of the United States',
  viceprez: 'Vice President of the United States',
  sen: 'United States Senator',
  rep: 'United States Representative',
};

type Yaml = Record<string, unknown>;
const isObj = (v: unknown): v is Yaml => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function names(n: Yaml): NameVariant[] {
  const first = str(n.first);
  const middle = str(n.middle);
  const last = str(n.last);
  const nick = str(n.nickname);
  const out: NameVariant[] = [
    { text: [first, middle, last].filter(Boolean).join(' '), strength: 'primary', surname: last },
  ];
  if (middle) out.push({ text: `${first} ${last}`, strength: 'strong', surname: last });
  if (nick) out.push({ text: `${nick} ${last}`, strength: 'strong', surname: last });
  const official = str(n.official_full);
  if (official && !out.some((v) => v.text === official)) out.push({ text: official, strength: 'strong' });
  return out;
}

export function importPepYaml(paths: string[]): {
  records: PepRecord[];
  counts: Record<string, number>;
  generatedAt?: string;
} {
  const records: PepRecord[] = [];
  let terms = 0;
  // The file states no publication date; the newest term start is the date its data reaches.
  let newest = '';
  for (const file of paths) {
    const text = readText(file);
    let doc: unknown;
    try {
      // The shipped file is read by the small exact reader; anything it declines goes to `yaml`.
      doc = parseSimpleYaml(text) ?? parse(text);
    } catch (err) {
      const pos = (err as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? null;
      throw new ListImportError(file, pos, `malformed YAML: ${(err as Error).message.split('\n')[0] ?? ''}`);
    }
    if (!Array.isArray(doc)) throw new ListImportError(file, 1, 'expected a YAML list of people');
    doc.forEach((person: unknown, i) => {
      const where = `person #${i + 1}`;
      if (!isObj(person) || !isObj(person.name) || !str(person.name.last)) {
        throw new ListImportError(file, null, `${where}: name.last is missing`);
      }
      const ids = isObj(person.id) ? person.id : {};
      const id = str(ids.bioguide) || str(ids.govtrack) || `${i + 1}`;
      const bio = isObj(person.bio) ? person.bio : {};
      const dob = parseIsoDob(str(bio.birthday));
      const history = (Array.isArray(person.terms) ? person.terms : []).filter(isObj).map((t) => {
        terms++;
        if (str(t.start) > newest) newest = str(t.start);
        const office = OFFICE[str(t.type)] ?? str(t.type);
        const party = str(t.party);
        return `${office}, ${str(t.start)} to ${str(t.end)}${party ? ` (${party})` : ''}`;
      });
      records.push({
        kind: 'pep',
        id,
        names: names(person.name),
        dobs: dob ? [dob] : [],
        nationalities: ['US'],
        country: 'United States',
        professionalHistory: history,
        pepRelation: 'Self',
        pepType: 1,
        url: str(ids.bioguide)
          ? `https://bioguide.congress.gov/search/bio/${str(ids.bioguide)}`
          : str(ids.govtrack)
            ? `https://www.govtrack.us/congress/members/${str(ids.govtrack)}`
            : '',
      });
    });
  }
  const counts = { records: records.length, terms };
  return newest ? { records, counts, generatedAt: newest } : { records, counts };
}
