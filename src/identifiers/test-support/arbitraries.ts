// Random well-formed bodies of every identifier kind, for property tests. A body is a number
// with its check characters left out (prefix + [check] + suffix), built from a date of birth
// and sex where the kind encodes them, so a test can compare what parse() reads back. The check
// characters are found by trying every candidate (complete()), never by the code under test's
// own formula: a kind whose check is wrong then has no or several completions and fails.
import fc from 'fast-check';
import type { Sex } from '../types.js';

/** The date the property tests treat as today. */
export const TODAY = '2026-11-24';

export interface Body {
  prefix: string;
  suffix: string;
  birthDate?: string;
  sex?: Sex;
}

export interface KindArbitrary {
  body: fc.Arbitrary<Body>;
  /** Characters one check position can take, and how many positions there are. */
  check: { alphabet: string; length: 0 | 1 | 2 };
  /** At most one completion of a body is valid (false when a kind's check allows more, e.g. Belgium's two centuries). */
  unique: boolean;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const digits = (n: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...Array.from(DIGITS)), { minLength: n, maxLength: n }).map((a) => a.join(''));
const letters = (n: number, from = LETTERS): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...Array.from(from)), { minLength: n, maxLength: n }).map((a) => a.join(''));
const int = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });

interface Birth {
  y: number;
  m: number;
  d: number;
  iso: string;
  yy: string;
  mm: string;
  dd: string;
}
/** A date of birth from `from` to `to` (years, inclusive), never after TODAY. */
function birth(from: number, to: number): fc.Arbitrary<Birth> {
  const lo = Date.UTC(from, 0, 1) / 86400000;
  const hi = Math.min(Date.UTC(to, 11, 31), Date.parse(`${TODAY}T00:00:00Z`)) / 86400000;
  return int(lo, hi).map((days) => {
    const t = new Date(days * 86400000);
    const [y, m, d] = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
    return { y, m, d, iso: t.toISOString().slice(0, 10), yy: pad(y % 100, 2), mm: pad(m, 2), dd: pad(d, 2) };
  });
}
const sexDigit = fc
  .constantFrom(...Array.from(DIGITS))
  .map((c): { c: string; sex: Sex } => ({ c, sex: Number(c) % 2 === 1 ? 'male' : 'female' }));

const one = (alphabet: string) => ({ alphabet, length: 1 as const });
const NONE = { alphabet: '', length: 0 as const };

function swedish(coordination: boolean): KindArbitrary {
  return {
    body: fc.tuple(birth(1900, 2025), digits(2), sexDigit).map(([b, serial, s]) => ({
      prefix: `${b.y}${b.mm}${pad(b.d + (coordination ? 60 : 0), 2)}${serial}${s.c}`,
      suffix: '',
      birthDate: b.iso,
      sex: s.sex,
    })),
    check: one(DIGITS),
    unique: true,
  };
}

function norwegian(dNumber: boolean): KindArbitrary {
  return {
    body: fc.tuple(birth(1900, 2025), int(0, 49), sexDigit).map(([b, tens, s]) => {
      // 000–499 for the 1900s, 500–999 for the 2000s (Folkeregisterforskriften § 2-2-2).
      const individual = (b.y < 2000 ? 0 : 500) + tens * 10 + Number(s.c);
      return {
        prefix: `${pad(b.d + (dNumber ? 40 : 0), 2)}${b.mm}${b.yy}${pad(individual, 3)}`,
        suffix: '',
        birthDate: b.iso,
        sex: s.sex,
      };
    }),
    check: { alphabet: DIGITS, length: 2 },
    unique: true,
  };
}

function baltic(firstCentury: number): KindArbitrary {
  return {
    body: fc.tuple(birth(1900, 2025), digits(2), sexDigit).map(([b, serial, s]) => {
      const g = firstCentury + (b.y < 2000 ? 0 : 2) + (s.sex === 'male' ? 0 : 1);
      return {
        prefix: `${g}${b.yy}${b.mm}${b.dd}${serial}${s.c}`,
        suffix: '',
        birthDate: b.iso,
        sex: g % 2 === 1 ? 'male' : 'female',
      };
    }),
    check: one(DIGITS),
    unique: true,
  };
}

