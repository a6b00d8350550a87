import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'mrz';
import { checkDigit, checkDigitMatches } from './check-digit.js';
import { bestCorrection, correctByClass, refit, resolveBlindPair, swapToMatch } from './correction.js';
import { resolveBirthDate, resolveExpiryDate } from './dates.js';
import { LAYOUTS } from './layouts.js';
import { readMrz } from './read.js';
import { specimenMrz, passportSpecimen, idCardSpecimen, type SpecimenData } from '../test-support/specimen.js';

const MRZ_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'.split('');
const mrzString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...MRZ_CHARS), { minLength: min, maxLength: max }).map((a) => a.join(''));
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '0123456789'.split('');

test('check digits: ICAO 9303 worked examples', () => {
  assert.equal(checkDigit('L898902C3'), 6);
  assert.equal(checkDigit('740812'), 2);
  assert.equal(checkDigit('120415'), 9);
  assert.equal(checkDigit('ZE184226B<<<<<'), 1);
  assert.equal(checkDigit('L898902C3674081221204159ZE184226B<<<<<1'), 0);
  assert.equal(checkDigit('a1'), undefined);
  assert.ok(checkDigitMatches('<<<<<<<<<<<<<<', '<', true));
  assert.ok(!checkDigitMatches('<<<<<<<<<<<<<<', '<', false));
});

test('check digits: one changed character is caught unless it moves its value by a multiple of 10', () => {
  fc.assert(
    fc.property(mrzString(1, 20), fc.nat(), fc.constantFrom(...MRZ_CHARS), (s, i, ch) => {
      const at = i % s.length;
      const changed = s.slice(0, at) + ch + s.slice(at + 1);
      const value = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
      const blind = (value(s[at]!) - value(ch)) % 10 === 0;
      assert.equal(checkDigit(changed) === checkDigit(s), blind);
    }),
  );
});

test('check digits agree with the mrz package on every specimen it can parse', () => {
  const arb = fc.record({
    doc: fc.array(fc.constantFrom(...LETTERS, ...DIGITS), { minLength: 9, maxLength: 9 }).map((a) => a.join('')),
    birth: fc.date({ min: new Date('1930-01-01'), max: new Date('2020-12-31'), noInvalidDate: true }),
    expiry: fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
    td1: fc.boolean(),
  });
  const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replace(/-/g, '');
  fc.assert(
    fc.property(arb, ({ doc, birth, expiry, td1 }) => {
      const base = {
        documentNumber: doc,
        birthDate: yymmdd(birth),
        expiryDate: yymmdd(expiry),
        issuingState: 'FRA',
        nationality: 'FRA',
      };
      const data: SpecimenData = td1 ? idCardSpecimen(base) : passportSpecimen(base);
      const result = parse(specimenMrz(data), { autocorrect: false });
      assert.ok(result.valid, JSON.stringify(result.details.filter((d) => !d.valid)));
    }),
  );
});

test('field correction: letters-only and digits-only fields come back from any look-alike corruption', () => {
  const TO_DIGIT_LOOKALIKE: Record<string, string> = { O: '0', I: '1', Z: '2', S: '5', G: '6', B: '8' };
  const TO_LETTER_LOOKALIKE: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };
  const layout = LAYOUTS.TD3;
  fc.assert(
    fc.property(fc.array(fc.boolean(), { minLength: 88, maxLength: 88 }), (flips) => {
      const lines = specimenMrz(passportSpecimen({ surname: 'Bozsig', givenNames: 'Iosif' }));
      const corrupted = lines.map((l, li) =>
        [...l]
          .map((ch, i) => {
            if (!flips[li * 44 + i]) return ch;
            const fieldCls = layout.fields.find((f) => f.line === li && f.start <= i && i < f.end)?.cls;
            if (fieldCls === 'A') return TO_DIGIT_LOOKALIKE[ch] ?? ch;
            if (fieldCls === 'N') return TO_LETTER_LOOKALIKE[ch] ?? ch;
            return ch;
          })
          .join(''),
      );
      assert.deepEqual(correctByClass(layout, corrupted), lines);
    }),
  );
});

