/**
 * The checks on a read MRZ, in the order a reviewer reads them: integrity (check digits), dates,
 * what the flow allows, readability of the unprotected fields, then consistency with what the
 * applicant typed. Each returns passed / failed / not_applicable with a one-line detail; their
 * weight in the decision is in decision.ts.
 */
import { canonicalCountry, applicantCountry } from './mrz/countries.js';
import {
  compareDates,
  formatDate,
  resolveBirthDate,
  resolveExpiryDate,
  type CalendarDate,
  type DateReading,
} from './mrz/dates.js';
import type { CheckDigitName } from './mrz/layouts.js';
import type { MrzReading } from './mrz/read.js';
import { compareApplicantName, SIMILAR_THRESHOLD } from './names.js';
import type { ApplicantData, Check, CheckName, DocumentCheckConfig, DocumentType } from './types.js';

const pass = (name: CheckName, detail: string): Check => ({ name, result: 'passed', detail });
const fail = (name: CheckName, detail: string): Check => ({ name, result: 'failed', detail });
const na = (name: CheckName, detail: string): Check => ({ name, result: 'not_applicable', detail });

const DIGIT_CHECKS: ReadonlyArray<readonly [CheckDigitName, CheckName, string]> = [
  ['document_number', 'check_digit_document_number', 'document number'],
  ['birth_date', 'check_digit_birth_date', 'date of birth'],
  ['expiry_date', 'check_digit_expiry_date', 'expiry date'],
  ['optional_data', 'check_digit_optional_data', 'optional data'],
  ['composite', 'check_digit_composite', 'composite (number, dates and optional data together)'],
];

function checkDigitChecks(r: MrzReading): Check[] {
  return DIGIT_CHECKS.map(([digit, name, what]) => {
    const status = r.checkDigits[digit];
    if (status === undefined) return na(name, `${r.format} has no ${what} check digit`);
    return status === 'valid'
      ? pass(name, `${what} check digit matches`)
      : fail(name, `${what} check digit does not match`);
  });
}

export interface ResolvedDates {
  birth: DateReading;
  expiry: DateReading;
}

export function resolveDates(r: MrzReading, today: CalendarDate): ResolvedDates {
  return { birth: resolveBirthDate(r.birthDate, today), expiry: resolveExpiryDate(r.expiryDate, today) };
}

function dateChecks(d: ResolvedDates, today: CalendarDate, config: DocumentCheckConfig): Check[] {
  const out: Check[] = [];
  out.push(
    d.birth.kind === 'date'
      ? pass('birth_date_valid', `born ${formatDate(d.birth.date)}`)
      : fail('birth_date_valid', d.birth.kind === 'invalid' ? d.birth.why : 'no date of birth printed'),
  );
  if (d.expiry.kind === 'absent') {
    out.push(
      config.requireExpiry
        ? fail('expiry_date_present', 'the document states no expiry date and this flow requires one')
        : na('expiry_date_present', 'the document states no expiry date; this flow accepts that'),
    );
    out.push(na('expiry_date_valid', 'no expiry date'), na('not_expired', 'no expiry date'));
    return out;
  }
  out.push(pass('expiry_date_present', 'expiry date printed'));
  if (d.expiry.kind === 'invalid') {
    out.push(fail('expiry_date_valid', d.expiry.why), na('not_expired', 'expiry date unreadable'));
    return out;
  }
  const expiry = d.expiry.date;
  if (d.birth.kind === 'date' && compareDates(expiry, d.birth.date) <= 0)
    out.push(fail('expiry_date_valid', `expires ${formatDate(expiry)}, not after the date of birth`));
  else out.push(pass('expiry_date_valid', `expires ${formatDate(expiry)}`));
  // A document is valid through its expiry date.
  out.push(
    compareDates(expiry, today) >= 0
      ? pass('not_expired', `valid until ${formatDate(expiry)}`)
      : fail('not_expired', `expired on ${formatDate(expiry)}`),
  );
  return out;
}

