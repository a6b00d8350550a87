// Estonia, Lithuania, Poland and Turkey. Sources: docs/identifiers.md.
import { isDigits, weightedSum } from '../checksums.js';
import { birthDate, num } from '../dates.js';
import type { IdentifierKind, Parsed, Sex } from '../types.js';

const sexOf = (digit: number): Sex => (digit % 2 === 1 ? 'male' : 'female');

/** Estonia's and Lithuania's shared check digit: two weight sets, then 0 (EVS 585:2007). */
function balticCheck(ten: string): number {
  const first = weightedSum(ten, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
  if (first < 10) return first;
  const second = weightedSum(ten, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11;
  return second < 10 ? second : 0;
}

/** GYYMMDDSSSC: G gives century and sex (1/2 = 1800s, 3/4 = 1900s, 5/6 = 2000s, …). */
function parseBaltic(value: string, today: string, maxG: number): Parsed {
  if (value.length !== 11 || !isDigits(value)) return { ok: false, reason: 'format' };
  if (balticCheck(value.slice(0, 10)) !== num(value, 10, 1)) return { ok: false, reason: 'checksum' };
  const g = num(value, 0, 1);
  if (g < 1 || g > maxG) return { ok: false, reason: 'range' };
  const century = 1800 + Math.floor((g - 1) / 2) * 100;
  const date = birthDate(century + num(value, 1), num(value, 3), num(value, 5), today);
  if (date === undefined) return { ok: false, reason: 'date' };
  return { ok: true, compact: value, birthDate: date, sex: sexOf(g) };
}

export const eeIsikukood: IdentifierKind = {
  kind: 'ee_isikukood',
  country: 'EE',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Personal identification code',
  localName: 'isikukood',
  label: 'Estonian isikukood',
  placeholder: 'GYYMMDDXXXC',
  algorithm: 'mod11-weighted',
  // The second weight set and the final fallback to 0 break the single-error guarantee.
  guarantees: { substitution: false, transposition: 'none' },
  source: 'EVS 585:2007 "Isikukood. Struktuur"; Rahvastikuregistri seadus § 23',
  parse: (v, today) => parseBaltic(v, today, 8),
};

export const ltAsmensKodas: IdentifierKind = {
  kind: 'lt_asmens_kodas',
  country: 'LT',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Personal code',
  localName: 'asmens kodas',
  label: 'Lithuanian asmens kodas',
  placeholder: 'GYYMMDDXXXC',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'LST 1722:1997 / Gyventojų registro įstatymas; Registrų centras, "Asmens kodas"',
  parse: (v, today) => parseBaltic(v, today, 6),
};

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** The month carries the century: +80 1800s, +0 1900s, +20 2000s, +40 2100s, +60 2200s. */
const PESEL_CENTURIES = [1900, 2000, 2100, 2200, 1800];

export const plPesel: IdentifierKind = {
  kind: 'pl_pesel',
  country: 'PL',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Universal electronic system for registration of the population number',
  localName: 'numer PESEL',
  label: 'Polish PESEL number',
  placeholder: 'YYMMDDXXXXX',
  algorithm: 'mod10-weighted',
  guarantees: { substitution: true, transposition: 'except-diff-5' },
  source: 'Ustawa o ewidencji ludności (Dz.U. 2010 nr 217 poz. 1427), art. 15; gov.pl, "Numer PESEL"',
  parse(value, today) {
    if (value.length !== 11 || !isDigits(value)) return { ok: false, reason: 'format' };
    if ((10 - (weightedSum(value.slice(0, 10), PESEL_WEIGHTS) % 10)) % 10 !== num(value, 10, 1))
      return { ok: false, reason: 'checksum' };
    const rawMonth = num(value, 2);
    const century = PESEL_CENTURIES[Math.floor(rawMonth / 20)] ?? 0;
    const date = birthDate(century + num(value, 0), rawMonth % 20, num(value, 4), today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date, sex: sexOf(num(value, 9, 1)) };
  },
};

export const trKimlik: IdentifierKind = {
  kind: 'tr_kimlik',
  country: 'TR',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Turkish identification number',
  localName: 'T.C. Kimlik No',
  label: 'Turkish T.C. Kimlik No',
  placeholder: 'XXXXXXXXXXX',
  algorithm: 'mod10-weighted',
  guarantees: { substitution: true, transposition: 'none' },
  source: 'Nüfus ve Vatandaşlık İşleri Genel Müdürlüğü (NVİ); 5490 sayılı Nüfus Hizmetleri Kanunu',
  parse(value) {
    if (value.length !== 11 || !isDigits(value) || value.startsWith('0')) return { ok: false, reason: 'format' };
    const d = Array.from(value, Number);
    const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
    const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
    const tenth = (((odd * 7 - even) % 10) + 10) % 10;
    const eleventh = (odd + even + tenth) % 10;
    if (tenth !== d[9] || eleventh !== d[10]) return { ok: false, reason: 'checksum' };
    return { ok: true, compact: value };
  },
};

export const CENTRAL_EASTERN: readonly IdentifierKind[] = [eeIsikukood, ltAsmensKodas, plPesel, trKimlik];
