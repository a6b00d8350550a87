import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createAccessTokens } from './access-tokens.js';
import type { KeyRing, SigningKey } from './keys.js';

/** A real in-memory key ring (the database-backed one is tested with the store). */
function memoryKeys(): KeyRing & { rotate(): void } {
  const keys = new Map<string, SigningKey>();
  let current: SigningKey = { kid: 'k1', secret: new Uint8Array(32).fill(7) };
  keys.set(current.kid, current);
  return {
    current: async () => current,
    find: async (_purpose, kid) => keys.get(kid),
    rotate() {
      current = { kid: `k${keys.size + 1}`, secret: new Uint8Array(32).fill(keys.size + 9) };
      keys.set(current.kid, current);
    },
  };
}

const principal = { tenantId: 't1', clientId: 'c1', scopes: ['workflow.studio.api'] };

describe('access tokens', () => {
  it('issues a token that verifies to the same principal', async () => {
    const tokens = createAccessTokens(memoryKeys(), 3600);
    const { token, expiresIn } = await tokens.issue(principal);
    assert.equal(expiresIn, 3600);
    assert.deepEqual(await tokens.verify(token), { ok: true, principal });
  });

  it('answers 4012 once expired and 4011 when tampered', async () => {
    let now = 1_700_000_000_000;
    const tokens = createAccessTokens(memoryKeys(), 60, () => now);
    const { token } = await tokens.issue(principal);
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, tid: 'other' })).toString('base64url')}.${s}`;
    assert.deepEqual(await tokens.verify(forged), { ok: false, code: 4011 });
    assert.deepEqual(await tokens.verify(`${token}x`), { ok: false, code: 4011 });
    assert.deepEqual(await tokens.verify('not-a-jwt'), { ok: false, code: 4011 });
    now += 61_000;
    assert.deepEqual(await tokens.verify(token), { ok: false, code: 4012 });
  });

  it('rejects a token signed with an unknown key or for another audience', async () => {
    const tokens = createAccessTokens(memoryKeys(), 60);
    const other = createAccessTokens(
      { current: async () => ({ kid: 'k1', secret: new Uint8Array(32).fill(1) }), find: async () => undefined },
      60,
    );
    const { token } = await other.issue(principal);
    assert.deepEqual(await tokens.verify(token), { ok: false, code: 4011 });
    const enrollment = await tokens.issue(principal, 'enrollment-api');
    assert.deepEqual(await tokens.verify(enrollment.token), { ok: false, code: 4011 });
  });

  it('keeps verifying tokens signed before a key rotation', async () => {
    const keys = memoryKeys();
    const tokens = createAccessTokens(keys, 60);
    const before = await tokens.issue(principal);
    keys.rotate();
    const after = await tokens.issue(principal);
    assert.equal((await tokens.verify(before.token)).ok, true);
    assert.equal((await tokens.verify(after.token)).ok, true);
  });

  it('remembers verified tokens only until they expire, and per audience', async () => {
    let now = 1_700_000_000_000;
    const tokens = createAccessTokens(memoryKeys(), 60, () => now);
    const { token } = await tokens.issue(principal);
    assert.deepEqual(await tokens.verify(token), { ok: true, principal });
    assert.deepEqual(await tokens.verify(token), { ok: true, principal });
    assert.deepEqual(await tokens.verify(token, 'enrollment-api'), { ok: false, code: 4011 });
    now += 59_000;
    assert.deepEqual(await tokens.verify(token), { ok: true, principal });
    now += 2_000;
    assert.deepEqual(await tokens.verify(token), { ok: false, code: 4012 });
  });
});