test('field correction: swaps in alphanumeric fields satisfy the check digit and touch only look-alikes', () => {
  const SWAPS: Record<string, string> = {
    O: '0',
    '0': 'O',
    I: '1',
    '1': 'I',
    B: '8',
    '8': 'B',
    S: '5',
    '5': 'S',
    Z: '2',
    '2': 'Z',
  };
  fc.assert(
    fc.property(
      fc
        .array(fc.constantFrom(...'ABCDEFHIJKLMNOPQRSTUVWXYZ01234578'.split('')), { minLength: 9, maxLength: 9 })
        .map((a) => a.join('')),
      fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
      (number, flips) => {
        const digit = String(checkDigit(number));
        const read = [...number].map((c, i) => (flips[i] ? (SWAPS[c] ?? c) : c)).join('');
        const fixed = swapToMatch(read, digit);
        assert.ok(fixed !== undefined);
        assert.ok(checkDigitMatches(fixed, digit));
        for (let i = 0; i < read.length; i++) if (fixed[i] !== read[i]) assert.equal(SWAPS[read[i]!], fixed[i]);
        // Nothing was wrong: nothing is changed.
        if (read === number) assert.equal(fixed, number);
      },
    ),
  );
});

test('field correction: G and 6, which no check digit separates, follow their neighbours', () => {
  assert.equal(resolveBlindPair('ZE18422GB<<<<<'), 'ZE184226B<<<<<');
  assert.equal(resolveBlindPair('A6B'), 'AGB');
  assert.equal(resolveBlindPair('G12'), '612');
});

test('line refits: a dropped filler or a stray character is repaired when the check digits say so', () => {
  const lines = specimenMrz(passportSpecimen());
  const l2 = lines[1]!;
  const stray = `${l2.slice(0, 10)}G${l2.slice(10)}`;
  assert.ok(refit(stray, 44).includes(l2));
  const best = bestCorrection([lines[0]!.slice(0, 43), stray]);
  assert.deepEqual(best?.lines, lines);
  assert.equal(best?.passing, best?.total);
  const td1 = specimenMrz(idCardSpecimen());
  const read = bestCorrection(td1.map((l, i) => (i === 1 ? l.replace('UTO', 'UT0') : l)));
  assert.equal(read?.format, 'TD1');
  assert.deepEqual(read?.lines, td1);
});

test('visas (MRV-A) are read from our layout, the mrz package having none', () => {
  const l1 = 'V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
  const l2 = 'L8988901C4XXX4009078F96121096ZE184226B<<<<<<';
  const best = bestCorrection([l1, l2]);
  assert.equal(best?.format, 'MRVA');
  assert.ok(best);
  const r = readMrz('MRVA', best.lines);
  assert.equal(r.documentNumber, 'L8988901C');
  assert.deepEqual(r.checkDigits, { document_number: 'valid', birth_date: 'valid', expiry_date: 'valid' });
});

test('century resolution: birth never in the future, expiry at most 20 years ahead', () => {
  const today = { year: 2026, month: 11, day: 24 };
  assert.deepEqual(resolveBirthDate('740812', today), { kind: 'date', date: { year: 1974, month: 8, day: 12 } });
  assert.deepEqual(resolveBirthDate('261124', today), { kind: 'date', date: { year: 2026, month: 11, day: 24 } });
  assert.deepEqual(resolveBirthDate('261125', today), { kind: 'date', date: { year: 1926, month: 11, day: 25 } });
  assert.deepEqual(resolveExpiryDate('460101', today), { kind: 'date', date: { year: 2046, month: 1, day: 1 } });
  assert.deepEqual(resolveExpiryDate('470101', today), { kind: 'date', date: { year: 1947, month: 1, day: 1 } });
  assert.deepEqual(resolveExpiryDate('<<<<<<', today), { kind: 'absent' });
  assert.equal(resolveBirthDate('740230', today).kind, 'invalid');
  assert.equal(resolveExpiryDate('12AB15', today).kind, 'invalid');
});
