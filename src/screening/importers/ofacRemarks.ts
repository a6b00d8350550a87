// OFAC's legacy CSV keeps most facts about a person inside the free-text Remarks column,
// as "; "-separated clauses: "DOB 01 Nov 1940; alt. DOB 01 Oct 1940; POB ...; nationality
// Iran; Passport H130865 (Colombia); a.k.a. 'ABU X'." This module extracts them.
import { parseOfacDob } from '../dob.js';
import { toAlpha2 } from '../countries.js';
import type { DobSpec, Identifier } from '../types.js';

export interface RemarkFacts {
  dobs: DobSpec[];
  nationalities: string[];
  identifiers: Identifier[];
  /** OFAC puts "low quality" aliases in the remarks, in single quotes: weak aliases. */
  weakAliases: string[];
  placesOfBirth: string[];
  gender?: string;
}

// Clause prefixes that are identifiers: "<type> <value> (<country>)".
const ID_TYPE =
  /^(Passport|National ID No\.|Cedula No\.|SSN|Tax ID No\.|RFC|CURP|NIT #|Identification Number|Registration Number|Registration ID|Personal ID Card|Driver's License No\.|Residency Number|Birth Certificate Number|Citizen's Card Number|Public Security and Immigration No\.|Immigration No\.|Kenyan ID No\.|Turkish Identification Number|Electoral Registry No\.|C\.U\.I\.T\.|C\.U\.R\.P\.|D\.N\.I\.|Matricula Mercantil No|Vessel Registration Identification|IMO|MMSI|Aircraft Manufacturer's Serial Number \(MSN\)|Digital Currency Address - [A-Z]+|Email Address|Website|SWIFT\/BIC|Unified Social Credit Code \(USCC\)|Business Registration Number|Company Number|UK Company Number|Government Gazette Number|Commercial Registry Number|Trade License No\.|Chamber of Commerce Number|Folio Mercantil No\.|Legal Entity Number|D-U-N-S Number)\s+(.+)$/;

const ALIAS = /\b[afn]\.k\.a\.,?\s+'([^']+)'/g;

/**
 * The "; "-separated clauses, trimmed, without the final full stop. Split on ";" alone and trimmed,
 * which is what splitting on /;\s*\/ and trimming gives (\s and trim() know the same spaces).
 */
function splitClauses(remarks: string): string[] {
  const text = remarks.trimEnd();
  const out: string[] = [];
  for (const part of (text.endsWith('.') ? text.slice(0, -1) : text).split(';')) {
    const clause = part.trim();
    if (clause !== '') out.push(clause);
  }
  return out;
}

function parseIdentifier(body: string, type: string): Identifier {
  // Only a body that ends with ")" (and spaces) can name a country.
  const m = body.trimEnd().endsWith(')') ? /^(.*?)\s*\(([^()]+)\)\s*$/.exec(body) : null;
  const value = (m ? (m[1] as string) : body).trim();
  const country = m ? (m[2] as string).trim() : undefined;
  return country === undefined ? { type, value } : { type, value, country };
}

export function parseOfacRemarks(remarks: string): RemarkFacts {
  const facts: RemarkFacts = { dobs: [], nationalities: [], identifiers: [], weakAliases: [], placesOfBirth: [] };
  // Each test below starts with a check of the text every match of its pattern contains, which
  // answers most clauses without running the pattern (and matchAll, which copies its pattern).
  if (remarks.includes('.k.a.')) {
    ALIAS.lastIndex = 0;
    for (let m = ALIAS.exec(remarks); m !== null; m = ALIAS.exec(remarks))
      facts.weakAliases.push((m[1] as string).trim());
  }
  for (const raw of splitClauses(remarks)) {
    const clause = raw.startsWith('alt.') ? raw.replace(/^alt\.\s+/, '') : raw;
    let m: RegExpExecArray | null;
    if (clause.startsWith('DOB') && (m = /^DOB\s+(.+)$/.exec(clause))) {
      const d = parseOfacDob(m[1] as string);
      if (d) facts.dobs.push(d);
    } else if (clause.startsWith('POB') && (m = /^POB:?\s+(.+)$/.exec(clause))) {
      facts.placesOfBirth.push((m[1] as string).trim());
    } else if (
      (clause.startsWith('nationality') || clause.startsWith('citizen') || clause.startsWith('Nationality')) &&
      (m = /^(?:nationality|citizen|Nationality):?\s+(.+)$/.exec(clause))
    ) {
      const code = toAlpha2(m[1]);
      if (code && !facts.nationalities.includes(code)) facts.nationalities.push(code);
    } else if (clause.startsWith('Gender') && (m = /^Gender\s+(\w+)/.exec(clause))) {
      facts.gender = m[1];
    } else if ((m = ID_TYPE.exec(clause))) {
      facts.identifiers.push(parseIdentifier(m[2] as string, m[1] as string));
    }
  }
  return facts;
}
