/**
 * From corrected MRZ lines to the fields the checks need. TD1, TD2 and TD3 are parsed by the
 * `mrz` package (v5), which also verifies their check digits; it has no visa layouts, so MRV-A
 * and MRV-B are read from our layout table with our own check-digit code.
 */
import { parse, type Details, type FieldName as MrzField } from 'mrz';
import { checkDigitMatches } from './check-digit.js';
import { LAYOUTS, slice, type CheckDigitName } from './layouts.js';
import type { MrzFormat } from '../types.js';

export type CheckDigitStatus = 'valid' | 'invalid';

/** The MRZ's fields as printed (dates still YYMMDD, names with `<` turned to spaces). */
export interface MrzReading {
  format: MrzFormat;
  lines: string[];
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  primaryName: string;
  secondaryName: string;
  /** The name field as printed, to tell a truncated name (field full to its last character). */
  nameField: string;
  nationality: string;
  birthDate: string;
  expiryDate: string;
  /** The sex character as printed: `M`, `F`, `X`, `<`, or whatever OCR left there. */
  sex: string;
  optionalData: string;
  checkDigits: Partial<Record<CheckDigitName, CheckDigitStatus>>;
}

const MRZ_DIGIT_FIELDS: ReadonlyArray<readonly [MrzField, CheckDigitName]> = [
  ['documentNumberCheckDigit', 'document_number'],
  ['birthDateCheckDigit', 'birth_date'],
  ['expirationDateCheckDigit', 'expiry_date'],
  ['personalNumberCheckDigit', 'optional_data'],
  ['compositeCheckDigit', 'composite'],
];

/** Names as ICAO writes them: primary `<<` secondary, `<` between words, fillers after. */
export function splitNames(field: string): { primary: string; secondary: string } {
  const trimmed = field.replace(/<+$/, '');
  const sep = trimmed.indexOf('<<');
  const words = (s: string) =>
    s
      .split('<')
      .filter((w) => w !== '')
      .join(' ');
  if (sep === -1) return { primary: words(trimmed), secondary: '' };
  return { primary: words(trimmed.slice(0, sep)), secondary: words(trimmed.slice(sep + 2)) };
}

function nameFieldOf(format: MrzFormat, lines: readonly string[]): string {
  return format === 'TD1' ? (lines[2] ?? '') : (lines[0] ?? '').slice(5);
}

function readWithPackage(format: 'TD1' | 'TD2' | 'TD3', lines: string[]): MrzReading {
  const result = parse(lines, { autocorrect: false });
  const layout = LAYOUTS[format];
  const raw = (name: 'issuingState' | 'nationality' | 'sex' | 'birthDate' | 'expiryDate' | 'documentCode') => {
    const spec = layout.fields.find((fl) => fl.name === name);
    return spec === undefined ? '' : slice(lines, spec);
  };
  const byField = new Map<MrzField, Details>();
  for (const d of result.details) if (d.field !== null) byField.set(d.field, d);
  const checkDigits: MrzReading['checkDigits'] = {};
  for (const [field, name] of MRZ_DIGIT_FIELDS) {
    const d = byField.get(field);
    if (d !== undefined) checkDigits[name] = d.valid ? 'valid' : 'invalid';
  }
  const nameField = nameFieldOf(format, lines);
  const names = splitNames(nameField);
  const optional = [result.fields.personalNumber, result.fields.optional1, result.fields.optional2].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return {
    format,
    lines,
    documentCode: raw('documentCode').replace(/<+$/, ''),
    issuingState: raw('issuingState').replace(/<+$/, ''),
    documentNumber: result.documentNumber ?? (result.fields.documentNumber ?? '').replace(/<+$/, ''),
    primaryName: names.primary,
    secondaryName: names.secondary,
    nameField,
    nationality: raw('nationality').replace(/<+$/, ''),
    birthDate: raw('birthDate'),
    expiryDate: raw('expiryDate'),
    sex: raw('sex'),
    optionalData: optional.join(' '),
    checkDigits,
  };
}

function readVisa(format: 'MRVA' | 'MRVB', lines: string[]): MrzReading {
  const layout = LAYOUTS[format];
  const field = (name: string) =>
    slice(
      lines,
      layout.fields.find((fl) => fl.name === name)!,
    );
  const checkDigits: MrzReading['checkDigits'] = {};
  for (const spec of layout.checkDigits) {
    const ok = checkDigitMatches(
      spec.over.map((sp) => slice(lines, sp)).join(''),
      slice(lines, spec.at),
      spec.fillerAllowed,
    );
    checkDigits[spec.name] = ok ? 'valid' : 'invalid';
  }
  const nameField = nameFieldOf(format, lines);
  const names = splitNames(nameField);
  return {
    format,
    lines,
    documentCode: field('documentCode').replace(/<+$/, ''),
    issuingState: field('issuingState').replace(/<+$/, ''),
    documentNumber: field('documentNumber').replace(/<+$/, ''),
    primaryName: names.primary,
    secondaryName: names.secondary,
    nameField,
    nationality: field('nationality').replace(/<+$/, ''),
    birthDate: field('birthDate'),
    expiryDate: field('expiryDate'),
    sex: field('sex'),
    optionalData: field('optional1').replace(/<+$/, ''),
    checkDigits,
  };
}

/** Parses corrected lines of a known format; throws only if the lines do not have the layout's shape. */
export function readMrz(format: MrzFormat, lines: string[]): MrzReading {
  return format === 'MRVA' || format === 'MRVB' ? readVisa(format, lines) : readWithPackage(format, lines);
}
