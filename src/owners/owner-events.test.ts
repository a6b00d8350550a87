// The owners' webhook events over real HTTP on both dialects, to a real local receiver: every
// event of an owner's run carries the business run it belongs to (`ownerOf`), and the business
// end client's own webhook reports each owner's progress (invited, started, finished with which
// END and whether screening hit, a reviewer's change): `end_client.owner_progress` in the standard
// format, `INTERMEDIATE_EVENT_RECEIVED` of the owner_verification node in the real API's envelope.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient, type StepAnswer } from '../../test/support/flow-client.js';
import { startReceiver, waitFor } from '../monitoring/test-support.js';
import { watchlistsDir } from '../screening/index.js';
import { PERSON_FLOW, OWNERS, businessFlow } from './test-support/flows.js';

const retry = { 'x-hf-retry-on-pending': 'true' };
type Json = Record<string, unknown>;
interface Progress {
  index: number;
  endClientId: string;
  flowId: string;
  state: string;
  status: string;
  endNodeId: string | null;
  screeningHit: boolean;
}

for (const dialect of DIALECTS) {
  describe(`owners' webhook events (${dialect})`, () => {
    let server: TestServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    const api = () => flowClient(server.baseUrl);
    /** What a path received, handshakes left out. */
    const bodies = (path: string): Json[] =>
      receiver.received
        .filter((r) => r.url === path)
        .map((r) => JSON.parse(r.body) as Json)
        .filter((b) => b.type !== 'URL_VERIFICATION');

    async function owners(flowId: string): Promise<{ business: string; ada: string; elvis: string }> {
      const first = await api().get(flowId);
      const group = first.body.elements!.find((e) => e.type === 'owner')!;
      const pending: StepAnswer = await api().submit(flowId, first.session, {
        company_name: 'Analytical Engines Ltd',
        [group.id as string]: OWNERS,
      });
      assert.equal(pending.body.type, 'pending', JSON.stringify(pending.body));
      const business = first.session!;
      const token = await getToken(server, server.tenants.a);
      const c = await waitFor(async () => {
        const res = await fetch(`${server.baseUrl}/end-clients/${business}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { owners: Array<{ owners: Array<{ endClientId: string | null }> }> };
        const ids = body.owners[0]?.owners.map((o) => o.endClientId) ?? [];
        return ids.length === 3 && ids;
      }, 'the owners invited');
      return { business, ada: c[0]!, elvis: c[1]! };
    }
    /** Ada verifies (ACCEPTED), Elvis is on the sanctions list (PENDING_REVIEW); the business run ends. */
    async function verify(personFlowId: string, flowId: string, ids: { business: string; ada: string; elvis: string }) {
      assert.equal((await api().submit(personFlowId, ids.ada, {}, retry)).body.type, 'end');
      assert.equal((await api().submit(personFlowId, ids.elvis, {}, retry)).body.type, 'end');
      assert.equal((await api().until(flowId, ids.business, 10_000)).body.type, 'end');
    }

    before(async () => {
      // Answers a URL_VERIFICATION handshake by echoing its challenge, anything else with 200.
      receiver = await startReceiver((req, res) => {
        const body = JSON.parse(req.body || '{}') as { type?: string; challenge?: string };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body.type === 'URL_VERIFICATION' ? { challenge: body.challenge } : { ok: true }));
      });
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '5000' });
      await server.services.monitoring.registry.importAndActivate(
        'ofac-sdn',
        [join(watchlistsDir(), 'ofac_sdn_fixture_2025-05-16')],
        { listName: 'OFAC SDN (2025 fixture)' },
      );
      const tenantId = server.tenants.a.tenantId;
      const hook = (path: string, format: 'standard' | 'event_callback') => ({ url: `${receiver.url}${path}`, format });
      await publishFlow(server, tenantId, 'p-cb', { ...PERSON_FLOW, webhook: hook('/person-cb', 'event_callback') });
      await publishFlow(server, tenantId, 'p-std', { ...PERSON_FLOW, webhook: hook('/person-std', 'standard') });
      const links = { delivery: 'links' as const };
      await publishFlow(server, tenantId, 'b-std', {
        ...businessFlow('p-cb', links),
        webhook: hook('/biz-std', 'standard'),
      });
      await publishFlow(server, tenantId, 'b-cb', {
        ...businessFlow('p-std', links),
        webhook: hook('/biz-cb', 'event_callback'),
      });
    });
    after(async () => {
      await server.close();
      await receiver.close();
    });

    it('standard business webhook: each owner invited, started, finished; a reviewer changing an owner', async () => {
      const ids = await owners('b-std');
      await verify('p-cb', 'b-std', ids);
      const progress = () =>
        bodies('/biz-std')
          .filter((b) => b.type === 'end_client.owner_progress')
          .map((b) => b.data as Json & { owner: Progress });
      const seen = await waitFor(() => progress().length >= 6 && progress(), 'six owner progress events');
      for (const e of seen) {
        assert.equal(e.endClientId, ids.business, 'the event is the business end client’s');
        assert.equal(e.flowId, 'b-std');
        assert.equal(e.nodeId, 'owners');
        assert.equal(e.mode, 'live');
        assert.equal(e.source, 'flow');
      }
      const of = (id: string) =>
        seen
          .filter((e) => e.owner.endClientId === id)
          .map((e) => [
            e.owner.index,
            e.owner.flowId,
            e.owner.state,
            e.owner.status,
            e.owner.endNodeId,
            e.owner.screeningHit,
          ])
          .sort((a, b) => String(a[2]).localeCompare(String(b[2])));
      assert.deepEqual(of(ids.ada), [
        [0, 'p-cb', 'finished', 'ACCEPTED', 'ok', false],
        [0, 'p-cb', 'in_progress', 'IN_PROGRESS', null, false],
        [0, 'p-cb', 'not_started', 'NOT_STARTED', null, false],
      ]);
      assert.deepEqual(of(ids.elvis), [
        [1, 'p-cb', 'finished', 'PENDING_REVIEW', 'review', true],
        [1, 'p-cb', 'in_progress', 'IN_PROGRESS', null, false],
        [1, 'p-cb', 'not_started', 'NOT_STARTED', null, false],
      ]);
      // The business run's own status events are unchanged beside them.
      const ended = await waitFor(
        () => bodies('/biz-std').find((b) => b.type === 'end_client.status_changed' && (b.data as Json).endNodeId),
        'the business run’s END',
      );
      assert.equal((ended.data as Json).to, 'PENDING_REVIEW');

      // Every event of an owner's run (here the real API's envelope) carries its business run.
      const link = (index: number) => ({
        businessEndClientId: ids.business,
        businessFlowId: 'b-std',
        nodeId: 'owners',
        ownerIndex: index,
      });
      const adaEvents = await waitFor(() => {
        const e = bodies('/person-cb').filter((b) => b.userId === ids.ada);
        return e.length >= 4 && e;
      }, 'the owner run’s events');
      assert.deepEqual(adaEvents.map((e) => (e.event as Json).type).sort(), [
        'FLOW_END',
        'FLOW_START',
        'SERVICE_SUBMIT',
        'STEP_SUBMIT',
      ]);
      for (const e of adaEvents) assert.deepEqual(e.ownerOf, link(0));

      // A reviewer's change of an owner is reported to the business webhook too.
      const token = await getToken(server, server.tenants.a);
      const res = await fetch(`${server.baseUrl}/end-clients/status`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ endClientIds: [ids.elvis], status: 'DECLINED' }),
      });
      assert.equal(res.status, 200, await res.text());
      const manual = await waitFor(() => progress().find((e) => e.source === 'manual'), 'the manual change');
      assert.deepEqual(manual.owner, {
        index: 1,
        endClientId: ids.elvis,
        flowId: 'p-cb',
        state: 'finished',
        status: 'DECLINED',
        endNodeId: null,
        screeningHit: true,
      });
      const rejected = await waitFor(
        () => bodies('/person-cb').find((b) => (b.event as Json).type === 'MANUALLY_REJECTED'),
        'the owner’s own manual event',
      );
      assert.deepEqual(rejected.ownerOf, link(1));
    });

    it("event_callback business webhook: the owners' progress as the node's INTERMEDIATE_EVENT_RECEIVED", async () => {
      const ids = await owners('b-cb');
      await verify('p-std', 'b-cb', ids);
      const intermediate = () =>
        bodies('/biz-cb').filter((b) => (b.event as Json).type === 'INTERMEDIATE_EVENT_RECEIVED');
      const seen = await waitFor(() => intermediate().length >= 6 && intermediate(), 'six intermediate events');
      for (const e of seen) {
        assert.equal(e.userId, ids.business);
        assert.equal(e.flowId, 'b-cb');
        assert.equal(e.nodeId, 'owners');
        assert.equal(e.serviceType, 'owner_verification');
        assert.equal(e.ownerOf, undefined, 'the business run is no owner');
      }
      const finished = seen
        .map((e) => (e.serviceData as { owner: Progress }).owner)
        .filter((o) => o.state === 'finished')
        .map((o) => [o.endClientId, o.status, o.screeningHit])
        .sort();
      assert.deepEqual(
        finished,
        [
          [ids.ada, 'ACCEPTED', false],
          [ids.elvis, 'PENDING_REVIEW', true],
        ].sort(),
      );
      // The result the run goes on with: its SERVICE_SUBMIT, each owner's end client in it.
      const result = await waitFor(
        () => bodies('/biz-cb').find((b) => (b.event as Json).type === 'SERVICE_SUBMIT' && b.nodeId === 'owners'),
        'the owners result',
      );
      assert.ok(JSON.stringify(result.serviceData).includes(ids.elvis));
      // The owners' standard events carry the link in `data`.
      const std = await waitFor(
        () => bodies('/person-std').find((b) => (b.data as Json).endClientId === ids.ada),
        'an owner’s standard event',
      );
      assert.deepEqual((std.data as Json).ownerOf, {
        businessEndClientId: ids.business,
        businessFlowId: 'b-cb',
        nodeId: 'owners',
        ownerIndex: 0,
      });
    });
  });
}
