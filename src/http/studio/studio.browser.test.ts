// The Studio as a person uses it, in headless Chromium (test/support/browser.ts), on the app that
// `npm run build` put in dist/studio-web: the page's headers, sign-in, the flow list, an example flow
// on the canvas with its nodes and labelled branches, a node's details, a validator finding pinned
// to its node, sign-out; no console errors (a CSP violation is one). Screenshots go to
// .tmp/screenshots/studio-*.png.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser } from '../../../test/support/browser.js';
import { STUDIO_BUILD_DIR, STUDIO_CSP } from './app-page.js';

const SHOTS = new URL('../../../.tmp/screenshots/', import.meta.url).pathname;
const example = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../examples/flows/${name}.json`, import.meta.url), 'utf8'));

/** A valid flow whose unknown service name the validator warns about. */
const WARNED_FLOW = {
  name: 'Custom lookup',
  nodes: [
    {
      id: 'ask',
      type: 'form',
      title: 'Your e-mail',
      next: 'lookup',
      elements: [{ key: 'email', type: 'email', name: 'E-mail', role: 'email' }],
    },
    { id: 'lookup', type: 'service', service: 'crm_lookup' },
  ],
};

describe('studio in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    assert.ok(
      existsSync(`${STUDIO_BUILD_DIR}index.html`),
      `the Studio is not built in ${STUDIO_BUILD_DIR}: run \`npm run build\` first`,
    );
    server = await startTestServer('sqlite');
    await publishFlow(server, server.tenants.a.tenantId, 'screened', example('onboarding-screened'));
    await publishFlow(server, server.tenants.a.tenantId, 'custom', WARNED_FLOW);
    await publishFlow(server, server.tenants.b.tenantId, 'b-only', example('onboarding-basic'));
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves the page with a strict CSP and no caching, and hashed assets for a year', async () => {
    for (const path of ['/studio', '/studio/', '/studio/flows/screened/versions/1']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-security-policy'), STUDIO_CSP);
      assert.match(STUDIO_CSP, /script-src 'self';/);
      assert.doesNotMatch(STUDIO_CSP, /unsafe|https?:/);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      const html = await res.text();
      assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)[^>]*>/, 'no inline script');
      assert.doesNotMatch(html, /<style|style=/, 'no inline style');
    }
    const asset = readdirSync(`${STUDIO_BUILD_DIR}assets`).find((f) => f.endsWith('.js'));
    assert.ok(asset);
    const res = await fetch(`${server.baseUrl}/studio/assets/${asset}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /max-age=31536000.*immutable/);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    const missing = await fetch(`${server.baseUrl}/studio/api/nothing-here`);
    assert.equal(missing.status, 404);
    assert.equal(((await missing.json()) as { code: number }).code, 4404);
  });

  it('signs in, lists the flows, opens one on the canvas, shows details and findings, signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    // The one refusal this test provokes on purpose (a wrong password) is logged by Chromium as a
    // failed resource load; any other error or warning fails the test.
    let expectedRefusals = 0;
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      if (expectedRefusals > 0 && /status of 401/.test(m.text()) && m.location().url.endsWith('/studio/api/session')) {
        expectedRefusals--;
        return;
      }
      problems.push(`console ${m.type()}: ${m.text()}`);
    });

    await page.goto(`${server.baseUrl}/studio`);
    await page.getByLabel('Username').waitFor();
    await page.screenshot({ path: `${SHOTS}studio-sign-in.png` });
    await page.getByLabel('Username').fill(server.tenants.a.username);
    await page.getByLabel('Password').fill('not-the-password');
    expectedRefusals = 1;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'not accepted' }).waitFor();
    await page.getByLabel('Password').fill(server.tenants.a.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    const table = page.getByRole('table');
    await table.waitFor();
    await page.screenshot({ path: `${SHOTS}studio-flows.png` });
    const rows = table.locator('tbody tr');
    assert.equal(await rows.count(), 2, "tenant a's two flows, not tenant b's");
    assert.deepEqual(await table.locator('tbody td:first-child').allTextContents(), [
      'Custom lookup',
      'Screened onboarding',
    ]);
    assert.equal(await page.getByText('b-only').count(), 0);

    await page.getByRole('link', { name: 'Screened onboarding' }).click();
    await page.waitForURL(/\/studio\/flows\/screened\/versions\/1$/);
    const nodes = page.locator('.react-flow__node');
    await nodes.first().waitFor();
    // The document's seven nodes; every step has a next, so the engine adds no END.
    assert.equal(await nodes.count(), 7);
    for (const id of ['personal', 'screen', 'company', 'kyb', 'decide', 'review', 'accepted']) {
      assert.equal(await page.locator(`.react-flow__node[data-id="${id}"]`).count(), 1, id);
    }
    assert.match(await page.locator('.react-flow__node[data-id="personal"]').innerText(), /About you[\s\S]*4 elements/);
    assert.match(await page.locator('.react-flow__node[data-id="review"]').innerText(), /PENDING_REVIEW/);
    const labels = page.locator('.edge-label');
    // Edges (and their labels) are drawn once the nodes are measured, a frame or more after them.
    await labels.nth(1).waitFor();
    assert.deepEqual((await Promise.all((await labels.all()).map((l) => l.getAttribute('title')))).sort(), [
      'otherwise',
      'service:screen.hit = true OR service:kyb.match ≠ "match"',
    ]);
    assert.equal(await page.locator('.react-flow__minimap').count(), 1);
    assert.equal(await page.getByRole('status').filter({ hasText: 'Valid: this flow publishes.' }).count(), 1);
    await page.screenshot({ path: `${SHOTS}studio-canvas.png` });

    await page.locator('.react-flow__node[data-id="decide"]').click();
    const details = page.getByRole('complementary', { name: 'Details' });
    await details.getByText('Branch 1', { exact: true }).waitFor();
    assert.equal(await details.getByLabel('Otherwise leads to', { exact: true }).inputValue(), 'accepted');
    assert.equal(await details.getByLabel('Rule 2 operator', { exact: true }).inputValue(), '!=');
    await page.screenshot({ path: `${SHOTS}studio-canvas-condition.png` });

    // Keyboard: a node focused and chosen with Enter shows its details too.
    await page.locator('.react-flow__node[data-id="screen"]').focus();
    await page.keyboard.press('Enter');
    await details.getByRole('heading', { name: 'service screen' }).waitFor();
    await details.getByLabel('Matches kept (0 to 25)', { exact: true }).waitFor();

    await page.getByRole('button', { name: '← Flows' }).click();
    await page.getByRole('link', { name: 'Custom lookup' }).click();
    await page.locator('.react-flow__node[data-id="lookup"] .badge-warning').waitFor();
    // The engine's END for a step without next is drawn too.
    assert.equal(await page.locator('.react-flow__node[data-id="_end"]').count(), 1);
    await page.locator('.react-flow__node[data-id="_end"] .badge-warning').waitFor();
    const finding = page.locator('.findings li.warning').filter({ hasText: 'crm_lookup' });
    assert.equal(await finding.count(), 1);
    await finding.getByRole('button', { name: 'lookup' }).click();
    await details.getByRole('heading', { name: 'service lookup' }).waitFor();
    await page.screenshot({ path: `${SHOTS}studio-canvas-findings.png` });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Signed out.').waitFor();
    const probe = await page.evaluate(
      async () => (await (await fetch('/studio/api/session')).json()) as { signedIn: boolean },
    );
    assert.deepEqual(probe, { signedIn: false }, 'the session is gone on the server');

    assert.deepEqual(problems, []);
    await context.close();
  });
});
