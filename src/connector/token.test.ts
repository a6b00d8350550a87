import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createConnectorTokens } from './token.js';

const secret = new Uint8Array(32).fill(3);
let clock = 1_800_000_000_000;
const tokens = createConnectorTokens({ secret, ttlSeconds: 600, now: () => clock });
const sourceId = '0b5f6a2e-3c1d-4e8f-9a7b-112233445566';

test('round trip keeps source, flow, mode and expiry; URL-safe and short', () => {
  for (const mode of ['live', 'test'] as const) {
    for (const flowId of ['kyc', 'a'.repeat(64), 'flöde-ü']) {
      const { token, expiresAt } = tokens.issue({ sourceId, flowId, mode });
      assert.match(token, /^[A-Za-z0-9_-]+$/);
      assert.equal(token.length, Math.ceil(((38 + Buffer.byteLength(flowId)) * 4) / 3));
      assert.equal(expiresAt, Math.floor(clock / 1000) + 600);
      assert.deepEqual(tokens.verify(token), { ok: true, ref: { sourceId, flowId, mode, expiresAt } });
    }
  }
});

test('expires after its lifetime (the expiry second itself is already expired)', () => {
  const { token } = tokens.issue({ sourceId, flowId: 'kyc', mode: 'live' });
  clock += 599_999;
  assert.equal(tokens.verify(token).ok, true);
  clock += 1;
  assert.deepEqual(tokens.verify(token), { ok: false, error: 'expired' });
});

test('any changed character is rejected: never another end client, flow or mode', () => {
  const { token } = tokens.issue({ sourceId, flowId: 'kyc', mode: 'live' });
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  fc.assert(
    fc.property(fc.nat(token.length - 1), fc.nat(63), (at, pick) => {
      const c = alphabet[pick]!;
      fc.pre(c !== token[at]);
      assert.equal(tokens.verify(token.slice(0, at) + c + token.slice(at + 1)).ok, false);
    }),
    { numRuns: 500 },
  );
  // Cut or extended tokens fail too.
  assert.equal(tokens.verify(token.slice(0, -1)).ok, false);
  assert.equal(tokens.verify(`${token}A`).ok, false);
});

test('another key, malformed input and bad arguments', () => {
  const other = createConnectorTokens({ secret: new Uint8Array(32).fill(4), now: () => clock }).issue({
    sourceId,
    flowId: 'kyc',
    mode: 'live',
  }).token;
  assert.deepEqual(tokens.verify(other), { ok: false, error: 'bad_signature' });
  for (const bad of ['', 'x', 'A'.repeat(51), '!'.repeat(60), 'A'.repeat(393), 'A'.repeat(60)]) {
    assert.deepEqual(tokens.verify(bad), { ok: false, error: 'malformed' }, bad);
  }
  assert.throws(() => tokens.issue({ sourceId: 'not-a-uuid', flowId: 'kyc', mode: 'live' }));
  assert.throws(() => tokens.issue({ sourceId, flowId: '', mode: 'live' }));
  assert.throws(() => createConnectorTokens({ secret: new Uint8Array(8) }));
  assert.throws(() => createConnectorTokens({ secret, ttlSeconds: 0 }));
});
