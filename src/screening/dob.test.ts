import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareDob, formatDob, parseIsoDob, parseOfacDob, DOB_ADJUST } from './dob.js';

test('OFAC forms: full date, month, year, circa, ranges', () => {
  assert.deepEqual(parseOfacDob('01 Nov 1940'), { kind: 'date', year: 1940, month: 11, day: 1 });
  assert.deepEqual(parseOfacDob('Jan 1960'), { kind: 'month', year: 1960, month: 1 });
  assert.deepEqual(parseOfacDob('1958.'), { kind: 'year', year: 1958 });
  assert.deepEqual(parseOfacDob('circa 1951'), { kind: 'circa', year: 1951 });
  assert.deepEqual(parseOfacDob('1951 to 1953'), { kind: 'range', fromYear: 1951, toYear: 1953 });
  assert.deepEqual(parseOfacDob('01 Jan 1960 to 31 Dec 1962'), { kind: 'range', fromYear: 1960, toYear: 1962 });
  assert.equal(parseOfacDob('sometime'), null);
});

test('ISO forms and day-first dates', () => {
  assert.deepEqual(parseIsoDob('1978-12-05'), { kind: 'date', year: 1978, month: 12, day: 5 });
  assert.deepEqual(parseIsoDob('05/12/1978'), { kind: 'date', year: 1978, month: 12, day: 5 });
  assert.deepEqual(parseIsoDob('1978'), { kind: 'year', year: 1978 });
  assert.equal(parseIsoDob('1978-13-01'), null);
});

test('formatted day/month/year keeps imprecision', () => {
  assert.equal(formatDob({ kind: 'date', year: 1978, month: 12, day: 5 }), '05/12/1978');
  assert.equal(formatDob({ kind: 'circa', year: 1951 }), 'circa 1951');
});

const q = parseIsoDob('1963-07-28');

test('exact date raises, different year lowers, no date is neutral', () => {
  assert.equal(compareDob(q, [{ kind: 'date', year: 1963, month: 7, day: 28 }]).verdict, 'exact');
  assert.equal(compareDob(q, [{ kind: 'date', year: 1971, month: 7, day: 28 }]).verdict, 'different');
  assert.equal(compareDob(q, []).adjust, 0);
  assert.equal(compareDob(null, [{ kind: 'year', year: 1963 }]).adjust, 0);
  assert.ok(DOB_ADJUST.exact > 0 && DOB_ADJUST.different < 0);
});

test('day/month swap is tolerated', () => {
  const swapped = parseIsoDob('1963-03-07');
  assert.equal(compareDob(swapped, [{ kind: 'date', year: 1963, month: 7, day: 3 }]).verdict, 'swapped');
});

test('year-only, circa and ranges compare on years with slack', () => {
  assert.equal(compareDob(q, [{ kind: 'year', year: 1963 }]).verdict, 'same-year');
  assert.equal(compareDob(q, [{ kind: 'year', year: 1964 }]).verdict, 'near');
  assert.equal(compareDob(q, [{ kind: 'circa', year: 1961 }]).verdict, 'same-year');
  assert.equal(compareDob(q, [{ kind: 'circa', year: 1955 }]).verdict, 'different');
  assert.equal(compareDob(q, [{ kind: 'range', fromYear: 1960, toYear: 1965 }]).verdict, 'same-year');
  assert.equal(compareDob(parseIsoDob('1963'), [{ kind: 'date', year: 1963, month: 1, day: 2 }]).verdict, 'same-year');
});

test('the best of several list dates wins', () => {
  const v = compareDob(q, [
    { kind: 'date', year: 1940, month: 1, day: 1 },
    { kind: 'date', year: 1963, month: 7, day: 28 },
  ]);
  assert.equal(v.verdict, 'exact');
});
