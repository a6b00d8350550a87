// Built-in provider_electronic_id steps over real HTTP on both dialects, against a real OpenID
// provider (oidc-provider on a loopback port): publication checks and seals the node's secret, the
// step shows where to start, the start call gives the provider's URL, the person logs in there
// (played by test-support/provider.ts with fetch), the callback verifies and completes the step,
// the next form is prefilled by role, and the flow ends. Then what must not work: a submit
// asserting an identity, a replayed or tampered callback, a declined login, an unreachable provider.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../../test/support/flow-client.js';
import {
  authenticate,
  CLIENT_ID,
  CLIENT_SECRET,
  PERSON,
  REDIRECT_URI,
  startTestProvider,
  type TestProvider,
} from '../../verification/eid/test-support/provider.js';
import { RESUME_PATH } from '../../lib/resume-url.js';

// The provider's registered redirect URI is ONWARD_PUBLIC_URL + /eid/callback; the "browser" stops
// there and the test delivers the callback to the real server's address.
const PUBLIC_URL = new URL(REDIRECT_URI).origin;

function eidConfig(issuer: string, extra: Record<string, unknown> = {}) {
  return {
    provider: 'builtin',
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    scopes: ['openid', 'profile', 'national_id'],
    claims: {
      given_name: 'first_name',
      family_name: 'last_name',
      birthdate: 'dob',
      personal_identity_number: 'national_id_nr',
    },
    ...extra,
  };
}

function eidFlow(config: Record<string, unknown> | undefined) {
  return {
    name: 'Identify with eID',
    start: 'eid',
    nodes: [
      {
        id: 'eid',
        type: 'provider_electronic_id',
        title: 'Log in with your eID',
        ...(config ? { config } : {}),
        next: 'you',
      },
      {
        id: 'you',
        type: 'form',
        title: 'About you',
        next: 'done',
        elements: [
          { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
          {
            key: 'last',
            type: 'text',
            name: 'Last name',
            role: 'last_name',
            prefillOptions: 'prefillable_non_editable_visible',
          },
          { key: 'dob', type: 'date_picker', name: 'Date of birth', role: 'dob', validations: [] },
          { key: 'pin', type: 'text', name: 'Personal number', role: 'national_id_nr' },
          { key: 'email', type: 'email', name: 'E-mail', role: 'email' },
        ],
      },
      { id: 'done', type: 'end', text: 'Welcome' },
    ],
  };
}

interface Json {
  status: number;
  location: string | null;
  body: Record<string, unknown> & { code?: number; details?: Array<{ field?: string; reason: string }> };
}

async function call(url: string, init: RequestInit = {}): Promise<Json> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  const text = await res.text();
  return {
    status: res.status,
    location: res.headers.get('location'),
    body: text ? (JSON.parse(text) as Json['body']) : {},
  };
}

