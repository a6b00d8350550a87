// flow_connector steps and subsequent flows over real HTTP on both dialects: a connected run
// carrying values and returning (continue, and end with the connected run's status), a foreign or
// anonymous submit refused, a cycle refused at publish; a subsequent flow started by token with
// prefilled values, refused when replayed or expired (on a clock the test moves), 4005 elsewhere.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../test/support/flow-client.js';
import { OnwardError } from '../errors/index.js';

const retry = { 'x-hf-retry-on-pending': 'true' };
const DAY = 86_400_000;

const names = (next: string, extra: Array<Record<string, unknown>> = []) => ({
  id: 'about',
  type: 'form',
  next,
  elements: [
    { key: 'given', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
    { key: 'family', type: 'text', name: 'Last name', role: 'last_name' },
    ...extra,
  ],
});

const CHILD = {
  name: 'Person',
  nodes: [
    {
      id: 'person',
      type: 'form',
      next: 'done',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name' },
        { key: 'town', type: 'text', name: 'City', normalizedName: 'town' },
      ],
    },
    { id: 'done', type: 'end', status: 'ACCEPTED' },
  ],
};
const DECLINING = {
  name: 'Declining',
  nodes: [
    { id: 'person', type: 'form', next: 'no', elements: [{ key: 'nick', type: 'text', name: 'Nickname' }] },
    { id: 'no', type: 'end', status: 'DECLINED' },
  ],
};
const parent = (config: Record<string, unknown>) => ({
  name: 'Parent',
  nodes: [
    names('kyc'),
    { id: 'kyc', type: 'flow_connector', title: 'Verify yourself', config, next: 'after' },
    { id: 'after', type: 'form', next: 'fin', elements: [{ key: 'note', type: 'text', name: 'Note' }] },
    { id: 'fin', type: 'end', status: 'PENDING_REVIEW', subsequentFlowId: 'later' },
  ],
});
const LATER = {
  name: 'Later',
  nodes: [
    { id: 'root', type: 'subsequent', next: 'more' },
    {
      id: 'more',
      type: 'form',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'iban', type: 'text', name: 'IBAN', role: 'company_iban' },
      ],
    },
  ],
};

