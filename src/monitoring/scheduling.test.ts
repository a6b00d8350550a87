import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { DAY, enrollmentClient, sanctionsSnapshot, startReceiver, testClock, waitFor } from './test-support.js';
import type { CallbackRecord } from './record.js';

// Retries wait 10 s on the injected clock: they happen only when a test moves the clock.
const ENV = { ONWARD_WEBHOOK_RETRY_SCHEDULE: '10s,10s' };

for (const dialect of DIALECTS) {
  describe(`monitoring scheduler (${dialect})`, () => {
    let server: TestServer;
    let api: ReturnType<typeof enrollmentClient>;
    let token: string;
    let down = false;
    const clock = testClock(Date.parse('2025-03-01T09:00:00Z'));
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    before(async () => {
      receiver = await startReceiver((req, res) => {
        res.writeHead(down || req.url.includes('fail') ? 503 : 200).end();
      });
      server = await startTestServer(dialect, ENV, { now: clock.now });
      api = enrollmentClient(server);
    });
    // Tests move the clock by days: take a fresh access token for each.
    beforeEach(async () => {
      token = await api.token(server.tenants.a);
    });
    after(async () => {
      await receiver.close();
      await server.close().catch(() => undefined);
    });

    const records = (id: string) => receiver.hooks(id).map((h) => JSON.parse(h.body) as CallbackRecord);
    const results = async (id: string) =>
      await server.services.store.db
        .selectFrom('monitoring_results')
        .select(['reason', 'scanned_at'])
        .where('enrollment_id', '=', id)
        .execute();
    const nextScan = async (id: string) =>
      Number(
        (
          await server.services.store.db
            .selectFrom('enrollments')
            .select('next_scan_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).next_scan_at,
      );

    it('a frequency change puts the next scan at the change date plus the new interval; scans follow the cadence', async () => {
      // Enrolled monthly on the 1st, changed to weekly the same day: next scan on the 8th (spec example).
      const id = await api.enroll(token, `${receiver.url}/hook`, { Frequency: 'Monthly', SkipInitialCallback: true });
      assert.equal(new Date(await nextScan(id)).toISOString().slice(0, 10), '2025-04-01');
      assert.equal((await api.call('PUT', `/Enrollment/${id}/frequency?frequencyName=Weekly`, token)).status, 200);
      assert.equal(new Date(await nextScan(id)).toISOString().slice(0, 10), '2025-03-08');

      clock.advance(7 * DAY - 3_600_000);
      await server.services.monitoring.runDueScans();
      assert.equal((await results(id)).length, 0, 'not due before the 8th');
      clock.advance(2 * 3_600_000);
      await server.services.monitoring.runDueScans();
      const first = await waitFor(() => records(id)[0], 'first scheduled callback');
      assert.equal(first.ScanReason, 'Scheduled');
      assert.equal(first.VerificationDoneOnDate.slice(0, 10), '2025-03-08');
      assert.equal(new Date(await nextScan(id)).toISOString().slice(0, 10), '2025-03-15');

      clock.advance(7 * DAY);
      await server.services.monitoring.runDueScans();
      await waitFor(() => records(id).length === 2, 'second scheduled callback');
      token = await api.token(server.tenants.a);
      const history = await api.call('GET', `/Enrollment/History/${id}`, token);
      const dates = (history.body.Result as CallbackRecord[]).map((r) => r.VerificationDoneOnDate.slice(0, 10));
      assert.deepEqual(dates, ['2025-03-15', '2025-03-08'], 'newest first');
    });

    it('delete stops scans and cancels callbacks not yet delivered', async () => {
      const id = await api.enroll(token, `${receiver.url}/hook-fail`, { Frequency: 'Daily' });
      await waitFor(
        async () =>
          (
            await server.services.store.db
              .selectFrom('webhook_outbox')
              .select('attempts')
              .where('enrollment_id', '=', id)
              .executeTakeFirst()
          )?.attempts === 1 && receiver.received.some((r) => r.body.includes(id)),
        'first failed attempt',
      );
      assert.equal((await api.call('DELETE', `/Enrollment/${id}`, token)).status, 200);
      const seen = receiver.received.filter((r) => r.body.includes(id)).length;
      clock.advance(2 * DAY);
      await server.services.monitoring.runDueScans();
      await server.services.webhooks.runDue();
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(receiver.received.filter((r) => r.body.includes(id)).length, seen, 'nothing after the delete');
      assert.equal((await results(id)).length, 1, 'only the initial scan');
      const row = await server.services.store.db
        .selectFrom('webhook_outbox')
        .select('status')
        .where('enrollment_id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'cancelled');
    });

    it('a list update rescans out of cycle and notifies only the entities whose result changed', async () => {
      const hit = await api.enroll(
        token,
        `${receiver.url}/hook`,
        {},
        { FirstName: 'Ivan', LastName: 'Sanctionedperson', DateOfBirth: null },
      );
      const clean = await api.enroll(token, `${receiver.url}/hook`, {}, { FirstName: 'Maria', LastName: 'Unlisted' });
      await waitFor(() => records(hit).length === 1 && records(clean).length === 1, 'initial callbacks');
      await server.services.monitoring.activateList(sanctionsSnapshot('Ivan Sanctionedperson', 'v1'));
      const update = await waitFor(() => records(hit)[1], 'list-update callback');
      assert.equal(update.ScanReason, 'ListUpdate');
      assert.equal(update.MonitoringResult.WatchlistState, 'Potential Hit');
      assert.equal(update.MonitoringResult.WatchlistData?.num_WL_hits, 1);
      assert.deepEqual(
        update.Provenance.map((p) => [p.ListName, p.Version]),
        [['Test Sanctions', 'v1']],
      );
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(records(clean).length, 1, 'unchanged results send nothing');
    });

    it('several schedulers on one database never scan an enrollment twice for one due time', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 20; i++)
        ids.push(
          await api.enroll(
            token,
            `${receiver.url}/hook`,
            { Frequency: 'Daily', SkipInitialCallback: true },
            { LastName: `Parallel${i}` },
          ),
        );
      const second = await startTestServer(dialect, ENV, { now: clock.now, store: server.store });
      try {
        clock.advance(DAY + 60_000);
        await Promise.all(
          [1, 2, 3].flatMap(() => [server.services.monitoring.runDueScans(), second.services.monitoring.runDueScans()]),
        );
        await waitFor(
          async () => (await Promise.all(ids.map(results))).every((r) => r.length >= 1),
          'every enrollment scanned',
        );
        await new Promise((r) => setTimeout(r, 300));
        const counts = await Promise.all(ids.map(async (id) => (await results(id)).length));
        assert.deepEqual(
          counts,
          ids.map(() => 1),
        );
        // Eventual delivery is what is asserted: on a loaded machine a first attempt may time out,
        // and its retry comes 10 s later (ENV), beyond waitFor's default.
        await waitFor(() => ids.every((id) => records(id).length >= 1), 'callbacks', 30_000);
      } finally {
        await second.crash();
        second.services.monitoring.halt();
        second.services.webhooks.halt();
      }
    });

    it('a receiver down across a crash and restart loses nothing: every callback arrives with its webhook-id', async () => {
      down = true;
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push(await api.enroll(token, `${receiver.url}/hook`, { Frequency: 'Weekly' }, { LastName: `Restart${i}` }));
      await waitFor(() => ids.every((id) => receiver.hooks(id).length === 1), 'first attempts (failing)');
      const firstIds = new Map(ids.map((id) => [id, receiver.hooks(id)[0]?.headers['webhook-id']]));
      await server.crash();
      server.services.monitoring.halt();
      server.services.webhooks.halt();
      // While the service is down a week passes: the weekly rescans fall due too.
      clock.advance(7 * DAY + 60_000);
      down = false;
      const restarted = await startTestServer(dialect, ENV, { now: clock.now, store: server.store });
      try {
        await restarted.services.monitoring.runDueScans();
        await waitFor(
          () =>
            ids.every(
              (id) =>
                records(id).filter((r) => r.ScanReason === 'Scheduled').length === 1 &&
                receiver
                  .hooks(id)
                  .some((h) => h.headers['webhook-id'] === firstIds.get(id) && h !== receiver.hooks(id)[0]),
            ),
          'initial retried and weekly delivered',
          15_000,
        );
        // The receiver has them; the outbox records them as delivered once each attempt is recorded.
        const rows = await waitFor(async () => {
          const r = await restarted.services.store.db
            .selectFrom('webhook_outbox')
            .select(['status', 'id', 'enrollment_id'])
            .where('enrollment_id', 'in', ids)
            .execute();
          return r.length === 10 && r.every((d) => d.status === 'delivered') ? r : undefined;
        }, 'outbox rows delivered');
        for (const id of ids)
          assert.ok(
            rows.some((d) => d.id === firstIds.get(id)),
            id,
          );
      } finally {
        await restarted.crash();
        restarted.services.monitoring.halt();
        restarted.services.webhooks.halt();
      }
    });
  });
}
