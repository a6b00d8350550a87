// United States, Canada, Mexico, Brazil, Chile and Argentina. Sources: docs/identifiers.md.
import { isDigits, luhnValid, weightedSum } from '../checksums.js';
import { birthDate, num } from '../dates.js';
import type { IdentifierKind } from '../types.js';

/** Numbers the SSA never issues, or that were published and misused (078-05-1120). */
const SSN_RETIRED = new Set(['078051120', '219099999']);

export const usSsn: IdentifierKind = {
  kind: 'us_ssn',
  country: 'US',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Social Security number',
  localName: 'Social Security number (SSN)',
  label: 'US Social Security number',
  placeholder: 'XXX-XX-XXXX',
  algorithm: 'none',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'Social Security Administration, "Social Security Number Randomization" (2011); POMS RM 10201.035',
  parse(value) {
    if (value.length !== 9 || !isDigits(value)) return { ok: false, reason: 'format' };
    const [area, group, serial] = [num(value, 0, 3), num(value, 3, 2), num(value, 5, 4)];
    if (area === 0 || area === 666 || area >= 900 || group === 0 || serial === 0 || SSN_RETIRED.has(value))
      return { ok: false, reason: 'range' };
    return { ok: true, compact: value };
  },
};

export const caSin: IdentifierKind = {
  kind: 'ca_sin',
  country: 'CA',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Social Insurance Number',
  localName: 'Social Insurance Number (SIN) / numéro d’assurance sociale (NAS)',
  label: 'Canadian Social Insurance Number',
  placeholder: 'XXX XXX XXX',
  algorithm: 'luhn',
  guarantees: { substitution: true, transposition: 'except-09' },
  source:
    'Employment and Social Development Canada, "Social Insurance Number Code of Practice"; Employment Insurance Act Part VI',
  parse(value) {
    if (value.length !== 9 || !isDigits(value)) return { ok: false, reason: 'format' };
    if (!luhnValid(value)) return { ok: false, reason: 'checksum' };
    // 0 is never issued and 8 marks business numbers, not people.
    if (value.startsWith('0') || value.startsWith('8')) return { ok: false, reason: 'range' };
    return { ok: true, compact: value };
  },
};

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
/** States of birth (RENAPO's two-letter codes) and NE, born abroad. */
const CURP_STATES = new Set(
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(' '),
);

export const mxCurp: IdentifierKind = {
  kind: 'mx_curp',
  country: 'MX',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Unique population registry code',
  localName: 'Clave Única de Registro de Población (CURP)',
  label: 'Mexican CURP',
  placeholder: 'AAAA000000HAAAAA00',
  algorithm: 'mod10-weighted',
  // The ninth character has weight 10 and so is not covered at all.
  guarantees: { substitution: false, transposition: 'none' },
  source: 'Secretaría de Gobernación (RENAPO), "Instructivo Normativo para la Asignación de la CURP" (DOF 18/10/2021)',
  parse(value, today) {
    const m = /^[A-Z]{4}(\d{2})(\d{2})(\d{2})([HMX])([A-Z]{2})[A-Z]{3}([0-9A-Z])(\d)$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    const [, yy = '', mm = '', dd = '', sex = '', state = '', differentiator = '', check = ''] = m;
    let sum = 0;
    Array.from(value.slice(0, 17)).forEach((c, i) => {
      sum += CURP_ALPHABET.indexOf(c) * (18 - i);
    });
    if ((10 - (sum % 10)) % 10 !== Number(check)) return { ok: false, reason: 'checksum' };
    if (!CURP_STATES.has(state)) return { ok: false, reason: 'range' };
    // The differentiator is a digit for people born before 2000 and a letter from 2000 on.
    const century = /\d/.test(differentiator) ? 1900 : 2000;
    const date = birthDate(century + Number(yy), Number(mm), Number(dd), today);
    if (date === undefined) return { ok: false, reason: 'date' };
    return {
      ok: true,
      compact: value,
      birthDate: date,
      ...(sex === 'H' ? { sex: 'male' as const } : sex === 'M' ? { sex: 'female' as const } : {}),
    };
  },
};

