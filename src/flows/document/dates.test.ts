import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { daysInMonth, isIsoDate, resolveDateBound } from './dates.js';

test('daysInMonth agrees with the calendar of Date for every month of years 100-9999', () => {
  fc.assert(
    fc.property(fc.integer({ min: 100, max: 9999 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
      assert.equal(daysInMonth(y, m), new Date(Date.UTC(y, m, 0)).getUTCDate());
    }),
    { numRuns: 3000 },
  );
  assert.equal(daysInMonth(2000, 2), 29);
  assert.equal(daysInMonth(1900, 2), 28);
  assert.equal(isIsoDate('2024-02-29'), true);
  assert.equal(isIsoDate('2023-02-29'), false);
});

test('relative bounds resolve against the day given, also when the same bound is asked on another day', () => {
  assert.equal(resolveDateBound('-18y', '2026-11-22'), '2008-11-22');
  assert.equal(resolveDateBound('-18y', '2024-02-29'), '2006-02-28');
  assert.equal(resolveDateBound('-18y', '2026-11-22'), '2008-11-22');
  assert.equal(resolveDateBound('+30d', '2026-12-15'), '2027-01-14');
  assert.equal(resolveDateBound('today', '2026-12-15'), '2026-12-15');
  assert.equal(resolveDateBound('1900-01-01', '2026-12-15'), '1900-01-01');
  assert.equal(resolveDateBound('soon', '2026-12-15'), undefined);
});
