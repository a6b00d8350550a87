// The landing page as a visitor sees it, in headless Chromium (test/support/browser.ts): the demo
// flows are listed, and one click on "Run" opens that flow's first step in the hosted page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { pino } from 'pino';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser } from '../../../test/support/browser.js';
import { setUpDemo } from '../../app/demo.js';
import { assertHostedPageBuilt } from '../../../test/support/hosted-page.js';

const SHOTS = new URL('../../../.tmp/screenshots/', import.meta.url).pathname;

describe('landing page in a browser (demo on)', () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    assertHostedPageBuilt();
    server = await startTestServer('sqlite', { ONWARD_DEMO: '1' });
    await setUpDemo(server.services.config, server.services, pino({ level: 'silent' }));
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders under its CSP (no console errors) and runs a demo flow with one click', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.baseUrl}/`);
    assert.match(await page.locator('h1').innerText(), /^Onward/);
    await page.screenshot({ path: `${SHOTS}landing.png`, fullPage: true });
    // The inline stylesheet applied: a CSP refusal would leave the default serif body font.
    // A string expression: the test is compiled without the DOM library.
    const font = String(await page.evaluate('getComputedStyle(document.body).fontFamily'));
    assert.ok(!/^"?Times/.test(font), `styled body font, got ${font}`);
    const run = page.locator('a[href*="demo/run/onboarding-basic"]');
    assert.equal(await run.count(), 1, 'onboarding-basic has a run link');
    await run.click();
    await page.waitForURL(/\/resume\//);
    await page.locator('form, main').first().waitFor();
    await page.screenshot({ path: `${SHOTS}landing-run.png`, fullPage: true });
    assert.ok((await page.locator('input, select').count()) > 0, 'the first step shows its fields');
    assert.deepEqual(problems, []);
    await page.close();
  });
});