for (const dialect of DIALECTS) {
  describe(`flow_connector and subsequent flows (${dialect})`, () => {
    let server: TestServer;
    let clock = Date.now();
    const api = () => flowClient(server.baseUrl);
    const tenantId = () => server.tenants.a.tenantId;
    const bearer = async () => ({ authorization: `Bearer ${await getToken(server, server.tenants.a)}` });

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '5000' }, { now: () => clock });
      await publishFlow(server, tenantId(), 'child', CHILD);
      await publishFlow(server, tenantId(), 'declining', DECLINING);
      await publishFlow(server, tenantId(), 'later', LATER);
      await publishFlow(server, tenantId(), 'parent', parent({ flowId: 'child' }));
      await publishFlow(
        server,
        tenantId(),
        'parent-ends',
        parent({ flowId: 'declining', onEnd: 'end', mapping: [{ from: 'given', to: 'nick' }] }),
      );
    });
    after(async () => {
      await server.close();
    });

    /** The parent's step once it left the flow_connector step (the wake-up is asynchronous to the child's answer). */
    async function leftConnector(flowId: string, session: string): Promise<StepAnswer> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const step = await api().get(flowId, session);
        if (step.body.type !== 'flow_connector' || Date.now() > deadline) return step;
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    /** A parent run at its flow_connector step, the connected run made. */
    async function connected(flowId: string): Promise<{ session: string; step: StepAnswer }> {
      const first = await api().get(flowId);
      const step = await api().submit(flowId, first.session, { first_name: 'Ada', last_name: 'Lovelace' }, retry);
      assert.equal(step.status, 200, JSON.stringify(step.body));
      assert.equal(step.body.type, 'flow_connector', JSON.stringify(step.body));
      return { session: first.session!, step };
    }

    it('connects a run of the named flow carrying the values and continues the parent at its END', async () => {
      const { session, step } = await connected('parent');
      assert.equal(step.body.flowId, 'child');
      assert.equal(step.body.title, 'Verify yourself');
      const child = step.body.endClientId as string;
      // The same step asked again shows the same run: it is made once.
      const again = await api().get('parent', session);
      assert.equal(again.body.endClientId, child);

      const childStep = await api().get('child', child);
      assert.equal(childStep.body.type, 'form');
      const value = (role: string) => childStep.body.elements!.find((e) => e.role === role)?.value;
      assert.equal(value('first_name'), 'Ada');
      assert.equal(value('last_name'), 'Lovelace');

      // Nobody skips the connected flow: `{}`, another run's id or an unfinished run is 4470.
      for (const body of [{}, { endClientId: session }, { endClientId: child }]) {
        const refused = await api().submit('parent', session, body);
        assert.equal(refused.status, 400);
        assert.equal(refused.body.code, 4470, JSON.stringify(refused.body));
      }

      const ended = await api().submit('child', child, { [idOf(childStep, 'first_name')]: 'Ada' });
      assert.equal(ended.body.type, 'end');
      // The connected run's END woke the parent: it already stands at its next step.
      const next = await leftConnector('parent', session);
      assert.equal(next.body.type, 'form', JSON.stringify(next.body));
      assert.equal(next.body.id, 'after');

      const links = await fetch(`${server.baseUrl}/end-clients/${session}/links`, { headers: await bearer() });
      assert.equal(links.status, 200);
      assert.ok(JSON.stringify(await links.json()).includes(child), 'the connected run is linked to the parent');
    });

    it('ends the parent with the connected run’s status (onEnd end), with mapped values', async () => {
      const { session, step } = await connected('parent-ends');
      const child = step.body.endClientId as string;
      const childStep = await api().get('declining', child);
      assert.equal(childStep.body.elements![0]?.value, 'Ada', 'given → nick');
      const done = await api().submit('declining', child, {});
      assert.equal(done.body.type, 'end');
      const parentEnd = await leftConnector('parent-ends', session);
      assert.deepEqual(parentEnd.body, { id: 'kyc', type: 'end', text: null, redirectUrl: null });
      const view = await fetch(`${server.baseUrl}/end-clients/${session}`, { headers: await bearer() });
      assert.equal(((await view.json()) as { status: string }).status, 'DECLINED');
    });

    it('refuses at publish a cycle between flows and a connector to an unpublished flow', async () => {
      const publish = async (flowId: string, doc: unknown) => {
        await server.services.flows.putDraft({ tenantId: tenantId(), flowId, document: doc, actor: 'test' });
        try {
          await server.services.flows.publish({ tenantId: tenantId(), flowId, target: 'live', actor: 'test' });
          return undefined;
        } catch (err) {
          assert.ok(err instanceof OnwardError);
          return err;
        }
      };
      const loopA = {
        name: 'A',
        nodes: [{ id: 'go', type: 'flow_connector', config: { flowId: 'loop-b' } }],
      };
      const loopB = {
        name: 'B',
        nodes: [{ id: 'go', type: 'flow_connector', config: { flowId: 'loop-a' } }],
      };
      const missing = await publish('loop-a', loopA);
      assert.equal(missing?.code, 4420);
      assert.equal(missing?.details?.[0]?.reason, 'referenced_flow_unknown');
      // B → child is fine; then A → B, then B → A would close the loop.
      assert.equal(
        await publish('loop-b', {
          name: 'B',
          nodes: [{ id: 'go', type: 'flow_connector', config: { flowId: 'child' } }],
        }),
        undefined,
      );
      assert.equal(await publish('loop-a', loopA), undefined);
      const cycle = await publish('loop-b', loopB);
      assert.equal(cycle?.code, 4420);
      assert.deepEqual(
        { ...cycle?.details?.[0], message: undefined },
        {
          field: '/nodes/0/config/flowId',
          nodeId: 'go',
          flowId: 'loop-a',
          reference: 'flow_connector',
          reason: 'flow_cycle',
          cycle: ['loop-b', 'loop-a', 'loop-b'],
          message: undefined,
        },
      );
      assert.match(cycle?.details?.[0]?.message ?? '', /loop-b → loop-a → loop-b/);
      // An END's subsequent flow: unpublished, then published without a subsequent root.
      const namesLater = (flowId: string) => ({
        name: 'Ends',
        nodes: [{ id: 'fin', type: 'end', subsequentFlowId: flowId }],
      });
      await server.services.flows.putDraft({ tenantId: tenantId(), flowId: 'plain', document: DECLINING, actor: 't' });
      const unpublished = await publish('ends', namesLater('plain'));
      assert.deepEqual(
        unpublished?.details?.map((d) => [d.reason, d.reference, d.nodeId, d.field, d.flowId]),
        [['referenced_flow_not_published', 'subsequent_flow', 'fin', '/nodes/0/subsequentFlowId', 'plain']],
      );
      await server.services.flows.publish({ tenantId: tenantId(), flowId: 'plain', target: 'live', actor: 't' });
      const notRoot = await publish('ends', namesLater('plain'));
      assert.deepEqual(
        notRoot?.details?.map((d) => d.reason),
        ['not_a_subsequent_flow'],
      );
      // Over HTTP the refusal is the API's error shape.
      const res = await fetch(`${server.baseUrl}/admin/flows/loop-b/publish`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/json' },
        body: JSON.stringify({ target: 'live' }),
      });
      const body = (await res.json()) as { code: number; details: Array<{ reason: string }> };
      assert.equal(res.status, 422);
      assert.equal(body.code, 4420);
      assert.equal(body.details[0]?.reason, 'flow_cycle');
    });

    it('starts a subsequent flow by the END’s token, prefilled; refuses it replayed, expired, or on another root', async () => {
      const { session, step } = await connected('parent');
      const child = step.body.endClientId as string;
      await api().submit('child', child, {});
      await leftConnector('parent', session);
      const end = await api().submit('parent', session, {});
      assert.equal(end.body.type, 'end');
      const subsequent = end.body.subsequent as { flowId: string; token: string; expiresAt: string };
      assert.equal(subsequent.flowId, 'later');
      assert.match(subsequent.token, /^st_/);
      // Showing the END again shows the same token.
      assert.deepEqual((await api().get('parent', session)).body.subsequent, subsequent);

      const wrongRoot = await api().get('child', null, { 'x-hf-subsequent-token': subsequent.token });
      assert.equal(wrongRoot.status, 400);
      assert.equal(wrongRoot.body.code, 4005);

      const started = await api().get('later', null, { 'x-hf-subsequent-token': subsequent.token });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      assert.equal(started.body.id, 'more', JSON.stringify(started.body));
      assert.equal(started.body.canGoBack, false);
      assert.equal(started.body.elements!.find((e) => e.role === 'first_name')?.value, 'Ada');
      assert.notEqual(started.session, session);

      const replay = await api().get('later', null, { 'x-hf-subsequent-token': subsequent.token });
      assert.equal(replay.status, 400);
      assert.equal(replay.body.code, 4102);
      assert.match(String(replay.body.message), /already been used/);
      assert.equal(((await api().get('parent', session)).body.subsequent as { token: null }).token, null);

      // Without a token the flow waits at its root, whose submit is 4102.
      const bare = await api().get('later');
      assert.equal(bare.body.type, 'subsequent');
      assert.equal((await api().submit('later', bare.session, {})).body.code, 4102);

      // The management API issues one too; it expires.
      const issue = await fetch(`${server.baseUrl}/end-clients/${session}/subsequent-token`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/json' },
        body: JSON.stringify({ flowId: 'later' }),
      });
      assert.equal(issue.status, 201);
      const issued = (await issue.json()) as { token: string; expiresAt: string; endClientId: string };
      assert.equal(issued.endClientId, session);
      assert.equal(Date.parse(issued.expiresAt), clock + 7 * DAY);
      const notSubsequent = await fetch(`${server.baseUrl}/end-clients/${session}/subsequent-token`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/json' },
        body: JSON.stringify({ flowId: 'child' }),
      });
      assert.equal(((await notSubsequent.json()) as { code: number }).code, 4005);
      clock += 7 * DAY + 1000;
      const expired = await api().get('later', null, { 'x-hf-subsequent-token': issued.token });
      assert.equal(expired.status, 400);
      assert.equal(expired.body.code, 4102);
      assert.match(String(expired.body.message), /expired/);
      const forged = await api().get('later', null, { 'x-hf-subsequent-token': `${issued.token.slice(0, -2)}AA` });
      assert.equal(forged.body.code, 4102);
      assert.deepEqual(server.contract.violations, []);
    });
  });
}
