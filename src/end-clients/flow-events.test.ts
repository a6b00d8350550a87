// Flow events in the real API's envelope (webhook format event_callback) over real HTTP on both
// dialects, to a real local receiver: the URL_VERIFICATION handshake happens once per URL and
// gates delivery; events wait (never dropped) while a receiver fails the challenge and go out once
// it answers; the envelope of a form, a service, a provider step, an END and a reviewer's change;
// `test` under /test; `retry` per attempt under a stable webhook-id; the token endpoint and its
// rotation; standard flows unchanged; publish validation of the format.
import { after, before, describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { startHttpTarget, type HttpTarget } from '../../test/support/http-target.js';
import { flowClient, idOf } from '../../test/support/flow-client.js';
import { startReceiver, testClock, waitFor } from '../monitoring/test-support.js';
import type { ReceivedRequest } from '../outbound/test-server.js';
import { verifyWebhook } from '../webhooks/signature.js';
import { createWebhookDispatcher } from '../webhooks/dispatcher.js';
import type { EventCallback, StoredEventCallback, UrlVerification } from '../webhooks/event-callback.js';
import { statusEventCallbacks } from './flow-events.js';

type HandshakeAnswer = 'json' | 'text' | 'wrong' | '404' | '500';
interface Delivery {
  id: string;
  eventType: string;
  url: string;
  status: string;
  attempts: number;
  lastError: string | null;
  attemptLog: Array<{ statusCode: number | null; error: string | null }>;
}

const ENVELOPE_KEYS = [
  'id',
  'token',
  'type',
  'event',
  'flowId',
  'nodeId',
  'userId',
  'serviceType',
  'test',
  'retry',
  'serviceData',
];
const about = {
  id: 'about',
  type: 'form',
  title: 'About you',
  elements: [{ key: 'first', type: 'text', name: 'First name', role: 'first_name' }],
};
const callback = (url: string) => ({ url, format: 'event_callback' });
/** A form, a service, a document check by the tenant's integration, then review. */
const kycFlow = (hookUrl: string, serviceUrl: string) => ({
  name: 'KYC',
  start: 'about',
  webhook: callback(hookUrl),
  nodes: [
    { ...about, next: 'check' },
    {
      id: 'check',
      type: 'service',
      service: 'http_request',
      next: 'doc',
      config: { url: `${serviceUrl}/check`, method: 'POST', body: { name: '{{role:first_name}}' }, retries: 0 },
    },
    { id: 'doc', type: 'provider_doc_v', title: 'Your ID', next: 'review' },
    { id: 'review', type: 'end', text: 'Thanks', status: 'PENDING_REVIEW' },
  ],
});
/** Delivery order is not guaranteed (nor is it by the real API): compare as sets. */
const unordered = (list: unknown[]): string[] => list.map((x) => JSON.stringify(x)).sort();
const oneForm = (webhook: unknown) => ({
  name: 'One form',
  start: 'about',
  webhook,
  nodes: [
    { ...about, next: 'done' },
    { id: 'done', type: 'end' },
  ],
});

test('status changes map to the real API event names; the run starting has none of its own', () => {
  const t = {
    url: 'https://example.com/cb',
    format: 'event_callback' as const,
    tenantId: 't',
    flowId: 'f',
    flowVersion: 1,
    mode: 'live' as const,
  };
  const typeOf = (from: string, to: string, source: 'flow' | 'manual' | 'abandonment', endNodeId?: string) =>
    statusEventCallbacks(
      t,
      {
        endClientId: 'e',
        from,
        to,
        source,
        ...(endNodeId ? { endNodeId } : {}),
      },
      0,
    ).map((m) => (JSON.parse(m.body) as StoredEventCallback).event.type);
  assert.deepEqual(typeOf('NOT_STARTED', 'IN_PROGRESS', 'flow'), []);
  assert.deepEqual(typeOf('IN_PROGRESS', 'DECLINED', 'flow', 'no'), ['FLOW_END']);
  assert.deepEqual(typeOf('IN_PROGRESS', 'ABANDONED', 'abandonment'), ['ABANDONED']);
  assert.deepEqual(typeOf('IN_PROGRESS', 'ABANDONED', 'manual'), ['MANUALLY_ABANDONED']);
  assert.deepEqual(typeOf('PENDING_REVIEW', 'ACCEPTED', 'manual'), ['MANUALLY_ACCEPTED']);
  assert.deepEqual(typeOf('ACCEPTED', 'DECLINED', 'manual'), ['MANUALLY_REJECTED']);
  assert.deepEqual(typeOf('DECLINED', 'PENDING_REVIEW', 'manual'), ['MANUALLY_PENDING_REVIEW']);
});

for (const dialect of DIALECTS) {
  describe(`flow events in the real API's envelope (${dialect})`, () => {
    let server: TestServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let target: HttpTarget;
    let token: string;
    const clock = testClock(Date.now());
    /** How each receiver path answers a handshake; `json` unless set. */
    const answers = new Map<string, HandshakeAnswer>();
    const seen = new Set<string>();
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);
    const bearer = () => ({ authorization: `Bearer ${token}` });
    // The caller names the body's shape: a cast of the JSON the admin API answers, checked by the assertions that use it.
    const admin = async (method: string, path: string): Promise<{ status: number; body: unknown }> => {
      const res = await fetch(`${server.baseUrl}${path}`, { method, headers: bearer() });
      return { status: res.status, body: await res.json() };
    };
    const deliveries = async (query: string) =>
      ((await admin('GET', `/admin/webhook-deliveries?limit=500${query}`)).body as { deliveries: Delivery[] })
        .deliveries;
    const secret = async () => (await server.services.webhooks.settings.get(server.tenants.a.tenantId)).signingSecret;
    const at = (path: string) => receiver.received.filter((r) => r.url === path);
    /** What `path` received, each checked against the tenant's signing secret. */
    const bodies = async (
      path: string,
    ): Promise<Array<{ request: ReceivedRequest; body: EventCallback | UrlVerification }>> => {
      const signingSecret = await secret();
      return at(path).map((request) => {
        assert.deepEqual(verifyWebhook({ headers: request.headers, body: request.body, secrets: signingSecret }), {
          ok: true,
        });
        return { request, body: JSON.parse(request.body) as EventCallback | UrlVerification };
      });
    };
    const handshakes = async (path: string) =>
      (await bodies(path)).flatMap((b) => (b.body.type === 'URL_VERIFICATION' ? [b.body] : []));
    const events = async (path: string, endClientId?: string) =>
      (await bodies(path)).flatMap((b) =>
        b.body.type === 'EVENT_CALLBACK' && (!endClientId || b.body.userId === endClientId) ? [b.body] : [],
      );
    const eventsOf = (path: string, endClientId: string, count: number) =>
      waitFor(async () => {
        const e = await events(path, endClientId);
        return e.length >= count && e;
      }, `${count} events at ${path}`);
    const publish = async (flowId: string, document: unknown) => {
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
      for (const t of ['live', 'test'] as const)
        await server.services.flows.publish({ tenantId, flowId, target: t, actor: 'test' });
    };
    /** GET then submit the one form: FLOW_START, STEP_SUBMIT and FLOW_END. */
    const runOneForm = async (flowId: string, prefix = '') => {
      const start = await api(prefix).get(flowId);
      assert.equal((await api(prefix).submit(flowId, start.session, { first_name: 'Ada' })).body.type, 'end');
      return start.session!;
    };

    before(async () => {
      target = await startHttpTarget();
      receiver = await startReceiver((req, res) => {
        const body = JSON.parse(req.body || '{}') as { type?: string; challenge?: string };
        if (body.type === 'URL_VERIFICATION') {
          switch (answers.get(req.url) ?? 'json') {
            case 'json':
              return res
                .writeHead(200, { 'content-type': 'application/json' })
                .end(JSON.stringify({ challenge: body.challenge }));
            case 'text':
              return res.writeHead(200, { 'content-type': 'text/plain' }).end(`${body.challenge}\n`);
            case 'wrong':
              return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
            case '404':
              return res.writeHead(404).end();
            case '500':
              return res.writeHead(500).end();
          }
        }
        // The first attempt of every message to /cb/flaky fails.
        const id = String(req.headers['webhook-id']);
        if (req.url === '/cb/flaky' && !seen.has(id)) {
          seen.add(id);
          return res.writeHead(503).end();
        }
        res.writeHead(200).end();
      });
      server = await startTestServer(
        dialect,
        { ONWARD_WEBHOOK_RETRY_SCHEDULE: Array(10).fill('150ms').join(',') },
        { now: clock.now },
      );
      token = await getToken(server, server.tenants.a);
      await publish('kyc', kycFlow(`${receiver.url}/cb/kyc`, target.url));
      await publish('late', oneForm(callback(`${receiver.url}/cb/late`)));
      await publish('dead', oneForm(callback(`${receiver.url}/cb/dead`)));
      await publish('flaky', oneForm(callback(`${receiver.url}/cb/flaky`)));
      await publish('std', oneForm({ url: `${receiver.url}/cb/std`, format: 'standard' }));
    });
    after(async () => {
      await server.close();
      await receiver.close();
      await target.close();
    });

    it('handshakes once per URL before the first event, then reports a form, a service, a provider step, the END and a review', async () => {
      const eventToken = ((await admin('GET', '/admin/event-callback-token')).body as { token: string }).token;
      const start = await api('/test').get('kyc');
      const id = start.session!;
      await api('/test').submit('kyc', id, { first_name: 'Ada' });
      assert.equal((await api('/test').until('kyc', id)).body.type, 'provider_doc_v');
      assert.equal((await api('/test').submit('kyc', id, { verdict: 'approved' }, bearer())).body.type, 'end');
      const got = await eventsOf('/cb/kyc', id, 5);

      // The handshake came first, once, with a fresh challenge and the tenant's token.
      const [handshake, ...others] = await handshakes('/cb/kyc');
      assert.equal(others.length, 0);
      assert.deepEqual(Object.keys(handshake!), ['challenge', 'type', 'token']);
      assert.equal(handshake!.token, eventToken);
      assert.match(handshake!.challenge, /^[A-Za-z0-9_-]{32}$/);
      assert.equal((JSON.parse(at('/cb/kyc')[0]!.body) as { type: string }).type, 'URL_VERIFICATION');

      for (const [i, e] of got.entries()) {
        assert.deepEqual(Object.keys(e), ENVELOPE_KEYS);
        const request = at('/cb/kyc').find((r) => r.body.includes(e.id))!;
        assert.equal(request.headers['webhook-id'], e.id, 'id is the webhook-id');
        assert.deepEqual(
          [e.token, e.type, e.flowId, e.userId, e.event.user, e.test, e.retry],
          [eventToken, 'EVENT_CALLBACK', 'kyc', id, id, true, 0],
          `event ${i}`,
        );
        assert.ok(Math.abs(e.event.ts - clock.now() / 1000) < 60);
      }
      const details = (await (
        await fetch(`${server.baseUrl}/test/end-clients/${id}`, { headers: bearer() })
      ).json()) as { serviceResults: Record<string, unknown> };
      assert.deepEqual(
        unordered(got.map((e) => [e.event.type, e.nodeId, e.serviceType, e.serviceData])),
        unordered([
          ['FLOW_START', null, null, null],
          ['STEP_SUBMIT', 'about', 'form', { [idOf(start, 'first_name')]: 'Ada' }],
          ['SERVICE_SUBMIT', 'check', 'http_request', details.serviceResults.check],
          ['SERVICE_SUBMIT', 'doc', 'provider_doc_v', { verdict: 'approved' }],
          ['FLOW_END', 'review', null, { status: 'PENDING_REVIEW', previousStatus: 'IN_PROGRESS' }],
        ]),
      );
      assert.ok(details.serviceResults.check, 'the service stored a result');

      const review = await fetch(`${server.baseUrl}/test/end-clients/status`, {
        method: 'PUT',
        headers: { ...bearer(), 'content-type': 'application/json' },
        body: JSON.stringify({ endClientIds: [id], status: 'DECLINED' }),
      });
      assert.equal(review.status, 200);
      const manual = (await eventsOf('/cb/kyc', id, 6)).find((e) => e.event.type.startsWith('MANUALLY_'))!;
      assert.deepEqual(
        [manual.event.type, manual.nodeId, manual.serviceType, manual.serviceData],
        ['MANUALLY_REJECTED', null, null, { status: 'DECLINED', previousStatus: 'PENDING_REVIEW' }],
      );

      // A live run to the same URL: no second handshake, and `test` is false.
      const live = await api().get('kyc');
      const [flowStart] = await eventsOf('/cb/kyc', live.session!, 1);
      assert.equal(flowStart!.test, false);
      assert.equal((await handshakes('/cb/kyc')).length, 1);
      const verified = await server.store.store.db
        .selectFrom('webhook_verified_urls')
        .select(['tenant_id', 'url'])
        .where('url', '=', `${receiver.url}/cb/kyc`)
        .execute();
      assert.deepEqual(verified, [{ tenant_id: server.tenants.a.tenantId, url: `${receiver.url}/cb/kyc` }]);
    });

    it('keeps events waiting while the receiver fails the challenge, retries the handshake on the schedule, then delivers them all', async () => {
      answers.set('/cb/late', 'wrong');
      const id = await runOneForm('late');
      const handshakeRow = async () =>
        (await deliveries('')).find((d) => d.url.endsWith('/cb/late') && d.eventType === 'URL_VERIFICATION');
      await waitFor(async () => ((await handshakeRow())?.attempts ?? 0) >= 2, 'two refused handshakes');
      answers.set('/cb/late', '404');
      await waitFor(async () => (await handshakeRow())?.lastError === 'HTTP 404', 'a handshake answered 404');
      const waiting = (await deliveries('&status=waiting')).filter((d) => d.url.endsWith('/cb/late'));
      assert.deepEqual(waiting.map((d) => [d.eventType, d.attempts]).sort(), [
        ['FLOW_END', 0],
        ['FLOW_START', 0],
        ['STEP_SUBMIT', 0],
      ]);
      assert.equal((await events('/cb/late')).length, 0, 'no event before the URL is verified');
      const log = (await handshakeRow())!;
      assert.equal(log.status, 'pending', 'a 404 to a handshake is retried, not dead-lettered');
      assert.equal(log.attemptLog[0]!.error, 'the answer does not echo the challenge');
      // Every attempt had its own challenge.
      const challenges = (await handshakes('/cb/late')).map((h) => h.challenge);
      assert.equal(new Set(challenges).size, challenges.length);

      answers.set('/cb/late', 'text');
      const got = await eventsOf('/cb/late', id, 3);
      assert.deepEqual(got.map((e) => e.event.type).sort(), ['FLOW_END', 'FLOW_START', 'STEP_SUBMIT']);
      assert.equal((await handshakeRow())!.status, 'delivered');
    });

    it('a dead-lettered handshake leaves its events waiting; the next event starts a new one and all are delivered', async () => {
      answers.set('/cb/dead', '500');
      const first = await runOneForm('dead');
      await waitFor(
        async () => (await deliveries('&status=dead')).some((d) => d.url.endsWith('/cb/dead')),
        'the handshake dead-lettered',
        15_000,
      );
      assert.equal((await deliveries('&status=waiting')).filter((d) => d.url.endsWith('/cb/dead')).length, 3);
      answers.set('/cb/dead', 'json');
      const second = await runOneForm('dead');
      await eventsOf('/cb/dead', first, 3);
      await eventsOf('/cb/dead', second, 3);
      assert.equal((await deliveries('&status=waiting')).filter((d) => d.url.endsWith('/cb/dead')).length, 0);
    });

    it('retry counts earlier attempts under the same webhook-id, each attempt signed over what it sends', async () => {
      const id = await runOneForm('flaky');
      await eventsOf('/cb/flaky', id, 6);
      const signingSecret = await secret();
      const startId = at('/cb/flaky').find((r) => r.body.includes('"FLOW_START"') && r.body.includes(id))!.headers[
        'webhook-id'
      ];
      const attempts = at('/cb/flaky').filter((r) => r.headers['webhook-id'] === startId);
      assert.deepEqual(
        attempts.map((r) => [(JSON.parse(r.body) as EventCallback).retry, r.headers['webhook-attempt']]),
        [
          [0, '1'],
          [1, '2'],
        ],
      );
      for (const r of attempts)
        assert.deepEqual(verifyWebhook({ headers: r.headers, body: r.body, secrets: signingSecret }), { ok: true });
    });

    it('the token is per tenant, needs the bearer token, and its rotation reaches the next deliveries', async () => {
      assert.equal((await fetch(`${server.baseUrl}/admin/event-callback-token`)).status, 401);
      const before = ((await admin('GET', '/admin/event-callback-token')).body as { token: string }).token;
      const other = (await server.services.webhooks.settings.get(server.tenants.b.tenantId)).eventToken;
      assert.notEqual(before, other);
      const rotation = await admin('POST', '/admin/event-callback-token/rotate');
      assert.equal(rotation.status, 200);
      const rotated = { body: rotation.body as { token: string } };
      assert.notEqual(rotated.body.token, before);
      assert.equal(
        ((await admin('GET', '/admin/event-callback-token')).body as { token: string }).token,
        rotated.body.token,
      );
      const id = await runOneForm('late');
      assert.ok((await eventsOf('/cb/late', id, 3)).every((e) => e.token === rotated.body.token));
    });

    it("handshakes and events carry the tenant's webhook authentication", async () => {
      const put = (body: unknown) =>
        fetch(`${server.baseUrl}/admin/webhook-auth`, {
          method: 'PUT',
          headers: { ...bearer(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      assert.equal((await put({ mode: 'basic', username: 'acme', password: 's3cret' })).status, 200);
      try {
        await publish('authed', oneForm(callback(`${receiver.url}/cb/authed`)));
        const id = await runOneForm('authed');
        await eventsOf('/cb/authed', id, 3);
        const basic = `Basic ${Buffer.from('acme:s3cret').toString('base64')}`;
        assert.deepEqual([...new Set(at('/cb/authed').map((r) => r.headers.authorization))], [basic]);
        assert.equal((JSON.parse(at('/cb/authed')[0]!.body) as { type: string }).type, 'URL_VERIFICATION');
      } finally {
        assert.equal((await put({ mode: 'none' })).status, 200);
      }
    });

    it('standard flows send end_client.status_changed as before, with no handshake', async () => {
      const id = await runOneForm('std');
      const got = await waitFor(() => {
        const r = at('/cb/std').filter((q) => q.body.includes(id));
        return r.length >= 2 && r;
      }, 'two status events');
      assert.deepEqual(
        got.map((r) => (JSON.parse(r.body) as { type: string }).type),
        ['end_client.status_changed', 'end_client.status_changed'],
      );
      assert.equal(at('/cb/std').filter((r) => r.body.includes('URL_VERIFICATION')).length, 0);
    });

    it('two dispatchers sharing the outbox lose no event while a URL gets verified', async () => {
      const path = `/cb/race-${dialect}`;
      await publish('race', oneForm(callback(`${receiver.url}${path}`)));
      const second = createWebhookDispatcher({
        store: server.services.store,
        client: server.services.outbound,
        settings: server.services.webhooks.settings,
        scheduleMs: [100, 100, 100],
        logger: pino({ level: 'silent' }),
        now: clock.now,
      });
      let racing = true;
      const loop = (async () => {
        while (racing) {
          await second.runOnce();
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      const ids = await Promise.all(Array.from({ length: 8 }, () => runOneForm('race')));
      for (const id of ids) await eventsOf(path, id, 3);
      racing = false;
      await loop;
      assert.equal((await deliveries('&status=waiting')).filter((d) => d.url.endsWith(path)).length, 0);
      assert.ok((await handshakes(path)).length >= 1);
    });

    it('refuses an unknown webhook format at publish', async () => {
      const res = await fetch(`${server.baseUrl}/admin/flows/bad-format`, {
        method: 'PUT',
        headers: { ...bearer(), 'content-type': 'application/json' },
        body: JSON.stringify(oneForm({ url: 'https://example.com/hook', format: 'EVENT_CALLBACK' })),
      });
      const body = (await res.json()) as { code: number; details: Array<{ field: string; reason: string }> };
      assert.deepEqual([res.status, body.code], [422, 4420]);
      assert.deepEqual(
        body.details.map((d) => [d.field, d.reason]),
        [['/webhook/format', 'invalid_value']],
      );
    });
  });
}
