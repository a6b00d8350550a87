// United Kingdom, Ireland, France, Belgium, the Netherlands, Germany, Switzerland and Austria.
// Sources: docs/identifiers.md.
import { isDigits, iso7064Mod11_10, modDecimal, weightedSum } from '../checksums.js';
import { birthDate, num } from '../dates.js';
import type { IdentifierKind, Sex } from '../types.js';

const sexOf = (digit: number): Sex => (digit % 2 === 1 ? 'male' : 'female');

/** Prefixes HMRC never allocates (National Insurance Manual NIM39110). */
const NINO_UNUSED = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export const gbNino: IdentifierKind = {
  kind: 'gb_nino',
  country: 'GB',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'National Insurance number',
  localName: 'National Insurance number',
  label: 'UK National Insurance number',
  // HMRC's own example: QQ is never allocated, so the placeholder can never be someone's number.
  placeholder: 'QQ 12 34 56 C',
  algorithm: 'none',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'HMRC National Insurance Manual NIM39110 "National Insurance number: format"',
  parse(value) {
    if (!/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(value)) return { ok: false, reason: 'format' };
    if (NINO_UNUSED.has(value.slice(0, 2))) return { ok: false, reason: 'range' };
    return { ok: true, compact: value };
  },
};

const PPSN_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

