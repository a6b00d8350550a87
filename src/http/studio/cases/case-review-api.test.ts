// The Studio's case review over real HTTP, on SQLite and PostgreSQL: runs of a screened flow (one
// person on the SDN fixture, one clean) reviewed by reviewer accounts: the queue (counts, filters,
// search, sort, pages), the case view, assignment, notes, decisions with a reason along the
// allowed transitions (webhook queued), four eyes, roles, tenant isolation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { sql } from 'kysely';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../../../test/support/server.js';
import { studioSignIn, type StudioCaller } from '../../../../test/support/studio-client.js';
import { flowClient } from '../../../../test/support/flow-client.js';
import { DIALECTS } from '../../../../test/support/stores.js';
import { watchlistsDir } from '../../../screening/index.js';
import { createCaseSearchIndexer, SETTLE_MS } from '../../../cases/search-index.js';

export const REVIEW_FLOW = {
  name: 'Review test',
  authenticated: false,
  start: 'about',
  webhook: { url: 'http://127.0.0.1:9/hook' },
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'screen',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name', validations: [{ type: 'required' }] },
        { key: 'dob', type: 'date_picker', name: 'Date of birth', role: 'dob' },
        { key: 'email', type: 'text', name: 'E-mail', role: 'email' },
        { key: 'company', type: 'text', name: 'Company', role: 'company_name' },
        { key: 'ext', type: 'text', name: 'Customer id', role: 'external_customer_id' },
      ],
    },
    { id: 'screen', type: 'service', service: 'screening', next: 'review', config: { lists: ['sanctions'] } },
    { id: 'review', type: 'end', text: 'Thank you', status: 'PENDING_REVIEW' },
  ],
};

const LISTED = { first_name: 'Elvis Angus', last_name: 'Logan Morey', dob: '1963-07-28', email: 'elvis@example.org' };
const CLEAN = {
  first_name: 'Margit',
  last_name: 'Oddveigsdottir-Quist',
  dob: '1988-04-02',
  email: 'margit@fjord.example',
  company_name: 'Quistgaard Plasma Turbines',
  external_customer_id: 'EXT-4711',
};

type Obj = Record<string, unknown>;

