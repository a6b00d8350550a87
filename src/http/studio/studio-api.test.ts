// The Studio API over real HTTP, on SQLite and PostgreSQL: sign-in, the cookie's attributes,
// CSRF and origin refusals in the API's error shape, idle and absolute expiry on an injected
// clock, sign-out revocation, the credential limiter, and tenant isolation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { publishFlow, startTestServer, type TenantCreds, type TestServer } from '../../../test/support/server.js';
import { DIALECTS } from '../../../test/support/stores.js';

const example = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../examples/flows/${name}.json`, import.meta.url), 'utf8'));

const IDLE_S = 600;
const MAX_S = 1800;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { cookie?: string; csrf?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.csrf ? { 'x-onward-csrf': options.csrf } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : { text }) as Record<
      string,
      unknown
    >,
  };
}

interface SignedIn {
  cookie: string;
  secret: string;
  csrf: string;
  setCookie: string;
}

async function signIn(
  server: TestServer,
  creds: TenantCreds,
  kind: 'user' | 'client' = 'user',
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const body =
    kind === 'user'
      ? { username: creds.username, password: creds.password }
      : { clientId: creds.clientId, clientSecret: creds.clientSecret };
  const res = await call(server, 'POST', '/studio/api/session', { body, headers });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('onward_studio='));
  assert.ok(setCookie, 'a session cookie is set');
  const pair = setCookie.split(';')[0] ?? '';
  return { cookie: pair, secret: pair.slice('onward_studio='.length), csrf: String(res.body.csrfToken), setCookie };
}

const assertError = (res: Answer, status: number, code: number) => {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code, JSON.stringify(res.body));
  assert.equal(typeof res.body.message, 'string');
};

for (const dialect of DIALECTS) {
  describe(`studio API (${dialect})`, () => {
    let server: TestServer;
    let clock = Date.parse('2026-03-02T09:00:00Z');
    before(async () => {
      server = await startTestServer(
        dialect,
        { ONWARD_STUDIO_IDLE_SECONDS: String(IDLE_S), ONWARD_STUDIO_MAX_SECONDS: String(MAX_S) },
        { now: () => clock },
      );
      await publishFlow(server, server.tenants.a.tenantId, 'screened-a', example('onboarding-screened'));
      await publishFlow(server, server.tenants.b.tenantId, 'basic-b', example('onboarding-basic'));
    });
    after(async () => {
      await server?.close();
    });

    it('signs in with the Basic user and sets a HttpOnly, SameSite=Strict cookie on /studio (not Secure over plain HTTP)', async () => {
      const s = await signIn(server, server.tenants.a);
      const attrs = s.setCookie.split(';').map((p) => p.trim().toLowerCase());
      assert.ok(attrs.includes('httponly'));
      assert.ok(attrs.includes('samesite=strict'));
      assert.ok(attrs.includes('path=/studio'));
      assert.ok(attrs.includes(`max-age=${MAX_S}`));
      assert.ok(!attrs.includes('secure'), 'no TLS here, and X-Forwarded-Proto is not trusted by default');
      const me = await call(server, 'GET', '/studio/api/session', { cookie: s.cookie });
      assert.equal(me.status, 200);
      assert.equal(me.body.signedIn, true);
      assert.deepEqual(me.body.tenant, { id: server.tenants.a.tenantId, name: 'Tenant a' });
      assert.equal(me.body.subject, `user:${server.tenants.a.username}`);
      assert.equal(me.body.csrfToken, s.csrf);
      assert.equal(me.headers.get('cache-control'), 'no-store');
    });

    it('ignores X-Forwarded-Proto unless ONWARD_TRUST_FORWARDED_PROTO is on', async () => {
      const s = await signIn(server, server.tenants.a, 'user', { 'x-forwarded-proto': 'https' });
      assert.ok(!s.setCookie.toLowerCase().includes('secure'));
    });

    it('signs in with the OAuth client id and secret', async () => {
      const s = await signIn(server, server.tenants.b, 'client');
      const me = await call(server, 'GET', '/studio/api/session', { cookie: s.cookie });
      assert.equal(me.body.subject, `client:${server.tenants.b.clientId}`);
    });

    it('refuses bad credentials with 4050 and no cookie, and a malformed body with 4400', async () => {
      const wrong = await call(server, 'POST', '/studio/api/session', {
        body: { username: server.tenants.a.username, password: 'nope' },
      });
      assertError(wrong, 401, 4050);
      assert.equal(wrong.headers.getSetCookie().length, 0);
      const unknownClient = await call(server, 'POST', '/studio/api/session', {
        body: { clientId: 'nobody', clientSecret: 'x' },
      });
      assertError(unknownClient, 401, 4050);
      assertError(await call(server, 'POST', '/studio/api/session', { body: { username: 'x' } }), 400, 4400);
    });

    it('refuses calls without a session, or with an unknown one, with 4031', async () => {
      assertError(await call(server, 'GET', '/studio/api/flows'), 401, 4031);
      assertError(await call(server, 'GET', '/studio/api/flows', { cookie: 'onward_studio=forged-secret' }), 401, 4031);
      // The page's probe answers "signed out" instead of an error.
      assert.deepEqual(
        (await call(server, 'GET', '/studio/api/session', { cookie: 'onward_studio=forged-secret' })).body,
        { signedIn: false },
      );
      assert.deepEqual((await call(server, 'GET', '/studio/api/session')).body, { signedIn: false });
    });

    it('stores only a hash of the session secret', async () => {
      const s = await signIn(server, server.tenants.a);
      const rows = await server.services.store.db.selectFrom('studio_sessions').select(['id', 'subject']).execute();
      assert.ok(rows.some((r) => r.id === createHash('sha256').update(s.secret).digest('hex')));
      assert.ok(!rows.some((r) => r.id === s.secret || r.subject.includes(s.secret)));
    });

    it("lists only the tenant's own flows, and another tenant's flow answers like a missing one", async () => {
      const a = await signIn(server, server.tenants.a);
      const b = await signIn(server, server.tenants.b);
      const listA = await call(server, 'GET', '/studio/api/flows', { cookie: a.cookie });
      assert.equal(listA.status, 200);
      const flowsA = listA.body.flows as Array<Record<string, unknown>>;
      assert.deepEqual(
        flowsA.map((f) => f.flowId),
        ['screened-a'],
      );
      assert.equal(flowsA[0]?.name, 'Screened onboarding');
      assert.equal(flowsA[0]?.latestVersion, 1);
      assert.equal(flowsA[0]?.liveVersion, 1);
      const listB = await call(server, 'GET', '/studio/api/flows', { cookie: b.cookie });
      assert.deepEqual(
        (listB.body.flows as Array<Record<string, unknown>>).map((f) => f.flowId),
        ['basic-b'],
      );

      const own = await call(server, 'GET', '/studio/api/flows/screened-a/versions/1', { cookie: a.cookie });
      assert.equal(own.status, 200);
      assert.equal((own.body.document as { name: string }).name, 'Screened onboarding');
      assert.equal(own.body.version, 1);
      assertError(
        await call(server, 'GET', '/studio/api/flows/screened-a/versions/1', { cookie: b.cookie }),
        404,
        4000,
      );
      assertError(
        await call(server, 'GET', '/studio/api/flows/screened-a/versions/2', { cookie: a.cookie }),
        404,
        4000,
      );
    });

    it('refuses a state-changing call without the CSRF token, with a wrong one, or from another origin', async () => {
      const s = await signIn(server, server.tenants.a);
      assertError(await call(server, 'DELETE', '/studio/api/session', { cookie: s.cookie }), 403, 4030);
      assertError(
        await call(server, 'DELETE', '/studio/api/session', { cookie: s.cookie, csrf: `${s.csrf.slice(1)}x` }),
        403,
        4030,
      );
      const other = await signIn(server, server.tenants.a);
      assertError(
        await call(server, 'DELETE', '/studio/api/session', { cookie: s.cookie, csrf: other.csrf }),
        403,
        4030,
      );
      assertError(
        await call(server, 'DELETE', '/studio/api/session', {
          cookie: s.cookie,
          csrf: s.csrf,
          headers: { origin: 'https://evil.example' },
        }),
        403,
        4030,
      );
      assertError(
        await call(server, 'DELETE', '/studio/api/session', {
          cookie: s.cookie,
          csrf: s.csrf,
          headers: { 'sec-fetch-site': 'cross-site' },
        }),
        403,
        4030,
      );
      // None of the refused calls signed the user out.
      assert.equal((await call(server, 'GET', '/studio/api/session', { cookie: s.cookie })).status, 200);
    });

    it('refuses a sign-in posted from another origin (login CSRF)', async () => {
      const res = await call(server, 'POST', '/studio/api/session', {
        body: { username: server.tenants.a.username, password: server.tenants.a.password },
        headers: { origin: 'https://evil.example' },
      });
      assertError(res, 403, 4030);
      assert.equal(res.headers.getSetCookie().length, 0);
    });

    it('signs out on the server: the same cookie no longer works', async () => {
      const s = await signIn(server, server.tenants.a);
      const out = await call(server, 'DELETE', '/studio/api/session', {
        cookie: s.cookie,
        csrf: s.csrf,
        headers: { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' },
      });
      assert.equal(out.status, 200, JSON.stringify(out.body));
      const cleared = out.headers.getSetCookie().find((c) => c.startsWith('onward_studio='));
      assert.match(cleared ?? '', /Max-Age=0/i);
      assertError(await call(server, 'GET', '/studio/api/flows', { cookie: s.cookie }), 401, 4031);
      assert.deepEqual((await call(server, 'GET', '/studio/api/session', { cookie: s.cookie })).body, {
        signedIn: false,
      });
      assertError(await call(server, 'DELETE', '/studio/api/session', { cookie: s.cookie, csrf: s.csrf }), 401, 4031);
    });

    it('ends a session left idle, and keeps a used one alive until the absolute limit', async () => {
      const idle = await signIn(server, server.tenants.a);
      const busy = await signIn(server, server.tenants.a);
      clock += (IDLE_S - 120) * 1000;
      assert.equal((await call(server, 'GET', '/studio/api/flows', { cookie: busy.cookie })).status, 200);
      clock += 240 * 1000;
      assertError(await call(server, 'GET', '/studio/api/flows', { cookie: idle.cookie }), 401, 4012);
      assert.equal(
        (await call(server, 'GET', '/studio/api/flows', { cookie: busy.cookie })).status,
        200,
        'used 4 minutes ago',
      );
      // Keep using it: it still ends MAX_S after sign-in.
      while (clock < Date.parse('2026-03-02T09:00:00Z') + 10 * 60_000 + MAX_S * 1000) {
        clock += (IDLE_S / 2) * 1000;
        const res = await call(server, 'GET', '/studio/api/flows', { cookie: busy.cookie });
        if (res.status !== 200) break;
      }
      assertError(await call(server, 'GET', '/studio/api/flows', { cookie: busy.cookie }), 401, 4012);
    });

    it('refuses sign-in after repeated failures for the account, even with the right password (credential limiter)', async () => {
      const creds = server.tenants.b;
      for (let i = 0; i < 5; i++) {
        assertError(
          await call(server, 'POST', '/studio/api/session', {
            body: { username: creds.username, password: `wrong-${i}` },
          }),
          401,
          4050,
        );
      }
      const blocked = await call(server, 'POST', '/studio/api/session', {
        body: { username: creds.username, password: creds.password },
      });
      assertError(blocked, 429, 4429);
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    });
  });
}

describe('studio cookie behind a trusted proxy (sqlite)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite', { ONWARD_TRUST_FORWARDED_PROTO: '1' });
  });
  after(async () => {
    await server?.close();
  });

  it('marks the cookie Secure when the trusted proxy says https, and only then', async () => {
    const tls = await signIn(server, server.tenants.a, 'user', { 'x-forwarded-proto': 'https' });
    assert.ok(
      tls.setCookie
        .split(';')
        .map((p) => p.trim().toLowerCase())
        .includes('secure'),
    );
    const plain = await signIn(server, server.tenants.a, 'user', { 'x-forwarded-proto': 'http' });
    assert.ok(!plain.setCookie.toLowerCase().includes('secure'));
  });
});
