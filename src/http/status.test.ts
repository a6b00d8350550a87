import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ERRORS, isErrorCode } from '../errors/index.js';
import { statusOf } from './status.js';

test('every code maps to one status through one function, and the code range agrees with it', () => {
  for (const key of Object.keys(ERRORS)) {
    const code = Number(key);
    assert.ok(isErrorCode(code));
    const status = statusOf(code);
    assert.ok(status >= 400 && status < 600, `${code} -> ${status}`);
  }
  // Spot checks against the real API's table (docs/errors.md).
  assert.equal(statusOf(4000), 404);
  assert.equal(statusOf(4002), 400);
  assert.equal(statusOf(4009), 503);
  assert.equal(statusOf(4200), 422);
  assert.equal(statusOf(5301), 502);
  assert.equal(statusOf(4429), 429);
  assert.equal(statusOf(5001), 501, 'e-mail not configured: not offered here, not a fault');
});
