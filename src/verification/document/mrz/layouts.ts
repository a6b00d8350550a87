/**
 * Where each field sits in each ICAO 9303 layout, what characters it may hold and which check
 * digit covers it. The field correction (correction.ts) and the visa reader (visa.ts) work from
 * this one table; TD1/TD2/TD3 fields are then parsed by the `mrz` package (read.ts).
 */
import type { MrzFormat } from '../types.js';

/** A = letters (and `<`), N = digits (and `<` where a field may be empty), X = letters or digits. */
export type CharClass = 'A' | 'N' | 'X';

export interface Span {
  line: number;
  start: number;
  /** Exclusive. */
  end: number;
}

export interface FieldSpec extends Span {
  name: FieldName;
  cls: CharClass;
}

export type FieldName =
  | 'documentCode'
  | 'issuingState'
  | 'names'
  | 'documentNumber'
  | 'nationality'
  | 'birthDate'
  | 'sex'
  | 'expiryDate'
  | 'optional1'
  | 'optional2'
  | 'checkDigit';

export type CheckDigitName = 'document_number' | 'birth_date' | 'expiry_date' | 'optional_data' | 'composite';

export interface CheckDigitSpec {
  name: CheckDigitName;
  /** The digit's own position. */
  at: Span;
  /** The spans it covers, concatenated in this order. */
  over: Span[];
  /** The optional-data digit may be `<` when the field is all filler (ICAO 9303-4 §4.2.2.2). */
  fillerAllowed: boolean;
}

export interface Layout {
  format: MrzFormat;
  lineLength: number;
  lineCount: number;
  fields: FieldSpec[];
  checkDigits: CheckDigitSpec[];
}

const f = (name: FieldName, cls: CharClass, line: number, start: number, end: number): FieldSpec => ({
  name,
  cls,
  line,
  start,
  end,
});
const s = (line: number, start: number, end: number): Span => ({ line, start, end });
const cd = (name: CheckDigitName, at: Span, over: Span[], fillerAllowed = false): CheckDigitSpec => ({
  name,
  at,
  over,
  fillerAllowed,
});

/** TD3 and TD2 share line 2 up to the optional data; they differ in length only. */
function twoLine(format: MrzFormat, len: 36 | 44, visa: boolean): Layout {
  const optEnd = visa ? len : len === 44 ? 42 : 35;
  const fields: FieldSpec[] = [
    f('documentCode', 'A', 0, 0, 2),
    f('issuingState', 'A', 0, 2, 5),
    f('names', 'A', 0, 5, len),
    f('documentNumber', 'X', 1, 0, 9),
    f('checkDigit', 'N', 1, 9, 10),
    f('nationality', 'A', 1, 10, 13),
    f('birthDate', 'N', 1, 13, 19),
    f('checkDigit', 'N', 1, 19, 20),
    f('sex', 'A', 1, 20, 21),
    f('expiryDate', 'N', 1, 21, 27),
    f('checkDigit', 'N', 1, 27, 28),
    f('optional1', 'X', 1, 28, optEnd),
  ];
  const checkDigits = [
    cd('document_number', s(1, 9, 10), [s(1, 0, 9)]),
    cd('birth_date', s(1, 19, 20), [s(1, 13, 19)]),
    cd('expiry_date', s(1, 27, 28), [s(1, 21, 27)]),
  ];
  if (!visa) {
    if (len === 44) {
      fields.push(f('checkDigit', 'N', 1, 42, 43));
      checkDigits.push(cd('optional_data', s(1, 42, 43), [s(1, 28, 42)], true));
    }
    fields.push(f('checkDigit', 'N', 1, len - 1, len));
    checkDigits.push(cd('composite', s(1, len - 1, len), [s(1, 0, 10), s(1, 13, 20), s(1, 21, len - 1)]));
  }
  return { format, lineLength: len, lineCount: 2, fields, checkDigits };
}

const TD1: Layout = {
  format: 'TD1',
  lineLength: 30,
  lineCount: 3,
  fields: [
    f('documentCode', 'A', 0, 0, 2),
    f('issuingState', 'A', 0, 2, 5),
    f('documentNumber', 'X', 0, 5, 14),
    // `<` here means a document number longer than nine characters continues in optional1.
    f('checkDigit', 'N', 0, 14, 15),
    f('optional1', 'X', 0, 15, 30),
    f('birthDate', 'N', 1, 0, 6),
    f('checkDigit', 'N', 1, 6, 7),
    f('sex', 'A', 1, 7, 8),
    f('expiryDate', 'N', 1, 8, 14),
    f('checkDigit', 'N', 1, 14, 15),
    f('nationality', 'A', 1, 15, 18),
    f('optional2', 'X', 1, 18, 29),
    f('checkDigit', 'N', 1, 29, 30),
    f('names', 'A', 2, 0, 30),
  ],
  checkDigits: [
    cd('birth_date', s(1, 6, 7), [s(1, 0, 6)]),
    cd('expiry_date', s(1, 14, 15), [s(1, 8, 14)]),
    cd('composite', s(1, 29, 30), [s(0, 5, 30), s(1, 0, 7), s(1, 8, 15), s(1, 18, 29)]),
    // The document-number digit's position depends on the number's length: see tdOneNumberDigit.
  ],
};

export const LAYOUTS: Readonly<Record<MrzFormat, Layout>> = {
  TD1,
  TD2: twoLine('TD2', 36, false),
  TD3: twoLine('TD3', 44, false),
  MRVA: twoLine('MRVA', 44, true),
  MRVB: twoLine('MRVB', 36, true),
};

/**
 * TD1's document-number check digit: at 14 for numbers of up to nine characters; for longer ones
 * position 14 holds `<` and the number's tail and its digit end optional1 before the first filler.
 */
export function tdOneNumberDigit(lines: readonly string[]): CheckDigitSpec {
  const l0 = lines[0] ?? '';
  if (l0[14] !== '<') return cd('document_number', s(0, 14, 15), [s(0, 5, 14)]);
  const tailEnd = l0.indexOf('<', 15);
  const end = tailEnd === -1 ? 30 : tailEnd;
  return cd('document_number', s(0, end - 1, end), [s(0, 5, 14), s(0, 15, end - 1)]);
}

export function checkDigitsOf(layout: Layout, lines: readonly string[]): CheckDigitSpec[] {
  return layout.format === 'TD1' ? [tdOneNumberDigit(lines), ...layout.checkDigits] : layout.checkDigits;
}

export function slice(lines: readonly string[], span: Span): string {
  return (lines[span.line] ?? '').slice(span.start, span.end);
}
