/**
 * The security pack: every route of the app's route table (test/support/route-table.ts), so a new
 * route is covered the day it is added, is called as an attacker would call it:
 * - without credentials, with made-up ones, and with an expired token → the documented refusal;
 * - with another tenant's valid token and this tenant's ids → a refusal, and no byte of the data;
 * - with a test-mode end client on a live path, and a live one on a test path → not found.
 * Tenant A's data all carry MARK, so a leak anywhere in a body is caught by one string search.
 * Documented routes are refused according to their OpenAPI `security`; routes the document hides
 * must be classified below, or the pack fails and names them.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { getToken, publishFlow, startTestServer, type TestServer } from '../support/server.js';
import { routeTable, type TableRoute } from '../support/route-table.js';
import { enrollmentClient, testClock } from '../../src/monitoring/test-support.js';

const MARK = 'Qz7LeakMark';
const DAY_MS = 86_400_000;

type Requirement = Record<string, string[]>;
interface Operation {
  security?: Requirement[];
}

/** How a route the OpenAPI document hides is protected. */
type Hidden =
  | 'public' // anyone may read it: health, the reference, static assets, the Studio's page shell
  | 'capability' // a secret in the URL or a header (resume links) is the only credential
  | 'studio' // the Studio's session cookie
  | 'studio-sign-in' // exchanges credentials for that cookie
  | 'basic'; // Basic authentication

const HIDDEN: ReadonlyArray<readonly [RegExp, Hidden]> = [
  [/^\/$/, 'public'],
  [/^\/(healthz|readyz|metrics|openapi\.json)$/, 'public'],
  [/^\/docs(\/.*)?$/, 'public'],
  [/^\/resume\/assets\/[\w.-]+$/, 'public'],
  [/^\/resume\/:token$/, 'capability'],
  [/^\/resume\/api\/[\w-]+$/, 'capability'],
  [/^\/studio(\/?\*)?$/, 'public'],
  [/^\/studio\/api\/session$/, 'studio-sign-in'],
  [/^\/studio\/api\//, 'studio'],
  [/^\/mailbox(\/:messageId)?$/, 'basic'],
];

const FLOW_DOC = (authenticated: boolean, mark = MARK) => ({
  name: `Security ${mark}`,
  authenticated,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: `About ${mark}`,
      next: 'done',
      elements: [{ key: 'name', type: 'text', name: 'Name', role: 'first_name', validations: [{ type: 'required' }] }],
    },
    { id: 'done', type: 'end', text: `Done ${mark}`, status: 'ACCEPTED' },
  ],
});

interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

