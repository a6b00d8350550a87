// The Studio's monitoring console over real HTTP, on SQLite and PostgreSQL: enrollments made
// through the enrollment API (a person on the OFAC SDN fixture, a clean one, one never scanned, one
// whose callback receiver fails) are listed, searched, filtered and paged; an enrollment's scans show
// the hit with its list version and page through a history of more than 100 scans; a reviewer changes the frequency, resends the last callback, retries
// a failed delivery (through the delivery worker) and deletes an enrollment, each audited; a
// read-only account, a builder, a call without the CSRF token and another tenant are refused.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { studioSignIn, type StudioCaller } from '../../../../test/support/studio-client.js';
import { DIALECTS } from '../../../../test/support/stores.js';
import { watchlistsDir } from '../../../screening/index.js';
import { addScans, enrollmentClient, startReceiver, waitFor } from '../../../monitoring/test-support.js';

type Obj = Record<string, unknown>;

const LISTED = { FirstName: 'Elvis Angus', LastName: 'Logan Morey', DateOfBirth: '1963-07-28' };
const CLEAN = { FirstName: 'Margit', LastName: 'Oddveigsdottir-Quist', DateOfBirth: '1988-04-02' };
const UNSCANNED = { FirstName: 'Ottilie', LastName: 'Quarrington', DateOfBirth: '1990-01-01' };
const FAILING = { FirstName: 'Bram', LastName: 'Vandersloot', DateOfBirth: '1975-05-05' };