for (const dialect of DIALECTS) {
  describe(`studio case review API (${dialect})`, () => {
    let server: TestServer;
    let admin: StudioCaller;
    let rev1: StudioCaller;
    let rev2: StudioCaller;
    let viewer: StudioCaller;
    let builder: StudioCaller;
    const ids = { hit: '', clean: '', rev1: '', viewer: '' };

    const run = async (person: Obj): Promise<string> => {
      const api = flowClient(server.baseUrl);
      const start = await api.get('review-a');
      const end = await api.submit('review-a', start.session, person, { 'x-hf-retry-on-pending': 'true' });
      assert.equal(end.status, 200, JSON.stringify(end.body));
      return start.session!;
    };
    const caseOf = async (caller: StudioCaller, id: string) => (await caller.call('GET', `/cases/${id}`)).body;

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '10000' });
      await server.services.monitoring.registry.importAndActivate(
        'ofac-sdn',
        [join(watchlistsDir(), 'ofac_sdn_fixture_2025-05-16')],
        { listName: 'OFAC SDN (2025 fixture)' },
      );
      await publishFlow(server, server.tenants.a.tenantId, 'review-a', REVIEW_FLOW);
      await publishFlow(server, server.tenants.b.tenantId, 'review-b', REVIEW_FLOW);
      admin = await studioSignIn(server, server.tenants.a);
      const accounts: Array<[string, string]> = [
        ['rev1', 'reviewer'],
        ['rev2', 'reviewer'],
        ['viewer', 'read_only'],
        ['builder', 'builder'],
      ];
      const callers: StudioCaller[] = [];
      for (const [username, role] of accounts) {
        const made = await admin.call('POST', '/accounts', { username, role, password: `${username}-password-long` });
        assert.equal(made.status, 201, JSON.stringify(made.body));
        if (username === 'rev1') ids.rev1 = String((made.body.account as Obj).id);
        if (username === 'viewer') ids.viewer = String((made.body.account as Obj).id);
        callers.push(
          await studioSignIn(server, { ...server.tenants.a, username, password: `${username}-password-long` }),
        );
      }
      [rev1, rev2, viewer, builder] = callers as [StudioCaller, StudioCaller, StudioCaller, StudioCaller];
      ids.hit = await run(LISTED);
      ids.clean = await run(CLEAN);
    });
    after(async () => {
      await server?.close();
    });

    it('queues the cases with counts per status, newest first, and pages them without overlap', async () => {
      const q = await viewer.call('GET', '/cases?status=PENDING_REVIEW');
      assert.equal(q.status, 200, JSON.stringify(q.body));
      const cases = q.body.cases as Obj[];
      assert.deepEqual(
        cases.map((c) => c.endClientId),
        [ids.clean, ids.hit],
      );
      assert.equal((q.body.counts as Obj).PENDING_REVIEW, 2);
      assert.equal((q.body.counts as Obj).ACCEPTED, 0);
      const first = await viewer.call('GET', '/cases?limit=1');
      assert.equal((first.body.cases as Obj[]).length, 1);
      const second = await viewer.call('GET', `/cases?limit=1&cursor=${String(first.body.nextCursor)}`);
      assert.deepEqual(
        (second.body.cases as Obj[]).map((c) => c.endClientId),
        [ids.hit],
      );
      assert.equal(second.body.nextCursor, null);
      const oldest = await viewer.call('GET', '/cases?sort=oldest');
      assert.deepEqual(
        (oldest.body.cases as Obj[]).map((c) => c.endClientId),
        [ids.hit, ids.clean],
      );
      const test = await viewer.call('GET', '/cases?mode=test');
      assert.deepEqual(test.body.cases, [], 'live cases are not test cases');
      const future = await viewer.call('GET', '/cases?from=2999-01-01T00:00:00Z');
      assert.deepEqual(future.body.cases, []);
      const other = await viewer.call('GET', '/cases?flowId=review-b');
      assert.deepEqual(other.body.cases, []);
      assert.equal((await viewer.call('GET', '/cases?cursor=nonsense')).status, 400);
      assert.equal((await viewer.call('GET', '/cases?limit=0')).status, 400);
    });

    it('searches by name, e-mail, company name, external id and end client id, never by the state’s structure', async () => {
      const found = async (term: string) =>
        ((await viewer.call('GET', `/cases?q=${encodeURIComponent(term)}`)).body.cases as Obj[]).map(
          (c) => c.endClientId,
        );
      assert.deepEqual(await found('logan morey'), [ids.hit]);
      assert.deepEqual(await found('elvis morey'), [ids.hit], 'words found in first and last name given apart');
      assert.deepEqual(await found('margit ext-4711'), [ids.clean]);
      assert.deepEqual(await found('MARGIT@fjord'), [ids.clean]);
      assert.deepEqual(await found('quistgaard plasma'), [ids.clean]);
      assert.deepEqual(await found('EXT-4711'), [ids.clean]);
      assert.deepEqual(await found(ids.hit), [ids.hit]);
      assert.deepEqual(await found('about'), [], 'a node id is no value');
      assert.deepEqual(await found('50%_'), []);
    });

    it('shows a case with its collected data, screening hit, allowed statuses; another tenant gets 404', async () => {
      const view = await caseOf(viewer, ids.hit);
      const details = view.details as { serviceResults: { screen: { hit: boolean; matches: Obj[] } }; values: Obj[] };
      assert.equal(details.serviceResults.screen.hit, true);
      assert.match(String(details.serviceResults.screen.matches[0]?.name), /LOGAN MOREY/i);
      assert.ok(details.values.some((v) => v.value === 'Elvis Angus'));
      assert.deepEqual(view.allowedStatuses, ['ACCEPTED', 'DECLINED']);
      assert.equal(view.screeningHit, true);
      assert.equal(view.needsSecondReviewer, false);
      const other = await studioSignIn(server, server.tenants.b);
      const refused = await other.call('GET', `/cases/${ids.hit}`);
      assert.equal(refused.status, 404);
      assert.equal(refused.body.code, 4100);
      assert.ok(!JSON.stringify(refused.body).includes('Elvis'));
      const queue = await other.call('GET', `/cases?q=${ids.hit}`);
      assert.deepEqual(queue.body.cases, []);
      assert.equal((await other.call('POST', `/cases/${ids.hit}/notes`, { body: 'x' })).status, 404);
      assert.equal(
        (await other.call('POST', `/cases/${ids.hit}/status`, { status: 'ACCEPTED', reason: 'x' })).status,
        404,
      );
    });

    it('assigns a case to a reviewer (not to a read-only account), shown in the queue, and unassigns it', async () => {
      const assigned = await rev1.call('PUT', `/cases/${ids.hit}/assignee`, { accountId: ids.rev1 });
      assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
      assert.equal((assigned.body.assignee as Obj).username, 'rev1');
      const q = await viewer.call('GET', `/cases?q=${ids.hit}`);
      assert.equal(((q.body.cases as Obj[])[0]?.assignee as Obj).accountId, ids.rev1);
      const toViewer = await rev1.call('PUT', `/cases/${ids.hit}/assignee`, { accountId: ids.viewer });
      assert.equal(toViewer.status, 400);
      const unassigned = await rev2.call('PUT', `/cases/${ids.clean}/assignee`, { accountId: null });
      assert.equal(unassigned.body.assignee, null);
    });

    it('adds append-only notes; the audit entry names the note, not its text', async () => {
      const note = await rev1.call('POST', `/cases/${ids.clean}/notes`, { body: 'Called the customer, all fine' });
      assert.equal(note.status, 201);
      assert.equal(note.body.author, 'rev1');
      const view = await caseOf(viewer, ids.clean);
      assert.deepEqual(
        (view.notes as Obj[]).map((n) => n.body),
        ['Called the customer, all fine'],
      );
      const audit = await viewer.call('GET', `/cases/${ids.clean}/audit`);
      const entry = (audit.body.entries as Obj[]).find((e) => e.action === 'case.note_added');
      assert.ok(entry);
      assert.ok(!JSON.stringify(entry).includes('Called the customer'));
      assert.equal((await rev1.call('POST', `/cases/${ids.clean}/notes`, { body: '' })).status, 400);
    });

    it('changes a status with a mandatory reason along the allowed transitions only, queues the webhook and audits it', async () => {
      const noReason = await rev1.call('POST', `/cases/${ids.clean}/status`, { status: 'DECLINED' });
      assert.equal(noReason.status, 400);
      const forbidden = await rev1.call('POST', `/cases/${ids.clean}/status`, { status: 'ABANDONED', reason: 'gone' });
      assert.equal(forbidden.status, 400);
      assert.equal(forbidden.body.code, 4111);
      const changed = await rev1.call('POST', `/cases/${ids.clean}/status`, {
        status: 'DECLINED',
        reason: 'Company not trading',
      });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.deepEqual(changed.body, { outcome: 'changed', status: 'DECLINED' });
      const events = await server.store.store.db
        .selectFrom('webhook_outbox')
        .select('body')
        .where('event_type', '=', 'end_client.status_changed')
        .execute();
      const mine = events
        .map((e) => JSON.parse(e.body) as { data: Obj })
        .filter((e) => e.data.endClientId === ids.clean);
      assert.ok(
        mine.some((e) => e.data.from === 'PENDING_REVIEW' && e.data.to === 'DECLINED' && e.data.source === 'manual'),
      );
      const audit = await viewer.call('GET', `/cases/${ids.clean}/audit`);
      const entry = (audit.body.entries as Obj[]).find((e) => e.action === 'case.status_changed') as Obj;
      assert.deepEqual(entry.actor, { type: 'account', id: ids.rev1, name: 'rev1' });
      assert.deepEqual(
        [entry.before, entry.after, entry.reason],
        [{ status: 'PENDING_REVIEW' }, { status: 'DECLINED' }, 'Company not trading'],
      );
      assert.deepEqual((await caseOf(viewer, ids.clean)).allowedStatuses, ['ACCEPTED', 'PENDING_REVIEW']);
    });

    it('enforces roles: read-only reads only, a builder cannot decide, a reviewer cannot publish', async () => {
      for (const [caller, method, path, body] of [
        [viewer, 'POST', `/cases/${ids.hit}/status`, { status: 'ACCEPTED', reason: 'x' }],
        [viewer, 'POST', `/cases/${ids.hit}/notes`, { body: 'x' }],
        [viewer, 'PUT', `/cases/${ids.hit}/assignee`, { accountId: null }],
        [viewer, 'PUT', '/flows/review-a/review-settings', { fourEyes: true }],
        [builder, 'POST', `/cases/${ids.hit}/status`, { status: 'ACCEPTED', reason: 'x' }],
        [rev1, 'PUT', '/flows/review-a/review-settings', { fourEyes: true }],
        [rev1, 'POST', '/flows/review-a/publish', { target: 'live', version: 1 }],
        [rev1, 'POST', '/flows/review-a/versions', { document: REVIEW_FLOW }],
      ] as const) {
        const a = await caller.call(method, path, body);
        assert.equal(a.status, 403, `${method} ${path}: ${JSON.stringify(a.body)}`);
        assert.equal(a.body.code, 4030);
      }
      assert.equal((await viewer.call('GET', `/cases/${ids.hit}/audit`)).status, 200);
      const published = await builder.call('POST', '/flows/review-a/publish', { target: 'test', version: 1 });
      assert.equal(published.status, 200, 'a builder publishes');
      assert.equal((await viewer.call('GET', '/flows')).status, 200);
      assert.equal((await rev1.call('POST', `/cases/${ids.hit}/notes`, { body: 'x' }, { csrf: false })).status, 403);
    });

    it('four eyes: a decision on a screening hit waits for a second, different reviewer', async () => {
      const on = await builder.call('PUT', '/flows/review-a/review-settings', { fourEyes: true });
      assert.deepEqual(on.body, { flowId: 'review-a', fourEyes: true });
      assert.equal((await caseOf(viewer, ids.hit)).needsSecondReviewer, true);
      const asked = await rev1.call('POST', `/cases/${ids.hit}/status`, {
        status: 'DECLINED',
        reason: 'Sanctions match confirmed',
      });
      assert.equal(asked.status, 202, JSON.stringify(asked.body));
      const decision = asked.body.decision as Obj;
      assert.equal(decision.state, 'pending');
      assert.equal(
        (await caseOf(viewer, ids.hit)).details && ((await caseOf(viewer, ids.hit)).details as Obj).status,
        'PENDING_REVIEW',
      );
      const again = await rev2.call('POST', `/cases/${ids.hit}/status`, { status: 'ACCEPTED', reason: 'x' });
      assert.equal(again.status, 409, 'one decision waits at a time');
      const own = await rev1.call('POST', `/cases/${ids.hit}/decisions/${String(decision.id)}`, { approve: true });
      assert.equal(own.status, 403);
      assert.equal(own.body.code, 4030);
      const approved = await rev2.call('POST', `/cases/${ids.hit}/decisions/${String(decision.id)}`, {
        approve: true,
        reason: 'Agreed',
      });
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      assert.equal(approved.body.state, 'approved');
      assert.equal(approved.body.resolvedBy, 'rev2');
      assert.equal(((await caseOf(viewer, ids.hit)).details as Obj).status, 'DECLINED');
      const settledAgain = await rev2.call('POST', `/cases/${ids.hit}/decisions/${String(decision.id)}`, {
        approve: false,
      });
      assert.equal(settledAgain.status, 404);

      // Back to review, asked by rev2 and rejected by rev1: the status stays.
      const back = await rev2.call('POST', `/cases/${ids.hit}/status`, {
        status: 'PENDING_REVIEW',
        reason: 'New documents',
      });
      assert.equal(back.status, 202);
      const rejected = await rev1.call(
        'POST',
        `/cases/${ids.hit}/decisions/${String((back.body.decision as Obj).id)}`,
        { approve: false, reason: 'No new documents' },
      );
      assert.equal(rejected.body.state, 'rejected');
      assert.equal(((await caseOf(viewer, ids.hit)).details as Obj).status, 'DECLINED');

      const actions = ((await viewer.call('GET', `/cases/${ids.hit}/audit?limit=500`)).body.entries as Obj[]).map(
        (e) => e.action,
      );
      for (const a of [
        'case.decision_requested',
        'case.decision_approved',
        'case.status_changed',
        'case.decision_rejected',
        'case.assigned',
      ])
        assert.ok(actions.includes(a), a);
      const decisions = (await caseOf(viewer, ids.hit)).decisions as Obj[];
      assert.deepEqual(
        decisions.map((d) => d.state),
        ['approved', 'rejected'],
      );
    });

    it('four eyes holds a management API decision too, until a second, different person approves it', async () => {
      const hit = await run(LISTED);
      const clean = await run(CLEAN);
      const token = await getToken(server, server.tenants.a);
      const api = async (method: string, path: string, body: unknown) => {
        const res = await fetch(`${server.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as Obj };
      };
      const put = await api('PUT', '/end-clients/status', {
        endClientIds: [hit, clean],
        status: 'ACCEPTED',
        reason: 'Checked by the back office',
      });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      assert.deepEqual(put.body.updated, [clean], 'no hit: the change is made at once');
      const pending = put.body.pending as Array<{ endClientId: string; decisionId: string }>;
      assert.deepEqual(
        pending.map((p) => p.endClientId),
        [hit],
      );
      assert.equal(((await caseOf(viewer, hit)).details as Obj).status, 'PENDING_REVIEW', 'held, not made');
      const twice = await api('PUT', '/end-clients/status', { endClientIds: [hit], status: 'DECLINED' });
      assert.equal(twice.status, 409, 'one decision waits at a time');
      const self = await api('POST', `/end-clients/${hit}/decisions/${pending[0]!.decisionId}`, { approve: true });
      assert.equal(self.status, 403, 'the client that asked cannot approve');
      assert.equal(self.body.code, 4030);
      const approved = await rev1.call('POST', `/cases/${hit}/decisions/${pending[0]!.decisionId}`, {
        approve: true,
      });
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      assert.equal(((await caseOf(viewer, hit)).details as Obj).status, 'ACCEPTED');
      const entries = (await viewer.call('GET', `/cases/${hit}/audit?limit=500`)).body.entries as Obj[];
      const requested = entries.find((e) => e.action === 'case.decision_requested');
      assert.equal((requested?.actor as Obj).type, 'client');
      assert.equal(requested?.reason, 'Checked by the back office');
      // A forbidden transition held for four eyes is refused like any other, naming the id.
      const back = await api('PUT', '/end-clients/status', { endClientIds: [hit], status: 'IN_PROGRESS' });
      assert.equal(back.status, 400);
      assert.equal(back.body.code, 4111);
    });

    it('links and unlinks cases and revokes resume links, each audited', async () => {
      const linked = await rev1.call('POST', `/cases/${ids.hit}/links`, { linkedEndClientId: ids.clean });
      assert.equal(linked.status, 200, JSON.stringify(linked.body));
      assert.deepEqual(linked.body.links, [ids.clean]);
      await rev1.call('POST', `/cases/${ids.hit}/links`, { linkedEndClientId: ids.clean });
      assert.deepEqual((await caseOf(viewer, ids.clean)).links, [ids.hit]);
      const self = await rev1.call('POST', `/cases/${ids.hit}/links`, { linkedEndClientId: ids.hit });
      assert.equal(self.body.code, 4105);
      assert.equal(
        (await viewer.call('POST', `/cases/${ids.hit}/links`, { linkedEndClientId: ids.clean })).status,
        403,
      );
      const unlinked = await rev2.call('DELETE', `/cases/${ids.clean}/links/${ids.hit}`);
      assert.deepEqual(unlinked.body, { removed: true, links: [] });
      const revoked = await rev2.call('POST', `/cases/${ids.clean}/revoke-links`);
      assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
      const other = await studioSignIn(server, server.tenants.b);
      assert.equal((await other.call('POST', `/cases/${ids.clean}/revoke-links`)).status, 404);
      const trail = async (id: string) =>
        ((await viewer.call('GET', `/cases/${id}/audit?limit=500`)).body.entries as Obj[]).map((e) => e.action);
      const hitTrail = await trail(ids.hit);
      assert.equal(hitTrail.filter((a) => a === 'case.linked').length, 1, 'linking again records nothing');
      assert.ok(hitTrail.includes('case.unlinked'));
      const cleanTrail = await trail(ids.clean);
      for (const a of ['case.linked', 'case.unlinked', 'case.links_revoked']) assert.ok(cleanTrail.includes(a), a);
    });

    it('erases a case with a receipt of what went; the trail keeps the erasure without the person', async () => {
      const id = await run({ ...CLEAN, first_name: 'Ingeborg', email: 'ingeborg@erase.example' });
      // SQLite's case search index holds the case's values once the indexer has read it, which it
      // does once the case has settled (a minute after its last write): an indexer whose clock is
      // a minute on reads it now. Nothing of this test writes values after it.
      await createCaseSearchIndexer({
        db: server.store.store.db,
        dialect,
        now: () => Date.now() + SETTLE_MS + 1000,
        intervalMs: 60_000,
        logger: { info: () => {}, error: () => {} },
      }).run();
      const fts = async (word: string) =>
        dialect === 'sqlite'
          ? (
              await sql<{
                rowid: number;
              }>`select rowid from case_search_fts where case_search_fts match ${`"${word}"`}`.execute(
                server.store.store.db,
              )
            ).rows.length
          : 0;
      const found = async (q: string) =>
        ((await viewer.call('GET', `/cases?q=${encodeURIComponent(q)}`)).body.cases as Obj[]).map((c) => c.endClientId);
      assert.deepEqual(await found('ingeborg'), [id]);
      if (dialect === 'sqlite') assert.equal(await fts('ingeborg'), 1);
      await rev1.call('POST', `/cases/${id}/notes`, { body: 'to be erased' });
      await rev1.call('PUT', `/cases/${id}/assignee`, { accountId: ids.rev1 });
      assert.equal((await viewer.call('DELETE', `/cases/${id}`)).status, 403, 'read-only cannot erase');
      const other = await studioSignIn(server, server.tenants.b);
      assert.equal((await other.call('DELETE', `/cases/${id}`)).status, 404);
      const receipt = await rev2.call('DELETE', `/cases/${id}`);
      assert.equal(receipt.status, 200, JSON.stringify(receipt.body));
      assert.equal(receipt.body.endClientId, id);
      assert.equal(receipt.body.status, 'PENDING_REVIEW');
      assert.deepEqual(receipt.body.removed, { values: 6, files: 0, notes: 1, decisions: 0, links: 0 });
      assert.equal((await viewer.call('GET', `/cases/${id}`)).status, 404);
      assert.equal((await rev2.call('DELETE', `/cases/${id}`)).status, 404);
      const trail = (await viewer.call('GET', `/cases/${id}/audit`)).body.entries as Obj[];
      const erasure = trail.find((e) => e.action === 'case.deleted') as Obj;
      assert.equal((erasure.actor as Obj).name, 'rev2');
      assert.ok(!JSON.stringify(trail).includes('Ingeborg') && !JSON.stringify(trail).includes('erase.example'));
      // Erased values are not found, and nothing of them is left in the search index.
      assert.deepEqual(await found('ingeborg'), []);
      assert.deepEqual(await found('erase.example'), []);
      assert.equal(await fts('ingeborg'), 0);
      assert.equal(await fts('erase.example'), 0);
      if (dialect === 'sqlite') {
        const rows = await server.store.store.db
          .selectFrom('case_search')
          .select('id')
          .where('session_id', '=', id)
          .execute();
        assert.deepEqual(rows, []);
      }
    });
  });
}
