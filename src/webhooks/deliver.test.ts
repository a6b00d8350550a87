import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createOutboundClient } from '../outbound/client.js';
import { json, startServer, type ReceivedRequest, type TestServer } from '../outbound/test-server.js';
import { createWebhookAuthorizer, defaultTokenUrl, validateWebhookAuth, type WebhookAuth } from './auth.js';
import { deliverWebhook, type DeliverWebhookInput } from './deliver.js';
import { decideAfterAttempt, parseRetrySchedule } from './policy.js';
import { generateWebhookSecret, verifyWebhook } from './signature.js';

const secret = generateWebhookSecret();
const body = JSON.stringify({ EnrollmentId: 'e-1', MonitoringResult: { WatchlistState: 'No Hit' } });
const basic = (u: string, p: string): string => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

describe('webhook delivery', () => {
  let server: TestServer;
  const client = createOutboundClient({ allow: ['127.0.0.1'] });
  // Receiver state: the one OAuth token it currently accepts, and scripted failures.
  let currentToken = '';
  let tokensIssued = 0;
  let failuresLeft = 0;
  const hooks = (): ReceivedRequest[] => server.received.filter((r) => !r.url.endsWith('/token'));
  const tokenCalls = (): ReceivedRequest[] => server.received.filter((r) => r.url.endsWith('/token'));

  before(async () => {
    server = await startServer((req, res) => {
      const verified = verifyWebhook({ headers: req.headers, body: req.body, secrets: secret });
      if (req.url === '/oauth/token') {
        const okRequest =
          req.method === 'POST' &&
          req.headers.authorization === basic('cid', 'csecret') &&
          req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
          req.body.startsWith('grant_type=client_credentials');
        if (!okRequest) return json(res, 401, { error: 'invalid_client' });
        tokensIssued += 1;
        currentToken = `tok-${tokensIssued}`;
        return json(res, 200, { access_token: currentToken, token_type: 'Bearer', expires_in: 60 });
      }
      if (!verified.ok) return json(res, 400, { error: verified.reason });
      if (req.url === '/none') return res.writeHead(204).end();
      if (req.url === '/basic')
        return req.headers.authorization === basic('acme', 's3cr:et') ? json(res, 200, { ok: 1 }) : json(res, 401, {});
      if (req.url === '/oauth')
        return req.headers.authorization === `Bearer ${currentToken}` ? json(res, 200, {}) : json(res, 401, {});
      if (req.url === '/oauth-always-401') return json(res, 401, { error: 'no' });
      if (req.url === '/flaky')
        return failuresLeft-- > 0 ? json(res, 503, { busy: true }) : json(res, 200, { ok: true });
      if (req.url === '/gone') return json(res, 410, { error: 'gone' });
      if (req.url === '/hang') return;
      json(res, 404, {});
    });
  });
  beforeEach(() => {
    server.received.length = 0;
  });
  after(async () => {
    client.close();
    await server.close();
  });

  const oauth = (): Extract<WebhookAuth, { mode: 'oauth' }> => ({
    mode: 'oauth',
    tokenUrl: `${server.url}/oauth/token`,
    clientId: 'cid',
    clientSecret: 'csecret',
  });
  const input = (path: string, auth: WebhookAuth, extra: Partial<DeliverWebhookInput> = {}): DeliverWebhookInput => ({
    url: `${server.url}${path}`,
    body,
    id: 'msg_1',
    signingSecret: secret,
    auth,
    client,
    ...extra,
  });

  test('no authentication: signed, no Authorization header, 2xx is success', async () => {
    const a = await deliverWebhook(input('/none', { mode: 'none' }));
    assert.equal(a.ok, true, JSON.stringify(a));
    assert.equal(a.status, 204);
    assert.ok(a.durationMs >= 0);
    const got = hooks()[0];
    assert.equal(got?.headers.authorization, undefined);
    assert.equal(got?.headers['webhook-id'], 'msg_1');
    assert.equal(got?.headers['content-type'], 'application/json');
    assert.equal(got?.body, body);
  });

  test('basic: Authorization Basic base64(username:password)', async () => {
    assert.equal(
      (await deliverWebhook(input('/basic', { mode: 'basic', username: 'acme', password: 's3cr:et' }))).ok,
      true,
    );
    const wrong = await deliverWebhook(input('/basic', { mode: 'basic', username: 'acme', password: 'nope' }));
    assert.deepEqual([wrong.ok, wrong.status, wrong.retry], [false, 401, false]);
  });

  test('oauth: client credentials token, cached across deliveries, expiring on the clock', async () => {
    let clock = 1_000_000;
    const authorizer = createWebhookAuthorizer({ client, now: () => clock });
    const first = await deliverWebhook(input('/oauth', oauth(), { authorizer }));
    assert.equal(first.ok, true, JSON.stringify(first));
    const tokenReq = tokenCalls()[0];
    assert.equal(tokenReq?.body, 'grant_type=client_credentials');
    assert.equal(hooks()[0]?.headers.authorization, `Bearer ${currentToken}`);
    await deliverWebhook(input('/oauth', oauth(), { authorizer, id: 'msg_2' }));
    assert.equal(tokenCalls().length, 1, 'second delivery reuses the cached token');
    clock += 31_000; // 60 s token, renewed 30 s before expiry
    const later = await deliverWebhook(input('/oauth', oauth(), { authorizer, id: 'msg_3' }));
    assert.equal(later.ok, true);
    assert.equal(tokenCalls().length, 2, 'renewed shortly before expiry');
    assert.equal(hooks().length, 3, 'no 401 round trip was needed');
  });

  test('oauth: a 401 for an old token fetches a new one once and retries once', async () => {
    const authorizer = createWebhookAuthorizer({ client });
    assert.equal((await deliverWebhook(input('/oauth', oauth(), { authorizer }))).ok, true);
    currentToken = 'rotated-by-receiver'; // the receiver no longer accepts what we cached
    server.received.length = 0;
    const a = await deliverWebhook(input('/oauth', oauth(), { authorizer }));
    assert.equal(a.ok, true, JSON.stringify(a));
    assert.equal(tokenCalls().length, 1);
    assert.deepEqual(
      hooks().map((h) => h.headers['webhook-id']),
      ['msg_1', 'msg_1'],
    );

    server.received.length = 0;
    const denied = await deliverWebhook(input('/oauth-always-401', oauth(), { authorizer }));
    assert.deepEqual([denied.ok, denied.status, denied.retry], [false, 401, false]);
    assert.equal(hooks().length, 2, 'exactly one retry');
    assert.equal(tokenCalls().length, 1, 'exactly one refresh');
  });

  test('oauth: concurrent deliveries share one token request; bad client credentials stop', async () => {
    const authorizer = createWebhookAuthorizer({ client });
    const results = await Promise.all(
      [1, 2, 3].map((n) => deliverWebhook(input('/oauth', oauth(), { authorizer, id: `c${n}` }))),
    );
    assert.ok(results.every((r) => r.ok));
    assert.equal(tokenCalls().length, 1);
    const bad = await deliverWebhook(input('/oauth', { ...oauth(), clientSecret: 'wrong' }, { authorizer }));
    assert.equal(bad.ok, false);
    assert.equal(bad.retry, false);
    assert.match(bad.error ?? '', /token endpoint failed: HTTP 401/);
  });

  test('fails twice then succeeds: same webhook-id on every attempt, delivered once', async () => {
    failuresLeft = 2;
    const parsed = parseRetrySchedule('1ms,1ms,1ms');
    assert.ok(parsed.ok);
    let attempt = 0;
    for (;;) {
      attempt += 1;
      const a = await deliverWebhook(input('/flaky', { mode: 'none' }, { id: 'msg_flaky' }));
      const next = decideAfterAttempt(attempt, a, Date.now(), parsed.delaysMs);
      if (next.state !== 'retry') {
        assert.equal(next.state, 'delivered');
        break;
      }
    }
    assert.equal(attempt, 3);
    assert.deepEqual(
      hooks().map((h) => h.headers['webhook-id']),
      ['msg_flaky', 'msg_flaky', 'msg_flaky'],
    );
  });

  test('outcome classification: 503 retries, 410 stops, timeout retries, refused stops', async () => {
    failuresLeft = 1;
    const busy = await deliverWebhook(input('/flaky', { mode: 'none' }));
    assert.deepEqual([busy.ok, busy.status, busy.retry, busy.error], [false, 503, true, 'HTTP 503']);
    assert.match(busy.responseSnippet ?? '', /busy/);
    const gone = await deliverWebhook(input('/gone', { mode: 'none' }));
    assert.deepEqual([gone.ok, gone.retry], [false, false]);
    const slow = await deliverWebhook(input('/hang', { mode: 'none' }, { timeoutMs: 100 }));
    assert.deepEqual([slow.ok, slow.retry, slow.error], [false, true, 'timeout (total)']);
    const guarded = createOutboundClient();
    const refused = await deliverWebhook(input('/none', { mode: 'none' }, { client: guarded }));
    guarded.close();
    assert.equal(refused.retry, false);
    assert.match(refused.error ?? '', /refused: .*loopback/);
  });

  test('a malformed signing secret is a non-retryable error, not a throw', async () => {
    const a = await deliverWebhook(input('/none', { mode: 'none' }, { signingSecret: 'nope' }));
    assert.deepEqual([a.ok, a.retry], [false, false]);
    assert.match(a.error ?? '', /cannot sign/);
  });
});

describe('webhook auth settings', () => {
  test('validation and the spec default token URL', () => {
    assert.deepEqual(validateWebhookAuth({ mode: 'none' }), []);
    assert.deepEqual(validateWebhookAuth({ mode: 'basic', username: 'a:b', password: '' }), [
      'username must not contain ":"',
      'password is required',
    ]);
    assert.equal(
      validateWebhookAuth({ mode: 'oauth', tokenUrl: 'ftp://x', clientId: 'a', clientSecret: 'b' }).length,
      1,
    );
    assert.deepEqual(validateWebhookAuth({ mode: 'magic' }), ['mode must be one of none, basic, oauth']);
    assert.equal(defaultTokenUrl('https://hooks.example/cb/'), 'https://hooks.example/cb/token');
  });
});