for (const dialect of DIALECTS) {
  describe(`studio monitoring console API (${dialect})`, () => {
    let server: TestServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let failing = true;
    let admin: StudioCaller;
    let reviewer: StudioCaller;
    let viewer: StudioCaller;
    let builder: StudioCaller;
    let otherTenant: StudioCaller;
    const ids = { listed: '', clean: '', unscanned: '', failing: '', other: '' };
    let api: ReturnType<typeof enrollmentClient>;
    let tokenA = '';

    const deliveriesOf = async (caller: StudioCaller, enrollmentId: string) =>
      (await caller.call('GET', `/webhook-deliveries?enrollmentId=${enrollmentId}`)).body.deliveries as Obj[];
    const auditOf = async (path: string) => (await viewer.call('GET', `${path}/audit`)).body.entries as Obj[];

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_WEBHOOK_RETRY_SCHEDULE: '100ms' });
      await server.services.monitoring.registry.importAndActivate(
        'ofac-sdn',
        [join(watchlistsDir(), 'ofac_sdn_fixture_2025-05-16')],
        { listName: 'OFAC SDN (2025 fixture)' },
      );
      receiver = await startReceiver((req, res) => {
        if (req.url.includes('/fail') && failing)
          res.writeHead(503, { 'content-type': 'text/plain' }).end('receiver down for maintenance');
        else res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
      api = enrollmentClient(server);
      tokenA = await api.token(server.tenants.a);
      const tokenB = await api.token(server.tenants.b);
      ids.clean = await api.enroll(tokenA, `${receiver.url}/hook`, {}, CLEAN);
      ids.unscanned = await api.enroll(tokenA, `${receiver.url}/hook`, { SkipInitialCallback: true }, UNSCANNED);
      ids.failing = await api.enroll(tokenA, `${receiver.url}/hook/fail`, {}, FAILING);
      ids.listed = await api.enroll(tokenA, `${receiver.url}/hook`, { CustomerReferenceId: 'cust-1' }, LISTED);
      ids.other = await api.enroll(tokenB, `${receiver.url}/hook`, {}, LISTED);
      admin = await studioSignIn(server, server.tenants.a);
      otherTenant = await studioSignIn(server, server.tenants.b);
      const callers: StudioCaller[] = [];
      for (const [username, role] of [
        ['rev', 'reviewer'],
        ['viewer', 'read_only'],
        ['builder', 'builder'],
      ] as const) {
        const made = await admin.call('POST', '/accounts', { username, role, password: `${username}-password-long` });
        assert.equal(made.status, 201, JSON.stringify(made.body));
        callers.push(
          await studioSignIn(server, { ...server.tenants.a, username, password: `${username}-password-long` }),
        );
      }
      [reviewer, viewer, builder] = callers as [StudioCaller, StudioCaller, StudioCaller];
      // The initial scans are recorded (the failing receiver's message dead after its two attempts).
      for (const id of [ids.clean, ids.listed, ids.other]) await waitFor(() => receiver.hooks(id)[0], `scan of ${id}`);
      await waitFor(async () => (await deliveriesOf(admin, ids.failing))[0]?.status === 'dead', 'a dead letter');
    });
    after(async () => {
      await receiver?.close();
      await server?.close();
    });

    it('lists the active enrollments newest first with their last state, filters, searches and pages', async () => {
      const all = await viewer.call('GET', '/enrollments');
      assert.equal(all.status, 200, JSON.stringify(all.body));
      const rows = all.body.enrollments as Obj[];
      assert.deepEqual(
        rows.map((r) => r.enrollmentId),
        [ids.listed, ids.failing, ids.unscanned, ids.clean],
      );
      const listed = rows[0]!;
      assert.equal(listed.lastName, 'Logan Morey');
      assert.equal(listed.firstName, 'Elvis Angus');
      assert.equal(listed.dateOfBirth, '1963-07-28');
      assert.equal(listed.frequency, 'Weekly');
      assert.equal(listed.lastState, 'hit');
      assert.equal(listed.customerReferenceId, 'cust-1');
      assert.ok(Date.parse(String(listed.nextScanAt)) > Date.now() + 6 * 86_400_000);
      assert.equal(rows[2]!.lastState, 'unscanned');
      assert.equal(rows[2]!.lastScanAt, null);
      assert.equal(rows[3]!.lastState, 'clear');

      const ofState = async (state: string) =>
        ((await viewer.call('GET', `/enrollments?state=${state}`)).body.enrollments as Obj[]).map(
          (r) => r.enrollmentId,
        );
      assert.deepEqual(await ofState('hit'), [ids.listed]);
      assert.deepEqual(await ofState('clear'), [ids.failing, ids.clean]);
      assert.deepEqual(await ofState('unscanned'), [ids.unscanned]);

      const search = async (q: string) =>
        ((await viewer.call('GET', `/enrollments?q=${encodeURIComponent(q)}`)).body.enrollments as Obj[]).map(
          (r) => r.enrollmentId,
        );
      assert.deepEqual(await search('elvis angus LOGAN'), [ids.listed], 'the first and last name typed whole');
      assert.deepEqual(await search('oddveig'), [ids.clean]);
      assert.deepEqual(await search('FirstName'), [], 'the stored structure is no hit');
      assert.deepEqual(await search('100%'), []);

      const first = await viewer.call('GET', '/enrollments?limit=3');
      assert.equal((first.body.enrollments as Obj[]).length, 3);
      const second = await viewer.call('GET', `/enrollments?limit=3&cursor=${String(first.body.nextCursor)}`);
      assert.deepEqual(
        (second.body.enrollments as Obj[]).map((r) => r.enrollmentId),
        [ids.clean],
      );
      assert.equal(second.body.nextCursor, null);

      assert.equal((await viewer.call('GET', '/enrollments?state=maybe')).status, 400);
      assert.equal((await viewer.call('GET', '/enrollments?cursor=not-a-cursor')).status, 400);
      assert.equal((await viewer.call('GET', '/enrollments?limit=0')).status, 400);
      const theirs = await otherTenant.call('GET', '/enrollments');
      assert.deepEqual(
        (theirs.body.enrollments as Obj[]).map((r) => r.enrollmentId),
        [ids.other],
      );
    });

    it('shows an enrollment with its scans, the hit with its list and version, to every role of the tenant only', async () => {
      const one = await builder.call('GET', `/enrollments/${ids.listed}`);
      assert.equal(one.status, 200, JSON.stringify(one.body));
      assert.equal(one.body.callbackUrl, `${receiver.url}/hook`);
      assert.equal(one.body.scanCount, 1);
      const scans = await builder.call('GET', `/enrollments/${ids.listed}/scans`);
      assert.equal(scans.status, 200, JSON.stringify(scans.body));
      assert.equal(scans.body.nextCursor, null);
      const scan = (scans.body.scans as Obj[])[0]!;
      assert.equal(scan.reason, 'initial');
      const result = scan.result as { hit: boolean; matches: Obj[]; lists: Obj[]; screenedName: string };
      assert.equal(result.hit, true);
      assert.equal(result.screenedName, 'Elvis Angus Logan Morey');
      assert.match(String(result.matches[0]!.matchedName), /LOGAN MOREY/i);
      assert.equal(result.matches[0]!.list, 'sanctions');
      assert.deepEqual(
        result.lists.map((l) => l.name),
        ['OFAC SDN (2025 fixture)'],
      );
      assert.ok(String(result.lists[0]!.version).length > 0);

      assert.equal((await otherTenant.call('GET', `/enrollments/${ids.listed}`)).status, 404);
      assert.equal((await otherTenant.call('GET', `/enrollments/${ids.listed}/scans`)).status, 404);
      assert.equal((await viewer.call('GET', `/enrollments/${ids.other}`)).status, 404);
      assert.equal((await viewer.call('GET', '/enrollments/no-such-enrollment')).status, 404);
      const signedOut = await fetch(`${server.baseUrl}/studio/api/enrollments/${ids.listed}`);
      assert.equal(signedOut.status, 401);
    });

    it('pages through a scan history of more than 100 scans newest first, without a gap or a repeat', async () => {
      // 130 recorded scans of the clean person (its initial one and 129 more, every third pair
      // at the same millisecond, so the id breaks ties), written as the scanner records them.
      await addScans(
        server,
        ids.clean,
        129,
        (i, first) => first + 1000 + Math.floor(i / 3) * 2 + (i % 3 === 2 ? 1 : 0),
      );
      const db = server.services.store.db;
      const expected = (
        await db
          .selectFrom('monitoring_results')
          .select('id')
          .where('enrollment_id', '=', ids.clean)
          .orderBy('scanned_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.id);
      assert.equal(expected.length, 130);
      assert.equal((await viewer.call('GET', `/enrollments/${ids.clean}`)).body.scanCount, 130);

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await viewer.call(
          'GET',
          `/enrollments/${ids.clean}/scans?limit=25${cursor ? `&cursor=${cursor}` : ''}`,
        );
        assert.equal(page.status, 200, JSON.stringify(page.body));
        const rows = page.body.scans as Obj[];
        assert.ok(rows.length > 0 && rows.length <= 25);
        for (const r of rows) {
          assert.equal((r.result as Obj).hit, false);
          seen.push(String(r.resultId));
        }
        cursor = page.body.nextCursor as string | null;
        pages++;
      } while (cursor !== null);
      assert.equal(pages, 6);
      assert.equal(new Set(seen).size, seen.length, 'no scan twice');
      assert.deepEqual(seen, expected, 'every scan, newest first');

      const first = await viewer.call('GET', `/enrollments/${ids.clean}/scans`);
      assert.equal((first.body.scans as Obj[]).length, 20, 'twenty a page by default');
      assert.equal((await viewer.call('GET', `/enrollments/${ids.clean}/scans?limit=101`)).status, 400);
      assert.equal((await viewer.call('GET', `/enrollments/${ids.clean}/scans?cursor=not-a-cursor`)).status, 400);
      assert.equal((await viewer.call('GET', '/enrollments/no-such-enrollment/scans')).status, 404);
    });

    it('changes the frequency for a reviewer, audited with before and after; refuses the others', async () => {
      const path = `/enrollments/${ids.clean}/frequency`;
      assert.equal((await viewer.call('PUT', path, { frequency: 'Daily' })).status, 403, 'read-only');
      assert.equal((await builder.call('PUT', path, { frequency: 'Daily' })).status, 403, 'builder');
      assert.equal((await reviewer.call('PUT', path, { frequency: 'Daily' }, { csrf: false })).status, 403, 'no CSRF');
      assert.equal((await reviewer.call('PUT', path, { frequency: 'Daily' }, { csrf: 'forged' })).status, 403);
      assert.equal((await otherTenant.call('PUT', path, { frequency: 'Daily' })).status, 404, 'another tenant');
      const bad = await reviewer.call('PUT', path, { frequency: 'Hourly' });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.code, 4400);
      assert.equal((await reviewer.call('PUT', '/enrollments/nope/frequency', { frequency: 'Daily' })).status, 404);

      const before = (await viewer.call('GET', `/enrollments/${ids.clean}`)).body;
      const changed = await reviewer.call('PUT', path, { frequency: 'Daily' });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.equal(changed.body.frequency, 'Daily');
      const next = Date.parse(String(changed.body.nextScanAt));
      assert.ok(Math.abs(next - (Date.now() + 86_400_000)) < 60_000, 'the next scan is a day from the change');
      const entry = (await auditOf(`/enrollments/${ids.clean}`))[0]!;
      assert.equal(entry.action, 'enrollment.frequency_changed');
      assert.deepEqual(entry.actor, { type: 'account', id: (entry.actor as Obj).id, name: 'rev' });
      assert.deepEqual(entry.before, { frequency: 'Weekly', nextScanAt: before.nextScanAt });
      assert.deepEqual(entry.after, { frequency: 'Daily', nextScanAt: changed.body.nextScanAt });

      // The enrollment API's change is audited alike, with its user as the actor.
      const viaApi = await api.call('PUT', `/Enrollment/${ids.clean}/frequency?frequencyName=Monthly`, tokenA);
      assert.equal(viaApi.status, 200, viaApi.text);
      const apiEntry = (await auditOf(`/enrollments/${ids.clean}`))[0]!;
      assert.equal(apiEntry.action, 'enrollment.frequency_changed');
      const actor = apiEntry.actor as Obj;
      assert.equal(actor.type, 'user');
      assert.equal(`user:${String(actor.id)}`, before.createdBy, 'the API user who enrolled the person');
      assert.equal((apiEntry.before as Obj).frequency, 'Daily');
      assert.equal((apiEntry.after as Obj).frequency, 'Monthly');
    });

    it('resends the last callback through the delivery worker and shows what the receiver answered', async () => {
      const path = `/enrollments/${ids.listed}/resend`;
      assert.equal((await viewer.call('POST', path)).status, 403, 'read-only');
      assert.equal((await reviewer.call('POST', path, undefined, { csrf: false })).status, 403, 'no CSRF');
      assert.equal((await otherTenant.call('POST', path)).status, 404, 'another tenant');
      const none = await reviewer.call('POST', `/enrollments/${ids.unscanned}/resend`);
      assert.equal(none.status, 409, 'nothing scanned yet');
      assert.equal(none.body.code, 4409);

      const before = receiver.hooks(ids.listed).length;
      const sent = await reviewer.call('POST', path);
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
      const deliveryId = String(sent.body.deliveryId);
      const hook = await waitFor(
        () => receiver.hooks(ids.listed).find((h) => h.headers['webhook-id'] === deliveryId),
        'the resent callback',
      );
      assert.equal(receiver.hooks(ids.listed).length, before + 1);
      assert.equal(hook.body, receiver.hooks(ids.listed)[0]!.body, 'the same record, unchanged');
      const delivery = await waitFor(
        async () =>
          (await deliveriesOf(viewer, ids.listed)).find((d) => d.id === deliveryId && d.status === 'delivered'),
        'the delivery recorded',
      );
      assert.equal(delivery.attempts, 1);
      assert.equal(delivery.lastStatus, 200);
      const attempt = (delivery.attemptLog as Obj[])[0]!;
      assert.equal(attempt.statusCode, 200);
      assert.equal(attempt.responseExcerpt, '{"received":true}');
      const entry = (await auditOf(`/enrollments/${ids.listed}`))[0]!;
      assert.equal(entry.action, 'enrollment.callback_resent');
      assert.equal((entry.after as Obj).deliveryId, deliveryId);
    });

    it('lists deliveries with their attempts and retries a failed one now, through the worker', async () => {
      const dead = (await deliveriesOf(viewer, ids.failing))[0]!;
      assert.equal(dead.status, 'dead');
      assert.equal(dead.attempts, 2);
      assert.equal(dead.lastStatus, 503);
      assert.deepEqual(
        (dead.attemptLog as Obj[]).map((a) => [a.attempt, a.statusCode, a.responseExcerpt]),
        [
          [1, 503, 'receiver down for maintenance'],
          [2, 503, 'receiver down for maintenance'],
        ],
      );
      const all = await viewer.call('GET', '/webhook-deliveries?status=dead');
      assert.deepEqual(
        (all.body.deliveries as Obj[]).map((d) => d.id),
        [dead.id],
      );
      const paged = await viewer.call('GET', '/webhook-deliveries?limit=1');
      assert.equal((paged.body.deliveries as Obj[]).length, 1);
      const rest = await viewer.call('GET', `/webhook-deliveries?limit=200&cursor=${String(paged.body.nextCursor)}`);
      assert.ok(!(rest.body.deliveries as Obj[]).some((d) => d.id === (paged.body.deliveries as Obj[])[0]!.id));
      assert.deepEqual(await deliveriesOf(otherTenant, ids.failing), []);
      assert.equal((await viewer.call('GET', '/webhook-deliveries?status=lost')).status, 400);

      const path = `/webhook-deliveries/${String(dead.id)}/retry`;
      assert.equal((await viewer.call('POST', path)).status, 403, 'read-only');
      assert.equal((await builder.call('POST', path)).status, 403, 'builder');
      assert.equal((await reviewer.call('POST', path, undefined, { csrf: false })).status, 403, 'no CSRF');
      assert.equal((await otherTenant.call('POST', path)).status, 404, 'another tenant');
      assert.equal((await reviewer.call('POST', '/webhook-deliveries/msg_nope/retry')).status, 404);

      // A message a worker holds right now is not retried from under it.
      const db = server.services.store.db;
      const hold = (until: number | null) =>
        db.updateTable('webhook_outbox').set({ locked_until: until }).where('id', '=', String(dead.id)).execute();
      await hold(Date.now() + 60_000);
      const busy = await reviewer.call('POST', path);
      assert.equal(busy.status, 409);
      assert.match(String(busy.body.message), /being attempted now/);
      await hold(null);

      // Still failing: the worker makes a third attempt and the message is dead again.
      const retried = await reviewer.call('POST', path);
      assert.equal(retried.status, 202, JSON.stringify(retried.body));
      assert.equal(retried.body.status, 'pending');
      const third = await waitFor(
        async () => (await deliveriesOf(viewer, ids.failing)).find((d) => d.attempts === 3 && d.status === 'dead'),
        'the third attempt',
      );
      assert.equal(third.lastStatus, 503);

      // The receiver is back: retried now, it is delivered.
      failing = false;
      assert.equal((await reviewer.call('POST', path)).status, 202);
      const delivered = await waitFor(
        async () => (await deliveriesOf(viewer, ids.failing)).find((d) => d.status === 'delivered'),
        'the retry delivered',
      );
      assert.equal(delivered.attempts, 4);
      assert.equal((delivered.attemptLog as Obj[])[3]!.responseExcerpt, '{"received":true}');
      const again = await reviewer.call('POST', path);
      assert.equal(again.status, 409, 'a delivered message is not retried');
      assert.match(String(again.body.message), /delivered/);

      const trail = await auditOf(`/webhook-deliveries/${String(dead.id)}`);
      assert.deepEqual(
        trail.map((e) => e.action),
        ['webhook_delivery.retried', 'webhook_delivery.retried'],
      );
      assert.deepEqual(trail[1]!.before, { status: 'dead', attempts: 2, nextAttemptAt: null });
      assert.equal((trail[1]!.after as Obj).enrollmentId, ids.failing);
      assert.equal((trail[1]!.actor as Obj).name, 'rev');
    });

    it('deletes an enrollment for a reviewer only, audited, and it leaves the list', async () => {
      const path = `/enrollments/${ids.unscanned}`;
      assert.equal((await viewer.call('DELETE', path)).status, 403, 'read-only');
      assert.equal((await reviewer.call('DELETE', path, undefined, { csrf: false })).status, 403, 'no CSRF');
      assert.equal((await otherTenant.call('DELETE', path)).status, 404, 'another tenant');
      const gone = await reviewer.call('DELETE', path);
      assert.equal(gone.status, 200, JSON.stringify(gone.body));
      assert.deepEqual(gone.body, { enrollmentId: ids.unscanned, deleted: true });
      assert.equal((await reviewer.call('DELETE', path)).status, 404, 'already deleted');
      assert.equal((await viewer.call('GET', path)).status, 404);
      const left = (await viewer.call('GET', '/enrollments')).body.enrollments as Obj[];
      assert.ok(!left.some((r) => r.enrollmentId === ids.unscanned));
      const entry = (await auditOf(path))[0]!;
      assert.equal(entry.action, 'enrollment.deleted');
      assert.equal((entry.actor as Obj).name, 'rev');
    });
  });
}
