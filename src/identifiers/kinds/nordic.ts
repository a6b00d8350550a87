// Sweden, Norway, Denmark, Finland and Iceland. Sources: docs/identifiers.md.
import { isDigits, luhnValid, weightedSum } from '../checksums.js';
import { birthDate, num, pastYear } from '../dates.js';
import type { IdentifierKind, Parsed, Sex } from '../types.js';

const sexOf = (digit: number): Sex => (digit % 2 === 1 ? 'male' : 'female');

/** Spaces go, dashes go, but Sweden's `+` (born 100 or more years ago) stays. */
const keepPlus = (raw: string): string => raw.replace(/[\s\-.]/g, '').toUpperCase();

/**
 * A Swedish personnummer (coordination: false) or samordningsnummer (day + 60), as
 * YYYYMMDDNNNC or YYMMDD[-+]NNNC; Luhn over the ten digits YYMMDDNNNC.
 */
function parseSwedish(value: string, today: string, coordination: boolean): Parsed {
  const long = /^(\d{2})(\d{6})(\d{4})$/.exec(value);
  const short = /^(\d{6})(\+?)(\d{4})$/.exec(value);
  const [yymmdd, serial] = long ? [long[2] ?? '', long[3] ?? ''] : short ? [short[1] ?? '', short[3] ?? ''] : [];
  if (yymmdd === undefined || serial === undefined) return { ok: false, reason: 'format' };
  const ten = yymmdd + serial;
  const [yy, mm, rawDay] = [num(ten, 0), num(ten, 2), num(ten, 4)];
  if (coordination !== rawDay > 60) return { ok: false, reason: coordination ? 'format' : 'date' };
  const dd = coordination ? rawDay - 60 : rawDay;
  let year: number;
  if (long) year = Number(long[1]) * 100 + yy;
  else year = pastYear(yy, mm, dd, today) - (short?.[2] === '+' ? 100 : 0);
  if (!luhnValid(ten)) return { ok: false, reason: 'checksum' };
  const date = birthDate(year, mm, dd, today);
  if (date === undefined) return { ok: false, reason: 'date' };
  return {
    ok: true,
    compact: `${String(year).slice(0, 2)}${ten}`,
    birthDate: date,
    sex: sexOf(num(ten, 8, 1)),
  };
}

const SE_SOURCE = 'Skatteverket, SKV 704 "Personnummer" and SKV 707 "Samordningsnummer"; Folkbokföringslagen 18 §';

export const sePersonnummer: IdentifierKind = {
  kind: 'se_personnummer',
  country: 'SE',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Personal identity number',
  localName: 'personnummer',
  label: 'Swedish personnummer',
  placeholder: 'YYYYMMDD-XXXX',
  algorithm: 'luhn',
  guarantees: { substitution: true, transposition: 'except-09', unprotected: [0, 1] },
  source: SE_SOURCE,
  normalise: keepPlus,
  parse: (v, today) => parseSwedish(v, today, false),
};

export const seSamordningsnummer: IdentifierKind = {
  ...sePersonnummer,
  kind: 'se_samordningsnummer',
  name: 'Coordination number',
  localName: 'samordningsnummer',
  label: 'Swedish samordningsnummer',
  parse: (v, today) => parseSwedish(v, today, true),
};

/** Norway: the century follows from the individual number (Folkeregisterforskriften § 2-2-2). */
function norwegianCentury(individual: number, yy: number): number | undefined {
  if (individual <= 499) return 1900;
  if (individual <= 749 && yy >= 54) return 1800;
  if (yy <= 39) return 2000;
  if (individual >= 900) return 1900;
  return undefined;
}

function mod11Check(digits: string, weights: readonly number[]): number | undefined {
  const c = 11 - (weightedSum(digits, weights) % 11);
  return c === 11 ? 0 : c === 10 ? undefined : c;
}

const NO_K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NO_K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** Norwegian fødselsnummer (dNumber: false) or D-nummer (day + 40): DDMMYYIIIKK. */
function parseNorwegian(value: string, today: string, dNumber: boolean): Parsed {
  if (value.length !== 11 || !isDigits(value)) return { ok: false, reason: 'format' };
  const rawDay = num(value, 0);
  if (dNumber !== rawDay > 40) return { ok: false, reason: dNumber ? 'format' : 'date' };
  if (
    mod11Check(value.slice(0, 9), NO_K1) !== num(value, 9, 1) ||
    mod11Check(value.slice(0, 10), NO_K2) !== num(value, 10, 1)
  )
    return { ok: false, reason: 'checksum' };
  const [mm, yy] = [num(value, 2), num(value, 4)];
  const century = norwegianCentury(num(value, 6, 3), yy);
  if (century === undefined) return { ok: false, reason: 'range' };
  // An H-nummer (assistance number) adds 40 to the month.
  const date = birthDate(century + yy, mm > 40 ? mm - 40 : mm, dNumber ? rawDay - 40 : rawDay, today);
  if (date === undefined) return { ok: false, reason: 'date' };
  return { ok: true, compact: value, birthDate: date, sex: sexOf(num(value, 8, 1)) };
}

