import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, statusOf } from './errors.js';

test('every code maps to its status through one function, and the body carries code, message and details', () => {
  const e = new ApiError(4008, 'Validation failed', [{ field: 'x', reason: 'min', message: 'too small' }]);
  assert.equal(e.status, statusOf(4008));
  assert.deepEqual(e.toBody(), { code: 4008, message: 'Validation failed', details: [{ field: 'x', reason: 'min', message: 'too small' }] });
  assert.deepEqual(new ApiError(4100).toBody(), { code: 4100, message: new ApiError(4100).message });
});

test('a 4xx carries no stack (an answer, not a fault); a 5xx keeps its stack for the log', () => {
  const before = Error.stackTraceLimit;
  const client = new ApiError(4008);
  assert.equal(client.stack?.split('\n').filter((l) => l.trim().startsWith('at ')).length, 0);
  const server = new ApiError(5000);
  assert.ok((server.stack?.split('\n').filter((l) => l.trim().startsWith('at ')).length ?? 0) > 0);
  assert.equal(Error.stackTraceLimit, before, 'the global limit is restored');
  assert.ok(new Error('plain').stack?.includes(' at '), 'other errors keep their stacks');
});
