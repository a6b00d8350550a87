// The mailbox page as an operator sees it, in headless Chromium (test/support/browser.ts): signed in
// with the demo tenant's Basic user, the notification e-mail is listed, opens with its body in the
// sandboxed frame, and its resume link opens the lead's step in the hosted page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { pino } from 'pino';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser } from '../../../test/support/browser.js';
import { httpCall } from '../../../test/support/http-call.js';
import { flowClient } from '../../../test/support/flow-client.js';
import { setUpDemo } from '../../app/demo.js';
import { DEMO_CREDENTIALS } from '../../app/bootstrap.js';
import { assertHostedPageBuilt } from '../../../test/support/hosted-page.js';

const SHOTS = new URL('../../../.tmp/screenshots/', import.meta.url).pathname;

describe('mailbox page in a browser (demo on)', () => {
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

  it('lists the e-mail, shows it, and its link resumes the run', async () => {
    const token = await httpCall<{ access_token: string }>(server.baseUrl, 'POST', '/connect/token', {
      token: null,
      body: {
        grant_type: 'client_credentials',
        client_id: DEMO_CREDENTIALS.clientId,
        client_secret: DEMO_CREDENTIALS.clientSecret,
      },
    });
    assert.equal(token.status, 200, JSON.stringify(token.body));
    const run = await flowClient(server.baseUrl).submit('onboarding-basic', null, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      dob: '1990-12-10',
    });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    const sent = await httpCall(server.baseUrl, 'POST', `/end-clients/${run.session!}/notification`, {
      token: token.body.access_token,
      body: { email: 'ada@example.com' },
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));

    const context = await browser.newContext({
      viewport: { width: 1100, height: 800 },
      httpCredentials: { username: DEMO_CREDENTIALS.username, password: DEMO_CREDENTIALS.password },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.baseUrl}/mailbox`);
    await page.screenshot({ path: `${SHOTS}mailbox-list.png`, fullPage: true });
    assert.ok((await page.locator('a[href*="mailbox/"]').count()) >= 1, 'the message is listed');
    await page.locator('a[href*="mailbox/"]').first().click();
    await page.waitForURL(/\/mailbox\/[^/]+$/);
    await page.screenshot({ path: `${SHOTS}mailbox-message.png`, fullPage: true });
    const frame = page.locator('iframe[sandbox]');
    assert.equal(await frame.count(), 1, 'the HTML body is shown in a sandboxed frame');
    const link = page.locator('a[href*="/resume/"]').first();
    assert.equal(await link.count(), 1, 'the resume link is clickable outside the frame');
    // The link names ONWARD_PUBLIC_URL (or localhost:PORT); the test server listens elsewhere.
    const href = new URL((await link.getAttribute('href')) ?? '');
    assert.match(href.pathname, /^\/resume\/[\w-]+$/);
    await page.goto(`${server.baseUrl}${href.pathname}`);
    await page.locator('input, select').first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
