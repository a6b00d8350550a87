// The Studio's "Try it" calls over real HTTP, on SQLite and PostgreSQL: a fresh test session with a
// signed link only for the version published to test; its page may be framed by this origin only
// (a live link's never); the path the session took as it advances; rollback is a publish of an
// older version, recorded like any other; tenant isolation and CSRF refusal.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { DIALECTS } from '../../../test/support/stores.js';
import { studioSignIn, type StudioCaller } from '../../../test/support/studio-client.js';

const doc = (status: string) => ({
  name: 'Try me',
  nodes: [
    {
      id: 'ask',
      type: 'form',
      title: 'Your e-mail',
      next: 'route',
      elements: [{ key: 'email', type: 'email', name: 'E-mail', role: 'email', validations: [{ type: 'required' }] }],
    },
    {
      id: 'route',
      type: 'condition',
      branches: [
        {
          condition: { type: 'AND', rules: [{ fieldId: 'email', operator: 'cv', comparable: { value: 'review' } }] },
          next: 'review',
        },
      ],
      otherwise: 'done',
    },
    { id: 'done', type: 'end', status, text: 'Thanks' },
    { id: 'review', type: 'end', status: 'PENDING_REVIEW' },
  ],
});

for (const dialect of DIALECTS) {
  describe(`studio try-it API (${dialect})`, () => {
    let server: TestServer;
    let a: StudioCaller;
    let b: StudioCaller;
    before(async () => {
      server = await startTestServer(dialect);
      a = await studioSignIn(server, server.tenants.a);
      b = await studioSignIn(server, server.tenants.b);
      assert.equal(
        (await a.call('POST', '/flows/tried/versions', { document: doc('ACCEPTED'), basedOn: 0 })).status,
        201,
      );
      assert.equal(
        (await a.call('POST', '/flows/tried/versions', { document: doc('DECLINED'), basedOn: 1 })).status,
        201,
      );
    });
    after(async () => {
      await server?.close();
    });

    const resume = async (token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.baseUrl}/resume/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    it('links a fresh test session of the version published to test, and refuses another version', async () => {
      const unpublished = await a.call('POST', '/flows/tried/try', { version: 1 });
      assert.equal(unpublished.status, 404, JSON.stringify(unpublished.body));
      assert.equal((await a.call('POST', '/flows/tried/publish', { target: 'test', version: 1 })).status, 200);
      const other = await a.call('POST', '/flows/tried/try', { version: 2 });
      assert.equal(other.status, 409);
      assert.equal(other.body.code, 4409);
      assert.match(String(other.body.message), /not the one published to test \(v1\)/);

      const tried = await a.call('POST', '/flows/tried/try', { version: 1 });
      assert.equal(tried.status, 200, JSON.stringify(tried.body));
      assert.equal(tried.body.version, 1);
      assert.match(String(tried.body.path), /^\/resume\/[A-Za-z0-9_-]{51,54}$/);
      assert.ok(String(tried.body.url).endsWith(String(tried.body.path)));
      const lifetime = Date.parse(String(tried.body.expiresAt)) - Date.now();
      assert.ok(lifetime > 3500_000 && lifetime <= 3600_000, `a try link lives an hour, not ${lifetime} ms`);
      const again = await a.call('POST', '/flows/tried/try', { version: 1 });
      assert.notEqual(again.body.sessionId, tried.body.sessionId, 'each try is a fresh session');

      // The page of a test link may be framed by this origin, and by nothing else.
      const page = await fetch(`${server.baseUrl}${String(tried.body.path)}`);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'$/);
      assert.equal(page.headers.get('x-frame-options'), 'SAMEORIGIN');
    });

    it('draws the path as the session advances, branch included', async () => {
      const tried = await a.call('POST', '/flows/tried/try', { version: 1 });
      const sessionId = String(tried.body.sessionId);
      const token = String(tried.body.path).split('/').pop() ?? '';
      const path = () => a.call('GET', `/flows/tried/try/${sessionId}`);

      const fresh = await path();
      assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
      assert.deepEqual([fresh.body.nodes, fresh.body.current, fresh.body.finished], [[], null, false]);

      assert.equal((await resume(token, 'GET', 'step')).status, 200);
      assert.deepEqual((await path()).body.nodes, ['ask']);
      const end = await resume(token, 'POST', 'submit', { email: 'please-review@example.com' });
      assert.equal(end.status, 200, JSON.stringify(end.body));
      const done = await path();
      assert.deepEqual(done.body, {
        sessionId,
        version: 1,
        status: 'PENDING_REVIEW',
        nodes: ['ask', 'route', 'review'],
        links: [
          { source: 'ask', handle: 'next', target: 'route' },
          { source: 'route', handle: 'branch-0', target: 'review' },
        ],
        current: 'review',
        finished: true,
      });
    });

    it('rolls live back to an earlier version with a publish, recorded in the history', async () => {
      for (const version of [2, 1])
        assert.equal((await a.call('POST', '/flows/tried/publish', { target: 'live', version })).status, 200);
      const history = await a.call('GET', '/flows/tried/versions');
      const flow = history.body.flow as { liveVersion: number };
      assert.equal(flow.liveVersion, 1);
      const versions = history.body.versions as Array<{ version: number; publications: Array<{ target: string }> }>;
      assert.deepEqual(
        versions.map((v) => [v.version, v.publications.map((p) => p.target).sort()]),
        [
          [2, ['live']],
          [1, ['live', 'test']],
        ],
      );
      // A live link is never framed.
      const token = await getToken(server, server.tenants.a);
      const signed = await fetch(`${server.baseUrl}/signed-url/tried`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const url = new URL(((await signed.json()) as { url: string }).url);
      const page = await fetch(`${server.baseUrl}${url.pathname}`);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'$/);
      assert.equal(page.headers.get('x-frame-options'), 'DENY');
    });

    it("refuses another tenant's flow and session, and a call without the CSRF token", async () => {
      const tried = await a.call('POST', '/flows/tried/try', { version: 1 });
      const other = await b.call('POST', '/flows/tried/try', { version: 1 });
      assert.equal(other.status, 404);
      assert.equal(other.body.code, 4000);
      const peek = await b.call('GET', `/flows/tried/try/${String(tried.body.sessionId)}`);
      assert.equal(peek.status, 404);
      assert.equal(peek.body.code, 4100);
      const elsewhere = await a.call('GET', `/flows/another/try/${String(tried.body.sessionId)}`);
      assert.equal(elsewhere.body.code, 4100);
      const forged = await a.call('POST', '/flows/tried/try', { version: 1 }, { csrf: false });
      assert.equal(forged.status, 403);
      assert.equal(forged.body.code, 4030);
    });
  });
}
