// POST /end-clients/{id}/revoke-links over real HTTP on both dialects: a leaked resume link stops
// on the page and on every resume API route, links issued afterwards work, tokens of the layout
// before link generations keep working until a revocation, and only the end client's own tenant,
// in its own mode, can revoke.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../test/support/server.js';
import { httpCall, type HttpAnswer, type HttpCallOptions } from '../../test/support/http-call.js';
import { createCapabilityCodec } from '../auth/capability-token.js';

const PUBLIC_URL = 'https://onboarding.example.com/onward';

const twoForms = {
  name: 'Two forms',
  start: 'a',
  nodes: [
    {
      id: 'a',
      type: 'form',
      title: 'A',
      next: 'b',
      elements: [{ key: 'first', type: 'text', name: 'First name', validations: [{ type: 'required' }] }],
    },
    {
      id: 'b',
      type: 'form',
      title: 'B',
      next: 'done',
      elements: [{ key: 'email', type: 'email', name: 'Email', validations: [{ type: 'required' }] }],
    },
    { id: 'done', type: 'end', text: 'Thanks' },
  ],
};

type Answer = HttpAnswer<
  Record<string, unknown> & {
    code?: number;
    id?: string;
    url?: string;
    endClientId?: string;
    revokedAt?: string;
    html?: string;
  }
>;

