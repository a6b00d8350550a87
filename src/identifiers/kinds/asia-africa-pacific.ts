// India, China, Japan, Singapore, Australia, Israel and South Africa. Sources: docs/identifiers.md.
import { isDigits, iso7064Mod11_2, luhnValid, verhoeffValid, weightedSum } from '../checksums.js';
import { birthDate, num, pastYear } from '../dates.js';
import type { IdentifierKind, Sex } from '../types.js';

const sexOf = (digit: number): Sex => (digit % 2 === 1 ? 'male' : 'female');

export const inAadhaar: IdentifierKind = {
  kind: 'in_aadhaar',
  country: 'IN',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Aadhaar number',
  localName: 'आधार संख्या (Aadhaar number)',
  label: 'Indian Aadhaar number',
  placeholder: 'XXXX XXXX XXXX',
  algorithm: 'verhoeff',
  guarantees: { substitution: true, transposition: 'all' },
  source: 'Unique Identification Authority of India (UIDAI); Aadhaar Act 2016; Verhoeff check digit',
  parse(value) {
    if (value.length !== 12 || !isDigits(value)) return { ok: false, reason: 'format' };
    if (!verhoeffValid(value)) return { ok: false, reason: 'checksum' };
    // Aadhaar numbers never start with 0 or 1.
    if (value.startsWith('0') || value.startsWith('1')) return { ok: false, reason: 'range' };
    return { ok: true, compact: value };
  },
};

export const inPan: IdentifierKind = {
  kind: 'in_pan',
  country: 'IN',
  roles: ['national_id_nr'],
  name: 'Permanent Account Number',
  localName: 'स्थायी खाता संख्या (PAN)',
  label: 'Indian PAN',
  placeholder: 'AAAPA1234A',
  algorithm: 'none',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'Income Tax Department, "Permanent Account Number (PAN)"; Income-tax Act 1961 s. 139A',
  parse(value) {
    if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(value)) return { ok: false, reason: 'format' };
    // The fourth letter is the holder's status: P for an individual person.
    return value.charAt(3) === 'P' ? { ok: true, compact: value } : { ok: false, reason: 'range' };
  },
};

export const cnResidentId: IdentifierKind = {
  kind: 'cn_resident_id',
  country: 'CN',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Resident identity card number',
  localName: '公民身份号码 (居民身份证)',
  label: 'Chinese resident identity number',
  placeholder: 'XXXXXXYYYYMMDDXXXX',
  algorithm: 'iso7064-mod11-2',
  guarantees: { substitution: true, transposition: 'all' },
  source: 'GB 11643-1999 "Citizen identification number"; ISO 7064:2003 MOD 11-2',
  parse(value, today) {
    const m = /^(\d{6})(\d{4})(\d{2})(\d{2})(\d{3})([0-9X])$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    if (iso7064Mod11_2(value.slice(0, 17)) !== value.charAt(17)) return { ok: false, reason: 'checksum' };
    const date = birthDate(Number(m[2]), Number(m[3]), Number(m[4]), today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date, sex: sexOf(num(value, 16, 1)) };
  },
};

export const jpMyNumber: IdentifierKind = {
  kind: 'jp_my_number',
  country: 'JP',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Individual number (My Number)',
  localName: '個人番号 (マイナンバー)',
  label: 'Japanese My Number',
  placeholder: 'XXXX XXXX XXXX',
  algorithm: 'mod11-weighted',
  // Remainders 0 and 1 both give check digit 0, so one substitution can go unnoticed.
  guarantees: { substitution: false, transposition: 'none' },
  source: '行政手続における特定の個人を識別するための番号の利用等に関する法律施行令 第8条; 総務省令第85号 (2014) 第5条',
  parse(value) {
    if (value.length !== 12 || !isDigits(value)) return { ok: false, reason: 'format' };
    // P(n) is the n-th digit from the right of the eleven, weighted n + 1 up to 6, then n − 5.
    let sum = 0;
    for (let n = 1; n <= 11; n++) sum += num(value, 11 - n, 1) * (n <= 6 ? n + 1 : n - 5);
    const r = sum % 11;
    return (r <= 1 ? 0 : 11 - r) === num(value, 11, 1)
      ? { ok: true, compact: value }
      : { ok: false, reason: 'checksum' };
  },
};

