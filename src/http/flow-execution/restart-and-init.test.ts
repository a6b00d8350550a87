import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS, openTestStore } from '../../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { startHttpTarget, type HttpTarget } from '../../../test/support/http-target.js';
import { flowClient, idOf } from '../../../test/support/flow-client.js';
import { serviceFlow } from '../../../test/fixtures/service-flow.js';

for (const dialect of DIALECTS) {
  describe(`service jobs survive a restart (${dialect})`, () => {
    let target: HttpTarget;
    before(async () => {
      target = await startHttpTarget();
    });
    after(async () => {
      await target.close();
    });

    it('completes a job that was running when the process died', async () => {
      const store = await openTestStore(dialect, { migrate: false });
      // pg-boss retries a job whose worker vanished once it expires: shorten that for the test.
      const first = await startTestServer(dialect, {}, { store, jobExpireSeconds: 2 });
      try {
        const tenantId = first.tenants.a.tenantId;
        await first.services.flows.putDraft({ tenantId, flowId: 'svc', document: serviceFlow(target.url), actor: 't' });
        await first.services.flows.publish({ tenantId, flowId: 'svc', target: 'live', actor: 't' });
        const api1 = flowClient(first.baseUrl);
        const start = await api1.get('svc');
        const pending = await api1.submit('svc', start.session, {
          first_name: 'Restart',
          address_country: 'SE',
          delay: '1500',
        });
        assert.equal(pending.body.type, 'pending', JSON.stringify(pending));
        // Wait until the worker has called the target, then kill the process mid-call.
        for (let i = 0; i < 100 && !target.calls.some((c) => c.body.includes('Restart')); i++)
          await new Promise((r) => setTimeout(r, 20));
        await first.crash();

        const second = await startTestServer(dialect, {}, { store, jobExpireSeconds: 2 });
        try {
          const next = await flowClient(second.baseUrl).until('svc', start.session!, 30_000);
          assert.equal(next.body.type, 'form', JSON.stringify(next));
          assert.equal(next.body.title, 'Contact');
        } finally {
          await second.close();
        }
      } finally {
        await store.dispose();
      }
    });
  });

  describe(`prefill through /init (${dialect})`, () => {
    let server: TestServer;
    let token: string;
    before(async () => {
      server = await startTestServer(dialect);
      token = await getToken(server, server.tenants.a);
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({
        tenantId,
        flowId: 'svc',
        document: serviceFlow('http://127.0.0.1:9'),
        actor: 't',
      });
      await server.services.flows.publish({ tenantId, flowId: 'svc', target: 'live', actor: 't' });
    });
    after(async () => {
      await server.close();
    });

    const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });

    it('lists the prefillable fields to the tenant only', async () => {
      const res = await call('GET', '/init/svc', { authorization: `Bearer ${token}` });
      assert.equal(res.status, 200);
      const body = (await res.json()) as {
        fields: Array<{ role: string | null; node: string; prefillOptions: string }>;
      };
      assert.ok(
        body.fields.some(
          (f) => f.role === 'first_name' && f.node === 'about' && f.prefillOptions === 'prefillable_editable',
        ),
      );
      assert.equal((await call('GET', '/init/svc', {})).status, 401);
      const other = await getToken(server, server.tenants.b);
      assert.equal((await call('GET', '/init/svc', { authorization: `Bearer ${other}` })).status, 404);
    });

    it('creates or updates a session with prefill and always answers x-hf-session', async () => {
      const created = await call(
        'POST',
        '/init/svc',
        { authorization: `Bearer ${token}` },
        { first_name: 'Prefilled' },
      );
      assert.equal(created.status, 200);
      const session = created.headers.get('x-hf-session');
      assert.match(session ?? '', /^[0-9a-f-]{36}$/);
      const step = await flowClient(server.baseUrl).get('svc', session);
      const first = step.body.elements?.find((e) => e.role === 'first_name');
      assert.equal(first?.value, 'Prefilled');

      const updated = await call(
        'POST',
        '/init/svc',
        { authorization: `Bearer ${token}`, 'x-hf-session': session! },
        { address_country: 'NO' },
      );
      assert.equal(updated.headers.get('x-hf-session'), session);
      const again = await flowClient(server.baseUrl).get('svc', session);
      assert.equal(again.body.elements?.find((e) => e.id === idOf(again, 'address_country'))?.value, 'NO');
    });
  });
}