for (const dialect of DIALECTS) {
  describe(`revoking an end client's resume links (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;

    const call = (method: string, path: string, options: HttpCallOptions = {}): Promise<Answer> =>
      httpCall(server.baseUrl, method, path, {
        ...options,
        token: options.token === undefined ? tokenA : options.token,
      });
    /** A new link: to `endClientId`'s session, else to a new session of the flow. */
    async function link(endClientId?: string, prefix = ''): Promise<{ token: string; session: string }> {
      const made = await call('POST', `${prefix}/signed-url/two${endClientId ? `?endClientId=${endClientId}` : ''}`);
      assert.equal(made.status, 200, JSON.stringify(made.body));
      return { token: made.body.url!.slice(`${PUBLIC_URL}/resume/`.length), session: made.body.endClientId! };
    }
    const revoke = (id: string, options: HttpCallOptions & { prefix?: string } = {}) =>
      call('POST', `${options.prefix ?? ''}/end-clients/${id}/revoke-links`, options);
    const page = (token: string) => call('GET', `/resume/${token}`, { token: null });
    const step = (token: string) => call('GET', '/resume/api/step', { token });
    /** Every resume route the token unlocks, each answered as a revoked link must be. */
    async function assertRefused(token: string): Promise<void> {
      const shown = await page(token);
      assert.equal(shown.status, 410);
      assert.match(shown.body.html!, /data-state="revoked"/);
      assert.match(shown.body.html!, /This link is no longer valid/);
      for (const [method, path, body] of [
        ['GET', '/resume/api/step'],
        ['POST', '/resume/api/submit', { first: 'Eve' }],
        ['GET', '/resume/api/back'],
        ['GET', '/resume/api/kyb-search?q=acme'],
      ] as const) {
        const answer = await call(method, path, { token, ...(body ? { body } : {}) });
        assert.equal(answer.status, 401, `${method} ${path}`);
        assert.equal(answer.body.code, 4032, `${method} ${path}`);
        assert.match(answer.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
      }
    }

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_PUBLIC_URL: PUBLIC_URL });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      await publishFlow(server, server.tenants.a.tenantId, 'two', twoForms);
    });
    after(async () => {
      await server.close();
    });

    it('a link works until revoked; then page and API refuse it, and a new link resumes the same run', async () => {
      const { token, session } = await link();
      assert.equal(token.length, 51);
      assert.equal((await page(token)).status, 200);
      const first = await step(token);
      const elementId = (first.body.elements as Array<{ id: string }>)[0]!.id;
      const submitted = await call('POST', '/resume/api/submit', { token, body: { [elementId]: 'Ada' } });
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const atB = submitted.body.id;
      assert.notEqual(atB, first.body.id);
      const other = await link();

      const revoked = await revoke(session);
      assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
      assert.equal(revoked.body.endClientId, session);
      assert.ok(Math.abs(Date.parse(revoked.body.revokedAt!) - Date.now()) < 60_000);
      await assertRefused(token);
      // Only this end client's links: another session's link is untouched.
      assert.equal((await step(other.token)).status, 200);

      const fresh = await link(session);
      assert.equal(fresh.token.length, 52);
      assert.equal((await page(fresh.token)).status, 200);
      const now = await step(fresh.token);
      assert.equal(now.status, 200);
      assert.equal(now.body.id, atB);
      // Revoking again stops the new link too.
      assert.equal((await revoke(session)).status, 200);
      await assertRefused(fresh.token);
      assert.equal((await step((await link(session)).token)).status, 200);
    });

    it("tokens of the layout before link generations still verify, until the end client's links are revoked", async () => {
      const { session } = await link();
      const key = await server.services.keys.current('resume-link');
      const codec = createCapabilityCodec({ label: 'onward-resume', secret: key.secret, now: Date.now });
      const old = codec.seal({
        sessionId: session,
        mode: 'live',
        expiresAt: Math.floor(Date.now() / 1000) + 600,
        extra: Buffer.alloc(0),
      });
      assert.equal((await page(old)).status, 200);
      assert.equal((await step(old)).status, 200);
      assert.equal((await revoke(session)).status, 200);
      await assertRefused(old);
    });

    it("another tenant's, the other mode's and unknown ids are 404 4100, and revoke nothing", async () => {
      const { token, session } = await link();
      const test = await link(undefined, '/test');
      for (const [id, options] of [
        [session, { token: tokenB }],
        [session, { prefix: '/test' }],
        [test.session, {}],
        ['0b5f6a2e-3c1d-4e8f-9a7b-112233445566', {}],
        ['not-a-session', {}],
      ] as const) {
        const answer = await revoke(id, options);
        assert.equal(answer.status, 404, `${id} ${JSON.stringify(options)}`);
        assert.equal(answer.body.code, 4100);
      }
      assert.equal((await step(token)).status, 200);
      assert.equal((await step(test.token)).status, 200);
      // The test session is revoked under /test.
      assert.equal((await revoke(test.session, { prefix: '/test' })).status, 200);
      await assertRefused(test.token);
      assert.equal((await step(token)).status, 200);
    });

    it('needs the tenant bearer token: none is 401 4031, a resume token is not one', async () => {
      const { token, session } = await link();
      const none = await revoke(session, { token: null });
      assert.equal(none.status, 401);
      assert.equal(none.body.code, 4031);
      assert.equal((await revoke(session, { token })).status, 401);
      assert.equal((await step(token)).status, 200);
    });

    it('stops at the highest generation a token carries: 409 4409, links still work and stay within 256 characters', async () => {
      const { session } = await link();
      await server.store.store.db
        .updateTable('sessions')
        .set({ link_generation: 0xfffe })
        .where('id', '=', session)
        .execute();
      assert.equal((await revoke(session)).status, 200);
      const last = await call('POST', `/signed-url/two?endClientId=${session}`);
      assert.ok(last.body.url!.length <= 256);
      const token = last.body.url!.slice(`${PUBLIC_URL}/resume/`.length);
      assert.equal(token.length, 54);
      const refused = await revoke(session);
      assert.equal(refused.status, 409);
      assert.equal(refused.body.code, 4409);
      assert.equal((await step(token)).status, 200);
    });

    it('documents the operation in OpenAPI', async () => {
      const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
      };
      for (const path of ['/end-clients/{endClientId}/revoke-links', '/test/end-clients/{endClientId}/revoke-links']) {
        assert.ok(doc.paths[path]?.post?.security, path);
        assert.ok(doc.paths[path]?.post?.responses['200'], path);
      }
    });
  });
}
