/**
 * The applicant's typed name against the MRZ's. Two questions, two checks:
 * - name_exact: the same name once both are in MRZ form (ICAO 9303-3 §6 transliteration, then
 *   the screening matcher's folding), allowing the MRZ's end truncation of long names;
 * - name_similar: the screening matcher's score is at least SIMILAR_THRESHOLD, i.e. plausibly the
 *   same person written differently (a missing middle name, a typo, another transliteration).
 * Not exact but similar goes to review; not similar fails (docs/verification.md).
 */
import { compareNames, foldedName } from '../../screening/index.js';
import type { ApplicantData } from './types.js';

/** The screening matcher's score above which two names are read as the same person's (its own review threshold). */
export const SIMILAR_THRESHOLD = 0.85;

/** ICAO 9303-3 §6's recommended transliterations that differ from dropping the accent. */
const ICAO_LATIN: ReadonlyArray<readonly [RegExp, string]> = [
  [/Ä/g, 'AE'],
  [/Ö/g, 'OE'],
  [/Ü/g, 'UE'],
  [/ß/g, 'SS'],
  [/Å/g, 'AA'],
  [/Æ/g, 'AE'],
  [/Ø/g, 'OE'],
  [/Œ/g, 'OE'],
  [/Ĳ/g, 'IJ'],
  [/Þ/g, 'TH'],
  [/Ð/g, 'D'],
];

/** A typed name in the MRZ's alphabet: ICAO's transliterations, accents dropped, other marks as separators. */
export function toMrzName(name: string): string {
  let s = name.toUpperCase();
  for (const [re, rep] of ICAO_LATIN) s = s.replace(re, rep);
  s = s.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '');
  return s.replace(/[^A-Z]+/g, ' ').trim();
}

/** The two ways a typed name can reach the MRZ: ICAO's transliteration, or accents simply dropped. */
function mrzForms(name: string): string[] {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
  return [...new Set([toMrzName(name), toMrzName(plain)])];
}

export interface NameComparison {
  /** What was compared, for the check's detail. */
  typed: string;
  exact: boolean;
  truncated: boolean;
  score: number;
}

function mrzField(primary: string, secondary: string): string {
  const w = (s: string) =>
    s
      .split(' ')
      .filter((x) => x !== '')
      .join('<');
  return secondary === '' ? w(primary) : `${w(primary)}<<${w(secondary)}`;
}

/**
 * Compares the applicant's name with the MRZ's primary (surname) and secondary (given names)
 * identifiers; undefined when the applicant gave no name.
 */
export function compareApplicantName(
  applicant: ApplicantData,
  mrz: { primary: string; secondary: string; nameField: string },
): NameComparison | undefined {
  const given = [applicant.firstName, applicant.middleName]
    .filter((x): x is string => !!x && x.trim() !== '')
    .join(' ');
  const surname = applicant.lastName?.trim() ?? '';
  const full = applicant.fullName?.trim() ?? '';
  if (given === '' && surname === '' && full === '') return undefined;
  const mrzFull = `${mrz.primary}, ${mrz.secondary}`;
  // The printed field is full to its last character: the issuer may have cut the name short.
  const fieldFull = mrz.nameField !== '' && !mrz.nameField.endsWith('<');
  const printed = mrz.nameField.replace(/<+$/, '');
  if (surname !== '' || given !== '') {
    const typed = `${surname}, ${given}`;
    let exact = false;
    let truncated = false;
    let score = 0;
    for (const s of mrzForms(surname)) {
      for (const g of mrzForms(given)) {
        score = Math.max(score, compareNames(`${s}, ${g}`, mrzFull));
        if (foldedName(s) === foldedName(mrz.primary) && foldedName(g) === foldedName(mrz.secondary)) exact = true;
        const field = mrzField(s, g);
        if (fieldFull && field.length > printed.length && field.startsWith(printed)) truncated = true;
      }
    }
    return { typed, exact: exact || truncated, truncated: !exact && truncated, score: exact || truncated ? 1 : score };
  }
  // One full-name field: word order is the applicant's, so compare the words as sets.
  const words = (s: string) => foldedName(s).split(' ').sort().join(' ');
  const exact = mrzForms(full).some((f) => words(f) === words(`${mrz.secondary} ${mrz.primary}`));
  const score = exact ? 1 : Math.max(...mrzForms(full).map((f) => compareNames(f, `${mrz.secondary} ${mrz.primary}`)));
  return { typed: full, exact, truncated: false, score };
}
