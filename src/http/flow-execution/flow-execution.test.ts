import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { startHttpTarget, type HttpTarget } from '../../../test/support/http-target.js';
import { flowClient, idOf } from '../../../test/support/flow-client.js';
import { serviceFlow } from '../../../test/fixtures/service-flow.js';

for (const dialect of DIALECTS) {
  describe(`flow execution API (${dialect})`, () => {
    let server: TestServer;
    let target: HttpTarget;
    let tokenA: string;
    const api = () => flowClient(server.baseUrl);

    async function publish(flowId: string, document: unknown, targets: Array<'test' | 'live'> = ['live']) {
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
      for (const t of targets) await server.services.flows.publish({ tenantId, flowId, target: t, actor: 'test' });
    }

    before(async () => {
      target = await startHttpTarget();
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '3000' });
      tokenA = await getToken(server, server.tenants.a);
      await publish('svc', serviceFlow(target.url));
    });
    // The target goes first so the 40-s call fails fast instead of holding the shutdown.
    after(async () => {
      await target.close();
      await server.close();
    });

    it('creates a session on the first GET and returns the same step after', async () => {
      const first = await api().get('svc');
      assert.equal(first.status, 200);
      assert.match(first.session ?? '', /^[0-9a-f-]{36}$/);
      assert.equal(first.body.type, 'form');
      assert.equal(first.body.title, 'About you');
      assert.equal(first.body.canGoBack, false);
      assert.match(idOf(first, 'first_name'), /^[0-9a-f]{24}$/);
      const again = await api().get('svc', first.session);
      assert.equal(again.session, first.session);
      assert.deepEqual(again.body, first.body);
    });

    it('answers 404 for unknown flows and sessions', async () => {
      const noFlow = await api().get('nope');
      assert.equal(noFlow.status, 404);
      assert.equal(noFlow.body.code, 4000);
      const noSession = await api().get('svc', '00000000-0000-4000-8000-000000000000');
      assert.equal(noSession.status, 404);
      assert.equal(noSession.body.code, 4100);
    });

    it('validates submits with per-field details, runs the service in the background and reaches the end', async () => {
      const start = await api().get('svc');
      const s = start.session;
      const missing = await api().submit('svc', s, { [idOf(start, 'first_name')]: 'Ada' });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.code, 4006);
      const bad = await api().submit('svc', s, { first_name: 'x'.repeat(30), address_country: 'se' });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.code, 4008);
      const malformed = await api().submit('svc', s, '[1]');
      assert.equal(malformed.body.code, 4007);

      const pending = await api().submit('svc', s, { first_name: 'Ada', address_country: 'SE', delay: '300' });
      assert.equal(pending.status, 200);
      assert.equal(pending.body.type, 'pending');
      assert.equal(pending.session, s);
      assert.match(pending.retryAfter ?? '', /^\d+$/);
      const contact = await api().until('svc', s!);
      assert.equal(contact.body.type, 'form');
      assert.equal(contact.body.title, 'Contact');
      const end = await api().submit('svc', s, { email: 'ada@example.com' });
      assert.deepEqual(end.body, {
        id: 'done',
        type: 'end',
        text: 'Thank you',
        redirectUrl: 'https://example.com/done',
      });
      const session = await server.services.runtime.sessions.get(s!);
      assert.equal(session?.status, 'ACCEPTED');
      const late = await api().submit('svc', s, { email: 'ada@example.com' });
      assert.equal(late.status, 400);
      assert.equal(late.body.code, 4013);
      const call = target.calls.find((c) => c.body.includes('Ada'));
      assert.ok(call, 'the service called the target with mapped session data');
    });

    it('branches on the service result', async () => {
      const start = await api().get('svc');
      await api().submit('svc', start.session, { first_name: 'deny', address_country: 'SE' });
      const end = await api().until('svc', start.session!);
      assert.equal(end.body.type, 'end');
      assert.equal(end.body.id, 'declined');
      assert.equal((await server.services.runtime.sessions.get(start.session!))?.status, 'DECLINED');
    });

    it('x-hf-retry-on-pending holds the submit until the next step is ready', async () => {
      const start = await api().get('svc');
      const t0 = Date.now();
      const next = await api().submit(
        'svc',
        start.session,
        { first_name: 'Grace', address_country: 'US', delay: '2000' },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.equal(next.body.type, 'form', JSON.stringify(next.body));
      assert.equal(next.body.title, 'Contact');
      assert.ok(Date.now() - t0 >= 1900, 'answered only once the 2-s service was done');
    });

    it('x-hf-retry-on-pending answers pending with the session once the wait runs out', async () => {
      const start = await api().get('svc');
      const slow = await api().submit(
        'svc',
        start.session,
        { first_name: 'Slow', address_country: 'US', delay: '40000' },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.equal(slow.body.type, 'pending');
      assert.equal(slow.session, start.session);
    });

    it('direct submit without a session works on a form root', async () => {
      const direct = await api().submit('svc', null, { first_name: 'Direct', address_country: 'DE' });
      assert.equal(direct.status, 200);
      assert.match(direct.session ?? '', /^[0-9a-f-]{36}$/);
      assert.equal(direct.body.type, 'pending');
    });

    it('goes back to the previous step with its values, and not past the root', async () => {
      const start = await api().get('svc');
      const s = start.session!;
      await api().submit('svc', s, { first_name: 'Back', address_country: 'FR' }, { 'x-hf-retry-on-pending': 'true' });
      const back = await api().back('svc', s);
      assert.equal(back.status, 200);
      assert.equal(back.body.title, 'About you');
      const first = back.body.elements?.find((e) => e.role === 'first_name');
      assert.equal(first?.value, 'Back');
      const root = await api().back('svc', s);
      assert.equal(root.status, 400);
      assert.equal(root.body.code, 4103);
      const forward = await api().submit(
        'svc',
        s,
        { first_name: 'Back', address_country: 'FR' },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.equal(forward.body.title, 'Contact');
      assert.equal(
        target.calls.filter((c) => c.body.includes('"Back"')).length,
        2,
        'the service ran again going forward',
      );
    });

    it('reports a failed service once with 503 and keeps the session usable', async () => {
      await publish('failing', serviceFlow(`${target.url}/check?status=500&x=`));
      const start = await api().get('failing');
      const pending = await api().submit('failing', start.session, { first_name: 'Fail', address_country: 'SE' });
      assert.equal(pending.body.type, 'pending');
      let failure = await api().get('failing', start.session);
      for (let i = 0; i < 200 && failure.body.type === 'pending'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        failure = await api().get('failing', start.session);
      }
      assert.equal(failure.status, 503);
      assert.equal(failure.body.code, 6505);
      assert.equal(failure.retryAfter, '1');
      const again = await api().get('failing', start.session);
      assert.equal(again.status, 200);
      assert.equal(again.body.title, 'About you');
      assert.equal(again.body.elements?.find((e) => e.role === 'first_name')?.value, 'Fail');
    });

    it('rejects unknown languages with 400', async () => {
      const res = await api().get('svc', undefined, { 'x-hf-language': 'xx-YY' });
      assert.equal(res.status, 400);
      const ok = await api().get('svc', undefined, { 'x-hf-language': 'sv' });
      assert.equal(ok.status, 200);
    });

    it('runs the test version under /test, apart from live', async () => {
      await publish('versions', serviceFlow(target.url, { title: 'Live title' }), ['live']);
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({
        tenantId,
        flowId: 'versions',
        document: serviceFlow(target.url, { title: 'Test title' }),
        actor: 't',
      });
      await server.services.flows.publish({ tenantId, flowId: 'versions', target: 'test', actor: 't' });
      const live = await api().get('versions');
      const test = await flowClient(server.baseUrl, '/test').get('versions');
      assert.equal(live.body.title, 'Live title');
      assert.equal(test.body.title, 'Test title');
      const crossed = await api().get('versions', test.session);
      assert.equal(crossed.status, 404);
      // A running session keeps its version after a republish.
      await server.services.flows.publish({ tenantId, flowId: 'versions', target: 'live', actor: 't' });
      assert.equal((await api().get('versions', live.session)).body.title, 'Live title');
      assert.equal((await api().get('versions')).body.title, 'Test title');
    });

    it('requires the tenant token on authenticated flows', async () => {
      await publish('secure', serviceFlow(target.url, { authenticated: true }));
      const none = await api().get('secure');
      assert.equal(none.status, 401);
      const tokenB = await getToken(server, server.tenants.b);
      const other = await api().get('secure', undefined, { authorization: `Bearer ${tokenB}` });
      assert.equal(other.status, 401);
      assert.equal(other.body.code, 4011);
      const own = await api().get('secure', undefined, { authorization: `Bearer ${tokenA}` });
      assert.equal(own.status, 200);
    });
  });
}
