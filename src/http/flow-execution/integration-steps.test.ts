// Provider steps whose result comes from an outside provider (document, electronic ID, OCR) are
// completed only by the tenant's integration: over real HTTP on both dialects, a browser cannot
// pass them by submitting `{}`, on the flow routes or through a resume link.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient, idOf } from '../../../test/support/flow-client.js';
import { INTEGRATION_NODE_TYPES } from '../../flows/document/constants.js';

const flowWith = (type: string) => ({
  name: `Checked by ${type}`,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'check',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
      ],
    },
    { id: 'check', type, title: 'Your identity', next: 'done' },
    { id: 'done', type: 'end', text: 'Thanks' },
  ],
});

for (const dialect of DIALECTS) {
  describe(`provider steps completed by the tenant's integration (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    before(async () => {
      server = await startTestServer(dialect);
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      const tenantId = server.tenants.a.tenantId;
      for (const type of INTEGRATION_NODE_TYPES) {
        await server.services.flows.putDraft({
          tenantId,
          flowId: type.replaceAll('_', '-'),
          document: flowWith(type),
          actor: 'test',
        });
        for (const target of ['live', 'test'] as const)
          await server.services.flows.publish({ tenantId, flowId: type.replaceAll('_', '-'), target, actor: 'test' });
      }
    });
    after(async () => {
      await server.close();
    });

    /** A session of `flowId` (under `prefix`) that has reached its provider step. */
    async function atProviderStep(flowId: string, prefix = '') {
      const start = await api(prefix).get(flowId);
      const step = await api(prefix).submit(flowId, start.session, { [idOf(start, 'first_name')]: 'Ada' });
      assert.equal(step.status, 200);
      return { session: start.session!, step };
    }

    for (const type of INTEGRATION_NODE_TYPES) {
      const flowId = type.replaceAll('_', '-');
      it(`${type}: a submit without the tenant's token is 401 4031 and leaves the step as it was`, async () => {
        const { session, step } = await atProviderStep(flowId);
        assert.equal(step.body.type, type);
        const browser = await api().submit(flowId, session, {});
        assert.equal(browser.status, 401);
        assert.equal(browser.body.code, 4031);
        assert.match(String(browser.body.message), new RegExp(`${type} step is completed by the tenant's integration`));
        assert.equal((await api().get(flowId, session)).body.type, type);
        // What it submitted was not kept: going back and forward shows the step again, unfinished.
        assert.equal((await api().back(flowId, session)).body.type, 'form');
      });

      it(`${type}: the flow tenant's integration completes it; another tenant's or a broken token cannot`, async () => {
        const { session } = await atProviderStep(flowId, '/test');
        const other = await api('/test').submit(flowId, session, { result: 'approved' }, bearer(tokenB));
        assert.deepEqual([other.status, other.body.code], [401, 4011]);
        const broken = await api('/test').submit(flowId, session, { result: 'approved' }, bearer(`${tokenA}x`));
        assert.deepEqual([broken.status, broken.body.code], [401, 4011]);
        assert.equal((await api('/test').get(flowId, session)).body.type, type);
        const done = await api('/test').submit(flowId, session, { result: 'approved' }, bearer(tokenA));
        assert.equal(done.status, 200);
        assert.equal(done.body.type, 'end');
      });
    }

    it('a condition branches on what the integration submitted (step:<nodeId>.<path>)', async () => {
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({
        tenantId,
        flowId: 'routed',
        actor: 'test',
        document: {
          name: 'Routed by the document check',
          start: 'about',
          nodes: [
            {
              id: 'about',
              type: 'form',
              title: 'About you',
              next: 'check',
              elements: [{ key: 'first', type: 'text', name: 'First name', role: 'first_name' }],
            },
            { id: 'check', type: 'provider_doc_v', title: 'Your identity', next: 'route' },
            {
              id: 'route',
              type: 'condition',
              otherwise: 'welcome',
              branches: [
                {
                  next: 'declined',
                  condition: {
                    type: 'OR',
                    rules: [{ fieldId: 'step:check.verdict', operator: '!=', comparable: { value: 'approved' } }],
                  },
                },
              ],
            },
            { id: 'welcome', type: 'end', text: 'Welcome' },
            { id: 'declined', type: 'end', text: 'Sorry', status: 'DECLINED' },
          ],
        },
      });
      await server.services.flows.publish({ tenantId, flowId: 'routed', target: 'live', actor: 'test' });
      for (const [verdict, end, status] of [
        ['approved', 'welcome', 'ACCEPTED'],
        ['rejected', 'declined', 'DECLINED'],
      ] as const) {
        const { session } = await atProviderStep('routed');
        const done = await api().submit('routed', session, { verdict, documentType: 'passport' }, bearer(tokenA));
        assert.deepEqual([done.status, done.body.id, done.body.type], [200, end, 'end']);
        const details = await fetch(`${server.baseUrl}/end-clients/${session}`, { headers: bearer(tokenA) });
        const body = (await details.json()) as { status: string; providerSteps: unknown[] };
        assert.equal(body.status, status);
        assert.deepEqual(body.providerSteps, [
          { nodeId: 'check', type: 'provider_doc_v', submitted: { verdict, documentType: 'passport' } },
        ]);
      }
    });

    it('a resume link cannot complete such a step: its holder is the end user', async () => {
      const { session } = await atProviderStep('provider-doc-v');
      const link = await fetch(`${server.baseUrl}/signed-url/provider-doc-v?endClientId=${session}`, {
        method: 'POST',
        headers: bearer(tokenA),
      });
      assert.equal(link.status, 200);
      const token = new URL(((await link.json()) as { url: string }).url).pathname.split('/').pop()!;
      const submit = await fetch(`${server.baseUrl}/resume/api/submit`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(submit.status, 401);
      assert.equal(((await submit.json()) as { code: number }).code, 4031);
      assert.equal((await api().get('provider-doc-v', session)).body.type, 'provider_doc_v');
    });

    it('forms still take submits with or without a token, but a token that is sent must be valid', async () => {
      const start = await api().get('provider-doc-v');
      const firstName = idOf(start, 'first_name');
      const invalid = await api().submit(
        'provider-doc-v',
        start.session,
        { [firstName]: 'Ada' },
        bearer('not-a-token'),
      );
      assert.deepEqual([invalid.status, invalid.body.code], [401, 4011]);
      const withToken = await api().submit('provider-doc-v', start.session, { [firstName]: 'Ada' }, bearer(tokenA));
      assert.equal(withToken.body.type, 'provider_doc_v');
    });
  });
}
