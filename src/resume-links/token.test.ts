import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createResumeTokens } from './token.js';

const secret = new Uint8Array(32).fill(7);
let clock = 1_800_000_000_000;
const tokens = createResumeTokens({ secret, ttlSeconds: 600, now: () => clock });
const sessionId = '0b5f6a2e-3c1d-4e8f-9a7b-112233445566';

test('round trip keeps session, mode and expiry; the token is 51 URL-safe characters', () => {
  for (const mode of ['live', 'test'] as const) {
    const { token, expiresAt } = tokens.issue({ sessionId, mode });
    assert.match(token, /^[A-Za-z0-9_-]{51}$/);
    assert.equal(expiresAt, Math.floor(clock / 1000) + 600);
    assert.deepEqual(tokens.verify(token), { ok: true, ref: { sessionId, mode, expiresAt } });
  }
});

test('expires after its lifetime; a per-link lifetime overrides the default', () => {
  const { token } = tokens.issue({ sessionId, mode: 'live' });
  const short = tokens.issue({ sessionId, mode: 'live' }, 5).token;
  clock += 5_000;
  assert.deepEqual(tokens.verify(short), { ok: false, error: 'expired' });
  assert.equal(tokens.verify(token).ok, true);
  clock += 595_000;
  assert.deepEqual(tokens.verify(token), { ok: false, error: 'expired' });
});

test('any changed character is rejected (never verifies as another session or mode)', () => {
  const { token } = tokens.issue({ sessionId, mode: 'live' });
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  fc.assert(fc.property(fc.nat(50), fc.nat(63), (at, pick) => {
    const c = alphabet[pick]!;
    fc.pre(c !== token[at]);
    const forged = token.slice(0, at) + c + token.slice(at + 1);
    const v = tokens.verify(forged);
    // The last character carries 2 padding bits, so some substitutions decode to the same bytes.
    if (v.ok) assert.equal(Buffer.from(forged, 'base64url').equals(Buffer.from(token, 'base64url')), true);
  }), { numRuns: 500 });
});

test('another key, malformed input and bad session ids', () => {
  const other = createResumeTokens({ secret: new Uint8Array(32).fill(8), now: () => clock }).issue({ sessionId, mode: 'live' }).token;
  assert.deepEqual(tokens.verify(other), { ok: false, error: 'bad_signature' });
  for (const bad of ['', 'x', 'A'.repeat(50), 'A'.repeat(52), `${'!'.repeat(51)}`, 'A'.repeat(51)]) {
    assert.deepEqual(tokens.verify(bad), { ok: false, error: 'malformed' }, bad);
  }
  assert.throws(() => tokens.issue({ sessionId: 'not-a-uuid', mode: 'live' }));
  assert.throws(() => tokens.issue({ sessionId, mode: 'live' }, 0));
  assert.throws(() => createResumeTokens({ secret: new Uint8Array(8) }));
});