/** Singapore NRIC (S, T) and FIN (F, G): weights 2 7 6 5 4 3 2, +4 for the 2000s series. */
function singaporeParse(value: string, prefixes: string, letters: Record<string, string>) {
  const m = /^([A-Z])(\d{7})([A-Z])$/.exec(value);
  if (!m || !prefixes.includes(m[1] ?? '')) return { ok: false as const, reason: 'format' as const };
  const [, prefix = '', digits = '', check = ''] = m;
  const offset = prefix === 'T' || prefix === 'G' ? 4 : 0;
  const r = (weightedSum(digits, [2, 7, 6, 5, 4, 3, 2]) + offset) % 11;
  return letters[prefix]?.charAt(r) === check
    ? { ok: true as const, compact: value }
    : { ok: false as const, reason: 'checksum' as const };
}
const NRIC_LETTERS = 'JZIHGFEDCBA';
const FIN_LETTERS = 'XWUTRQPNMLK';
const SG_SOURCE =
  'Immigration & Checkpoints Authority (ICA), NRIC and FIN structure; National Registration Act 1965. The check letter is not published by ICA: the widely published weights are used';

export const sgNric: IdentifierKind = {
  kind: 'sg_nric',
  country: 'SG',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'National Registration Identity Card number',
  localName: 'NRIC number',
  label: 'Singapore NRIC number',
  placeholder: 'S1234567A',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'all' },
  source: SG_SOURCE,
  parse: (v) => singaporeParse(v, 'ST', { S: NRIC_LETTERS, T: NRIC_LETTERS }),
};

export const sgFin: IdentifierKind = {
  ...sgNric,
  kind: 'sg_fin',
  name: 'Foreign Identification Number',
  localName: 'FIN',
  label: 'Singapore FIN',
  placeholder: 'F1234567A',
  parse: (v) => singaporeParse(v, 'FG', { F: FIN_LETTERS, G: FIN_LETTERS }),
};

export const auTfn: IdentifierKind = {
  kind: 'au_tfn',
  country: 'AU',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Tax file number',
  localName: 'Tax file number (TFN)',
  label: 'Australian tax file number',
  placeholder: 'XXX XXX XXX',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'all' },
  source:
    'Australian Taxation Office, TFN algorithm in the ATO software developers’ specifications; Taxation Administration Act 1953 Part III',
  parse(value) {
    if (!isDigits(value) || (value.length !== 9 && value.length !== 8)) return { ok: false, reason: 'format' };
    const weights = value.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : [10, 7, 8, 4, 6, 3, 5, 1];
    return weightedSum(value, weights) % 11 === 0 ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

export const ilTeudatZehut: IdentifierKind = {
  kind: 'il_teudat_zehut',
  country: 'IL',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Identity number',
  localName: 'מספר זהות (Teudat Zehut)',
  label: 'Israeli identity number (Teudat Zehut)',
  placeholder: 'XXXXXXXXX',
  algorithm: 'luhn',
  guarantees: { substitution: true, transposition: 'except-09' },
  source: 'Population and Immigration Authority; Population Registry Law 5725-1965; Luhn check digit',
  // Shorter numbers are nine-digit numbers whose leading zeros were dropped.
  normalise: (raw) => {
    const v = raw.replace(/[\s\-.]/g, '').toUpperCase();
    return /^\d{5,8}$/.test(v) ? v.padStart(9, '0') : v;
  },
  parse(value) {
    if (value.length !== 9 || !isDigits(value) || /^0+$/.test(value)) return { ok: false, reason: 'format' };
    return luhnValid(value) ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

export const zaId: IdentifierKind = {
  kind: 'za_id',
  country: 'ZA',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Identity number',
  localName: 'ID number',
  label: 'South African ID number',
  placeholder: 'YYMMDDXXXXXXX',
  algorithm: 'luhn',
  guarantees: { substitution: true, transposition: 'except-09' },
  source: 'Department of Home Affairs; Identification Act 68 of 1997; Luhn check digit',
  parse(value, today) {
    if (value.length !== 13 || !isDigits(value)) return { ok: false, reason: 'format' };
    if (!luhnValid(value)) return { ok: false, reason: 'checksum' };
    // The 11th digit is 0 for citizens, 1 for permanent residents and 2 for refugees.
    if (num(value, 10, 1) > 2) return { ok: false, reason: 'range' };
    const [yy, mm, dd] = [num(value, 0), num(value, 2), num(value, 4)];
    const date = birthDate(pastYear(yy, mm, dd, today), mm, dd, today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date, sex: num(value, 6, 4) >= 5000 ? 'male' : 'female' };
  },
};

export const ASIA_AFRICA_PACIFIC: readonly IdentifierKind[] = [
  inAadhaar,
  inPan,
  cnResidentId,
  jpMyNumber,
  sgNric,
  sgFin,
  auTfn,
  ilTeudatZehut,
  zaId,
];
