// The abandonment timer end to end, on both dialects: the server's clock is moved forward instead
// of waiting hours, and the real sweep timer (every 20 ms here) marks idle runs ABANDONED.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient } from '../../test/support/flow-client.js';
import { startSmtpSink, type SmtpSink } from '../../test/support/smtp-sink.js';

const form = (id: string, next: string, key: string, role: string) => ({
  id,
  type: 'form',
  title: id.toUpperCase(),
  next,
  elements: [{ key, type: 'text', name: key, role, validations: [{ type: 'required' }] }],
});
/** Three forms, then the end; abandoned after 1 hour without activity. */
const timed = {
  name: 'Timed',
  start: 'a',
  abandonmentTimer: { afterHours: 1 },
  nodes: [
    form('a', 'b', 'first', 'first_name'),
    form('b', 'c', 'last', 'last_name'),
    form('c', 'done', 'email', 'email'),
    { id: 'done', type: 'end' },
  ],
};
const { abandonmentTimer: _timer, ...untimed } = timed;

for (const dialect of DIALECTS) {
  describe(`abandonment timer (${dialect})`, () => {
    let server: TestServer;
    let smtp: SmtpSink;
    let token: string;
    // The server's clock: real time plus what the test moved it by.
    let offset = 0;
    const api = () => flowClient(server.baseUrl);
    const row = async (id: string) =>
      server.store.store.db
        .selectFrom('sessions')
        .select(['status', 'abandon_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    /** Waits for the sweep timer (not a direct call) to have run at least once more. */
    async function untilStatus(id: string, status: string, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while ((await row(id)).status !== status) {
        if (Date.now() > deadline) assert.fail(`${id} is still ${(await row(id)).status}, not ${status}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }

    before(async () => {
      smtp = await startSmtpSink();
      server = await startTestServer(
        dialect,
        { ONWARD_ABANDON_SWEEP_MS: '20', ONWARD_SMTP_URL: smtp.url, ONWARD_MAIL_FROM: 'no-reply@onward.test' },
        { now: () => Date.now() + offset },
      );
      token = await getToken(server, server.tenants.a);
      for (const [flowId, document] of [
        ['timed', timed],
        ['untimed', untimed],
      ] as const) {
        await server.services.flows.putDraft({ tenantId: server.tenants.a.tenantId, flowId, document, actor: 'test' });
        await server.services.flows.publish({
          tenantId: server.tenants.a.tenantId,
          flowId,
          target: 'live',
          actor: 'test',
        });
      }
    });
    after(async () => {
      await server.close();
      await smtp.close();
    });

    it('an idle IN_PROGRESS run becomes ABANDONED (then 4109); active, untimed and NOT_STARTED runs do not', async () => {
      const idle = (await api().submit('timed', null, { first_name: 'Ada' })).session!;
      const active = (await api().submit('timed', null, { first_name: 'Bob' })).session!;
      const untimedRun = (await api().submit('untimed', null, { first_name: 'Cy' })).session!;
      const notStarted = (await api().get('timed')).session!;
      // The runs are read once more so the embedded store's cache holds them when the sweep writes.
      for (const id of [idle, active]) assert.equal((await api().get('timed', id)).body.title, 'B');
      assert.equal((await row(notStarted)).abandon_at, null);
      assert.equal((await row(untimedRun)).abandon_at, null);

      offset += 50 * 60_000;
      assert.equal(
        (await api().submit('timed', active, { last_name: 'Byron' })).body.title,
        'C',
        'activity after 50 minutes',
      );
      offset += 15 * 60_000; // idle: 65 minutes without activity; active: 15 minutes
      await untilStatus(idle, 'ABANDONED');

      const get = await api().get('timed', idle);
      assert.equal(get.status, 400);
      assert.equal(get.body.code, 4109);
      const submit = await api().submit('timed', idle, { last_name: 'Lovelace' });
      assert.equal(submit.body.code, 4109);
      assert.equal((await row(idle)).abandon_at, null, 'an abandoned run has no due time left');

      assert.equal((await row(active)).status, 'IN_PROGRESS');
      assert.equal((await api().submit('timed', active, { email: 'bob@example.com' })).body.type, 'end');
      assert.equal((await row(active)).abandon_at, null, 'a finished run has no due time');
      assert.equal((await row(untimedRun)).status, 'IN_PROGRESS');
      assert.equal((await row(notStarted)).status, 'NOT_STARTED');
    });

    it('a notification restarts the timer; with resetAbandonmentTimer false it keeps running', async () => {
      const kept = (await api().submit('timed', null, { first_name: 'Dee' })).session!;
      const reset = (await api().submit('timed', null, { first_name: 'Eve' })).session!;
      offset += 50 * 60_000;
      const notify = (id: string, body: unknown) =>
        fetch(`${server.baseUrl}/end-clients/${id}/notification`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        });
      token = await getToken(server, server.tenants.a); // issued on the server's moved clock
      assert.equal((await notify(kept, { email: 'dee@example.com', resetAbandonmentTimer: false })).status, 200);
      assert.equal((await notify(reset, { email: 'eve@example.com' })).status, 200);
      offset += 15 * 60_000;
      await untilStatus(kept, 'ABANDONED');
      assert.equal((await row(reset)).status, 'IN_PROGRESS');
      assert.equal((await api().get('timed', reset)).body.title, 'B', 'the reminded lead can still continue');
      offset += 50 * 60_000;
      await untilStatus(reset, 'ABANDONED');
    });

    it('sweep() reports how many it marked; a due run that became active first is kept', async () => {
      await server.services.abandonment.sweep(); // whatever earlier tests left due
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await api().submit('timed', null, { first_name: `F${i}` })).session!);
      await server.services.abandonment.stop(); // so the timer does not take them first
      try {
        // Due in the past for all three, as if the sweep were late; one gets activity first.
        await server.store.store.db
          .updateTable('sessions')
          .set({ abandon_at: Date.now() + offset - 1 })
          .where('id', 'in', ids)
          .execute();
        assert.equal((await api().submit('timed', ids[0]!, { last_name: 'Active' })).body.title, 'C');
        assert.equal(await server.services.abandonment.sweep(), 2);
        assert.equal(await server.services.abandonment.sweep(), 0);
      } finally {
        server.services.abandonment.start();
      }
      assert.deepEqual(await Promise.all(ids.map(async (id) => (await row(id)).status)), [
        'IN_PROGRESS',
        'ABANDONED',
        'ABANDONED',
      ]);
    });

    it('the flow document checks the timer: 1 to 8760 hours, nothing else in it', async () => {
      for (const abandonmentTimer of [
        { afterHours: 0 },
        { afterHours: 9000 },
        { afterHours: '2' },
        { afterDays: 2 },
        {},
      ]) {
        await assert.rejects(
          server.services.flows.putDraft({
            tenantId: server.tenants.a.tenantId,
            flowId: 'bad',
            document: { ...timed, abandonmentTimer },
            actor: 'test',
          }),
          (err: { code?: number; details?: Array<{ field?: string }> }) =>
            err.code === 4420 && (err.details ?? []).some((d) => String(d.field).startsWith('/abandonmentTimer')),
          JSON.stringify(abandonmentTimer),
        );
      }
      const ok = await server.services.flows.putDraft({
        tenantId: server.tenants.a.tenantId,
        flowId: 'half',
        document: { ...timed, abandonmentTimer: { afterHours: 1.5 } },
        actor: 'test',
      });
      assert.ok(ok.summary);
    });
  });
}