const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_UNUSED = ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'];
const CURP_STATES =
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(' ');

/** Germany: ten digits in which exactly one digit appears twice (StIdV § 2), not starting with 0. */
const steuerIdBody = fc
  .tuple(fc.shuffledSubarray(Array.from(DIGITS), { minLength: 9, maxLength: 9 }), int(0, 8), int(0, 9))
  .map(([nine, dup, at]) => {
    const ten = [...nine];
    ten.splice(at, 0, nine[dup] ?? '0');
    return ten.join('');
  })
  .filter((ten) => !ten.startsWith('0'));

export const ARBITRARIES: Readonly<Record<string, KindArbitrary>> = {
  se_personnummer: swedish(false),
  se_samordningsnummer: swedish(true),
  no_fodselsnummer: norwegian(false),
  no_d_nummer: norwegian(true),
  dk_cpr: {
    body: fc.tuple(birth(1900, 2025), digits(2), sexDigit, int(0, 3)).map(([b, mid, s, low]) => ({
      // The 7th digit: 0–3 for the 1900s, 4 for 2000–2036 (CPR-kontoret).
      prefix: `${b.dd}${b.mm}${b.yy}${b.y < 2000 ? low : 4}${mid}${s.c}`,
      suffix: '',
      birthDate: b.iso,
      sex: s.sex,
    })),
    check: NONE,
    unique: true,
  },
  fi_henkilotunnus: {
    body: fc
      .tuple(
        birth(1900, 2025),
        int(2, 89),
        sexDigit,
        fc.constantFrom(...Array.from('-YXWVU')),
        fc.constantFrom(...Array.from('ABCDEF')),
      )
      .map(([b, tens, s, old, recent]) => {
        const individual = tens * 10 + Number(s.c);
        return {
          prefix: `${b.dd}${b.mm}${b.yy}${b.y < 2000 ? old : recent}${pad(individual, 3)}`,
          suffix: '',
          birthDate: b.iso,
          sex: individual % 2 === 1 ? 'male' : 'female',
        };
      }),
    check: one('0123456789ABCDEFHJKLMNPRSTUVWXY'),
    unique: true,
  },
  is_kennitala: {
    body: fc.tuple(birth(1900, 2025), digits(2)).map(([b, rr]) => ({
      prefix: `${b.dd}${b.mm}${b.yy}${rr}`,
      suffix: b.y < 2000 ? '9' : '0',
      birthDate: b.iso,
    })),
    check: one(DIGITS),
    unique: true,
  },
  ee_isikukood: baltic(3),
  lt_asmens_kodas: baltic(3),
  pl_pesel: {
    body: fc.tuple(birth(1900, 2025), digits(3), sexDigit).map(([b, serial, s]) => ({
      prefix: `${b.yy}${pad(b.m + (b.y < 2000 ? 0 : 20), 2)}${b.dd}${serial}${s.c}`,
      suffix: '',
      birthDate: b.iso,
      sex: s.sex,
    })),
    check: one(DIGITS),
    unique: true,
  },
  tr_kimlik: {
    body: fc.tuple(int(1, 9), digits(8)).map(([first, rest]) => ({ prefix: `${first}${rest}`, suffix: '' })),
    check: { alphabet: DIGITS, length: 2 },
    unique: true,
  },
  gb_nino: {
    body: fc
      .tuple(letters(1, NINO_FIRST), letters(1, NINO_SECOND), digits(6), letters(1, 'ABCD'))
      .filter(([a, b]) => !NINO_UNUSED.includes(a + b))
      .map(([a, b, six, suffix]) => ({ prefix: `${a}${b}${six}${suffix}`, suffix: '' })),
    check: NONE,
    unique: true,
  },
  ie_ppsn: {
    body: fc
      .tuple(digits(7), fc.constantFrom('', 'A', 'H', 'W'))
      .map(([seven, second]) => ({ prefix: seven, suffix: second })),
    check: one('ABCDEFGHIJKLMNOPQRSTUVW'),
    unique: true,
  },
  fr_nir: {
    body: fc
      .tuple(
        fc.constantFrom('1', '2'),
        digits(2),
        int(1, 12),
        fc.oneof(
          int(1, 95)
            .filter((n) => n !== 20)
            .map((n) => pad(n, 2)),
          fc.constantFrom('2A', '2B'),
        ),
        digits(3),
        int(1, 999),
      )
      .map(([sex, yy, mm, dept, commune, order]) => ({
        prefix: `${sex}${yy}${pad(mm, 2)}${dept}${commune}${pad(order, 3)}`,
        suffix: '',
        sex: sex === '1' ? 'male' : 'female',
      })),
    check: { alphabet: DIGITS, length: 2 },
    unique: true,
  },
  be_rijksregisternummer: {
    body: fc.tuple(birth(1900, 2025), int(1, 998)).map(([b, serial]) => ({
      prefix: `${b.yy}${b.mm}${b.dd}${pad(serial, 3)}`,
      suffix: '',
      birthDate: b.iso,
      sex: serial % 2 === 1 ? 'male' : 'female',
    })),
    check: { alphabet: DIGITS, length: 2 },
    // The key for the 1900s and the one for the 2000s can both give a real date.
    unique: false,
  },
  nl_bsn: { body: digits(8).map((p) => ({ prefix: p, suffix: '' })), check: one(DIGITS), unique: true },
  de_steuer_id: { body: steuerIdBody.map((p) => ({ prefix: p, suffix: '' })), check: one(DIGITS), unique: true },
  ch_ahv: { body: digits(9).map((p) => ({ prefix: `756${p}`, suffix: '' })), check: one(DIGITS), unique: true },
  at_svnr: {
    body: fc.tuple(int(1, 9), digits(2), digits(6)).map(([a, b, dob]) => ({ prefix: `${a}${b}`, suffix: dob })),
    check: one(DIGITS),
    unique: true,
  },
  es_dni: { body: digits(8).map((p) => ({ prefix: p, suffix: '' })), check: one(LETTERS), unique: true },
  es_nie: {
    body: fc.tuple(fc.constantFrom('X', 'Y', 'Z'), digits(7)).map(([l, p]) => ({ prefix: l + p, suffix: '' })),
    check: one(LETTERS),
    unique: true,
  },
  pt_nif: {
    body: fc.tuple(int(1, 3), digits(7)).map(([a, p]) => ({ prefix: `${a}${p}`, suffix: '' })),
    check: one(DIGITS),
    unique: true,
  },
  pt_cartao_cidadao: {
    body: fc.tuple(digits(9), letters(2)).map(([nine, version]) => ({ prefix: nine + version, suffix: '' })),
    check: one(DIGITS),
    unique: true,
  },
  it_codice_fiscale: {
    body: fc
      .tuple(letters(6), birth(1927, 2025), fc.boolean(), letters(1), digits(3))
      .map(([names, b, female, place, code]) => ({
        prefix: `${names}${b.yy}${'ABCDEHLMPRST'.charAt(b.m - 1)}${pad(b.d + (female ? 40 : 0), 2)}${place}${code}`,
        suffix: '',
        birthDate: b.iso,
        sex: female ? 'female' : 'male',
      })),
    check: one(LETTERS),
    unique: true,
  },
  us_ssn: {
    body: fc
      .tuple(
        int(1, 899).filter((n) => n !== 666),
        int(1, 99),
        int(1, 9999),
      )
      .map(([a, g, s]) => `${pad(a, 3)}${pad(g, 2)}${pad(s, 4)}`)
      .filter((v) => v !== '078051120' && v !== '219099999')
      .map((p) => ({ prefix: p, suffix: '' })),
    check: NONE,
    unique: true,
  },
  ca_sin: {
    body: fc
      .tuple(fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 9), digits(7))
      .map(([a, p]) => ({ prefix: `${a}${p}`, suffix: '' })),
    check: one(DIGITS),
    unique: true,
  },
  mx_curp: {
    body: fc
      .tuple(
        letters(4),
        birth(1900, 2025),
        fc.boolean(),
        fc.constantFrom(...CURP_STATES),
        letters(3, 'BCDFGHJKLMNPQRSTVWXYZ'),
        int(0, 9),
        letters(1),
      )
      .map(([names, b, female, state, consonants, digit, letter]) => ({
        prefix: `${names}${b.yy}${b.mm}${b.dd}${female ? 'M' : 'H'}${state}${consonants}${b.y < 2000 ? digit : letter}`,
        suffix: '',
        birthDate: b.iso,
        sex: female ? 'female' : 'male',
      })),
    check: one(DIGITS),
    unique: true,
  },
  br_cpf: {
    body: digits(9)
      .filter((p) => !/^(\d)\1+$/.test(p))
      .map((p) => ({ prefix: p, suffix: '' })),
    check: { alphabet: DIGITS, length: 2 },
    unique: true,
  },
  cl_run: {
    body: fc.tuple(int(1, 9), fc.oneof(digits(6), digits(7))).map(([a, p]) => ({ prefix: `${a}${p}`, suffix: '' })),
    check: one(`${DIGITS}K`),
    unique: true,
  },
  ar_dni: {
    body: fc.tuple(int(1, 9), fc.oneof(digits(6), digits(7))).map(([a, p]) => ({ prefix: `${a}${p}`, suffix: '' })),
    check: NONE,
    unique: true,
  },
  ar_cuil: {
    body: fc.tuple(fc.constantFrom('20', '23', '24', '27'), digits(8)).map(([a, p]) => ({ prefix: a + p, suffix: '' })),
    check: one(DIGITS),
    unique: true,
  },
  in_aadhaar: {
    body: fc.tuple(int(2, 9), digits(10)).map(([a, p]) => ({ prefix: `${a}${p}`, suffix: '' })),
    check: one(DIGITS),
    unique: true,
  },
  in_pan: {
    body: fc
      .tuple(letters(3), letters(1), digits(4), letters(1))
      .map(([a, b, n, c]) => ({ prefix: `${a}P${b}${n}${c}`, suffix: '' })),
    check: NONE,
    unique: true,
  },
  cn_resident_id: {
    body: fc.tuple(int(1, 6), digits(5), birth(1900, 2025), digits(2), sexDigit).map(([a, region, b, seq, s]) => ({
      prefix: `${a}${region}${b.y}${b.mm}${b.dd}${seq}${s.c}`,
      suffix: '',
      birthDate: b.iso,
      sex: s.sex,
    })),
    check: one(`${DIGITS}X`),
    unique: true,
  },
  jp_my_number: { body: digits(11).map((p) => ({ prefix: p, suffix: '' })), check: one(DIGITS), unique: true },
  sg_nric: {
    body: fc.tuple(fc.constantFrom('S', 'T'), digits(7)).map(([l, p]) => ({ prefix: l + p, suffix: '' })),
    check: one(LETTERS),
    unique: true,
  },
  sg_fin: {
    body: fc.tuple(fc.constantFrom('F', 'G'), digits(7)).map(([l, p]) => ({ prefix: l + p, suffix: '' })),
    check: one(LETTERS),
    unique: true,
  },
  au_tfn: { body: digits(8).map((p) => ({ prefix: p, suffix: '' })), check: one(DIGITS), unique: true },
  il_teudat_zehut: {
    body: digits(8)
      .filter((p) => !/^0+$/.test(p))
      .map((p) => ({ prefix: p, suffix: '' })),
    check: one(DIGITS),
    unique: true,
  },
  za_id: {
    body: fc
      .tuple(birth(1927, 2025), int(0, 9999), fc.constantFrom('0', '1'), fc.constantFrom('8', '9'))
      .map(([b, serial, c, a]) => ({
        prefix: `${b.yy}${b.mm}${b.dd}${pad(serial, 4)}${c}${a}`,
        suffix: '',
        birthDate: b.iso,
        sex: serial >= 5000 ? 'male' : 'female',
      })),
    check: one(DIGITS),
    unique: true,
  },
};

/** Every way to fill the check positions of a body. */
export function candidates(body: Body, check: KindArbitrary['check']): string[] {
  if (check.length === 0) return [body.prefix + body.suffix];
  const chars = Array.from(check.alphabet);
  const fills = check.length === 1 ? chars : chars.flatMap((a) => chars.map((b) => a + b));
  return fills.map((c) => body.prefix + c + body.suffix);
}