/** A loopback port nothing listens on: an unreachable provider. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

for (const dialect of DIALECTS) {
  describe(`built-in electronic ID steps (${dialect})`, () => {
    let server: TestServer;
    let provider: TestProvider;
    let token: string;
    const api = () => flowClient(server.baseUrl);
    const tenantId = () => server.tenants.a.tenantId;

    before(async () => {
      provider = await startTestProvider();
      server = await startTestServer(dialect, {
        ONWARD_PUBLIC_URL: PUBLIC_URL,
        ONWARD_EID_ALLOW_INSECURE_LOOPBACK: 'true',
      });
      token = await getToken(server, server.tenants.a);
      await publishFlow(server, tenantId(), 'eid', eidFlow(eidConfig(provider.issuer)));
      await publishFlow(server, tenantId(), 'eid-backend', eidFlow(undefined));
      await publishFlow(
        server,
        tenantId(),
        'eid-return',
        eidFlow(eidConfig(provider.issuer, { returnUrl: 'https://tenant.example/after-eid' })),
      );
      await publishFlow(server, tenantId(), 'eid-down', eidFlow(eidConfig(`http://127.0.0.1:${await closedPort()}`)));
    });
    after(async () => {
      await server.close();
      await provider.close();
    });

    /** The provider's callback, delivered to the server the test runs. */
    const callback = (url: string, headers: Record<string, string> = {}) =>
      call(`${server.baseUrl}${new URL(url).pathname}${new URL(url).search}`, { headers });

    async function atEidStep(flowId = 'eid'): Promise<{ session: string; step: StepAnswer }> {
      const step = await api().get(flowId);
      assert.equal(step.status, 200, JSON.stringify(step.body));
      assert.equal(step.body.type, 'provider_electronic_id');
      return { session: step.session ?? '', step };
    }

    async function start(flowId: string, session: string): Promise<Json> {
      return call(`${server.baseUrl}/flow/${flowId}/electronic-id/start`, {
        method: 'POST',
        headers: { 'x-hf-session': session },
      });
    }

    it('publication seals the client secret: the stored document and version hold no plain secret', async () => {
      const flow = await server.services.flows.get(tenantId(), 'eid');
      const stored = JSON.stringify(flow.document);
      assert.ok(!stored.includes(CLIENT_SECRET));
      assert.match(stored, /"clientSecret":\{"sealed":"v1\./);
      const version = await server.services.flows.version('eid', flow.latestVersion);
      assert.ok(!JSON.stringify(version?.compiled).includes(CLIENT_SECRET));
      // Uploading the stored document again keeps the sealed secret (it opens for this issuer and client).
      await server.services.flows.putDraft({
        tenantId: tenantId(),
        flowId: 'eid-again',
        document: flow.document,
        actor: 't',
      });
    });

    it('publication refuses configurations that cannot work, each with its own code', async () => {
      const attempt = async (config: Record<string, unknown>) => {
        try {
          await server.services.flows.putDraft({
            tenantId: tenantId(),
            flowId: 'eid-bad',
            document: eidFlow(config),
            actor: 't',
          });
        } catch (e) {
          return (e as { code: number; details: Array<{ reason: string; field: string }> }).details;
        }
        throw new Error('published');
      };
      const reasons = async (config: Record<string, unknown>) => (await attempt(config)).map((d) => d.reason).sort();
      assert.deepEqual(await reasons({ provider: 'builtin', clientId: 'x', clientSecret: 's' }), ['missing_field']);
      assert.deepEqual(await reasons({ ...eidConfig('ftp://idp.example') }), ['invalid_issuer']);
      assert.deepEqual(await reasons({ ...eidConfig(provider.issuer), scopes: ['profile'] }), ['missing_openid_scope']);
      assert.deepEqual(await reasons({ ...eidConfig(provider.issuer), claims: { sub: 'no_such_role' } }), [
        'unknown_role',
      ]);
      assert.deepEqual(await reasons({ ...eidConfig(provider.issuer), clientSecretRef: 'X' }), [
        'client_secret_source',
      ]);
      assert.deepEqual(await reasons({ ...eidConfig(provider.issuer), returnUrl: 'http://tenant.example/x' }), [
        'invalid_return_url',
      ]);
      assert.deepEqual(await reasons({ provider: 'tenant_backend', issuer: provider.issuer }), [
        'not_for_tenant_backend',
      ]);
      assert.deepEqual(
        await reasons({ ...eidConfig(provider.issuer), clientSecret: { sealed: 'v1.forged.forged.forged' } }),
        ['client_secret_unreadable'],
      );
    });

    it('a full round trip: start, provider login, callback, the next form prefilled by role, the end', async () => {
      const { session, step } = await atEidStep();
      assert.deepEqual(step.body, {
        id: 'eid',
        type: 'provider_electronic_id',
        title: 'Log in with your eID',
        canGoBack: false,
        provider: 'builtin',
        startPath: '/flow/eid/electronic-id/start',
        status: 'ready',
      });
      // Reading the step again starts nothing.
      const again = await api().get('eid', session);
      assert.deepEqual(again.body, step.body);

      const started = await start('eid', session);
      assert.equal(started.status, 200, JSON.stringify(started.body));
      const authorizationUrl = String(started.body.authorizationUrl);
      assert.equal(new URL(authorizationUrl).origin, provider.issuer);
      assert.ok(Date.parse(String(started.body.expiresAt)) > Date.now());

      const done = await callback(await authenticate(authorizationUrl, 'person-1'));
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(done.body.type, 'form');
      const form: StepAnswer = { status: 200, session, retryAfter: null, body: done.body };
      const value = (role: string) => form.body.elements?.find((e) => e.role === role)?.value;
      assert.equal(value('first_name'), PERSON.given_name);
      assert.equal(value('last_name'), PERSON.family_name);
      assert.equal(form.body.elements?.find((e) => e.role === 'last_name')?.readOnly, true);
      assert.equal(value('dob'), PERSON.birthdate);
      assert.equal(value('national_id_nr'), PERSON.personal_identity_number);
      assert.equal(value('email'), undefined);

      const end = await api().submit('eid', session, {
        [idOf(form, 'first_name')]: PERSON.given_name,
        [idOf(form, 'email')]: 'astrid@example.com',
      });
      assert.equal(end.status, 200, JSON.stringify(end.body));
      assert.equal(end.body.type, 'end');

      // The step's data as the tenant reads it: issuer, subject, claims and the mapped roles.
      const details = await call(`${server.baseUrl}/end-clients/${session}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(details.status, 200, JSON.stringify(details.body));
      const text = JSON.stringify(details.body);
      assert.match(text, new RegExp(`"issuer":"${provider.issuer}"`));
      assert.match(text, /"subject":"person-1"/);
      assert.match(text, /"mapped":\{/);
    });

    it('a submit cannot complete a built-in step, not even from the tenant’s integration', async () => {
      const { session } = await atEidStep();
      const claimed = { issuer: provider.issuer, subject: 'someone-else', mapped: { first_name: 'Mallory' } };
      const fromBrowser = await api().submit('eid', session, claimed);
      assert.equal(fromBrowser.status, 400);
      assert.equal(fromBrowser.body.code, 4014);
      const fromIntegration = await api().submit('eid', session, claimed, { authorization: `Bearer ${token}` });
      assert.equal(fromIntegration.status, 400);
      assert.equal(fromIntegration.body.code, 4014);
      assert.equal((await api().get('eid', session)).body.type, 'provider_electronic_id');
    });

    it('a replayed callback is refused in the API’s error shape, and the session stays where it is', async () => {
      const { session } = await atEidStep();
      const started = await start('eid', session);
      const url = await authenticate(String(started.body.authorizationUrl), 'person-2');
      assert.equal((await callback(url)).body.type, 'form');
      const replay = await callback(url);
      assert.equal(replay.status, 400);
      assert.equal(replay.body.code, 4460);
      assert.equal(replay.body.details?.[0]?.reason, 'replayed_state');
      assert.equal((await api().get('eid', session)).body.type, 'form');
    });

    it('tampered callbacks (state, code, issuer) are refused and change nothing', async () => {
      const { session, step } = await atEidStep();
      const started = await start('eid', session);
      const url = new URL(await authenticate(String(started.body.authorizationUrl), 'person-3'));
      const forged = (change: (q: URLSearchParams) => void) => {
        const copy = new URL(url);
        change(copy.searchParams);
        return callback(copy.href);
      };
      const unknown = await forged((q) => q.set('state', 'not-a-state-we-issued'));
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.details?.[0]?.reason, 'unknown_state');
      const noState = await forged((q) => q.delete('state'));
      assert.equal(noState.body.details?.[0]?.reason, 'missing_state');
      // The state is spent by this one: a provider's code the provider did not issue is refused by it.
      const badCode = await forged((q) => q.set('code', 'forged-code'));
      assert.equal(badCode.status, 502, JSON.stringify(badCode.body));
      assert.equal(badCode.body.code, 4462);
      assert.deepEqual((await api().get('eid', session)).body, step.body);

      // A callback naming another issuer (mix-up attack) is refused before any token is fetched.
      const second = await start('eid', session);
      const mixed = new URL(await authenticate(String(second.body.authorizationUrl), 'person-3'));
      mixed.searchParams.set('iss', 'https://evil.example');
      const mixUp = await callback(mixed.href);
      assert.equal(mixUp.status, 502);
      assert.equal(mixUp.body.code, 4461);
      assert.equal(mixUp.body.details?.[0]?.reason, 'issuer_mismatch');
      assert.deepEqual((await api().get('eid', session)).body, step.body);
    });

    it('a tampered ID token (claims or signature) is refused through the callback; its state replayed is refused; the session then completes', async () => {
      const { session, step } = await atEidStep();
      /** The ID token's parts, one of them changed by `change`. */
      const tamper =
        (change: (parts: { header: string; payload: Record<string, unknown>; signature: string }) => string) =>
        (json: Record<string, unknown>) => {
          const [header = '', payload = '', signature = ''] = String(json.id_token).split('.');
          const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
          return { ...json, id_token: change({ header, payload: claims, signature }) };
        };
      const encode = (claims: Record<string, unknown>) => Buffer.from(JSON.stringify(claims)).toString('base64url');
      const cases = {
        // Someone else's name under the provider's signature: the signature no longer matches.
        claims: tamper(({ header, payload, signature }) =>
          [header, encode({ ...payload, given_name: 'Mallory', sub: 'mallory' }), signature].join('.'),
        ),
        // The claims as issued under a signature the provider never made.
        signature: tamper(({ header, payload, signature }) =>
          [header, encode(payload), `${signature.slice(0, -6)}AAAAAA`].join('.'),
        ),
      };
      for (const [what, alter] of Object.entries(cases)) {
        const started = await start('eid', session);
        const url = await authenticate(String(started.body.authorizationUrl), 'person-6');
        provider.alterNextTokenResponse(alter);
        const refused = await callback(url);
        assert.equal(refused.status, 502, `${what}: ${JSON.stringify(refused.body)}`);
        assert.equal(refused.body.code, 4461, what);
        assert.deepEqual((await api().get('eid', session)).body, step.body, `${what}: the session is unharmed`);
        // The state was spent by the refused callback: replaying it (with an honest token now) is refused too.
        const replay = await callback(url);
        assert.equal(replay.status, 400, what);
        assert.equal(replay.body.code, 4460, what);
        assert.equal(replay.body.details?.[0]?.reason, 'replayed_state', what);
        assert.deepEqual((await api().get('eid', session)).body, step.body, `${what}: still unharmed`);
      }
      // The person can go on: a fresh login completes the step with the real identity.
      const again = await start('eid', session);
      const done = await callback(await authenticate(String(again.body.authorizationUrl), 'person-6'));
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(done.body.type, 'form');
      const elements = done.body.elements as Array<{ role?: string; value?: unknown }>;
      assert.equal(elements.find((e) => e.role === 'first_name')?.value, PERSON.given_name);
      const record = await server.services.runtime.sessions.get(session);
      assert.match(JSON.stringify(record?.state.submissions.eid), /"subject":"person-6"/);
    });

    it('a declined login shows on the step, and the person can try again', async () => {
      const { session } = await atEidStep();
      const first = await start('eid', session);
      const declined = await callback(await authenticate(String(first.body.authorizationUrl), 'person-4', 'abort'));
      assert.equal(declined.status, 200, JSON.stringify(declined.body));
      assert.equal(declined.body.type, 'provider_electronic_id');
      assert.equal(declined.body.status, 'denied');
      assert.deepEqual(declined.body.error, { error: 'access_denied', description: 'End-User aborted interaction' });
      assert.equal((await api().get('eid', session)).body.status, 'denied');
      const retry = await start('eid', session);
      const verified = await callback(await authenticate(String(retry.body.authorizationUrl), 'person-4'));
      assert.equal(verified.body.type, 'form');
    });

    it('an unreachable provider is 503 with Retry-After, and the session is unharmed', async () => {
      const { session, step } = await atEidStep('eid-down');
      const res = await fetch(`${server.baseUrl}/flow/eid-down/electronic-id/start`, {
        method: 'POST',
        headers: { 'x-hf-session': session },
      });
      assert.equal(res.status, 503);
      assert.equal(((await res.json()) as { code: number }).code, 6505);
      assert.deepEqual((await api().get('eid-down', session)).body, step.body);
    });

    it('the node’s returnUrl receives the browser with the session and the outcome', async () => {
      const { session } = await atEidStep('eid-return');
      const started = await start('eid-return', session);
      const done = await callback(await authenticate(String(started.body.authorizationUrl), 'person-5'));
      assert.equal(done.status, 303);
      const location = new URL(done.location ?? '');
      assert.equal(`${location.origin}${location.pathname}`, 'https://tenant.example/after-eid');
      assert.equal(location.searchParams.get('session'), session);
      assert.equal(location.searchParams.get('outcome'), 'verified');
      assert.equal((await api().get('eid-return', session)).body.type, 'form');
    });

    it('the hosted page starts through the resume API and gets the browser back to itself', async () => {
      const { session } = await atEidStep();
      const link = await server.services.resumeLinks.linkFor({ sessionId: session, mode: 'live' });
      const resumeToken = new URL(link.url).pathname.slice(RESUME_PATH.length);
      const bearer = { authorization: `Bearer ${resumeToken}` };
      const step = await call(`${server.baseUrl}/resume/api/step`, { headers: bearer });
      assert.equal(step.body.startPath, '/resume/api/electronic-id/start');
      const startHere = async (): Promise<{ url: string; cookie: string }> => {
        const res = await fetch(`${server.baseUrl}/resume/api/electronic-id/start`, {
          method: 'POST',
          headers: bearer,
        });
        assert.equal(res.status, 200);
        const setCookie = res.headers.get('set-cookie') ?? '';
        // The login is bound to this browser: an HttpOnly cookie only the callback route receives.
        assert.match(setCookie, /^onward_eid=[\w-]{32}; Max-Age=3600; Path=\/eid\/callback; HttpOnly; SameSite=Lax$/);
        return {
          url: ((await res.json()) as { authorizationUrl: string }).authorizationUrl,
          cookie: setCookie.split(';')[0] ?? '',
        };
      };
      // Another browser (no cookie, or another one) cannot use a hosted page's provider URL.
      const others: Array<Record<string, string>> = [{}, { cookie: 'onward_eid=someone-elses' }];
      for (const other of others) {
        const { url } = await startHere();
        const elsewhere = await callback(await authenticate(url, 'person-7'), other);
        assert.equal(elsewhere.status, 400);
        assert.equal(elsewhere.body.code, 4460);
        assert.equal(elsewhere.body.details?.[0]?.reason, 'browser_mismatch');
      }
      assert.equal(
        (await call(`${server.baseUrl}/resume/api/step`, { headers: bearer })).body.type,
        'provider_electronic_id',
      );

      const { url, cookie } = await startHere();
      const done = await callback(await authenticate(url, 'person-6'), { cookie });
      assert.equal(done.status, 303);
      assert.equal(done.location, `${RESUME_PATH}${resumeToken}?eid=verified`);
      const after = await call(`${server.baseUrl}/resume/api/step`, { headers: bearer });
      assert.equal(after.body.type, 'form');
      // Without the token the start is refused.
      assert.equal((await call(`${server.baseUrl}/resume/api/electronic-id/start`, { method: 'POST' })).status, 401);
    });

    it('a tenant_backend step (no config) keeps today’s behaviour: the integration submits the result', async () => {
      const { session, step } = await atEidStep('eid-backend');
      assert.equal(step.body.provider, 'tenant_backend');
      assert.equal(step.body.startPath, null);
      assert.equal((await start('eid-backend', session)).body.code, 4014);
      assert.equal((await api().submit('eid-backend', session, { verified: true })).body.code, 4031);
      const next = await api().submit('eid-backend', session, { verified: true }, { authorization: `Bearer ${token}` });
      assert.equal(next.body.type, 'form');
    });

    it('expired authorizations are purged', async () => {
      const { session } = await atEidStep();
      await start('eid', session);
      const rows = () => server.store.store.db.selectFrom('eid_authorizations').select('handle').execute();
      assert.ok((await rows()).length > 0);
      await server.store.store.db.updateTable('eid_authorizations').set({ expires_at: 1 }).execute();
      assert.ok((await server.services.eidPurge.purge()) > 0);
      assert.equal((await rows()).length, 0);
    });
  });
}
