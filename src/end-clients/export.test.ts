// GET /export/v2/query/client/{clientId} over real HTTP on both dialects: the real API's export
// shape, the client's own run plus the runs the connector started from it, scoped to the tenant
// and mode like every end-client read.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../test/support/server.js';
import { startHttpTarget, type HttpTarget } from '../../test/support/http-target.js';
import { flowClient, idOf } from '../../test/support/flow-client.js';

const person = (targetUrl: string) => ({
  name: 'Person',
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'check',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
        {
          key: 'plan',
          type: 'select',
          name: 'Plan',
          normalizedName: 'plan',
          options: [
            { name: 'basic', label: 'Basic' },
            { name: 'pro', label: 'Pro' },
          ],
        },
      ],
    },
    {
      id: 'check',
      type: 'service',
      service: 'http_request',
      next: 'done',
      config: {
        url: `${targetUrl}/check?verdict={{role:first_name}}`,
        method: 'POST',
        body: { name: '{{role:first_name}}' },
        retries: 0,
      },
    },
    { id: 'done', type: 'end', text: 'Thanks', status: 'PENDING_REVIEW' },
  ],
});

const kyc = {
  name: 'KYC',
  start: 'identity',
  nodes: [
    {
      id: 'identity',
      type: 'form',
      title: 'Identity',
      next: 'end',
      elements: [
        { key: 'given', type: 'text', name: 'Given name', role: 'first_name' },
        { key: 'nick', type: 'text', name: 'Nickname', normalizedName: 'nickname' },
      ],
    },
    { id: 'end', type: 'end', text: 'Verified' },
  ],
};

interface Exported {
  id: string;
  status: string;
  created: string;
  lastModified: string;
  code?: number;
  flowData: Record<
    string,
    {
      endClientId: string;
      flowVersion: number;
      status: string;
      completed: boolean;
      fieldData: Record<
        string,
        { name: string | null; value: unknown; role: string | null; normalizedName: string | null }
      >;
      serviceData: Array<{ nodeId: string; serviceType: string; data: { body?: { verdict?: string } } }>;
    }
  >;
}

for (const dialect of DIALECTS) {
  describe(`end-client export, the real API's shape (${dialect})`, () => {
    let server: TestServer;
    let target: HttpTarget;
    let tokenA: string;
    let tokenB: string;
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);

    async function get(path: string, token: string | null = tokenA): Promise<{ status: number; body: Exported }> {
      const res = await fetch(`${server.baseUrl}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.status, body: (await res.json()) as Exported };
    }

    before(async () => {
      target = await startHttpTarget();
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '5000' });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      await publishFlow(server, server.tenants.a.tenantId, 'person', person(target.url));
      await publishFlow(server, server.tenants.a.tenantId, 'kyc', kyc);
    });
    after(async () => {
      await target.close();
      await server.close();
    });

    it('exports the run by element id with its service data, and the runs the connector started from it', async () => {
      const start = await api().get('person');
      const source = start.session!;
      const firstId = idOf(start, 'first_name');
      const done = await api().submit(
        'person',
        source,
        { first_name: 'Ada', plan: 'pro' },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.equal(done.body.type, 'end');

      const issued = await fetch(`${server.baseUrl}/connector/${source}/kyc`, {
        headers: { authorization: `Bearer ${tokenA}` },
      });
      const { token } = (await issued.json()) as { token: string };
      const connected = await fetch(`${server.baseUrl}/flow-connect/${token}`);
      const kycRun = connected.headers.get('x-hf-session')!;
      assert.equal(connected.status, 200);

      const exported = await get(`/export/v2/query/client/${source}`);
      assert.equal(exported.status, 200, JSON.stringify(exported.body));
      const body = exported.body;
      assert.equal(body.id, source);
      assert.equal(body.status, 'PENDING_REVIEW');
      assert.ok(!Number.isNaN(Date.parse(body.created)) && body.lastModified >= body.created);
      assert.deepEqual(Object.keys(body.flowData).sort(), ['kyc', 'person']);

      const own = body.flowData.person!;
      assert.deepEqual(
        [own.endClientId, own.flowVersion, own.status, own.completed],
        [source, 1, 'PENDING_REVIEW', true],
      );
      assert.deepEqual(own.fieldData[firstId], {
        name: 'First name',
        value: 'Ada',
        role: 'first_name',
        normalizedName: null,
      });
      assert.equal(Object.values(own.fieldData).find((f) => f.normalizedName === 'plan')?.value, 'pro');
      assert.deepEqual(
        own.serviceData.map((s) => [s.nodeId, s.serviceType]),
        [['check', 'http_request']],
      );
      assert.equal(own.serviceData[0]!.data.body?.verdict, 'Ada');

      // The connected run: carried over by role, not started, not completed.
      const other = body.flowData.kyc!;
      assert.deepEqual([other.endClientId, other.status, other.completed], [kycRun, 'NOT_STARTED', false]);
      assert.deepEqual(
        Object.values(other.fieldData).map((f) => [f.role, f.value]),
        [['first_name', 'Ada']],
      );

      // The connected run exported by its own id holds only itself.
      const alone = await get(`/export/v2/query/client/${kycRun}`);
      assert.deepEqual(Object.keys(alone.body.flowData), ['kyc']);
    });

    it('answers only the tenant, in the mode the run belongs to, with a bearer token', async () => {
      const live = (await api().get('person')).session!;
      const test = (await api('/test').get('person')).session!;
      assert.equal((await get(`/export/v2/query/client/${live}`)).body.flowData.person?.completed, false);
      assert.equal((await get(`/test/export/v2/query/client/${test}`)).status, 200);
      for (const [path, token, status, code] of [
        [`/export/v2/query/client/${live}`, tokenB, 404, 4100],
        [`/test/export/v2/query/client/${live}`, tokenA, 404, 4100],
        [`/export/v2/query/client/${test}`, tokenA, 404, 4100],
        [`/export/v2/query/client/${live}`, null, 401, 4031],
        ['/export/v2/query/client/00000000-0000-4000-8000-000000000000', tokenA, 404, 4100],
      ] as const) {
        const answer = await get(path, token);
        assert.deepEqual([answer.status, answer.body.code], [status, code], path);
      }
      const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
        paths: Record<string, { get?: { security?: unknown } }>;
      };
      assert.deepEqual(doc.paths['/export/v2/query/client/{clientId}']?.get?.security, [{ oauth2: [] }]);
      assert.ok(doc.paths['/test/export/v2/query/client/{clientId}']);
    });
  });
}