describe('security pack over every route of the route table', () => {
  const clock = testClock(Date.now());
  let server: TestServer;
  let routes: TableRoute[];
  let doc: { paths: Record<string, Record<string, Operation>> };
  const t = {} as {
    flowA: string;
    flowB: string;
    flowExpired: string;
    enrollA: string;
    enrollB: string;
    enrollExpired: string;
    liveClient: string;
    testClient: string;
    enrollment: string;
  };

  const call = async ({ method, path, headers = {} }: Call): Promise<Answer> => {
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(hasBody ? { body: '{}' } : {}),
    });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };

  /** The route's URL with A's ids in its parameters (the test client's under /test). */
  const fill = (url: string, ids: { endClient: string }): string =>
    url
      .replace(':flowId', 'sec-auth')
      .replace(':endClientId', ids.endClient)
      .replace(':clientId', ids.endClient)
      .replace(':enrollmentId', t.enrollment)
      .replace(':fileId', randomUUID())
      .replace(':messageId', randomUUID())
      .replace(':PrefillId', 'not-a-prefill-id')
      .replace(':token', 'not-a-token')
      .replace(':version', '1')
      .replace('*', 'anything') +
    // Its one required query parameter, so the call reaches the flow's authentication.
    (url.includes('/kyb-search/') ? '?q=acme' : '');

  /** A 4xx, or 501 for an operation this server does not offer to anyone (no mail transport). */
  const isRefusal = (a: Answer) =>
    (a.status >= 400 && a.status < 500) || (a.status === 501 && a.text.includes('"code":5001'));
  const idsFor = (url: string) => ({ endClient: url.startsWith('/test/') ? t.testClient : t.liveClient });
  const where = (r: TableRoute, what: string) => `${r.method} ${r.url}: ${what}`;
  const noLeak = (r: TableRoute, a: Answer, what: string) =>
    assert.ok(!a.text.includes(MARK), where(r, `${what} leaked tenant A's data: ${a.text.slice(0, 300)}`));
  const refused = (r: TableRoute, a: Answer, statuses: number[], what: string) => {
    assert.ok(statuses.includes(a.status), where(r, `${what} answered ${a.status}: ${a.text.slice(0, 300)}`));
    noLeak(r, a, what);
  };

  before(async () => {
    server = await startTestServer('sqlite', {}, { now: clock.now });
    const a = server.tenants.a;
    await publishFlow(server, a.tenantId, 'sec-auth', FLOW_DOC(true));
    await publishFlow(server, server.tenants.b.tenantId, 'sec-b', FLOW_DOC(false, 'of tenant B'));
    const enrollment = enrollmentClient(server);
    t.flowExpired = await getToken(server, a);
    t.enrollExpired = await enrollment.token(a);
    // Every token issued so far is now past its lifetime (at most a day, see ONWARD_TOKEN_TTL_SECONDS).
    clock.advance(2 * DAY_MS);
    t.flowA = await getToken(server, a);
    t.flowB = await getToken(server, server.tenants.b);
    t.enrollA = await enrollment.token(a);
    t.enrollB = await enrollment.token(server.tenants.b);

    // A live and a test end client of A, each with MARK submitted, and an enrollment of A.
    for (const [prefix, key] of [
      ['', 'liveClient'],
      ['/test', 'testClient'],
    ] as const) {
      const auth = { authorization: `Bearer ${t.flowA}` };
      const first = await fetch(`${server.baseUrl}${prefix}/flow/sec-auth`, { headers: auth });
      assert.equal(first.status, 200);
      const session = first.headers.get('x-hf-session')!;
      const step = (await first.json()) as { elements: Array<{ id: string }> };
      const submitted = await fetch(`${server.baseUrl}${prefix}/submit/sec-auth`, {
        method: 'POST',
        headers: { ...auth, 'x-hf-session': session, 'content-type': 'application/json' },
        body: JSON.stringify({ [step.elements[0]!.id]: `${MARK} Lovelace` }),
      });
      assert.equal(submitted.status, 200, await submitted.text());
      t[key] = session;
    }
    t.enrollment = await enrollment.enroll(t.enrollA, 'http://127.0.0.1:9/hook', {}, { LastName: MARK });

    routes = routeTable(server.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as typeof doc;
  });
  after(async () => server?.close());

  const operationOf = (r: TableRoute): Operation | undefined =>
    doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];

  it('knows how every route is protected: documented, or classified here', () => {
    const unknown = routes.filter((r) => !operationOf(r) && !HIDDEN.some(([re]) => re.test(r.url)));
    assert.deepEqual(
      unknown.map((r) => `${r.method} ${r.url}`),
      [],
      'classify these routes in HIDDEN or document them',
    );
    assert.ok(routes.length > 60, `the route table has the service's routes (${routes.length})`);
  });

  it('refuses a documented route without credentials, with made-up ones and with an expired token', async () => {
    for (const r of routes) {
      const op = operationOf(r);
      const security = op?.security ?? [];
      if (!op || security.length === 0) continue;
      const path = fill(r.url, idsFor(r.url));
      const session = { 'x-hf-session': idsFor(r.url).endClient };
      const schemes = new Set(security.flatMap((req) => Object.keys(req)));
      // A flow route may run without credentials; sec-auth is published authenticated, so one that
      // names it must ask for them (401). One that names no flow (a connector token) refuses that
      // token instead, whatever credentials come with it.
      const anonymousAllowed = security.some((req) => Object.keys(req).length === 0);
      const mustAsk = !anonymousAllowed || r.url.includes(':flowId');
      const refusedAs = (a: Answer, what: string) => {
        if (mustAsk) refused(r, a, [401], what);
        else {
          assert.ok(isRefusal(a), where(r, `${what} answered ${a.status}`));
          noLeak(r, a, what);
        }
      };
      refusedAs(await call({ method: r.method, path, headers: session }), 'no credentials');
      if (schemes.has('oauth2')) {
        const garbage = { ...session, authorization: 'Bearer not.a.token' };
        refusedAs(await call({ method: r.method, path, headers: garbage }), 'a made-up token');
        const expired = { ...session, authorization: `Bearer ${t.flowExpired}` };
        refusedAs(await call({ method: r.method, path, headers: expired }), 'an expired token');
        const enrollToken = { ...session, authorization: `Bearer ${t.enrollA}` };
        refusedAs(await call({ method: r.method, path, headers: enrollToken }), "the enrollment API's token");
      }
      if (schemes.has('enrollmentBearer')) {
        const garbage = { authorization: 'Bearer not.a.token' };
        refused(r, await call({ method: r.method, path, headers: garbage }), [401], 'a made-up token');
        const expired = { authorization: `Bearer ${t.enrollExpired}` };
        refused(r, await call({ method: r.method, path, headers: expired }), [401], 'an expired token');
        const flowToken = { authorization: `Bearer ${t.flowA}` };
        refused(r, await call({ method: r.method, path, headers: flowToken }), [401], "the flow API's token");
      }
      if (schemes.has('basic')) {
        const wrong = { authorization: `Basic ${Buffer.from('user-a:wrong-password').toString('base64')}` };
        const a = await call({ method: r.method, path, headers: wrong });
        refused(r, a, [401], 'a wrong password');
        assert.match(a.headers.get('www-authenticate') ?? '', /^Basic/, where(r, 'names its challenge'));
      }
    }
  });

  it("gives another tenant's token nothing of this tenant's data", async () => {
    for (const r of routes) {
      const op = operationOf(r);
      const schemes = new Set((op?.security ?? []).flatMap((req) => Object.keys(req)));
      const token = schemes.has('oauth2') ? t.flowB : schemes.has('enrollmentBearer') ? t.enrollB : undefined;
      if (!token) continue;
      const ids = idsFor(r.url);
      const a = await call({
        method: r.method,
        path: fill(r.url, ids),
        headers: { authorization: `Bearer ${token}`, 'x-hf-session': ids.endClient },
      });
      noLeak(r, a, "tenant B's token");
      // A route that names one of A's resources must refuse outright; a list may answer B's own.
      if (/:(flowId|endClientId|clientId|enrollmentId)/.test(r.url))
        assert.ok(isRefusal(a), where(r, `tenant B's token answered ${a.status}: ${a.text}`));
    }
  });

  it('keeps test-mode and live end clients apart', async () => {
    const paired = routes.filter((r) => /:(endClientId|clientId)/.test(r.url) && operationOf(r));
    assert.ok(paired.length >= 10, `routes naming an end client (${paired.length})`);
    for (const r of paired) {
      const schemes = new Set((operationOf(r)!.security ?? []).flatMap((req) => Object.keys(req)));
      if (!schemes.has('oauth2')) continue;
      // The other mode's end client: a live id on a /test path and the other way round.
      const other = { endClient: r.url.startsWith('/test/') ? t.liveClient : t.testClient };
      const a = await call({
        method: r.method,
        path: fill(r.url, other),
        headers: { authorization: `Bearer ${t.flowA}`, 'x-hf-session': other.endClient },
      });
      noLeak(r, a, "the other mode's end client");
      assert.ok(isRefusal(a), where(r, `the other mode's end client answered ${a.status}`));
    }
  });

  it('refuses the hidden routes as classified, and serves the public ones', async () => {
    for (const r of routes) {
      if (operationOf(r)) continue;
      const kind = HIDDEN.find(([re]) => re.test(r.url))![1];
      const path = fill(r.url, idsFor(r.url));
      const a = await call({ method: r.method, path });
      switch (kind) {
        case 'public':
          assert.ok(a.status < 500, where(r, `answered ${a.status}`));
          noLeak(r, a, 'an anonymous visitor');
          break;
        case 'capability':
          refused(r, a, [400, 401, 403, 404], 'no or a made-up capability');
          break;
        case 'studio':
          refused(r, a, [401, 403], 'no Studio session');
          break;
        case 'studio-sign-in':
          // GET tells a visitor they are signed out; POST without credentials and DELETE are refused.
          if (r.method === 'GET') assert.deepEqual(JSON.parse(a.text), { signedIn: false }, where(r, a.text));
          else refused(r, a, [400, 401, 403], 'no Studio session');
          break;
        case 'basic': {
          refused(r, a, [401], 'no credentials');
          assert.match(a.headers.get('www-authenticate') ?? '', /^Basic/, where(r, 'names its challenge'));
          break;
        }
      }
    }
  });
});
