import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { startHttpTarget, type HttpTarget } from '../../test/support/http-target.js';
import { flowClient, idOf } from '../../test/support/flow-client.js';
import { serviceFlow } from '../../test/fixtures/service-flow.js';

/** Two forms, then the end (ACCEPTED). */
const twoForms = {
  name: 'Two forms',
  authenticated: false,
  start: 'a',
  nodes: [
    {
      id: 'a',
      type: 'form',
      title: 'A',
      next: 'b',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
      ],
    },
    {
      id: 'b',
      type: 'form',
      title: 'B',
      next: 'done',
      elements: [{ key: 'email', type: 'email', name: 'Email', role: 'email', validations: [{ type: 'required' }] }],
    },
    { id: 'done', type: 'end', text: 'Thanks' },
  ],
};

for (const dialect of DIALECTS) {
  describe(`end-client operations (${dialect})`, () => {
    let server: TestServer;
    let target: HttpTarget;
    let tokenA: string;
    let tokenB: string;
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);

    async function call(method: string, path: string, body: unknown, token: string | undefined = tokenA) {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const text = await res.text(); // 201 from POST /end-clients has no body
      return {
        status: res.status,
        body: (text ? JSON.parse(text) : {}) as Record<string, unknown> & {
          code?: number;
          details?: Array<Record<string, unknown>>;
        },
      };
    }
    const setStatus = (ids: string[], status: string, prefix = '', token?: string) =>
      call('PUT', `${prefix}/end-clients/status`, { endClientIds: ids, status }, token);
    const remove = (ids: string[], prefix = '', token?: string) =>
      call('DELETE', `${prefix}/end-clients/delete-manually`, { endClientIds: ids }, token);

    /** Sessions of `two` at each status the flow itself sets. */
    async function sessions(prefix = '') {
      const notStarted = (await api(prefix).get('two')).session!;
      const inProgress = (await api(prefix).submit('two', null, { first_name: 'Ada' })).session!;
      const finished = (await api(prefix).submit('two', null, { first_name: 'Ada' })).session!;
      assert.equal((await api(prefix).submit('two', finished, { email: 'ada@example.com' })).body.type, 'end');
      return { notStarted, inProgress, finished };
    }
    const statusOf = async (id: string) =>
      (await server.store.store.db.selectFrom('sessions').select('status').where('id', '=', id).executeTakeFirst())
        ?.status;

    before(async () => {
      target = await startHttpTarget();
      server = await startTestServer(dialect);
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      const tenantId = server.tenants.a.tenantId;
      for (const [flowId, document] of [
        ['two', twoForms],
        ['svc', serviceFlow(target.url)],
      ] as const) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        for (const t of ['live', 'test'] as const)
          await server.services.flows.publish({ tenantId, flowId, target: t, actor: 'test' });
      }
    });
    after(async () => {
      await target.close();
      await server.close();
    });

    it('moves finished end clients between the review statuses and reports the rest', async () => {
      const s = await sessions();
      const declined = await setStatus([s.finished, s.finished, 'no-such-id'], 'DECLINED');
      assert.equal(declined.status, 200);
      assert.deepEqual(declined.body, {
        updated: [s.finished],
        unchanged: [],
        notFound: ['no-such-id'],
        pending: [],
      });
      assert.equal(await statusOf(s.finished), 'DECLINED');
      assert.deepEqual((await setStatus([s.finished], 'DECLINED')).body, {
        updated: [],
        unchanged: [s.finished],
        notFound: [],
        pending: [],
      });
      assert.equal((await setStatus([s.finished], 'PENDING_REVIEW')).status, 200);
      assert.equal((await setStatus([s.finished], 'ACCEPTED')).status, 200);
      assert.equal(await statusOf(s.finished), 'ACCEPTED');
      // The run itself is over either way: the end step still shows, a submit is still 4013.
      assert.equal((await api().get('two', s.finished)).body.type, 'end');
      assert.equal((await api().submit('two', s.finished, { email: 'x@example.com' })).body.code, 4013);
    });

    it('refuses a forbidden change with 4111 and a detail per id, changing none of the others', async () => {
      const s = await sessions();
      const refused = await setStatus([s.finished, s.notStarted, s.inProgress], 'DECLINED');
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 4111);
      assert.deepEqual(
        refused.body.details?.map((d) => [d.field, d.endClientId, d.status]),
        [
          ['body/endClientIds/1', s.notStarted, 'NOT_STARTED'],
          ['body/endClientIds/2', s.inProgress, 'IN_PROGRESS'],
        ],
      );
      assert.match(
        String(refused.body.details?.[1]?.message),
        /IN_PROGRESS cannot change to DECLINED \(allowed: ABANDONED\)/,
      );
      assert.equal(await statusOf(s.finished), 'ACCEPTED');
      assert.equal((await setStatus([s.finished], 'IN_PROGRESS')).body.code, 4111);
    });

    it('abandons a run in progress: every flow call answers 4109 and nothing moves it again', async () => {
      const s = await sessions();
      assert.deepEqual((await setStatus([s.inProgress], 'ABANDONED')).body.updated, [s.inProgress]);
      for (const answer of [
        await api().get('two', s.inProgress),
        await api().submit('two', s.inProgress, { email: 'a@example.com' }),
        await api().back('two', s.inProgress),
      ]) {
        assert.equal(answer.status, 400);
        assert.equal(answer.body.code, 4109);
      }
      assert.equal((await setStatus([s.inProgress], 'ACCEPTED')).body.code, 4111);
      assert.equal(await statusOf(s.inProgress), 'ABANDONED');
    });

    it('drops the result of a service that finishes after its run was abandoned', async () => {
      // Resolves once the worker has handed the service's result to the runtime and that returned.
      const { runtime } = server.services;
      const original = runtime.finishService.bind(runtime);
      const handed = new Promise<void>((resolve) => {
        runtime.finishService = async (...args) => {
          try {
            await original(...args);
          } finally {
            runtime.finishService = original;
            resolve();
          }
        };
      });
      const start = await api().get('svc');
      const s = start.session!;
      const submitted = await api().submit('svc', s, {
        [idOf(start, 'first_name')]: 'Ada',
        address_country: 'SE',
        delay: '300',
      });
      assert.equal(submitted.body.type, 'pending');
      assert.equal((await setStatus([s], 'ABANDONED')).status, 200);
      await handed;
      assert.ok(target.calls.some((c) => c.url.includes('delay=300')));
      assert.equal(await statusOf(s), 'ABANDONED');
      assert.equal((await api().get('svc', s)).body.code, 4109);
    });

    it('deletes end clients with their state; deleted ids then answer 4100', async () => {
      const s = await sessions();
      const deleted = await remove([s.notStarted, s.finished, 'no-such-id']);
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { deleted: [s.notStarted, s.finished], notFound: ['no-such-id'] });
      assert.equal((await api().get('two', s.finished)).body.code, 4100);
      assert.equal(await statusOf(s.notStarted), undefined);
      assert.equal((await api().get('two', s.inProgress)).body.type, 'form');
      assert.deepEqual((await remove([s.finished])).body, { deleted: [], notFound: [s.finished] });
    });

    it('keeps live and /test end clients apart', async () => {
      const live = await sessions();
      const test = await sessions('/test');
      assert.deepEqual((await setStatus([live.finished, test.finished], 'DECLINED', '/test')).body, {
        updated: [test.finished],
        unchanged: [],
        notFound: [live.finished],
        pending: [],
      });
      assert.equal(await statusOf(live.finished), 'ACCEPTED');
      assert.deepEqual((await remove([test.notStarted, live.notStarted])).body, {
        deleted: [live.notStarted],
        notFound: [test.notStarted],
      });
    });

    it("needs the tenant's token and never touches another tenant's end clients", async () => {
      const s = await sessions();
      const anonymous = await setStatus([s.finished], 'DECLINED', '', '');
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.code, 4031);
      assert.equal((await remove([s.finished], '', 'not-a-token')).status, 401);
      assert.deepEqual((await setStatus([s.finished], 'DECLINED', '', tokenB)).body, {
        updated: [],
        unchanged: [],
        notFound: [s.finished],
        pending: [],
      });
      assert.deepEqual((await remove([s.finished], '', tokenB)).body, { deleted: [], notFound: [s.finished] });
      assert.equal(await statusOf(s.finished), 'ACCEPTED');
    });

    const link = (a: string, b: string, method = 'POST', prefix = '', token?: string) =>
      call(method, `${prefix}/end-clients`, { endClientId: a, linkedEndClientId: b }, token);
    const linksOf = async (id: string, prefix = '', token: string = tokenA) => {
      const res = await fetch(`${server.baseUrl}${prefix}/end-clients/${id}/links`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as { linkedEndClientIds?: string[]; code?: number } };
    };

    it('links two end clients both ways, idempotently, and unlinks them', async () => {
      const s = await sessions();
      const created = await fetch(`${server.baseUrl}/end-clients`, {
        method: 'POST',
        body: JSON.stringify({ endClientId: s.finished, linkedEndClientId: s.inProgress }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenA}` },
      });
      assert.equal(created.status, 201);
      assert.equal(await created.text(), '');
      assert.equal((await link(s.inProgress, s.finished)).status, 201); // the same link, the other way round
      assert.equal((await link(s.finished, s.notStarted)).status, 201);
      assert.deepEqual((await linksOf(s.finished)).body, {
        endClientId: s.finished,
        linkedEndClientIds: [s.inProgress, s.notStarted],
      });
      assert.deepEqual((await linksOf(s.inProgress)).body.linkedEndClientIds, [s.finished]);
      assert.deepEqual((await link(s.inProgress, s.finished, 'DELETE')).body, { removed: true });
      assert.deepEqual((await link(s.inProgress, s.finished, 'DELETE')).body, { removed: false });
      assert.deepEqual((await linksOf(s.finished)).body.linkedEndClientIds, [s.notStarted]);
      // Deleting an end client takes its links with it.
      await remove([s.notStarted]);
      assert.deepEqual((await linksOf(s.finished)).body.linkedEndClientIds, []);
      assert.equal((await linksOf(s.notStarted)).body.code, 4100);
    });

    it('refuses links to unknown, foreign or the same end client with 4105 / 4106 naming the field', async () => {
      const s = await sessions();
      const t = await sessions('/test');
      const self = await link(s.finished, s.finished);
      assert.equal(self.status, 400);
      assert.equal(self.body.code, 4105);
      assert.equal(self.body.details?.[0]?.field, 'body/linkedEndClientId');
      const unknown = await link('no-such-id', s.finished);
      assert.equal(unknown.body.code, 4105);
      assert.deepEqual(
        unknown.body.details?.map((d) => d.field),
        ['body/endClientId'],
      );
      assert.equal((await link(s.finished, t.finished)).body.code, 4105); // live and /test never meet
      assert.equal((await link(s.finished, s.inProgress, 'POST', '', tokenB)).body.code, 4105); // another tenant's
      assert.equal((await link(t.finished, t.inProgress, 'POST', '/test')).status, 201);
      assert.deepEqual((await linksOf(t.finished, '/test')).body.linkedEndClientIds, [t.inProgress]);
      assert.equal((await linksOf(t.finished)).body.code, 4100);
      const unlinkUnknown = await link(s.finished, 'no-such-id', 'DELETE');
      assert.equal(unlinkUnknown.body.code, 4106);
      assert.deepEqual(
        unlinkUnknown.body.details?.map((d) => d.field),
        ['body/linkedEndClientId'],
      );
      // Schema failures carry the operation's own code too.
      assert.equal((await call('POST', '/end-clients', { endClientId: s.finished })).body.code, 4105);
      assert.equal(
        (await call('DELETE', '/end-clients', { endClientId: s.finished, linkedEndClientId: 7 })).body.code,
        4106,
      );
      assert.equal((await link(s.finished, s.inProgress, 'POST', '', '')).status, 401);
      assert.equal((await linksOf(s.finished, '', 'not-a-token')).status, 401);
    });

    it('rejects malformed bodies in the error format', async () => {
      for (const body of [
        {},
        { endClientIds: [], status: 'DECLINED' },
        { endClientIds: ['x'], status: 'GONE' },
        { endClientIds: 'x', status: 'DECLINED' },
        { endClientIds: Array.from({ length: 1001 }, (_, i) => `id${i}`), status: 'DECLINED' },
        { endClientIds: ['x'], status: 'DECLINED', extra: 1 },
      ]) {
        const answer = await call('PUT', '/end-clients/status', body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal(typeof answer.body.code, 'number');
        assert.equal(typeof answer.body.message, 'string');
      }
      assert.equal((await call('DELETE', '/end-clients/delete-manually', { endClientIds: [''] })).status, 400);
    });
  });
}
