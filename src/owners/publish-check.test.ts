// Publishing a business flow whose owner_verification node names a person flow that does not
// exist for the tenant, or is not published to the slot being published, is refused with 4420
// (the one check of every flow reference, src/flows/publication/flow-links.ts)
// naming the node, the path and the flow; once the person flow is published there, it goes
// through. Real HTTP on both dialects (the management API, as an integrator publishes).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import type { ErrorBody } from '../errors/index.js';
import { PERSON_FLOW, businessFlow } from './test-support/flows.js';

for (const dialect of DIALECTS) {
  describe(`publishing a business flow checks its person flow (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;

    async function call(method: string, path: string, token: string, body?: unknown) {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as ErrorBody & Record<string, unknown> };
    }
    const put = async (token: string, flowId: string, doc: unknown) =>
      assert.equal((await call('PUT', `/admin/flows/${flowId}`, token, doc)).status, 201);
    const publish = (token: string, flowId: string, target: 'test' | 'live') =>
      call('POST', `/admin/flows/${flowId}/publish`, token, { target });

    before(async () => {
      server = await startTestServer(dialect);
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
    });
    after(async () => {
      await server.close();
    });

    it('refuses a person flow that does not exist, naming node, path and flow', async () => {
      await put(tokenA, 'biz-missing', businessFlow('no-such-flow'));
      const res = await publish(tokenA, 'biz-missing', 'live');
      assert.equal(res.status, 422, JSON.stringify(res.body));
      assert.equal(res.body.code, 4420);
      assert.match(res.body.message, /no-such-flow/);
      assert.deepEqual(res.body.details, [
        {
          field: '/nodes/1/config/personFlowId',
          nodeId: 'owners',
          flowId: 'no-such-flow',
          reference: 'owner_person_flow',
          reason: 'referenced_flow_unknown',
          message:
            'owner_verification node owners runs person flow no-such-flow for each owner, but this account has no flow no-such-flow',
        },
      ]);
      const flow = await call('GET', '/admin/flows/biz-missing', tokenA);
      assert.equal((flow.body.flow as { liveVersion: number | null }).liveVersion, null, 'nothing was published');
    });

    it("reads another tenant's flow as absent", async () => {
      await put(tokenB, 'b-person', PERSON_FLOW);
      assert.equal((await publish(tokenB, 'b-person', 'live')).status, 200);
      await put(tokenA, 'biz-foreign', businessFlow('b-person'));
      const res = await publish(tokenA, 'biz-foreign', 'live');
      assert.equal(res.status, 422);
      assert.equal(res.body.details?.[0]?.reason, 'referenced_flow_unknown');
    });

    it('publishes per slot once the person flow is published in that slot', async () => {
      await put(tokenA, 'person', PERSON_FLOW);
      await put(tokenA, 'biz', businessFlow('person'));
      for (const target of ['test', 'live'] as const) {
        const res = await publish(tokenA, 'biz', target);
        assert.equal(res.status, 422, `${target}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.code, 4420);
        assert.equal(res.body.details?.[0]?.reason, 'referenced_flow_not_published');
        assert.match(res.body.details?.[0]?.message ?? '', new RegExp(`not published to ${target}`));
      }
      // The person flow in test only: the business flow publishes to test, not to live.
      assert.equal((await publish(tokenA, 'person', 'test')).status, 200);
      assert.equal((await publish(tokenA, 'biz', 'test')).status, 200);
      assert.equal((await publish(tokenA, 'biz', 'live')).body.details?.[0]?.reason, 'referenced_flow_not_published');
      assert.equal((await publish(tokenA, 'person', 'live')).status, 200);
      const live = await publish(tokenA, 'biz', 'live');
      assert.equal(live.status, 200, JSON.stringify(live.body));
      assert.equal(live.body.version, 1);
    });
  });
}
