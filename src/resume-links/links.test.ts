import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createResumeTokens, MAX_LINK_GENERATION } from './token.js';
import { createResumeLinks, publicBaseUrlOf } from './links.js';
import { loadConfig } from '../config/env.js';

const secret = new Uint8Array(32).fill(3);
const clock = 1_800_000_000_000;
const tokens = createResumeTokens({ secret, ttlSeconds: 600, now: () => clock });
const sessionId = '0b5f6a2e-3c1d-4e8f-9a7b-112233445566';
/** A session store that knows one session, at `generation`. */
const at = (generation: number) => ({
  current: async (id: string) => (id === sessionId ? { flowId: 'f', generation } : undefined),
});

test('a link is the base, /resume/ and a token naming the session, mode and current link generation', async () => {
  const links = createResumeLinks({
    tokens,
    generations: at(0),
    publicBaseUrl: 'https://onboarding.example.com/onward//',
  });
  const { url, expiresAt } = await links.linkFor({ sessionId, mode: 'test' });
  const match = /^https:\/\/onboarding\.example\.com\/onward\/resume\/([A-Za-z0-9_-]{51})$/.exec(url);
  assert.ok(match, url);
  assert.equal(expiresAt, clock / 1000 + 600);
  assert.deepEqual(tokens.verify(match[1]!), { ok: true, ref: { sessionId, mode: 'test', generation: 0, expiresAt } });
  assert.equal((await links.linkFor({ sessionId, mode: 'live' }, 60)).expiresAt, clock / 1000 + 60);
  const revoked = await createResumeLinks({ tokens, generations: at(3), publicBaseUrl: 'https://x.example' }).linkFor({
    sessionId,
    mode: 'live',
  });
  const v = tokens.verify(revoked.url.split('/').pop()!);
  assert.equal(v.ok && v.ref.generation, 3);
  await assert.rejects(links.linkFor({ sessionId: '0b5f6a2e-3c1d-4e8f-9a7b-000000000000', mode: 'live' }), {
    code: 4100,
  });
});

test('the longest base the configuration accepts still gives a URL of at most 256 characters, at any generation', async () => {
  const base = `https://id.example.com/${'p'.repeat(194 - 23)}`;
  assert.equal(base.length, 194);
  assert.equal(publicBaseUrlOf(loadConfig({ ONWARD_PUBLIC_URL: base })), base);
  const { url } = await createResumeLinks({
    tokens,
    generations: at(MAX_LINK_GENERATION),
    publicBaseUrl: base,
  }).linkFor({ sessionId, mode: 'live' });
  assert.equal(url.length, 256);
  assert.equal(
    (await createResumeLinks({ tokens, generations: at(0), publicBaseUrl: base }).linkFor({ sessionId, mode: 'live' }))
      .url.length,
    253,
  );
  assert.throws(
    () => loadConfig({ ONWARD_PUBLIC_URL: `${base}p` }),
    /ONWARD_PUBLIC_URL must be at most 194 characters/,
  );
});

test('the base is ONWARD_PUBLIC_URL, else localhost on the configured port', () => {
  assert.equal(publicBaseUrlOf(loadConfig({ PORT: '9000' })), 'http://localhost:9000');
  assert.equal(publicBaseUrlOf(loadConfig({ ONWARD_PUBLIC_URL: 'https://id.example.com/' })), 'https://id.example.com');
});

test('link lifetimes are configured and bounded at start', () => {
  const defaults = loadConfig({});
  assert.equal(defaults.resumeLinkTtlSeconds, 7 * 86400);
  assert.equal(defaults.resumeLinkMaxTtlSeconds, 30 * 86400);
  const set = loadConfig({ ONWARD_RESUME_LINK_TTL_SECONDS: '3600', ONWARD_RESUME_LINK_MAX_TTL_SECONDS: '86400' });
  assert.deepEqual([set.resumeLinkTtlSeconds, set.resumeLinkMaxTtlSeconds], [3600, 86400]);
  // A maximum below the 7-day default lowers the default with it.
  assert.equal(loadConfig({ ONWARD_RESUME_LINK_MAX_TTL_SECONDS: '3600' }).resumeLinkTtlSeconds, 3600);
  assert.throws(
    () => loadConfig({ ONWARD_RESUME_LINK_TTL_SECONDS: '7200', ONWARD_RESUME_LINK_MAX_TTL_SECONDS: '3600' }),
    /must not exceed/,
  );
  assert.throws(
    () => loadConfig({ ONWARD_RESUME_LINK_TTL_SECONDS: '10' }),
    /ONWARD_RESUME_LINK_TTL_SECONDS must be an integer from 60/,
  );
  assert.throws(() => loadConfig({ ONWARD_RESUME_LINK_MAX_TTL_SECONDS: 'week' }), /ONWARD_RESUME_LINK_MAX_TTL_SECONDS/);
});
