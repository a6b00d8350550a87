// Per-address rate limits of the public unauthenticated routes, on both stores: new sessions,
// token requests in each error format, X-Forwarded-For believed only from a trusted proxy, the
// budget shared by two servers on one PostgreSQL, and every limited route's 429 in the OpenAPI.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, publishFlow, type TestServer } from '../../test/support/server.js';
import { DIALECTS } from '../../test/support/stores.js';
import { leadFlow } from '../../test/fixtures/lead-flow.js';

async function newSession(server: TestServer, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}/flow/lead`, { headers });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    session: res.headers.get('x-hf-session'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

for (const dialect of DIALECTS) {
  describe(`rate limits (${dialect})`, () => {
    const servers: TestServer[] = [];
    const start = async (env: Record<string, string>, store?: TestServer['store']) => {
      const server = await startTestServer(dialect, env, store ? { store } : {});
      servers.push(server);
      if (!store) await publishFlow(server, server.tenants.a.tenantId, 'lead', leadFlow('Lead'));
      return server;
    };
    // Few servers (each costs seconds on a loaded machine): one with plain limits, one behind a
    // trusted proxy whose forwarded addresses give each test a budget of its own.
    let limited: TestServer;
    let proxied: TestServer;
    before(async () => {
      limited = await start({ ONWARD_RATE_LIMIT_SESSIONS: '3', ONWARD_RATE_LIMIT_TOKEN: '2' });
      proxied = await start({ ONWARD_RATE_LIMIT_SESSIONS: '2', ONWARD_TRUST_PROXY: '127.0.0.1' });
    });
    after(async () => {
      for (const s of servers.reverse()) await s.close();
    });

    it('refuses new sessions over the limit with 429, Retry-After and the error shape; a running session goes on', async () => {
      const server = limited;
      const first = await newSession(server);
      assert.equal(first.status, 200);
      for (let i = 0; i < 2; i++) assert.equal((await newSession(server)).status, 200);
      const refused = await newSession(server);
      assert.equal(refused.status, 429);
      assert.equal(refused.body.code, 4429);
      assert.equal(typeof refused.body.message, 'string');
      const wait = Number(refused.retryAfter);
      assert.ok(wait >= 1 && wait <= 60, `Retry-After ${refused.retryAfter}`);
      // Continuing a session is not starting one: not counted, not refused.
      assert.equal((await newSession(server, { 'x-hf-session': first.session! })).status, 200);
      // A spoofed X-Forwarded-For is not believed without a trusted proxy: still this address.
      assert.equal((await newSession(server, { 'x-forwarded-for': '203.0.113.7' })).status, 429);
    });

    it('believes X-Forwarded-For from a trusted proxy: each forwarded client has its own budget', async () => {
      const server = proxied;
      const as = (client: string) => newSession(server, { 'x-forwarded-for': client });
      assert.equal((await as('203.0.113.1')).status, 200);
      assert.equal((await as('203.0.113.1')).status, 200);
      assert.equal((await as('203.0.113.1')).status, 429);
      assert.equal((await as('203.0.113.2')).status, 200, 'another client behind the proxy');
    });

    it('limits token requests in each endpoint’s own error format', async () => {
      const server = limited;
      const { clientId, clientSecret, username, password } = server.tenants.a;
      const connect = () =>
        fetch(`${server.baseUrl}/connect/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: clientId,
            client_secret: clientSecret,
          }),
        });
      assert.equal((await connect()).status, 200);
      assert.equal((await connect()).status, 200);
      const refused = await connect();
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      assert.equal(((await refused.json()) as { error: string }).error, 'temporarily_unavailable');
      // The enrollment API's token endpoints share the surface and answer in its envelope.
      const token = await fetch(`${server.baseUrl}/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: username, Password: password }),
      });
      assert.equal(token.status, 429);
      assert.equal(((await token.json()) as { StatusCode: number }).StatusCode, 429);
    });

    it('declares the 429 with Retry-After on every limited route in the OpenAPI', async () => {
      const server = limited;
      const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
      };
      for (const [path, method] of [
        ['/flow/{flowId}', 'get'],
        ['/test/flow/{flowId}', 'get'],
        ['/init/{flowId}', 'post'],
        ['/submit/{flowId}', 'post'],
        ['/c/{code}', 'get'],
        ['/kyb-search/{flowId}', 'get'],
        ['/resume/api/step', 'get'],
        ['/resume/api/submit', 'post'],
        ['/resume/api/kyb-search', 'get'],
        ['/connect/token', 'post'],
        ['/Token', 'post'],
        ['/Token/ClientCredentials', 'post'],
        ['/Token/Refresh', 'post'],
      ] as const) {
        const declared = doc.paths[path]?.[method]?.responses['429'];
        assert.ok(declared, `${method.toUpperCase()} ${path} declares 429`);
        assert.ok(declared.headers?.['retry-after'], `${method.toUpperCase()} ${path} declares Retry-After`);
      }
    });

    if (dialect === 'postgres') {
      it('shares one budget between processes through PostgreSQL, and refuses from memory once used up', async () => {
        // A second process on the proxied server's database, with the same settings.
        const a = proxied;
        const b = await start({ ONWARD_RATE_LIMIT_SESSIONS: '2', ONWARD_TRUST_PROXY: '127.0.0.1' }, a.store);
        const from = { 'x-forwarded-for': '198.51.100.4' };
        assert.equal((await newSession(a, from)).status, 200);
        assert.equal((await newSession(b, from)).status, 200);
        assert.equal((await newSession(a, from)).status, 429, 'the third of the cluster, whichever process');
        const counted = async () =>
          (
            await a.store.store.db
              .selectFrom('request_limits')
              .select('points')
              .where('key', '=', 'sessions:198.51.100.4')
              .executeTakeFirstOrThrow()
          ).points;
        const before = await counted();
        // The process that refused remembers the block: no more writes for this address.
        for (let i = 0; i < 3; i++) assert.equal((await newSession(a, from)).status, 429);
        assert.equal(await counted(), before);
        assert.equal((await newSession(b, from)).status, 429);
      });
    }
  });
}