/** CPF check digit: Σ digit × weight (weights n+1 … 2), × 10 mod 11, 10 counting as 0. */
const cpfDigit = (digits: string): number =>
  ((weightedSum(
    digits,
    Array.from({ length: digits.length }, (_, i) => digits.length + 1 - i),
  ) *
    10) %
    11) %
  10;

export const brCpf: IdentifierKind = {
  kind: 'br_cpf',
  country: 'BR',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'Natural persons register number',
  localName: 'Cadastro de Pessoas Físicas (CPF)',
  label: 'Brazilian CPF',
  placeholder: 'XXX.XXX.XXX-XX',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'Receita Federal do Brasil, Instrução Normativa RFB nº 1.548/2015 (CPF); módulo 11 check digits',
  parse(value) {
    if (value.length !== 11 || !isDigits(value)) return { ok: false, reason: 'format' };
    // 111.111.111-11 and the like pass the check digits but are never issued.
    if (/^(\d)\1{10}$/.test(value)) return { ok: false, reason: 'range' };
    if (cpfDigit(value.slice(0, 9)) !== num(value, 9, 1) || cpfDigit(value.slice(0, 10)) !== num(value, 10, 1))
      return { ok: false, reason: 'checksum' };
    return { ok: true, compact: value };
  },
};

export const clRun: IdentifierKind = {
  kind: 'cl_run',
  country: 'CL',
  roles: ['national_id_nr', 'social_service_number'],
  name: 'National roll number',
  localName: 'Rol Único Nacional (RUN/RUT)',
  label: 'Chilean RUN',
  placeholder: '12.345.678-9',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'all' },
  source: 'Servicio de Registro Civil e Identificación, "RUN"; Servicio de Impuestos Internos, módulo 11 (DFL 3/1969)',
  parse(value) {
    const m = /^(\d{7,8})([0-9K])$/.exec(value);
    if (!m) return { ok: false, reason: 'format' };
    const [, body = '', check = ''] = m;
    let sum = 0;
    Array.from(body)
      .reverse()
      .forEach((c, i) => {
        sum += Number(c) * (2 + (i % 6));
      });
    const r = 11 - (sum % 11);
    const expected = r === 11 ? '0' : r === 10 ? 'K' : String(r);
    return expected === check ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

export const arDni: IdentifierKind = {
  kind: 'ar_dni',
  country: 'AR',
  roles: ['national_id_nr'],
  name: 'National identity document number',
  localName: 'Documento Nacional de Identidad (DNI)',
  label: 'Argentine DNI',
  placeholder: 'XX.XXX.XXX',
  algorithm: 'none',
  guarantees: { substitution: false, transposition: 'none' },
  source: 'Registro Nacional de las Personas (RENAPER); Ley 17.671',
  parse(value) {
    return /^\d{7,8}$/.test(value) && !/^0/.test(value)
      ? { ok: true, compact: value }
      : { ok: false, reason: 'format' };
  },
};

export const arCuil: IdentifierKind = {
  kind: 'ar_cuil',
  country: 'AR',
  roles: ['social_service_number', 'national_id_nr'],
  name: 'Unique labour identification code',
  localName: 'Código Único de Identificación Laboral (CUIL)',
  label: 'Argentine CUIL',
  placeholder: 'XX-XXXXXXXX-X',
  algorithm: 'mod11-weighted',
  guarantees: { substitution: true, transposition: 'all' },
  source: 'ANSES, "CUIL"; AFIP Resolución General 10/1997 (módulo 11 check digit)',
  parse(value) {
    if (value.length !== 11 || !isDigits(value)) return { ok: false, reason: 'format' };
    // People's prefixes: 20 men, 27 women, 23 and 24 when the first choice would need a check of 10.
    if (!/^(20|23|24|27)/.test(value)) return { ok: false, reason: 'range' };
    const c = 11 - (weightedSum(value.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
    return (c === 11 ? 0 : c) === num(value, 10, 1) ? { ok: true, compact: value } : { ok: false, reason: 'checksum' };
  },
};

export const AMERICAS: readonly IdentifierKind[] = [usSsn, caSin, mxCurp, brCpf, clRun, arDni, arCuil];
