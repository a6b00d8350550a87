// GET / and the demo-only GET /demo/run/{flowId} over real HTTP (SQLite: neither touches SQL of
// its own): what a server with the demo off shows (no demo flows, credentials or demo routes),
// what the demo adds, the CSP that admits only the inline stylesheet, and escaping.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { loadConfig } from '../../config/env.js';
import { exampleFlows, setUpDemo } from '../../app/demo.js';
import { BOOTSTRAP_TENANT_ID, DEMO_CREDENTIALS, demoCredentialsInUse } from '../../app/bootstrap.js';
import { landingHtml } from './landing-page.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

async function page(server: TestServer, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') {
  const res = await fetch(`${server.baseUrl}/`, { headers: { accept } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The CSP must admit the page's one inline stylesheet by hash, and nothing else. */
function assertStrictCsp(headers: Headers, html: string): void {
  const csp = headers.get('content-security-policy') ?? '';
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  assert.ok(style, 'an inline stylesheet');
  const hash = createHash('sha256').update(style).digest('base64');
  assert.match(csp, /^default-src 'none'; /);
  assert.ok(csp.includes(`style-src 'sha256-${hash}'`), `CSP ${csp} admits the stylesheet`);
  assert.ok(!/unsafe|script-src|https?:/.test(csp), csp);
  assert.equal(headers.get('x-frame-options'), 'DENY');
  assert.equal(headers.get('cache-control'), 'no-store');
  // Nothing loaded from anywhere: no script, no external stylesheet or font, no absolute URL.
  assert.ok(!/<script|<link|<img|@import|url\(|\b(src|href)="(https?:)?\/\//i.test(html), 'no external resources');
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

describe('landing page with the demo off', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite');
  });
  after(async () => {
    await server.close();
  });

  it('serves HTML naming the server and its version, linking the API reference and health endpoints that exist', async () => {
    const { status, headers, text } = await page(server);
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
    assertStrictCsp(headers, text);
    assert.ok(text.includes(`<h1>Onward <span class="version">${VERSION}</span></h1>`));
    assert.deepEqual(
      hrefs(text),
      ['studio', 'docs', 'openapi.json', 'healthz', 'readyz', 'metrics'],
      'the Studio, the API reference, the document and the health endpoints',
    );
    for (const href of hrefs(text)) {
      const res = await fetch(new URL(href, `${server.baseUrl}/`));
      assert.equal(res.status, 200, `${href} answers`);
    }
  });

  it('shows no demo flows, credentials or demo routes', async () => {
    const { text } = await page(server);
    for (const absent of ['Demo', 'demo/run', DEMO_CREDENTIALS.clientSecret, DEMO_CREDENTIALS.password])
      assert.ok(!text.includes(absent), absent);
    const run = await fetch(`${server.baseUrl}/demo/run/onboarding-basic`, { redirect: 'manual' });
    assert.equal(run.status, 404);
    assert.equal(((await run.json()) as { code: number }).code, 4404);
    const index = await page(server, 'application/json');
    assert.deepEqual(JSON.parse(index.text), {
      name: 'Onward',
      version: VERSION,
      api: [
        { href: '/docs', title: 'API reference' },
        { href: '/openapi.json', title: 'OpenAPI document' },
      ],
      health: [
        { href: '/healthz', title: 'Liveness' },
        { href: '/readyz', title: 'Readiness' },
        { href: '/metrics', title: 'Metrics' },
      ],
    });
    assert.match(index.headers.get('content-type') ?? '', /^application\/json/);
    const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/demo')), 'no demo route documented');
  });

  it('escapes what it shows', () => {
    const html = landingHtml(server.app, {
      mailbox: false,
      demo: {
        tenantId: 't',
        flows: [{ flowId: 'x"><b', name: '<script>alert(1)</script>', description: 'a & b' }],
        credentials: undefined,
      },
    });
    assert.ok(!html.includes('<script>') && html.includes('&#60;script&#62;alert(1)&#60;/script&#62;'));
    assert.ok(html.includes('a &#38; b') && html.includes('href="demo/run/x%22%3E%3Cb"'));
    assert.ok(!html.includes('Demo credentials'));
  });

  it('shows the demo credentials only while they are the ones in use', () => {
    assert.equal(demoCredentialsInUse(loadConfig({ ONWARD_DEMO: '1' })), true);
    assert.equal(demoCredentialsInUse(loadConfig({ ONWARD_DEMO: '0' })), false);
    assert.equal(
      demoCredentialsInUse(
        loadConfig({
          ONWARD_DEMO: '1',
          ONWARD_BOOTSTRAP_CLIENT_ID: 'c',
          ONWARD_BOOTSTRAP_CLIENT_SECRET: 's'.repeat(20),
        }),
      ),
      false,
    );
    assert.equal(
      demoCredentialsInUse(
        loadConfig({ ONWARD_DEMO: '1', ONWARD_BOOTSTRAP_USERNAME: 'u', ONWARD_BOOTSTRAP_PASSWORD: 'p'.repeat(20) }),
      ),
      false,
    );
  });
});

describe('landing page with the demo on', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite', { ONWARD_DEMO: '1' });
    await setUpDemo(server.services.config, server.services, pino({ level: 'silent' }));
  });
  after(async () => {
    await server.close();
  });

  it('lists every demo flow with a one-click run, and the demo credentials', async () => {
    const { status, headers, text } = await page(server);
    assert.equal(status, 200);
    assertStrictCsp(headers, text);
    const flows = exampleFlows();
    assert.ok(flows.length >= 5);
    for (const f of flows) assert.ok(text.includes(`href="demo/run/${f.flowId}"`), f.flowId);
    assert.ok(text.includes('<h3>Basic onboarding</h3>'));
    for (const secret of Object.values(DEMO_CREDENTIALS)) assert.ok(text.includes(`<code>${secret}</code>`), secret);
    const index = JSON.parse((await page(server, 'application/json')).text) as {
      demo: { flows: Array<{ flowId: string; run: string }>; credentials: unknown };
    };
    assert.deepEqual(
      index.demo.flows.map((f) => [f.flowId, f.run]),
      flows.map((f) => [f.flowId, `/demo/run/${f.flowId}`]),
    );
    assert.deepEqual(index.demo.credentials, DEMO_CREDENTIALS);
  });

  it('GET /demo/run/{flowId} starts a session of the bootstrap tenant and redirects to its resume page', async () => {
    const run = await fetch(`${server.baseUrl}/demo/run/onboarding-basic`, { redirect: 'manual' });
    assert.equal(run.status, 303);
    const location = run.headers.get('location') ?? '';
    assert.match(location, /^\/resume\/[A-Za-z0-9_.-]+$/);
    const resume = await fetch(`${server.baseUrl}${location}`);
    assert.equal(resume.status, 200);
    assert.match(resume.headers.get('content-type') ?? '', /text\/html/);
    const token = location.split('/').pop()!;
    const step = await fetch(`${server.baseUrl}/resume/api/step`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await step.json()) as { id?: string; type?: string };
    assert.equal(step.status, 200, JSON.stringify(body));
    assert.deepEqual([body.type, body.id], ['form', 'personal']);
    const ref = server.services.resumeTokens.verify(token);
    assert.ok(ref.ok);
    const session = await server.services.runtime.sessions.get(ref.ref.sessionId);
    assert.equal(session?.tenantId, BOOTSTRAP_TENANT_ID);
    assert.equal(session?.flowId, 'onboarding-basic');
    // Each click is a new run.
    const again = await fetch(`${server.baseUrl}/demo/run/onboarding-basic`, { redirect: 'manual' });
    assert.notEqual(again.headers.get('location'), location);
  });

  it('documents the demo route in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    assert.deepEqual(doc.paths['/demo/run/{flowId}']?.get?.tags, ['demo']);
  });

  it('refuses a flow that is not a shipped example, even one the bootstrap tenant publishes', async () => {
    await server.services.flows.putDraft({
      tenantId: BOOTSTRAP_TENANT_ID,
      flowId: 'own-flow',
      document: { name: 'own', nodes: [{ id: 'e', type: 'end' }] },
      actor: 'test',
    });
    await server.services.flows.publish({
      tenantId: BOOTSTRAP_TENANT_ID,
      flowId: 'own-flow',
      target: 'live',
      actor: 'test',
    });
    for (const flowId of ['own-flow', 'nope']) {
      const res = await fetch(`${server.baseUrl}/demo/run/${flowId}`, { redirect: 'manual' });
      assert.equal(res.status, 404);
      assert.equal(((await res.json()) as { code: number }).code, 4000);
    }
  });
});
