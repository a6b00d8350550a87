import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPrefillTokens } from './prefill-token.js';

const secret = new Uint8Array(32).fill(1);
let clock = 1_700_000_000_000;
const tokens = createPrefillTokens({ secret, ttlSeconds: 60, now: () => clock });
const ref = { tenantId: 'tenant-a', providerId: 'gb-ch:01234567', snapshotVersion: 'v1' };

test('round trip within the lifetime', () => {
  const t = tokens.issue(ref);
  const v = tokens.verify(t, 'tenant-a');
  assert.deepEqual(v, { ok: true, ref: { ...ref, expiresAt: Math.floor(clock / 1000) + 60 } });
});

test('tampered payload or signature: bad_signature', () => {
  const t = tokens.issue(ref);
  const [payload, sig] = t.split('.') as [string, string];
  const forged = Buffer.from(JSON.stringify({ t: 'tenant-a', p: 'gb-ch:99999999', v: 'v1', e: 9e9 })).toString(
    'base64url',
  );
  assert.deepEqual(tokens.verify(`${forged}.${sig}`, 'tenant-a'), { ok: false, error: 'bad_signature' });
  const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.slice(-1);
  assert.deepEqual(tokens.verify(`${payload}.${flipped}`, 'tenant-a'), { ok: false, error: 'bad_signature' });
  const other = createPrefillTokens({ secret: new Uint8Array(32).fill(2) }).issue(ref);
  assert.deepEqual(tokens.verify(other, 'tenant-a'), { ok: false, error: 'bad_signature' });
});

test('malformed tokens', () => {
  for (const bad of [
    '',
    'abc',
    'a.b.c',
    '!!.??',
    `${Buffer.from('[]').toString('base64url')}.${'A'.repeat(43)}`,
    `${Buffer.from('not json').toString('base64url')}.${'A'.repeat(43)}`,
  ]) {
    assert.deepEqual(tokens.verify(bad, 'tenant-a'), { ok: false, error: 'malformed' }, bad);
  }
});

test('expired after the documented lifetime', () => {
  const t = tokens.issue(ref);
  clock += 59_000;
  assert.equal(tokens.verify(t, 'tenant-a').ok, true);
  clock += 1_000;
  assert.deepEqual(tokens.verify(t, 'tenant-a'), { ok: false, error: 'expired' });
});

test('another tenant cannot use it', () => {
  assert.deepEqual(tokens.verify(tokens.issue(ref), 'tenant-b'), { ok: false, error: 'other_tenant' });
});

test('unknown record when the lookup says so', () => {
  const strict = createPrefillTokens({ secret, exists: (p) => p === 'gb-ch:01234567' });
  assert.equal(strict.verify(strict.issue(ref), 'tenant-a').ok, true);
  assert.deepEqual(strict.verify(strict.issue({ ...ref, providerId: 'gone' }), 'tenant-a'), {
    ok: false,
    error: 'unknown_record',
  });
});

test('short secrets are refused', () => {
  assert.throws(() => createPrefillTokens({ secret: new Uint8Array(8) }), /16 bytes/);
});

test('a token issued a moment ago is handed out again, never with less than 90% of its lifetime left', () => {
  let at = 1_800_000_000_000;
  const issuer = createPrefillTokens({ secret, ttlSeconds: 30 * 60, now: () => at });
  const first = issuer.issue(ref);
  at += 59_000;
  assert.equal(issuer.issue(ref), first);
  assert.notEqual(issuer.issue({ ...ref, tenantId: 'tenant-b' }), first);
  assert.notEqual(issuer.issue({ ...ref, snapshotVersion: 'v2' }), first);
  at += 1_000;
  const second = issuer.issue(ref);
  assert.notEqual(second, first);
  const v = issuer.verify(second, 'tenant-a');
  assert.ok(v.ok && v.ref.expiresAt === Math.floor(at / 1000) + 30 * 60);
  // A short lifetime shortens the reuse window with it: 60 s tokens are reused for 6 s.
  const short = createPrefillTokens({ secret, ttlSeconds: 60, now: () => at });
  const s1 = short.issue(ref);
  at += 5_999;
  assert.equal(short.issue(ref), s1);
  at += 1;
  assert.notEqual(short.issue(ref), s1);
});
