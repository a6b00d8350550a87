import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

for (const dialect of DIALECTS) {
  describe(`POST /connect/token (${dialect})`, () => {
    let server: TestServer;
    let now = Date.now();
    before(async () => {
      server = await startTestServer(dialect, {}, { now: () => now });
    });
    after(async () => {
      await server.close();
    });

    const post = (body: string | URLSearchParams, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    const form = (extra: Record<string, string> = {}) =>
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: server.tenants.a.clientId,
        client_secret: server.tenants.a.clientSecret,
        ...extra,
      });
    const flows = (token: string) =>
      fetch(`${server.baseUrl}/admin/flows`, { headers: { authorization: `Bearer ${token}` } });

    it('issues a bearer token for form-encoded client credentials', async () => {
      const res = await post(form({ scope: 'workflow.studio.api' }));
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const body = (await res.json()) as Record<string, unknown>;
      assert.equal(body.token_type, 'Bearer');
      assert.equal(body.expires_in, 3600);
      assert.equal(body.scope, 'workflow.studio.api');
      assert.equal(typeof body.access_token, 'string');
      assert.equal((await flows(body.access_token as string)).status, 200);
    });

    it('also accepts JSON and HTTP Basic client authentication', async () => {
      const json = await post(JSON.stringify(Object.fromEntries(form())), { 'content-type': 'application/json' });
      assert.equal(json.status, 200);
      const basic = await post(new URLSearchParams({ grant_type: 'client_credentials' }), {
        authorization: `Basic ${Buffer.from(`${server.tenants.a.clientId}:${server.tenants.a.clientSecret}`).toString('base64')}`,
      });
      assert.equal(basic.status, 200);
    });

    it('answers RFC 6749 errors', async () => {
      const wrong = await post(form({ client_secret: 'wrong' }));
      assert.equal(wrong.status, 400);
      assert.equal(((await wrong.json()) as { error: string }).error, 'invalid_client');
      const unknown = await post(form({ client_id: 'nobody' }));
      assert.equal(((await unknown.json()) as { error: string }).error, 'invalid_client');
      const grant = await post(form({ grant_type: 'password' }));
      assert.equal(grant.status, 400);
      assert.equal(((await grant.json()) as { error: string }).error, 'unsupported_grant_type');
      const missing = await post(new URLSearchParams({ grant_type: 'client_credentials' }));
      assert.equal(((await missing.json()) as { error: string }).error, 'invalid_request');
      const scope = await post(form({ scope: 'admin' }));
      assert.equal(((await scope.json()) as { error: string }).error, 'invalid_scope');
      const malformed = await post('{not json', { 'content-type': 'application/json' });
      assert.equal(malformed.status, 400);
      assert.equal(((await malformed.json()) as { error: string }).error, 'invalid_request');
    });

    it('refuses a client after 5 failed attempts in 15 minutes, even with the right secret', async () => {
      const creds = { grant_type: 'client_credentials', client_id: server.tenants.b.clientId };
      for (let i = 0; i < 5; i++) {
        const res = await post(new URLSearchParams({ ...creds, client_secret: `wrong-${i}` }));
        assert.equal(res.status, 400);
      }
      const blocked = await post(new URLSearchParams({ ...creds, client_secret: server.tenants.b.clientSecret }));
      assert.equal(blocked.status, 429);
      assert.match(blocked.headers.get('retry-after') ?? '', /^\d+$/);
      assert.equal(((await blocked.json()) as { error: string }).error, 'temporarily_unavailable');
      now += 16 * 60_000;
      const later = await post(new URLSearchParams({ ...creds, client_secret: server.tenants.b.clientSecret }));
      assert.equal(later.status, 200);
      now -= 16 * 60_000;
    });

    it('a new token does not revoke older ones; expired and tampered tokens get 4012 / 4011', async () => {
      const first = ((await (await post(form())).json()) as { access_token: string }).access_token;
      const second = ((await (await post(form())).json()) as { access_token: string }).access_token;
      assert.notEqual(first, second);
      assert.equal((await flows(first)).status, 200);
      assert.equal((await flows(second)).status, 200);

      const tampered = `${first.slice(0, -4)}${first.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      const t = await flows(tampered);
      assert.equal(t.status, 401);
      assert.equal(((await t.json()) as { code: number }).code, 4011);

      const none = await fetch(`${server.baseUrl}/admin/flows`);
      assert.equal(none.status, 401);
      assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);

      now += 3601_000;
      const expired = await flows(first);
      assert.equal(expired.status, 401);
      assert.equal(((await expired.json()) as { code: number }).code, 4012);
      now -= 3601_000;
    });
  });
}
