// POST /signed-url/{flowId}, the resume API and the resume page's server side, over real HTTP on
// both dialects. Happy paths, errors, and what a resume token must never unlock.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient } from '../../test/support/flow-client.js';
import { httpCall, type HttpAnswer, type HttpCallOptions } from '../../test/support/http-call.js';
import { startHttpTarget, type HttpTarget } from '../../test/support/http-target.js';
import { serviceFlow } from '../../test/fixtures/service-flow.js';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import type { App } from '../http/types.js';
import { registerResumePage } from '../http/resume-links/page.js';

const PUBLIC_URL = 'https://onboarding.example.com/onward';

/** Two forms, then the end; `authenticated` publishes it as an authenticated flow. */
const twoForms = (authenticated = false) => ({
  name: 'Two forms',
  authenticated,
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
});

type Answer = HttpAnswer<
  Record<string, unknown> & { code?: number; type?: string; url?: string; endClientId?: string; expiresAt?: string }
>;

for (const dialect of DIALECTS) {
  describe(`signed URLs and the resume page (${dialect})`, () => {
    let server: TestServer;
    let target: HttpTarget;
    let tokenA: string;
    let tokenB: string;
    // The service's clock runs ahead by `skew` ms when a test needs links to expire.
    let skew = 0;
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);

    /** A call with tenant a's token unless `token` says otherwise (null: none). */
    const call = (method: string, path: string, options: HttpCallOptions = {}): Promise<Answer> =>
      httpCall(server.baseUrl, method, path, {
        ...options,
        token: options.token === undefined ? tokenA : options.token,
      });
    const signedUrl = (flowId: string, query = '', options: Parameters<typeof call>[2] = {}, prefix = '') =>
      call('POST', `${prefix}/signed-url/${flowId}${query}`, options);
    /** The resume token at the end of a signed URL. */
    const tokenOf = (url: string) => url.slice(`${PUBLIC_URL}/resume/`.length);
    const resume = (
      token: string,
      op: 'step' | 'back' | 'submit',
      body?: unknown,
      headers: Record<string, string> = {},
    ) =>
      call(op === 'submit' ? 'POST' : 'GET', `/resume/api/${op}`, {
        token,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
    const page = (token: string) => call('GET', `/resume/${token}`, { token: null });
    const statusOf = async (id: string) =>
      (await server.store.store.db.selectFrom('sessions').select('status').where('id', '=', id).executeTakeFirst())
        ?.status;

    before(async () => {
      target = await startHttpTarget();
      server = await startTestServer(
        dialect,
        { ONWARD_PUBLIC_URL: `${PUBLIC_URL}/` },
        { now: () => Date.now() + skew },
      );
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      const tenantId = server.tenants.a.tenantId;
      for (const [flowId, document] of [
        ['two', twoForms()],
        ['other', twoForms()],
        ['secure', twoForms(true)],
        ['svc', serviceFlow(target.url)],
      ] as const) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        for (const t of ['live', 'test'] as const)
          await server.services.flows.publish({ tenantId, flowId, target: t, actor: 'test' });
      }
    });
    // The target goes first so a slow stand-in call fails fast instead of holding the shutdown.
    after(async () => {
      await target.close();
      await server.close();
    });

    it("needs the tenant bearer token; another tenant's flow looks absent", async () => {
      const none = await signedUrl('two', '', { token: null });
      assert.equal(none.status, 401);
      assert.equal(none.body.code, 4031);
      assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);
      const forged = await signedUrl('two', '', { token: `${tokenA.slice(0, -2)}xx` });
      assert.equal(forged.status, 401);
      assert.equal(forged.body.code, 4011);
      // Even with an endClientId nothing is looked up before authentication.
      assert.equal(
        (await signedUrl('two', '?endClientId=00000000-0000-4000-8000-000000000000', { token: null })).status,
        401,
      );
      const other = await signedUrl('two', '', { token: tokenB });
      assert.equal(other.status, 404);
      assert.equal(other.body.code, 4000);
      assert.equal((await signedUrl('nope')).body.code, 4000);
    });

    it('creates a new NOT_STARTED session and a short link naming it', async () => {
      const before = Math.floor(Date.now() / 1000);
      const made = await signedUrl('two');
      assert.equal(made.status, 200);
      const { url, endClientId, expiresAt } = made.body;
      assert.ok(url && endClientId && expiresAt);
      assert.ok(url.length <= 256, `${url.length} characters`);
      assert.ok(url.startsWith(`${PUBLIC_URL}/resume/`), url);
      assert.match(endClientId, /^[0-9a-f-]{36}$/);
      assert.equal(made.headers.get('x-hf-session'), endClientId);
      const verified = server.services.resumeTokens.verify(tokenOf(url));
      assert.deepEqual(verified.ok && [verified.ref.sessionId, verified.ref.mode], [endClientId, 'live']);
      const lifetime = Date.parse(expiresAt) / 1000 - before;
      assert.ok(lifetime >= 7 * 86400 && lifetime <= 7 * 86400 + 5, `lifetime ${lifetime}`);
      assert.equal(await statusOf(endClientId), 'NOT_STARTED');
      // The session is an ordinary one: the flow API continues it too.
      assert.equal((await api().get('two', endClientId)).body.title, 'A');
    });

    it('links an existing session, updating it with init_data as POST /init does', async () => {
      const started = (await api().submit('two', null, { first_name: 'Ada' })).session!;
      const made = await signedUrl('two', `?endClientId=${started}&ttlSeconds=120`, {
        body: { email: 'ada@example.com' },
      });
      assert.equal(made.status, 200);
      assert.equal(made.body.endClientId, started);
      assert.equal(Date.parse(made.body.expiresAt!) / 1000 - Math.floor(Date.now() / 1000) <= 121, true);
      const step = await resume(tokenOf(made.body.url!), 'step');
      assert.equal(step.body.type, 'form');
      assert.equal(step.body.title, 'B');
      assert.equal((step.body.elements as Array<{ value?: unknown }>)[0]?.value, 'ada@example.com');
      assert.equal(await statusOf(started), 'IN_PROGRESS');
      // A new session with prefill, and prefill that does not fit: 4007 and nothing stored.
      const prefilled = await signedUrl('two', '', { body: { first_name: 'Grace' } });
      assert.equal((await api().get('two', prefilled.body.endClientId)).body.elements?.[0]?.value, 'Grace');
      const sessionsBefore = await server.store.store.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const bad = await signedUrl('two', '', { body: { nope: 1 } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.code, 4007);
      const sessionsAfter = await server.store.store.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(sessionsAfter.n), Number(sessionsBefore.n));
      assert.equal((await signedUrl('two', '', { body: [1] })).body.code, 4007);
    });

    it('refuses unknown, foreign, finished and abandoned sessions and bad lifetimes', async () => {
      const unknown = await signedUrl('two', '?endClientId=00000000-0000-4000-8000-000000000000');
      assert.deepEqual([unknown.status, unknown.body.code], [404, 4100]);
      const ofOther = (await api().get('other')).session!;
      assert.deepEqual(
        [
          (await signedUrl('two', `?endClientId=${ofOther}`)).status,
          (await signedUrl('two', `?endClientId=${ofOther}`)).body.code,
        ],
        [404, 4101],
      );
      const testSession = (await api('/test').get('two')).session!;
      assert.equal((await signedUrl('two', `?endClientId=${testSession}`)).body.code, 4101);

      const finished = (await api().submit('two', null, { first_name: 'Ada' })).session!;
      assert.equal((await api().submit('two', finished, { email: 'ada@example.com' })).body.type, 'end');
      const done = await signedUrl('two', `?endClientId=${finished}`);
      assert.deepEqual([done.status, done.body.code], [400, 4013]);

      const abandoned = (await api().submit('two', null, { first_name: 'Ada' })).session!;
      assert.equal(
        (await call('PUT', '/end-clients/status', { body: { endClientIds: [abandoned], status: 'ABANDONED' } })).status,
        200,
      );
      const closed = await signedUrl('two', `?endClientId=${abandoned}`);
      assert.deepEqual([closed.status, closed.body.code], [400, 4109]);

      for (const ttl of ['59', String(30 * 86400 + 1)]) {
        const res = await signedUrl('two', `?ttlSeconds=${ttl}`);
        assert.deepEqual([res.status, res.body.code], [400, 4400]);
      }
      assert.equal((await signedUrl('two', '?ttlSeconds=-5')).body.code, 4400);
      assert.equal((await signedUrl('two', '?unknown=1')).body.code, 4400);
    });

    it('a /test link resumes the test session; live and test stay apart', async () => {
      const made = await signedUrl('two', '', {}, '/test');
      assert.equal(made.status, 200);
      const id = made.body.endClientId!;
      const verified = server.services.resumeTokens.verify(tokenOf(made.body.url!));
      assert.equal(verified.ok && verified.ref.mode, 'test');
      assert.equal((await api('/test').get('two', id)).status, 200);
      assert.equal((await api().get('two', id)).body.code, 4101);
      const step = await resume(tokenOf(made.body.url!), 'submit', {
        [(await api('/test').get('two', id)).body.elements![0]!.id as string]: 'Tess',
      });
      assert.equal(step.body.title, 'B');
      // The live route does not link a test session, nor the test route a live one.
      const live = (await api().get('two')).session!;
      assert.equal((await signedUrl('two', `?endClientId=${live}`, {}, '/test')).body.code, 4101);
    });

    it('runs the flow through the resume API: step, field errors, submit, back, end', async () => {
      const made = await signedUrl('two');
      const token = tokenOf(made.body.url!);
      const first = await resume(token, 'step');
      assert.equal(first.status, 200);
      // The link expires; the lasting session id is never handed to its holder.
      assert.equal(first.headers.get('x-hf-session'), null);
      const fieldId = (first.body.elements as Array<{ id: string }>)[0]!.id;
      const missing = await resume(token, 'submit', {});
      assert.equal(missing.status, 400);
      assert.equal(missing.body.code, 4006);
      assert.equal((missing.body.details as Array<{ field: string }>)[0]?.field, fieldId);
      assert.equal((await resume(token, 'submit', { [fieldId]: 'Ada' })).body.title, 'B');
      assert.equal((await resume(token, 'back')).body.title, 'A');
      assert.equal((await resume(token, 'back')).body.code, 4103);
      const second = await resume(token, 'submit', { [fieldId]: 'Ada' });
      const emailId = (second.body.elements as Array<{ id: string }>)[0]!.id;
      const end = await resume(token, 'submit', { [emailId]: 'ada@example.com' });
      assert.deepEqual([end.body.type, end.body.text], ['end', 'Thanks']);
      assert.equal(await statusOf(made.body.endClientId!), 'ACCEPTED');
      assert.equal((await resume(token, 'submit', { [emailId]: 'x@example.com' })).body.code, 4013);
      // The page of a finished run says so instead of starting again.
      const done = await page(token);
      assert.equal(done.status, 410);
      assert.match(String(done.body.html), /data-state="finished"/);
    });

    it('answers pending with Retry-After while a service runs, then the next step', async () => {
      const token = tokenOf((await signedUrl('svc')).body.url!);
      const first = await resume(token, 'step');
      const ids = Object.fromEntries(
        (first.body.elements as Array<{ id: string; role?: string; normalizedName?: string }>).map((e) => [
          e.role ?? e.normalizedName ?? '',
          e.id,
        ]),
      );
      const pending = await resume(token, 'submit', {
        [ids.first_name!]: 'Ada',
        [ids.address_country!]: 'NO',
        [ids.delay!]: '400',
      });
      assert.equal(pending.body.type, 'pending');
      assert.match(pending.headers.get('retry-after') ?? '', /^\d+$/);
      const deadline = Date.now() + 15_000;
      let step = pending;
      while (step.body.type === 'pending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        step = await resume(token, 'step');
      }
      assert.equal(step.body.title, 'Contact');
    });

    it('works for authenticated flows, and only for the session the token names', async () => {
      // Without any token an authenticated flow refuses the browser, as before.
      const made = await signedUrl('secure');
      const id = made.body.endClientId!;
      assert.equal((await api().get('secure', id)).status, 401);
      const token = tokenOf(made.body.url!);
      const step = await resume(token, 'step');
      assert.equal(step.status, 200);
      assert.equal(step.body.title, 'A');

      // A header naming another session changes nothing: the token decides.
      const victim = await signedUrl('secure');
      const victimId = victim.body.endClientId!;
      const fieldId = (step.body.elements as Array<{ id: string }>)[0]!.id;
      const moved = await resume(token, 'submit', { [fieldId]: 'Mallory' }, { 'x-hf-session': victimId });
      assert.equal(moved.headers.get('x-hf-session'), null);
      assert.equal(await statusOf(victimId), 'NOT_STARTED');
      assert.equal(await statusOf(id), 'IN_PROGRESS');

      // The resume token is not an access token anywhere else.
      const elsewhere: Array<[string, string, unknown?, Record<string, string>?]> = [
        ['GET', '/flow/secure', undefined, { 'x-hf-session': id }],
        ['POST', '/submit/secure', { [fieldId]: 'x' }, { 'x-hf-session': id }],
        ['GET', '/back/secure', undefined, { 'x-hf-session': id }],
        ['GET', '/flow/secure', undefined, { 'x-hf-session': victimId }],
        ['POST', '/init/secure', { first_name: 'x' }, { 'x-hf-session': id }],
        ['GET', '/init/secure'],
        ['POST', '/signed-url/secure', undefined],
        ['PUT', '/end-clients/status', { endClientIds: [id], status: 'ABANDONED' }],
        ['DELETE', '/end-clients/delete-manually', { endClientIds: [id] }],
        ['GET', '/admin/flows'],
      ];
      for (const [method, path, body, headers] of elsewhere) {
        const res = await call(method, path, {
          token,
          ...(body !== undefined ? { body } : {}),
          ...(headers ? { headers } : {}),
        });
        assert.equal(res.status, 401, `${method} ${path} answered ${res.status}`);
      }
      assert.equal(await statusOf(id), 'IN_PROGRESS');
    });

    it('rejects tampered, missing and expired tokens, on the API and on the page', async () => {
      const made = await signedUrl('two', '?ttlSeconds=60');
      const token = tokenOf(made.body.url!);
      const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      assert.deepEqual(
        [(await resume(tampered, 'step')).status, (await resume(tampered, 'step')).body.code],
        [401, 4011],
      );
      const noToken = await call('GET', '/resume/api/step', { token: null });
      assert.deepEqual([noToken.status, noToken.body.code], [401, 4031]);

      const bad = await page(tampered);
      assert.equal(bad.status, 400);
      assert.match(bad.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(String(bad.body.html), /This link is not valid/);
      assert.doesNotMatch(String(bad.body.html), /at .*\.ts|Error:/);
      assert.equal((await page('short')).status, 400);

      const ok = await page(token);
      assert.equal(ok.status, 200);
      assert.match(ok.headers.get('content-security-policy') ?? '', /default-src 'none'; script-src 'self'/);
      assert.equal(ok.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(ok.headers.get('cache-control'), 'no-store');
      assert.match(String(ok.body.html), /<script type="module" src="assets\/page.js"><\/script>/);
      assert.doesNotMatch(String(ok.body.html), /<script>|\son\w+=/);
      // The build's bundle (web/hosted, `npm run build`): one script and one stylesheet, nothing else by name.
      for (const [asset, type] of [
        ['page.js', 'text/javascript'],
        ['page.css', 'text/css'],
      ]) {
        const res = await fetch(`${server.baseUrl}/resume/assets/${asset}`);
        assert.equal(res.status, 200, `${asset}: run \`npm run build\` first`);
        assert.match(res.headers.get('content-type') ?? '', new RegExp(`^${type}`));
        assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
        assert.ok((await res.text()).length > 500);
      }
      for (const asset of ['elements.js', 'kyb.js', 'page.ts']) {
        assert.equal((await fetch(`${server.baseUrl}/resume/assets/${asset}`)).status, 404, asset);
      }

      skew = 61_000;
      try {
        const expired = await resume(token, 'step');
        assert.deepEqual([expired.status, expired.body.code], [401, 4012]);
        const gone = await page(token);
        assert.equal(gone.status, 410);
        assert.match(String(gone.body.html), /This link has expired/);
      } finally {
        skew = 0;
      }
    });

    it('the page tells a deleted or abandoned run apart from a bad link', async () => {
      const deleted = await signedUrl('two');
      assert.equal(
        (await call('DELETE', '/end-clients/delete-manually', { body: { endClientIds: [deleted.body.endClientId] } }))
          .status,
        200,
      );
      assert.equal((await page(tokenOf(deleted.body.url!))).status, 404);
      assert.equal((await resume(tokenOf(deleted.body.url!), 'step')).body.code, 4100);

      const abandoned = await signedUrl('two');
      const token = tokenOf(abandoned.body.url!);
      const fieldId = ((await resume(token, 'step')).body.elements as Array<{ id: string }>)[0]!.id;
      await resume(token, 'submit', { [fieldId]: 'Ada' });
      assert.equal(
        (
          await call('PUT', '/end-clients/status', {
            body: { endClientIds: [abandoned.body.endClientId], status: 'ABANDONED' },
          })
        ).status,
        200,
      );
      const closed = await page(token);
      assert.equal(closed.status, 410);
      assert.match(String(closed.body.html), /data-state="closed"/);
      assert.equal((await resume(token, 'step')).body.code, 4109);
    });

    it('keeps the token out of the request log', async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) });
      try {
        registerResumePage(app as unknown as App, server.services);
        const token = tokenOf((await signedUrl('two')).body.url!);
        const res = await app.inject({ method: 'GET', url: `/resume/${token}` });
        assert.equal(res.statusCode, 200);
        const log = lines.join('');
        assert.match(log, /"url":"\/resume\/\[token\]"/);
        assert.ok(!log.includes(token), log);
      } finally {
        await app.close();
      }
    });

    it('documents the operations in OpenAPI', async () => {
      const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
        components: { schemas: Record<string, unknown> };
      };
      for (const path of ['/signed-url/{flowId}', '/test/signed-url/{flowId}']) {
        assert.ok(doc.paths[path]?.post?.security, path);
        assert.ok(doc.paths[path]?.post?.responses['200'], path);
      }
      assert.ok(doc.paths['/resume/{token}']?.get);
      assert.ok(doc.paths['/resume/api/submit']?.post);
      assert.equal(doc.paths['/resume/assets/page.js'], undefined);
    });
  });
}
