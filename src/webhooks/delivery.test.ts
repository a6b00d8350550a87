import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { json } from '../outbound/test-server.js';
import { enrollmentClient, startReceiver, testClock, waitFor } from '../monitoring/test-support.js';
import { verifyWebhook } from './signature.js';

interface Delivery {
  id: string;
  status: string;
  attempts: number;
  lastError: string | null;
  attemptLog: { attempt: number; statusCode: number | null }[];
}
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

for (const dialect of DIALECTS) {
  describe(`customer webhooks (${dialect})`, () => {
    let server: TestServer;
    let api: ReturnType<typeof enrollmentClient>;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let flowA: string;
    let flowB: string;
    let enrollA: string;
    const clock = testClock();
    // The receiver: an OAuth token endpoint whose tokens expire, Basic and Bearer checks, scripted failures.
    let validToken = '';
    let tokenExpiresAt = 0;
    let issued = 0;
    let flakyLeft = 0;
    before(async () => {
      receiver = await startReceiver((req, res) => {
        if (req.url === '/oauth/token') {
          if (
            req.headers.authorization !== basic('cid', 'csecret') ||
            req.body !== 'grant_type=client_credentials' ||
            req.headers['content-type'] !== 'application/x-www-form-urlencoded'
          )
            return json(res, 401, { error: 'invalid_client' });
          issued += 1;
          validToken = `tok-${issued}`;
          tokenExpiresAt = clock.now() + 60_000;
          return json(res, 200, { access_token: validToken, token_type: 'Bearer', expires_in: 60 });
        }
        if (req.url === '/hook-basic')
          return res.writeHead(req.headers.authorization === basic('acme', 'p@ss:word') ? 200 : 401).end();
        if (req.url === '/hook-oauth') {
          const okToken = req.headers.authorization === `Bearer ${validToken}` && clock.now() < tokenExpiresAt;
          return res.writeHead(okToken ? 200 : 401).end();
        }
        if (req.url === '/hook-flaky') return res.writeHead(flakyLeft-- > 0 ? 503 : 200).end();
        if (req.url === '/hook-down') return res.writeHead(503).end();
        if (req.url === '/hook-gone') return res.writeHead(410).end();
        res.writeHead(200).end();
      });
      server = await startTestServer(
        dialect,
        { ONWARD_WEBHOOK_RETRY_SCHEDULE: '100ms,200ms,200ms' },
        { now: clock.now },
      );
      api = enrollmentClient(server);
      flowB = await getToken(server, server.tenants.b);
    });
    beforeEach(async () => {
      flowA = await getToken(server, server.tenants.a);
      enrollA = await api.token(server.tenants.a);
    });
    after(async () => {
      await receiver.close();
      await server.close();
    });

    const admin = (method: string, path: string, token: string | undefined, body?: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    const deliveries = async (token: string, query = '') =>
      ((await (await admin('GET', `/admin/webhook-deliveries${query}`, token)).json()) as { deliveries: Delivery[] })
        .deliveries;
    const enroll = (path: string) => api.enroll(enrollA, `${receiver.url}${path}`);

    it('PUT /admin/webhook-auth validates, refuses other credentials, and seals secrets at rest', async () => {
      assert.equal((await admin('PUT', '/admin/webhook-auth', undefined, { mode: 'none' })).status, 401);
      assert.equal(
        (await admin('PUT', '/admin/webhook-auth', enrollA, { mode: 'none' })).status,
        401,
        'an enrollment token is not a management token',
      );
      const bad = await admin('PUT', '/admin/webhook-auth', flowA, { mode: 'basic', username: 'a:b' });
      assert.equal(bad.status, 400);
      const body = (await bad.json()) as { code: number; details: { message: string }[] };
      assert.equal(body.code, 4400);
      assert.deepEqual(
        body.details.map((d) => d.message),
        ['username must not contain ":"', 'password is required'],
      );
      const privateToken = await admin('PUT', '/admin/webhook-auth', flowA, {
        mode: 'oauth',
        tokenUrl: 'http://10.0.0.1/token',
        clientId: 'c',
        clientSecret: 's',
      });
      assert.equal(privateToken.status, 400);

      const put = await admin('PUT', '/admin/webhook-auth', flowA, {
        mode: 'basic',
        username: 'acme',
        password: 'p@ss:word',
      });
      assert.equal(put.status, 200);
      const saved = (await put.json()) as { auth: Record<string, unknown>; signingSecret: string };
      assert.deepEqual(saved.auth, { mode: 'basic', username: 'acme' });
      assert.match(saved.signingSecret, /^whsec_/);
      const got = (await (await admin('GET', '/admin/webhook-auth', flowA)).json()) as {
        auth: Record<string, unknown>;
        signingSecret: string;
      };
      assert.deepEqual(got, saved);
      const row = await server.services.store.db
        .selectFrom('webhook_settings')
        .selectAll()
        .where('tenant_id', '=', server.tenants.a.tenantId)
        .executeTakeFirstOrThrow();
      assert.ok(
        !JSON.stringify(row).includes('p@ss:word') && !JSON.stringify(row).includes(saved.signingSecret),
        'sealed at rest',
      );
      assert.match(row.auth_sealed, /^v1\./);
    });

    it('basic mode: each callback carries Authorization Basic and a valid signature', async () => {
      await admin('PUT', '/admin/webhook-auth', flowA, { mode: 'basic', username: 'acme', password: 'p@ss:word' });
      const id = await enroll('/hook-basic');
      const hook = await waitFor(() => receiver.hooks(id)[0], 'basic callback');
      assert.equal(hook.headers.authorization, basic('acme', 'p@ss:word'));
      const { signingSecret } = await server.services.webhooks.settings.get(server.tenants.a.tenantId);
      assert.deepEqual(verifyWebhook({ headers: hook.headers, body: hook.body, secrets: signingSecret }), { ok: true });
      await waitFor(
        async () => (await deliveries(flowA, `?enrollmentId=${id}`))[0]?.status === 'delivered',
        'recorded as delivered',
      );
    });

    it('oauth mode: token fetched with client credentials, cached, renewed when it expires and on a 401', async () => {
      await admin('PUT', '/admin/webhook-auth', flowA, {
        mode: 'oauth',
        tokenUrl: `${receiver.url}/oauth/token`,
        clientId: 'cid',
        clientSecret: 'csecret',
      });
      const before = issued;
      const a = await enroll('/hook-oauth');
      await waitFor(() => receiver.hooks(a)[0], 'first oauth callback');
      const b = await enroll('/hook-oauth');
      await waitFor(() => receiver.hooks(b)[0], 'second oauth callback');
      assert.equal(issued - before, 1, 'the token is reused while valid');
      assert.equal(receiver.hooks(b)[0]?.headers.authorization, `Bearer ${validToken}`);

      clock.advance(61_000); // the token expired at the endpoint; the cache renews it first
      const c = await enroll('/hook-oauth');
      await waitFor(
        async () => (await deliveries(flowA, `?enrollmentId=${c}`))[0]?.status === 'delivered',
        'delivered after expiry',
      );
      assert.equal(issued - before, 2);

      validToken = 'revoked-by-receiver'; // the receiver rotated: a 401 makes us fetch a new token once
      const d = await enroll('/hook-oauth');
      await waitFor(
        async () => (await deliveries(flowA, `?enrollmentId=${d}`))[0]?.status === 'delivered',
        'delivered after a 401',
      );
      assert.equal(issued - before, 3);
      assert.equal(receiver.hooks(d).length, 2);
    });

    it('a receiver failing twice then succeeding gets one message, the same webhook-id each time, delivered once', async () => {
      await admin('PUT', '/admin/webhook-auth', flowA, { mode: 'none' });
      flakyLeft = 2;
      const id = await enroll('/hook-flaky');
      const [delivery] = await waitFor(async () => {
        const d = await deliveries(flowA, `?enrollmentId=${id}`);
        return d[0]?.status === 'delivered' ? d : undefined;
      }, 'delivered after retries');
      const hooks = receiver.hooks(id);
      assert.equal(hooks.length, 3);
      assert.equal(new Set(hooks.map((h) => h.headers['webhook-id'])).size, 1);
      assert.equal(hooks[0]?.headers['webhook-id'], delivery?.id);
      assert.deepEqual(
        hooks.map((h) => h.headers['webhook-attempt']),
        ['1', '2', '3'],
      );
      assert.deepEqual(
        delivery?.attemptLog.map((x) => x.statusCode),
        [503, 503, 200],
      );
      await new Promise((r) => setTimeout(r, 400));
      assert.equal(receiver.hooks(id).length, 3, 'nothing more after success');
    });

    it('dead-letters after the schedule runs out (5xx) or at once (4xx), visible in the listing; tenants see only theirs', async () => {
      await admin('PUT', '/admin/webhook-auth', flowA, { mode: 'none' });
      const down = await enroll('/hook-down');
      const gone = await enroll('/hook-gone');
      const dead = await waitFor(
        async () => {
          const d = await deliveries(flowA, '?status=dead');
          return [down, gone].every((e) => d.some((x) => receiver.hooks(e)[0]?.headers['webhook-id'] === x.id))
            ? d
            : undefined;
        },
        'dead letters',
        15_000,
      );
      const byId = (e: string) => dead.find((x) => x.id === receiver.hooks(e)[0]?.headers['webhook-id']);
      assert.equal(byId(down)?.attempts, 4, '1 attempt + 3 retries');
      assert.match(byId(down)?.lastError ?? '', /gave up after 4 attempts: HTTP 503/);
      assert.equal(byId(gone)?.attempts, 1);
      assert.match(byId(gone)?.lastError ?? '', /not retryable: HTTP 410/);
      assert.deepEqual(await deliveries(flowB), [], "tenant b sees none of tenant a's deliveries");
      assert.equal((await admin('GET', '/admin/webhook-deliveries', undefined)).status, 401);
    });
  });
}