function policyChecks(r: MrzReading, type: DocumentType, config: DocumentCheckConfig): Check[] {
  const allowedTypes = config.allowedDocumentTypes;
  const out = [
    allowedTypes.includes(type)
      ? pass('document_type_allowed', `${type} (code ${r.documentCode}) is allowed`)
      : fail('document_type_allowed', `${type} (code ${r.documentCode}) is not among ${allowedTypes.join(', ')}`),
  ];
  const countries = config.allowedIssuingCountries;
  const issuer = canonicalCountry(r.issuingState) ?? r.issuingState;
  if (countries === 'any') out.push(na('issuing_country_allowed', 'every issuing country is allowed'));
  else {
    const allowed = countries.some((c) => (canonicalCountry(c) ?? c) === issuer);
    out.push(
      allowed
        ? pass('issuing_country_allowed', `${r.issuingState} is allowed`)
        : fail('issuing_country_allowed', `${r.issuingState} is not among ${countries.join(', ')}`),
    );
  }
  return out;
}

function readabilityChecks(r: MrzReading): Check[] {
  const known = (name: CheckName, code: string, what: string) =>
    canonicalCountry(code) !== undefined
      ? pass(name, `${what} ${code} is a known code`)
      : fail(name, `${what} "${code}" is no known country code (misread?)`);
  const namesOk = /^[A-Z<]+$/.test(r.nameField) && r.primaryName !== '';
  return [
    known('issuing_country_known', r.issuingState, 'issuing country'),
    known('nationality_known', r.nationality, 'nationality'),
    namesOk
      ? pass('names_readable', 'name field holds letters only')
      : fail('names_readable', `name field "${r.nameField}" is empty or holds other characters`),
    /^[MFX<]$/.test(r.sex)
      ? pass('sex_readable', `sex "${r.sex}"`)
      : fail('sex_readable', `sex field "${r.sex}" is none of M, F, X, <`),
  ];
}

function applicantChecks(r: MrzReading, d: ResolvedDates, applicant: ApplicantData | undefined): Check[] {
  const out: Check[] = [];
  const name =
    applicant === undefined
      ? undefined
      : compareApplicantName(applicant, { primary: r.primaryName, secondary: r.secondaryName, nameField: r.nameField });
  if (name === undefined) out.push(na('name_similar', 'no name entered'), na('name_exact', 'no name entered'));
  else {
    const mrzName = `${r.primaryName}, ${r.secondaryName}`;
    out.push(
      name.score >= SIMILAR_THRESHOLD
        ? pass('name_similar', `"${name.typed}" and "${mrzName}" score ${name.score.toFixed(2)}`)
        : fail(
            'name_similar',
            `"${name.typed}" and "${mrzName}" score ${name.score.toFixed(2)}, under ${SIMILAR_THRESHOLD}`,
          ),
    );
    out.push(
      name.exact
        ? pass(
            'name_exact',
            name.truncated
              ? `"${name.typed}" matches the document's name, which is cut short`
              : `"${name.typed}" equals "${mrzName}"`,
          )
        : fail('name_exact', `"${name.typed}" differs from "${mrzName}"`),
    );
  }
  const dob = applicant?.dateOfBirth;
  if (dob === undefined || dob === '') out.push(na('birth_date_matches', 'no date of birth entered'));
  else if (d.birth.kind !== 'date')
    out.push(fail('birth_date_matches', `entered ${dob}; the document's date is unreadable`));
  else
    out.push(
      formatDate(d.birth.date) === dob
        ? pass('birth_date_matches', `${dob} on both`)
        : fail('birth_date_matches', `entered ${dob}, document says ${formatDate(d.birth.date)}`),
    );
  const nat = applicant?.nationality;
  if (nat === undefined || nat === '') out.push(na('nationality_matches', 'no nationality entered'));
  else {
    const same = applicantCountry(nat) !== undefined && applicantCountry(nat) === canonicalCountry(r.nationality);
    out.push(
      same
        ? pass('nationality_matches', `${nat} and ${r.nationality}`)
        : fail('nationality_matches', `entered ${nat}, document says ${r.nationality}`),
    );
  }
  return out;
}

export function documentChecks(
  r: MrzReading,
  type: DocumentType,
  dates: ResolvedDates,
  today: CalendarDate,
  config: DocumentCheckConfig,
  applicant: ApplicantData | undefined,
): Check[] {
  return [
    ...checkDigitChecks(r),
    ...dateChecks(dates, today, config),
    ...policyChecks(r, type, config),
    ...readabilityChecks(r),
    ...applicantChecks(r, dates, applicant),
  ];
}
