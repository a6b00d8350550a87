import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  classifyOutcome,
  classifyStatus,
  decideAfterAttempt,
  DEFAULT_RETRY_SCHEDULE_MS,
  DEFAULT_RETRY_SCHEDULE_TEXT,
  maxAttempts,
  nextAttemptAt,
  parseRetrySchedule,
} from './policy.js';

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

describe('retry schedule', () => {
  test('the default schedule is the documented text: 8 attempts over about 22-24 h', () => {
    const parsed = parseRetrySchedule(DEFAULT_RETRY_SCHEDULE_TEXT);
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.delaysMs, DEFAULT_RETRY_SCHEDULE_MS);
    assert.equal(maxAttempts(), 8);
    const hours = DEFAULT_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0) / 3_600_000;
    assert.ok(hours > 20 && hours < 25, String(hours));
  });

  test('parses any well-formed list to the right milliseconds (property)', () => {
    const entry = fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom<keyof typeof UNITS>('ms', 's', 'm', 'h'))
      .filter(([n, u]) => n * UNITS[u] <= 7 * 24 * 3_600_000);
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), fc.boolean(), (entries, spaced) => {
        const text = entries.map(([n, u]) => `${n}${u}`).join(spaced ? ' , ' : ',');
        const parsed = parseRetrySchedule(text);
        assert.ok(parsed.ok, text);
        assert.deepEqual(
          parsed.delaysMs,
          entries.map(([n, u]) => n * UNITS[u]),
        );
      }),
    );
  });

  test('never throws and rejects anything with a bad entry, naming it (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseRetrySchedule(text);
        const wellFormed = text.split(',').every((s) => /^\s*\d{1,9}(ms|s|m|h)\s*$/.test(s));
        if (!wellFormed) assert.equal(parsed.ok, false, text);
        if (!parsed.ok) assert.ok(parsed.message.length > 0);
      }),
    );
    const bad = parseRetrySchedule('1s,2x,5,8d');
    assert.ok(!bad.ok);
    assert.match(bad.message, /entry 2 "2x".*entry 3 "5".*entry 4 "8d"/);
    assert.ok(!parseRetrySchedule('').ok);
    assert.ok(!parseRetrySchedule('1s,,2s').ok);
    assert.match((parseRetrySchedule('200h') as { message: string }).message, /7 days/);
  });
});

describe('attempt policy', () => {
  test('classification: 2xx success; 408, 429, 5xx, timeouts, network errors retry; other 4xx stop', () => {
    assert.equal(classifyStatus(200), 'success');
    assert.equal(classifyStatus(204), 'success');
    for (const s of [408, 429, 500, 502, 503, 504]) assert.equal(classifyStatus(s), 'retry', String(s));
    for (const s of [301, 400, 401, 403, 404, 410, 422]) assert.equal(classifyStatus(s), 'stop', String(s));
    assert.equal(classifyOutcome({ kind: 'timeout', phase: 'connect' }), 'retry');
    assert.equal(classifyOutcome({ kind: 'network_error', message: 'reset', code: 'ECONNRESET' }), 'retry');
    assert.equal(classifyOutcome({ kind: 'refused', reason: 'loopback' }), 'stop');
  });

  test('nextAttemptAt follows the schedule within the jitter, then gives up (property)', () => {
    const schedule = [1000, 2000, 5000];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (attempt, now, r) => {
          const at = nextAttemptAt(attempt, now, schedule, () => r);
          assert.ok(at !== null);
          const wait = at.getTime() - now;
          const base = schedule[attempt - 1] ?? 0;
          assert.ok(wait >= base * 0.9 - 1 && wait <= base * 1.1 + 1, `${wait} vs ${base}`);
        },
      ),
    );
    assert.equal(nextAttemptAt(4, 0, schedule), null);
    assert.equal(nextAttemptAt(0, 0, schedule), null);
  });

  test('decideAfterAttempt: delivered, retry, dead-lettered', () => {
    assert.deepEqual(decideAfterAttempt(1, { ok: true, retry: false }, 0), { state: 'delivered' });
    const retry = decideAfterAttempt(1, { ok: false, retry: true, status: 503 }, 0, [1000], () => 0.5);
    assert.deepEqual(retry, { state: 'retry', at: new Date(1000) });
    assert.equal(decideAfterAttempt(2, { ok: false, retry: true, status: 503 }, 0, [1000]).state, 'dead');
    const stop = decideAfterAttempt(1, { ok: false, retry: false, status: 404, error: 'HTTP 404' }, 0);
    assert.deepEqual(stop, { state: 'dead', reason: 'not retryable: HTTP 404' });
  });
});
