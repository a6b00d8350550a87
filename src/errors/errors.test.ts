import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ERRORS, OnwardError } from './index.js';

test('the body carries code, message and details; the message defaults to the catalogue', () => {
  const e = new OnwardError(4008, 'Validation failed', [{ field: 'x', reason: 'min', message: 'too small' }]);
  assert.deepEqual(e.toBody(), {
    code: 4008,
    message: 'Validation failed',
    details: [{ field: 'x', reason: 'min', message: 'too small' }],
  });
  assert.deepEqual(new OnwardError(4100).toBody(), { code: 4100, message: ERRORS[4100].message });
  assert.equal(new OnwardError(4100).kind, 'not_found');
});

test("a caller's mistake carries no stack (an answer, not a fault); a fault keeps its stack for the log", () => {
  const before = Error.stackTraceLimit;
  const frames = (e: Error) => e.stack?.split('\n').filter((l) => l.trim().startsWith('at ')).length ?? 0;
  assert.equal(frames(new OnwardError(4008)), 0);
  assert.ok(frames(new OnwardError(5000)) > 0);
  assert.ok(frames(new OnwardError(6505)) > 0, 'an unavailable upstream is a fault too');
  assert.equal(Error.stackTraceLimit, before, 'the global limit is restored');
  assert.ok(new Error('plain').stack?.includes(' at '), 'other errors keep their stacks');
});
