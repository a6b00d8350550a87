import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addInterval, nextScanAfter, parseFrequency } from './frequency.js';
import { isRealDate } from './validate.js';

const at = (iso: string) => Date.parse(iso);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('frequencies', () => {
  it('parses case-insensitively to the canonical name', () => {
    assert.equal(parseFrequency('weekly'), 'Weekly');
    assert.equal(parseFrequency(' BIWEEKLY '), 'Biweekly');
    assert.equal(parseFrequency('Hourly'), undefined);
    assert.equal(parseFrequency(7), undefined);
  });

  it('adds day intervals exactly and month intervals on the calendar, clamping to month ends', () => {
    assert.equal(day(addInterval(at('2025-03-01T10:00:00Z'), 'Weekly')), '2025-03-08');
    assert.equal(day(addInterval(at('2025-03-01T10:00:00Z'), 'Biweekly')), '2025-03-15');
    assert.equal(day(addInterval(at('2025-01-31T10:00:00Z'), 'Monthly')), '2025-02-28');
    assert.equal(day(addInterval(at('2024-01-31T10:00:00Z'), 'Monthly')), '2024-02-29');
    assert.equal(day(addInterval(at('2025-11-30T10:00:00Z'), 'Quarterly')), '2026-02-28');
    assert.equal(day(addInterval(at('2024-02-29T10:00:00Z'), 'Yearly')), '2025-02-28');
    assert.equal(
      new Date(addInterval(at('2025-03-01T10:00:00Z'), 'Monthly')).toISOString(),
      '2025-04-01T10:00:00.000Z',
    );
  });

  it('keeps the cadence from the due time, but never schedules into the past after downtime', () => {
    assert.equal(day(nextScanAfter(at('2025-03-08T00:00:00Z'), at('2025-03-08T00:05:00Z'), 'Weekly')), '2025-03-15');
    assert.equal(day(nextScanAfter(at('2025-03-08T00:00:00Z'), at('2025-04-20T00:00:00Z'), 'Weekly')), '2025-04-27');
  });
});

describe('enrollment field rules', () => {
  it('accepts only real past dates written YYYY-MM-DD', () => {
    const now = at('2025-03-01T00:00:00Z');
    assert.equal(isRealDate('1980-02-29', now), true);
    for (const bad of ['1981-02-29', '1980-2-3', '03/02/1980', '2026-01-01', '1980-13-01'])
      assert.equal(isRealDate(bad, now), false, bad);
  });
});