const NO_SOURCE =
  'Skatteetaten, "Fødselsnummer" and "D-nummer" (Folkeregisteret); Forskrift om folkeregistrering § 2-2-2';

export const noFodselsnummer: IdentifierKind = {
  kind: 'no_fodselsnummer',
  country: 'NO',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'National identity number',
  localName: 'fødselsnummer',
  label: 'Norwegian fødselsnummer',
  placeholder: 'DDMMYYXXXXX',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'all' },
  source: NO_SOURCE,
  parse: (v, today) => parseNorwegian(v, today, false),
};

export const noDNummer: IdentifierKind = {
  ...noFodselsnummer,
  kind: 'no_d_nummer',
  name: 'D number',
  localName: 'D-nummer',
  label: 'Norwegian D-nummer',
  parse: (v, today) => parseNorwegian(v, today, true),
};

/** Denmark: the century follows from the 7th digit and the year (CPR-kontoret, 2008). */
function danishCentury(seventh: number, yy: number): number {
  if (seventh <= 3) return 1900;
  if (seventh === 4 || seventh === 9) return yy <= 36 ? 2000 : 1900;
  return yy <= 57 ? 2000 : 1800;
}

export const dkCpr: IdentifierKind = {
  kind: 'dk_cpr',
  country: 'DK',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Personal identification number',
  localName: 'CPR-nummer',
  label: 'Danish CPR-nummer',
  placeholder: 'DDMMYY-XXXX',
  // CPR numbers issued since 2007 need not pass the old modulus-11 test, so none is applied.
  algorithm: 'none',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'CPR-kontoret, "Personnummeret i CPR" (2008) and "Personnumre uden kontrolciffer" (2007)',
  parse(value, today) {
    if (value.length !== 10 || !isDigits(value)) return { ok: false, reason: 'format' };
    const yy = num(value, 4);
    const date = birthDate(danishCentury(num(value, 6, 1), yy) + yy, num(value, 2), num(value, 0), today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date, sex: sexOf(num(value, 9, 1)) };
  },
};

const FI_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
/** Century signs, including those in use since 2023 (Valtioneuvoston asetus 128/2010, as amended). */
const FI_CENTURY: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

export const fiHenkilotunnus: IdentifierKind = {
  kind: 'fi_henkilotunnus',
  country: 'FI',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Personal identity code',
  localName: 'henkilötunnus',
  label: 'Finnish henkilötunnus',
  placeholder: 'DDMMYY-XXXC',
  algorithm: 'mod31-character',
  guarantees: { substitution: true, transposition: 'all' },
  source:
    'Digi- ja väestötietovirasto (DVV), "Henkilötunnus"; Valtioneuvoston asetus väestötietojärjestelmästä 128/2010',
  // The dash is the century sign of people born in the 1900s: it must stay.
  normalise: (raw) => raw.replace(/\s/g, '').toUpperCase(),
  parse(value, today) {
    const m = /^(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    const [, ddmmyy = '', sign = '', individual = '', check = ''] = m;
    if (FI_CHECK[Number(ddmmyy + individual) % 31] !== check) return { ok: false, reason: 'checksum' };
    // 900–999 are temporary numbers, not a person's code; 000 and 001 are not issued.
    if (Number(individual) < 2 || Number(individual) > 899) return { ok: false, reason: 'range' };
    const date = birthDate((FI_CENTURY[sign] ?? 0) + num(ddmmyy, 4), num(ddmmyy, 2), num(ddmmyy, 0), today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date, sex: sexOf(Number(individual) % 10) };
  },
};

const IS_CENTURY: Readonly<Record<string, number>> = { '8': 1800, '9': 1900, '0': 2000 };

export const isKennitala: IdentifierKind = {
  kind: 'is_kennitala',
  country: 'IS',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Identification number',
  localName: 'kennitala',
  label: 'Icelandic kennitala',
  placeholder: 'DDMMYY-XXXX',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'all', unprotected: [9] },
  source: 'Þjóðskrá Íslands, "Kennitala"; Lög um skráningu einstaklinga 140/2019',
  parse(value, today) {
    if (value.length !== 10 || !isDigits(value)) return { ok: false, reason: 'format' };
    if (mod11Check(value.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2]) !== num(value, 8, 1))
      return { ok: false, reason: 'checksum' };
    const century = IS_CENTURY[value.charAt(9)];
    // Days 41–71 are companies' kennitölur, not a person's.
    if (century === undefined || num(value, 0) > 40) return { ok: false, reason: 'range' };
    const date = birthDate(century + num(value, 4), num(value, 2), num(value, 0), today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return { ok: true, compact: value, birthDate: date };
  },
};

export const NORDIC: readonly IdentifierKind[] = [
  sePersonnummer,
  seSamordningsnummer,
  noFodselsnummer,
  noDNummer,
  dkCpr,
  fiHenkilotunnus,
  isKennitala,
];
