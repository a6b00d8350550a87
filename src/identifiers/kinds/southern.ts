// Spain, Portugal and Italy. Sources: docs/identifiers.md.
import { isDigits, weightedSum } from '../checksums.js';
import { birthDate, pastYear } from '../dates.js';
import type { IdentifierKind, Parsed } from '../types.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function dniLetterOk(digits: string, letter: string): Parsed {
  return DNI_LETTERS[Number(digits) % 23] === letter ? { ok: true, compact: '' } : { ok: false, reason: 'checksum' };
}

export const esDni: IdentifierKind = {
  kind: 'es_dni',
  country: 'ES',
  roles: ['national_id_nr'],
  name: 'National identity document number',
  localName: 'DNI',
  label: 'Spanish DNI',
  placeholder: '12345678A',
  algorithm: 'mod23-letter',
  guarantees: { substitution: true, transposition: 'all' },
  source: 'Ministerio del Interior, "Cálculo del dígito de control del NIF/NIE"; Real Decreto 1553/2005',
  parse(value) {
    const m = /^(\d{8})([A-Z])$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    const r = dniLetterOk(m[1] ?? '', m[2] ?? '');
    return r.ok ? { ok: true, compact: value } : r;
  },
};

export const esNie: IdentifierKind = {
  ...esDni,
  kind: 'es_nie',
  name: 'Foreigner identity number',
  localName: 'NIE',
  label: 'Spanish NIE',
  placeholder: 'X1234567A',
  source: 'Ministerio del Interior, "Cálculo del dígito de control del NIF/NIE"; Orden INT/2058/2008',
  parse(value) {
    const m = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    // X, Y and Z stand for 0, 1 and 2 in the number the letter is computed from.
    const r = dniLetterOk(`${'XYZ'.indexOf(m[1] ?? '')}${m[2] ?? ''}`, m[3] ?? '');
    return r.ok ? { ok: true, compact: value } : r;
  },
};

export const ptNif: IdentifierKind = {
  kind: 'pt_nif',
  country: 'PT',
  roles: ['national_id_nr'],
  name: 'Tax identification number',
  localName: 'número de identificação fiscal (NIF)',
  label: 'Portuguese NIF',
  placeholder: 'XXXXXXXXX',
  algorithm: 'mod11-weighted',
  // Remainders 0 and 1 both give check digit 0, so one substitution can go unnoticed.
  guarantees: { substitution: false, transposition: 'none' },
  source: 'Decreto-Lei n.º 463/79 and Portaria n.º 386/94 (Ministério das Finanças); Portal das Finanças, "NIF"',
  parse(value) {
    if (value.length !== 9 || !isDigits(value)) return { ok: false, reason: 'format' };
    // People's numbers start with 1, 2 or 3, or 45 for non-residents; the rest are companies'.
    if (!/^([123]|45)/.test(value)) return { ok: false, reason: 'range' };
    const c = 11 - (weightedSum(value.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    return (c >= 10 ? 0 : c) === Number(value[8]) ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

/** A character's value in the Cartão de Cidadão check: digits as such, A = 10 … Z = 35. */
const ccValue = (c: string): number => (c >= 'A' ? c.charCodeAt(0) - 55 : Number(c));

export const ptCartaoCidadao: IdentifierKind = {
  kind: 'pt_cartao_cidadao',
  country: 'PT',
  roles: ['national_id_nr'],
  name: 'Citizen card number',
  localName: 'número do Cartão de Cidadão',
  label: 'Portuguese Cartão de Cidadão number',
  placeholder: '00000000 0 ZZ0',
  algorithm: 'luhn',
  guarantees: { substitution: true, transposition: 'except-09' },
  source:
    'Agência para a Modernização Administrativa, "Validação de Número de Documento do Cartão de Cidadão" (2009); Lei n.º 7/2007',
  parse(value) {
    if (!/^\d{9}[A-Z0-9]{2}\d$/.test(value)) return { ok: false, reason: 'format' };
    // Luhn over character values, doubling every second one from the right.
    let sum = 0;
    for (let i = value.length - 1, double = false; i >= 0; i--, double = !double) {
      let v = ccValue(value.charAt(i));
      if (double) v = v * 2 > 9 ? v * 2 - 9 : v * 2;
      sum += v;
    }
    return sum % 10 === 0 ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

// The codice fiscale's check letter: characters in odd places (1st, 3rd, …) count by this table,
// in even places by their rank (0–9, A = 0 … Z = 25); the sum mod 26 is the letter.
const ODD_DIGITS = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
const ODD_K_TO_Z = [2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
function cfOdd(c: string): number {
  if (c <= '9') return ODD_DIGITS[Number(c)] ?? 0;
  const rank = c.charCodeAt(0) - 65;
  return rank < 10 ? (ODD_DIGITS[rank] ?? 0) : (ODD_K_TO_Z[rank - 10] ?? 0);
}
const cfEven = (c: string): number => (c <= '9' ? Number(c) : c.charCodeAt(0) - 65);

export function codiceFiscaleCheck(first15: string): string {
  let sum = 0;
  Array.from(first15).forEach((c, i) => {
    sum += i % 2 === 0 ? cfOdd(c) : cfEven(c);
  });
  return String.fromCharCode(65 + (sum % 26));
}

/** Omocodia: when two people would share a code, digits are replaced by these letters (0–9). */
const OMOCODE = 'LMNPQRSTUV';
const deOmocode = (s: string): number =>
  Number(Array.from(s, (c) => (c <= '9' ? c : String(OMOCODE.indexOf(c)))).join(''));
const CF_MONTHS = 'ABCDEHLMPRST';
const CF_DIGIT = '[0-9LMNPQRSTUV]';

export const itCodiceFiscale: IdentifierKind = {
  kind: 'it_codice_fiscale',
  country: 'IT',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Tax code',
  localName: 'codice fiscale',
  label: 'Italian codice fiscale',
  placeholder: 'RSSMRA85T10A562S',
  algorithm: 'mod26-character',
  guarantees: { substitution: true, transposition: 'none' },
  source:
    'Decreto del Ministro delle Finanze 23 dicembre 1976 (codificazione dei soggetti); D.P.R. 605/1973; Agenzia delle Entrate',
  parse(value, today): Parsed {
    const shape = new RegExp(`^[A-Z]{6}(${CF_DIGIT}{2})([${CF_MONTHS}])(${CF_DIGIT}{2})[A-Z]${CF_DIGIT}{3}[A-Z]$`).exec(
      value,
    );
    if (!shape) return { ok: false, reason: 'format' };
    if (codiceFiscaleCheck(value.slice(0, 15)) !== value.charAt(15)) return { ok: false, reason: 'checksum' };
    const [yy, month, rawDay] = [
      deOmocode(shape[1] ?? ''),
      CF_MONTHS.indexOf(shape[2] ?? '') + 1,
      deOmocode(shape[3] ?? ''),
    ];
    // Women's day of birth is increased by 40.
    const day = rawDay > 40 ? rawDay - 40 : rawDay;
    const date = birthDate(pastYear(yy, month, day, today), month, day, today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date, sex: rawDay > 40 ? 'female' : 'male' };
  },
};

export const SOUTHERN: readonly IdentifierKind[] = [esDni, esNie, ptCartaoCidadao, ptNif, itCodiceFiscale];
