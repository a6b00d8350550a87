import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createCapabilityCodec } from '../auth/capability-token.js';
import { createResumeTokens, MAX_LINK_GENERATION } from './token.js';

const secret = new Uint8Array(32).fill(7);
let clock = 1_800_000_000_000;
const tokens = createResumeTokens({ secret, ttlSeconds: 600, now: () => clock });
const sessionId = '0b5f6a2e-3c1d-4e8f-9a7b-112233445566';

test('round trip keeps session, mode and expiry; the token is 51 URL-safe characters', () => {
  for (const mode of ['live', 'test'] as const) {
    const { token, expiresAt } = tokens.issue({ sessionId, mode, generation: 0 });
    assert.match(token, /^[A-Za-z0-9_-]{51}$/);
    assert.equal(expiresAt, Math.floor(clock / 1000) + 600);
    assert.deepEqual(tokens.verify(token), { ok: true, ref: { sessionId, mode, generation: 0, expiresAt } });
  }
});

test('expires after its lifetime; a per-link lifetime overrides the default', () => {
  const { token } = tokens.issue({ sessionId, mode: 'live', generation: 0 });
  const short = tokens.issue({ sessionId, mode: 'live', generation: 0 }, 5).token;
  clock += 5_000;
  assert.deepEqual(tokens.verify(short), { ok: false, error: 'expired' });
  assert.equal(tokens.verify(token).ok, true);
  clock += 595_000;
  assert.deepEqual(tokens.verify(token), { ok: false, error: 'expired' });
});

test('any changed character is rejected (never verifies as another session or mode)', () => {
  const { token } = tokens.issue({ sessionId, mode: 'live', generation: 0 });
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  fc.assert(
    fc.property(fc.nat(50), fc.nat(63), (at, pick) => {
      const c = alphabet[pick]!;
      fc.pre(c !== token[at]);
      const forged = token.slice(0, at) + c + token.slice(at + 1);
      const v = tokens.verify(forged);
      // The last character carries 2 padding bits, so some substitutions decode to the same bytes.
      if (v.ok) assert.equal(Buffer.from(forged, 'base64url').equals(Buffer.from(token, 'base64url')), true);
    }),
    { numRuns: 500 },
  );
});

test('another key, malformed input and bad session ids', () => {
  const other = createResumeTokens({ secret: new Uint8Array(32).fill(8), now: () => clock }).issue({
    sessionId,
    mode: 'live',
    generation: 0,
  }).token;
  assert.deepEqual(tokens.verify(other), { ok: false, error: 'bad_signature' });
  for (const bad of ['', 'x', 'A'.repeat(50), 'A'.repeat(52), '!'.repeat(51), 'A'.repeat(51)]) {
    assert.deepEqual(tokens.verify(bad), { ok: false, error: 'malformed' }, bad);
  }
  assert.throws(() => tokens.issue({ sessionId: 'not-a-uuid', mode: 'live', generation: 0 }));
  assert.throws(() => tokens.issue({ sessionId, mode: 'live', generation: 0 }, 0));
  assert.throws(() => createResumeTokens({ secret: new Uint8Array(8) }));
});

test('the link generation round-trips in the fewest bytes: none for 0, one up to 255, two up to the maximum', () => {
  const lengths = new Map([
    [0, 51],
    [1, 52],
    [255, 52],
    [256, 54],
    [MAX_LINK_GENERATION, 54],
  ]);
  for (const [generation, length] of lengths) {
    const { token, expiresAt } = tokens.issue({ sessionId, mode: 'test', generation });
    assert.equal(token.length, length, `generation ${generation}`);
    assert.deepEqual(tokens.verify(token), { ok: true, ref: { sessionId, mode: 'test', generation, expiresAt } });
  }
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: MAX_LINK_GENERATION }),
      fc.constantFrom('live' as const, 'test' as const),
      (generation, mode) => {
        const { token } = tokens.issue({ sessionId, mode, generation });
        assert.ok(token.length <= 54);
        const v = tokens.verify(token);
        assert.equal(
          v.ok && v.ref.generation === generation && v.ref.mode === mode && v.ref.sessionId === sessionId,
          true,
        );
      },
    ),
    { numRuns: 300 },
  );
  for (const bad of [-1, 1.5, MAX_LINK_GENERATION + 1])
    assert.throws(() => tokens.issue({ sessionId, mode: 'live', generation: bad }));
});

test('tokens of the layout before generations (no bytes of their own) verify as generation 0; other spellings do not', () => {
  // Signed with the same label and key as resume tokens: what the code before generations issued.
  const codec = createCapabilityCodec({ label: 'onward-resume', secret, now: () => clock });
  const expiresAt = Math.floor(clock / 1000) + 60;
  const seal = (extra: number[]) => codec.seal({ sessionId, mode: 'live', expiresAt, extra: Buffer.from(extra) });
  assert.deepEqual(tokens.verify(seal([])), { ok: true, ref: { sessionId, mode: 'live', generation: 0, expiresAt } });
  // A leading zero byte would give one generation two tokens; three bytes exceed the bound.
  for (const extra of [[0], [0, 1], [1, 0, 0]])
    assert.deepEqual(tokens.verify(seal(extra)), { ok: false, error: 'malformed' }, JSON.stringify(extra));
});
