// end_client.status_changed webhooks over real HTTP on both dialects, to a real local receiver:
// from the flow itself, from a reviewer's status change and from the abandonment timer; signed
// with the tenant's secret; none for flows without a webhook.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient } from '../../test/support/flow-client.js';
import { startReceiver, testClock, waitFor } from '../monitoring/test-support.js';
import { verifyWebhook } from '../webhooks/signature.js';
import { OnwardError } from '../errors/index.js';

interface Event {
  type: string;
  timestamp: string;
  data: {
    endClientId: string;
    flowId: string;
    flowVersion: number;
    mode: string;
    from: string;
    to: string;
    endNodeId?: string;
    source: string;
  };
}

const twoForms = (webhookUrl: string | undefined, extra: Record<string, unknown> = {}) => ({
  name: 'Hooked',
  start: 'a',
  ...(webhookUrl ? { webhook: { url: webhookUrl } } : {}),
  ...extra,
  nodes: [
    {
      id: 'a',
      type: 'form',
      title: 'A',
      next: 'b',
      elements: [{ key: 'first', type: 'text', name: 'First name', role: 'first_name' }],
    },
    {
      id: 'b',
      type: 'form',
      title: 'B',
      next: 'review',
      elements: [{ key: 'email', type: 'email', name: 'Email', role: 'email' }],
    },
    { id: 'review', type: 'end', text: 'Thanks', status: 'PENDING_REVIEW' },
  ],
});

for (const dialect of DIALECTS) {
  describe(`end_client.status_changed webhooks (${dialect})`, () => {
    let server: TestServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let token: string;
    const clock = testClock(Date.now());
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);
    /** The events the receiver got for one end client, oldest first, each checked against the tenant's signing secret. */
    const eventsOf = async (endClientId: string): Promise<Event[]> => {
      const { signingSecret } = await server.services.webhooks.settings.get(server.tenants.a.tenantId);
      return receiver.received
        .filter((r) => r.url.startsWith('/flow-hook') && r.body.includes(endClientId))
        .map((r) => {
          assert.deepEqual(verifyWebhook({ headers: r.headers, body: r.body, secrets: signingSecret }), { ok: true });
          return JSON.parse(r.body) as Event;
        });
    };
    const publish = async (flowId: string, document: unknown) => {
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
      for (const target of ['live', 'test'] as const)
        await server.services.flows.publish({ tenantId, flowId, target, actor: 'test' });
    };

    before(async () => {
      receiver = await startReceiver();
      server = await startTestServer(dialect, {}, { now: clock.now });
      token = await getToken(server, server.tenants.a);
      await publish('hooked', twoForms(`${receiver.url}/flow-hook/hooked`));
      await publish('timed', twoForms(`${receiver.url}/flow-hook/timed`, { abandonmentTimer: { afterHours: 1 } }));
      await publish('quiet', twoForms(undefined));
    });
    after(async () => {
      await server.close();
      await receiver.close();
    });

    it('reports the run starting and reaching its END, then a reviewer accepting it', async () => {
      const start = await api('/test').get('hooked');
      const id = start.session!;
      await api('/test').submit('hooked', id, { first_name: 'Ada' });
      assert.equal((await api('/test').submit('hooked', id, { email: 'ada@example.com' })).body.type, 'end');
      const flowEvents = await waitFor(async () => {
        const e = await eventsOf(id);
        return e.length >= 2 && e;
      }, 'two flow events');
      assert.deepEqual(
        flowEvents.map((e) => [e.type, e.data.from, e.data.to, e.data.source, e.data.endNodeId]),
        [
          ['end_client.status_changed', 'NOT_STARTED', 'IN_PROGRESS', 'flow', undefined],
          ['end_client.status_changed', 'IN_PROGRESS', 'PENDING_REVIEW', 'flow', 'review'],
        ],
      );
      assert.deepEqual(flowEvents[1]!.data, {
        endClientId: id,
        flowId: 'hooked',
        flowVersion: 1,
        mode: 'test',
        from: 'IN_PROGRESS',
        to: 'PENDING_REVIEW',
        endNodeId: 'review',
        source: 'flow',
      });
      assert.ok(Math.abs(Date.parse(flowEvents[1]!.timestamp) - clock.now()) < 60_000);

      const review = await fetch(`${server.baseUrl}/test/end-clients/status`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ endClientIds: [id], status: 'ACCEPTED' }),
      });
      assert.equal(review.status, 200);
      const all = await waitFor(async () => {
        const e = await eventsOf(id);
        return e.length >= 3 && e;
      }, 'the manual change');
      assert.deepEqual(
        [all[2]!.data.from, all[2]!.data.to, all[2]!.data.source],
        ['PENDING_REVIEW', 'ACCEPTED', 'manual'],
      );
      // Each message has its own webhook-id, kept across retries (receivers deduplicate on it).
      const ids = receiver.received.filter((r) => r.body.includes(id)).map((r) => r.headers['webhook-id']);
      assert.equal(new Set(ids).size, 3);
    });

    it('reports a run the abandonment timer closes', async () => {
      const start = await api().get('timed');
      const id = start.session!;
      await api().submit('timed', id, { first_name: 'Ada' });
      clock.advance(2 * 3_600_000);
      assert.equal(await server.services.abandonment.sweep(), 1);
      const events = await waitFor(async () => {
        const e = await eventsOf(id);
        return e.length >= 2 && e;
      }, 'the abandonment event');
      assert.deepEqual(
        events.map((e) => [e.data.from, e.data.to, e.data.source, e.data.mode]),
        [
          ['NOT_STARTED', 'IN_PROGRESS', 'flow', 'live'],
          ['IN_PROGRESS', 'ABANDONED', 'abandonment', 'live'],
        ],
      );
    });

    it('sends nothing for a flow without a webhook', async () => {
      const start = await api().get('quiet');
      const id = start.session!;
      await api().submit('quiet', id, { first_name: 'Ada' });
      await api().submit('quiet', id, { email: 'ada@example.com' });
      await server.services.webhooks.runDue();
      assert.equal(receiver.received.filter((r) => r.body.includes(id)).length, 0);
    });

    it('refuses a webhook URL that is not an absolute http(s) URL', async () => {
      for (const url of ['ftp://example.com/hook', '/relative', 'https://', 'https://exa mple.com']) {
        await assert.rejects(
          server.services.flows.putDraft({
            tenantId: server.tenants.a.tenantId,
            flowId: 'bad-hook',
            document: twoForms(url),
            actor: 'test',
          }),
          (err: unknown) => err instanceof OnwardError && err.code === 4420,
          url,
        );
      }
    });
  });
}
