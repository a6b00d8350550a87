/**
 * The printed labels each structured field is found after, per kind of document. English only in
 * this increment (the OCR model is English too). A label is a regular-expression fragment matched at
 * the start of a line, case-insensitive, whitespace-tolerant; longer labels are tried first, so
 * "company number" wins over "company".
 */
import type { BusinessField, PersonField } from './types.js';

/** Which part of a structured field a label announces. */
export type LabelTarget =
  | 'last_name'
  | 'first_name'
  | 'full_name'
  | 'dob'
  | 'document_number'
  | 'address'
  | 'company_name'
  | 'company_nr'
  | 'company_doi';

export interface Label {
  pattern: string;
  target: LabelTarget;
}

export const PERSON_LABELS: readonly Label[] = [
  { pattern: 'surname|last name|family name', target: 'last_name' },
  { pattern: 'given names?|first names?|forenames?|christian names?', target: 'first_name' },
  { pattern: 'full name|name of holder|holder|name', target: 'full_name' },
  { pattern: 'date of birth|birth date|d\\.? ?o\\.? ?b\\.?|born', target: 'dob' },
  {
    pattern:
      'document (?:number|no\\.?|nr\\.?)|passport (?:number|no\\.?)|id(?:entity)? (?:card )?(?:number|no\\.?)|card (?:number|no\\.?)|licen[cs]e (?:number|no\\.?)',
    target: 'document_number',
  },
  { pattern: '(?:home |residential |permanent )?address|residence|domicile', target: 'address' },
];

export const BUSINESS_LABELS: readonly Label[] = [
  {
    pattern:
      'company name|name of (?:the )?company|registered name|legal name|business name|entity name|firm name|name',
    target: 'company_name',
  },
  {
    pattern:
      'registration (?:number|no\\.?)|company (?:number|no\\.?)|registered (?:number|no\\.?)|reg\\.? ?(?:number|no\\.?)|organi[sz]ation (?:number|no\\.?)|commercial regist(?:er|ry) (?:number|no\\.?)|regist(?:er|ry) (?:number|no\\.?)|entity (?:number|no\\.?)|crn',
    target: 'company_nr',
  },
  {
    pattern: 'registered office(?: address)?|registered address|office address|business address|address|seat',
    target: 'address',
  },
  {
    pattern:
      'date of incorporation|incorporation date|incorporated(?: on)?|date of registration|registration date|registered on|date of formation',
    target: 'company_doi',
  },
];

/** Which structured field each label target fills. */
export const FIELD_OF: Readonly<Record<LabelTarget, PersonField | BusinessField>> = {
  last_name: 'names',
  first_name: 'names',
  full_name: 'names',
  dob: 'date_of_birth',
  document_number: 'document_number',
  address: 'address',
  company_name: 'company_name',
  company_nr: 'registration_number',
  company_doi: 'date_of_incorporation',
};

export interface LabelMatch {
  target: LabelTarget;
  /** The label as printed. */
  label: string;
  /** The rest of the line after the label and its punctuation (empty when the value is below it). */
  rest: string;
}

/** One regular expression per table, each label a named group, so one test per line finds which. */
export function labelMatcher(labels: readonly Label[]): (line: string) => LabelMatch | undefined {
  const alternatives = labels.map((l, i) => `(?<l${i}>${l.pattern.replace(/ /g, '\\s*')})`).join('|');
  const re = new RegExp(`^\\s*(?:${alternatives})\\b\\s*(?:\\([^)]*\\))?\\s*[:;.|\\-\u2013]*\\s*(.*)$`, 'iu');
  return (line) => {
    const m = re.exec(line);
    if (m === null) return undefined;
    const groups = m.groups ?? {};
    const label = labels.find((_, k) => groups[`l${k}`] !== undefined);
    if (label === undefined) return undefined;
    const printed = groups[`l${labels.indexOf(label)}`] ?? '';
    return { target: label.target, label: printed, rest: (m[m.length - 1] ?? '').trim() };
  };
}