export const iePpsn: IdentifierKind = {
  kind: 'ie_ppsn',
  country: 'IE',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Personal Public Service Number',
  localName: 'PPS number',
  label: 'Irish PPS number',
  placeholder: '1234567TA',
  algorithm: 'mod23-letter',
  guarantees: { substitution: true, transposition: 'all' },
  source:
    'Department of Social Protection, "Personal Public Service Number"; Social Welfare Consolidation Act 2005 s. 262',
  parse(value) {
    const m = /^(\d{7})([A-W])([AHWTX]?)$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    const [, digits = '', check = '', second = ''] = m;
    // The second letter of numbers issued since 2013 (A or H) weighs 9 × its place in the
    // alphabet; the older W, T and X (and none) count 0.
    const extra = second === 'A' || second === 'H' ? second.charCodeAt(0) - 64 : 0;
    const r = (weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * extra) % 23;
    return PPSN_LETTERS[r] === check ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

export const frNir: IdentifierKind = {
  kind: 'fr_nir',
  country: 'FR',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Social security number',
  localName: 'numéro de sécurité sociale (NIR)',
  label: 'French numéro de sécurité sociale (NIR)',
  placeholder: 'X XX XX XX XXX XXX XX',
  algorithm: 'mod97',
  guarantees: { substitution: true, transposition: 'all' },
  source: 'INSEE, "Numéro d’inscription au répertoire (NIR)"; décret n° 82-103 du 22 janvier 1982',
  parse(value) {
    const m = /^([1-478])(\d{2})(\d{2})(\d[0-9AB])(\d{6})(\d{2})$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    const [, sex = '', , month = '', dept = '', rest = '', key = ''] = m;
    // Corsica's 2A and 2B count as 19 and 18 in the key.
    const body = value.slice(0, 13).replace('2A', '19').replace('2B', '18');
    if (!isDigits(body) || (/[AB]/.test(dept) && !dept.startsWith('2'))) return { ok: false, reason: 'format' };
    if (97 - modDecimal(body, 97) !== Number(key)) return { ok: false, reason: 'checksum' };
    // Months 20 and 30–42, 50–99 stand for an unknown or partly known birth month.
    const mm = Number(month);
    if (mm === 0 || (mm > 12 && mm < 20) || (mm > 20 && mm < 30) || (mm > 42 && mm < 50) || rest === '000000')
      return { ok: false, reason: 'range' };
    return { ok: true, compact: value, sex: sexOf(Number(sex)) };
  },
};

export const beRijksregisternummer: IdentifierKind = {
  kind: 'be_rijksregisternummer',
  country: 'BE',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'National register number',
  localName: 'numéro de registre national / rijksregisternummer',
  label: 'Belgian national register number',
  placeholder: 'YY.MM.DD-XXX.XX',
  algorithm: 'mod97',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'SPF Intérieur / FOD Binnenlandse Zaken, "Structure du numéro de Registre national"; Loi du 8 août 1983',
  parse(value, today) {
    if (value.length !== 11 || !isDigits(value)) return { ok: false, reason: 'format' };
    const body = value.slice(0, 9);
    const key = num(value, 9);
    // People born from 2000 on have a 2 put before the nine digits for the key.
    const century =
      97 - modDecimal(body, 97) === key ? 1900 : 97 - modDecimal(`2${body}`, 97) === key ? 2000 : undefined;
    if (century === undefined) return { ok: false, reason: 'checksum' };
    const serial = num(value, 6, 3);
    if (serial === 0) return { ok: false, reason: 'range' };
    // Bis numbers add 20 (sex unknown) or 40 to the month; 00 marks an unknown month or day.
    const rawMonth = num(value, 2);
    const month = rawMonth % 20;
    const day = num(value, 4);
    if (rawMonth > 52 || month > 12 || day > 31) return { ok: false, reason: 'date' };
    const sex = rawMonth >= 20 && rawMonth < 40 ? undefined : sexOf(serial);
    if (month === 0 || day === 0) return { ok: true, compact: value, ...(sex ? { sex } : {}) };
    const date = birthDate(century + num(value, 0), month, day, today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date, ...(sex ? { sex } : {}) };
  },
};

export const nlBsn: IdentifierKind = {
  kind: 'nl_bsn',
  country: 'NL',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Citizen service number',
  localName: 'burgerservicenummer (BSN)',
  label: 'Dutch burgerservicenummer (BSN)',
  placeholder: 'XXXXXXXXX',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'all' },
  source: 'Wet algemene bepalingen burgerservicenummer; Rijksdienst voor Identiteitsgegevens, "Elfproef BSN"',
  // Eight-digit numbers are nine-digit numbers whose leading zero was dropped.
  normalise: (raw) => {
    const v = raw.replace(/[\s\-.]/g, '').toUpperCase();
    return /^\d{8}$/.test(v) ? `0${v}` : v;
  },
  parse(value) {
    if (value.length !== 9 || !isDigits(value) || /^0+$/.test(value)) return { ok: false, reason: 'format' };
    const sum = weightedSum(value, [9, 8, 7, 6, 5, 4, 3, 2, -1]);
    return sum % 11 === 0 ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

/** One digit of the first ten appears two or three times, the others at most once (StIdV § 2). */
function steuerIdDigitsOk(ten: string): boolean {
  const counts = new Map<string, number>();
  for (const c of ten) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3) return false;
  // Since 2016 a digit that appears three times never does so three times in a row.
  return !/(\d)\1\1/.test(ten);
}

export const deSteuerId: IdentifierKind = {
  kind: 'de_steuer_id',
  country: 'DE',
  roles: ['national_id_nr'],
  name: 'Tax identification number',
  localName: 'Steuerliche Identifikationsnummer (Steuer-IdNr.)',
  label: 'German Steuer-IdNr.',
  placeholder: 'XX XXX XXX XXX',
  algorithm: 'iso7064-mod11-10',
  guarantees: { substitution: true, transposition: 'none' },
  source: 'Abgabenordnung § 139b; Steueridentifikationsnummerverordnung (StIdV) § 2; Bundeszentralamt für Steuern',
  parse(value) {
    if (value.length !== 11 || !isDigits(value) || value.startsWith('0')) return { ok: false, reason: 'format' };
    if (iso7064Mod11_10(value.slice(0, 10)) !== num(value, 10, 1)) return { ok: false, reason: 'checksum' };
    if (!steuerIdDigitsOk(value.slice(0, 10))) return { ok: false, reason: 'range' };
    return { ok: true, compact: value };
  },
};

export const chAhv: IdentifierKind = {
  kind: 'ch_ahv',
  country: 'CH',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Social security number',
  localName: 'AHV-Nummer / numéro AVS',
  label: 'Swiss AHV number',
  placeholder: '756.XXXX.XXXX.XX',
  algorithm: 'mod10-weighted',
  guarantees: { substitution: true, transposition: 'except-diff-5' },
  source: 'Zentrale Ausgleichsstelle (ZAS), "Die AHV-Nummer"; AHVG Art. 50c; EAN-13 check digit (GS1)',
  parse(value) {
    if (value.length !== 13 || !isDigits(value) || !value.startsWith('756')) return { ok: false, reason: 'format' };
    const check = (10 - (weightedSum(value.slice(0, 12), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10;
    return check === num(value, 12, 1) ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

export const atSvnr: IdentifierKind = {
  kind: 'at_svnr',
  country: 'AT',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Social insurance number',
  localName: 'Sozialversicherungsnummer',
  label: 'Austrian Sozialversicherungsnummer',
  placeholder: 'XXXX DDMMYY',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'none' },
  source: 'Dachverband der Sozialversicherungsträger, "Versicherungsnummer"; ASVG § 31 Abs. 4',
  parse(value) {
    if (value.length !== 10 || !isDigits(value) || value.startsWith('0')) return { ok: false, reason: 'format' };
    // The last six digits are usually the date of birth, but not always (an unknown or
    // reused date gets a substitute), so they are not read as one.
    const sum = weightedSum(value, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11;
    return sum === num(value, 3, 1) ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

export const WESTERN: readonly IdentifierKind[] = [
  gbNino,
  iePpsn,
  frNir,
  beRijksregisternummer,
  nlBsn,
  deSteuerId,
  chAhv,
  atSvnr,
];
