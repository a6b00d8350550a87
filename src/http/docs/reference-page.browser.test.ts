// The API reference as an integrator sees it, in headless Chromium (test/support/browser.ts): it
// renders from this server's own OpenAPI document, lists every operation, loads nothing from
// elsewhere and logs no error.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { ERRORS } from '../../errors/index.js';

interface OpenApi {
  paths: Record<string, Record<string, { tags?: string[] }>>;
  tags?: { name: string }[];
}

describe('API reference page (/docs) in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let doc: OpenApi;
  before(async () => {
    server = await startTestServer('sqlite');
    doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as OpenApi;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is served with a CSP that admits only this server', async () => {
    const res = await fetch(`${server.baseUrl}/docs/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /https?:/, 'no outside origin is allowed');
    const html = await res.text();
    assert.doesNotMatch(html, /<script[^>]+src="https?:/, 'no script from elsewhere');
    // The page's own copy of the document is the served one.
    const json = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as OpenApi;
    assert.deepEqual(Object.keys(json.paths).sort(), Object.keys(doc.paths).sort());
    assert.match(await (await fetch(`${server.baseUrl}/docs/yaml`)).text(), /^openapi: 3\.1\.0/m);
  });

  it('renders every operation of /openapi.json under its tag, with no console error or outside request', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    const outside: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(server.baseUrl) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await page.goto(`${server.baseUrl}/docs`);
    await page.locator('.swagger-ui .info .title').waitFor();
    assert.match(await page.locator('.swagger-ui .info .title').innerText(), /Onward/);

    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ path, method })),
    );
    assert.ok(operations.length > 40, `the document has the public operations (${operations.length})`);
    await page.locator('.opblock').first().waitFor();
    // Each operation appears once per tag it carries; an untagged one once under "default".
    const expected = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .reduce((n, op) => n + Math.max(1, op.tags?.length ?? 0), 0);
    assert.equal(await page.locator('.opblock').count(), expected);
    // Read back as "METHOD /path" pairs: a deprecated operation has another class than its method's.
    // A string expression: the test is compiled without the DOM library.
    const listed = new Set(
      await page.evaluate<string[]>(
        `Array.from(document.querySelectorAll('.opblock-summary')).map((n) =>
          n.querySelector('.opblock-summary-method')?.textContent + ' ' +
          n.querySelector('[data-path]')?.getAttribute('data-path'))`,
      ),
    );
    for (const { path, method } of operations) {
      assert.ok(listed.has(`${method.toUpperCase()} ${path}`), `${method.toUpperCase()} ${path} is listed`);
    }
    for (const tag of doc.tags ?? []) {
      assert.equal(await page.locator(`.opblock-tag[data-tag="${tag.name}"]`).count(), 1, `tag ${tag.name}`);
    }
    await page.screenshot({ path: screenshotPath('api-reference.png') });

    // The guide's error table comes from the catalogue: every code is on the page.
    const guide = await page.locator('.swagger-ui .info .description').innerText();
    assert.match(guide, /Error codes/);
    for (const code of Object.keys(ERRORS)) assert.ok(guide.includes(code), `error ${code} is listed`);

    // An operation opens with its parameters, bodies and responses.
    const submit = page.locator('.opblock-summary:has([data-path="/submit/{flowId}"])').first();
    await submit.click();
    await page.locator('.opblock.is-open .responses-table').first().waitFor();
    await page.screenshot({ path: screenshotPath('api-reference-operation.png') });

    assert.deepEqual(problems, []);
    assert.deepEqual(outside, []);
    await page.close();
  });
});
