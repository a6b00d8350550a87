// The audit trail on SQLite and PostgreSQL: entries from the management API (status change with a
// reason, erasure without personal data, flow saves and publications by the API client) and the
// Studio, read per case and per flow in pages, exported as CSV and JSON; and the store itself
// refusing to update or delete an entry.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { getToken, startTestServer, type TestServer } from '../../../../test/support/server.js';
import { studioSignIn, type StudioCaller } from '../../../../test/support/studio-client.js';
import { flowClient } from '../../../../test/support/flow-client.js';
import { DIALECTS } from '../../../../test/support/stores.js';
import { enrollmentClient } from '../../../monitoring/test-support.js';

const FLOW = {
  name: 'Audit test',
  authenticated: false,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'done',
      elements: [{ key: 'name', type: 'text', name: 'Name', role: 'first_name', validations: [{ type: 'required' }] }],
    },
    { id: 'done', type: 'end', text: 'Thanks', status: 'PENDING_REVIEW' },
  ],
};

type Obj = Record<string, unknown>;

for (const dialect of DIALECTS) {
  describe(`audit trail (${dialect})`, () => {
    let server: TestServer;
    let admin: StudioCaller;
    let token: string;
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Obj };
    };
    const raw = (path: string) => fetch(`${server.baseUrl}/studio/api${path}`, { headers: { cookie: admin.cookie } });
    const run = async (name: string) => {
      const c = flowClient(server.baseUrl);
      const start = await c.get('audited');
      assert.equal((await c.submit('audited', start.session, { first_name: name })).status, 200);
      return start.session!;
    };

    before(async () => {
      server = await startTestServer(dialect);
      token = await getToken(server, server.tenants.a);
      assert.equal((await api('PUT', '/admin/flows/audited', FLOW)).status, 201);
      assert.equal((await api('POST', '/admin/flows/audited/publish', { target: 'live' })).status, 200);
      admin = await studioSignIn(server, server.tenants.a);
    });
    after(async () => {
      await server?.close();
    });

    it('records a management-API status change with its reason and the API client as actor', async () => {
      const id = await run('Ottilie');
      const changed = await api('PUT', '/end-clients/status', {
        endClientIds: [id],
        status: 'ACCEPTED',
        reason: 'Checked by phone',
      });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const page = await admin.call('GET', `/cases/${id}/audit`);
      assert.deepEqual(
        (page.body.entries as Obj[]).map((e) => [e.action, e.actor, e.before, e.after, e.reason]),
        [
          [
            'case.status_changed',
            { type: 'client', id: 'client-a', name: 'client-a' },
            { status: 'PENDING_REVIEW' },
            { status: 'ACCEPTED' },
            'Checked by phone',
          ],
        ],
      );
      const refused = await api('PUT', '/end-clients/status', { endClientIds: [id], status: 'ABANDONED' });
      assert.equal(refused.status, 400);
      assert.equal(
        ((await admin.call('GET', `/cases/${id}/audit`)).body.entries as Obj[]).length,
        1,
        'a refused change leaves no entry',
      );
    });

    it('records an erasure without the personal data, and keeps the trail readable afterwards', async () => {
      const id = await run('Wilhelmina Erasable');
      await admin.call('POST', `/cases/${id}/notes`, { body: 'Wilhelmina asked to be forgotten' });
      const deleted = await api('DELETE', '/end-clients/delete-manually', { endClientIds: [id] });
      assert.deepEqual(deleted.body.deleted, [id]);
      const page = await admin.call('GET', `/cases/${id}/audit`);
      assert.equal(page.status, 200);
      const entries = page.body.entries as Obj[];
      const erasure = entries.find((e) => e.action === 'case.deleted') as Obj;
      assert.deepEqual(erasure.before, { status: 'PENDING_REVIEW', flowId: 'audited', flowVersion: 1, mode: 'live' });
      assert.ok(!JSON.stringify(entries).includes('Wilhelmina'), 'no personal data in the trail');
      assert.equal((await admin.call('GET', `/cases/${id}`)).status, 404, 'the case itself is gone');
    });

    it('records flow saves and publications by whoever made them, per flow', async () => {
      const saved = await admin.call('POST', '/flows/audited/versions', { document: FLOW, basedOn: 1 });
      assert.equal(saved.status, 201);
      assert.equal((await admin.call('POST', '/flows/audited/publish', { target: 'test', version: 2 })).status, 200);
      const entries = (await admin.call('GET', '/flows/audited/audit')).body.entries as Obj[];
      assert.deepEqual(
        entries.map((e) => [e.action, (e.actor as Obj).type, e.after]),
        [
          ['flow.published', 'user', { testVersion: 2 }],
          ['flow.version_saved', 'user', { latestVersion: 2, name: 'Audit test' }],
          ['flow.published', 'client', { liveVersion: 1 }],
          ['flow.version_saved', 'client', { latestVersion: 1, name: 'Audit test' }],
        ],
      );
    });

    it('pages a trail newest first without overlap', async () => {
      const id = await run('Paginata');
      for (const n of [1, 2, 3]) await admin.call('POST', `/cases/${id}/notes`, { body: `note ${n}` });
      const first = await admin.call('GET', `/cases/${id}/audit?limit=2`);
      const second = await admin.call('GET', `/cases/${id}/audit?limit=2&cursor=${String(first.body.nextCursor)}`);
      const all = [...(first.body.entries as Obj[]), ...(second.body.entries as Obj[])].map((e) => e.id);
      assert.equal(new Set(all).size, 3);
      assert.equal(second.body.nextCursor, null);
      const lengths = [...(first.body.entries as Obj[]), ...(second.body.entries as Obj[])].map(
        (e) => (e.after as Obj).length,
      );
      assert.deepEqual(lengths, [6, 6, 6]);
    });

    it('exports a trail as CSV (formulas escaped) and as JSON, as a download', async () => {
      const id = await run('Exporta');
      await api('PUT', '/end-clients/status', {
        endClientIds: [id],
        status: 'DECLINED',
        reason: '=HYPERLINK("http://evil")',
      });
      const csv = await raw(`/cases/${id}/audit/export?format=csv`);
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
      assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="audit-case-[\w-]+\.csv"/);
      const lines = (await csv.text()).trim().split('\r\n');
      assert.equal(lines[0], 'id,at,actor_type,actor_id,actor_name,action,target_type,target_id,before,after,reason');
      assert.equal(lines.length, 2);
      assert.ok(lines[1]?.includes(`case.status_changed,case,${id}`));
      assert.ok(lines[1]?.endsWith(`"'=HYPERLINK(""http://evil"")"`), lines[1]);
      const json = await raw(`/cases/${id}/audit/export?format=json`);
      const body = (await json.json()) as { entries: Obj[] };
      assert.equal(body.entries.length, 1);
      assert.equal(body.entries[0]?.reason, '=HYPERLINK("http://evil")');
      const other = await studioSignIn(server, server.tenants.b);
      const theirs = await fetch(`${server.baseUrl}/studio/api/cases/${id}/audit/export?format=json`, {
        headers: { cookie: other.cookie },
      });
      assert.deepEqual(await theirs.json(), { entries: [] }, "another tenant's export of this id is empty");
    });

    it('records an enrollment deletion by the enrollment API user, without the person', async () => {
      const enrollment = enrollmentClient(server);
      const etoken = await enrollment.token(server.tenants.a);
      const id = await enrollment.enroll(etoken, 'http://127.0.0.1:9/hook', {}, { LastName: 'Enrolledperson' });
      const deleted = await enrollment.call('DELETE', `/Enrollment/${id}`, etoken);
      assert.equal(deleted.status, 200, deleted.text);
      assert.equal((await enrollment.call('DELETE', `/Enrollment/${id}`, etoken)).status, 404);
      const entries = await server.store.store.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'enrollment')
        .where('target_id', '=', id)
        .execute();
      assert.deepEqual(
        entries.map((e) => [e.action, e.actor_type, e.tenant_id, e.before, e.after]),
        [['enrollment.deleted', 'user', server.tenants.a.tenantId, '{"status":"active"}', '{"status":"deleted"}']],
        'one entry: a second delete of the same id changes nothing',
      );
      assert.ok(!JSON.stringify(entries).includes('Enrolledperson'));
      const read = await admin.call('GET', `/enrollments/${id}/audit`);
      assert.deepEqual(
        (read.body.entries as Obj[]).map((e) => e.action),
        ['enrollment.deleted'],
      );
    });

    it('records webhook settings changes by the API client, never a secret', async () => {
      const put = await api('PUT', '/admin/webhook-auth', {
        mode: 'basic',
        username: 'hook-user',
        password: 'hook-secret-value',
      });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const rotated = await api('POST', '/admin/event-callback-token/rotate', {});
      assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
      const entries = await server.store.store.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'settings')
        .where('tenant_id', '=', server.tenants.a.tenantId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      assert.deepEqual(
        entries.map((e) => [e.action, e.actor_id, e.target_id, e.before, e.after]),
        [
          [
            'settings.webhook_auth_changed',
            'client-a',
            'webhooks',
            '{"mode":"none"}',
            '{"mode":"basic","username":"hook-user"}',
          ],
          ['settings.event_token_rotated', 'client-a', 'webhooks', null, null],
        ],
      );
      assert.ok(!JSON.stringify(entries).includes('hook-secret-value'));
      assert.ok(!JSON.stringify(entries).includes(String(rotated.body.token)));
      const read = await admin.call('GET', '/settings/webhooks/audit');
      assert.deepEqual(
        (read.body.entries as Obj[]).map((e) => e.action),
        ['settings.event_token_rotated', 'settings.webhook_auth_changed'],
      );
    });

    it('refuses any update or delete of an entry in the store itself', async () => {
      const db = server.store.store.db;
      const before = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      await assert.rejects(db.updateTable('audit_log').set({ reason: 'rewritten' }).execute(), /append-only/);
      await assert.rejects(db.deleteFrom('audit_log').execute(), /append-only/);
      if (dialect === 'postgres') await assert.rejects(sql`truncate audit_log`.execute(db), /append-only/);
      const after = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(after.n), Number(before.n));
      const rewritten = await db.selectFrom('audit_log').select('id').where('reason', '=', 'rewritten').execute();
      assert.deepEqual(rewritten, []);
    });
  });
}
