// The hosted resume page's built-in electronic ID step in real headless Chromium, against a real
// OpenID provider (oidc-provider with its development login pages): the page's button starts the
// login, the person logs in and consents at the provider, the provider's callback brings the browser
// back to the page, which says the identity was confirmed and shows the next form prefilled; and a
// login cancelled at the provider comes back to the step with its message and a retry button.
// ONWARD_PUBLIC_URL (and so the redirect URI registered at the provider) must be known before the
// server listens on its random port: it is a small forwarder started first, which sends the browser
// on to the server under test, as a reverse proxy in front of it would.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  PERSON,
  startTestProvider,
  type TestProvider,
} from '../../verification/eid/test-support/provider.js';
import { assertHostedPageBuilt } from '../../../test/support/hosted-page.js';

const flow = (issuer: string) => ({
  name: 'eID in the browser',
  start: 'eid',
  nodes: [
    {
      id: 'eid',
      type: 'provider_electronic_id',
      title: 'Log in with your eID',
      config: {
        provider: 'builtin',
        issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        scopes: ['openid', 'profile'],
      },
      next: 'you',
    },
    {
      id: 'you',
      type: 'form',
      title: 'About you',
      next: 'done',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name' },
      ],
    },
    { id: 'done', type: 'end', text: 'Welcome' },
  ],
});

describe('the hosted page’s electronic ID step in Chromium', () => {
  let browser: Browser;
  let server: TestServer;
  let provider: TestProvider;
  let forwarder: Server;
  let forwardTo = '';
  const problems: string[] = [];

  before(async () => {
    assertHostedPageBuilt();
    browser = await launchBrowser();
    forwarder = createServer((req, res) => {
      res.writeHead(302, { location: `${forwardTo}${req.url ?? '/'}` }).end();
    });
    await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
    const publicUrl = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
    provider = await startTestProvider({ redirectUri: `${publicUrl}/eid/callback` });
    server = await startTestServer('sqlite', {
      ONWARD_PUBLIC_URL: publicUrl,
      ONWARD_EID_ALLOW_INSECURE_LOOPBACK: 'true',
    });
    forwardTo = server.baseUrl;
    await publishFlow(server, server.tenants.a.tenantId, 'eid', flow(provider.issuer));
  });
  after(async () => {
    await browser.close();
    await server.close();
    await provider.close();
    forwarder.closeAllConnections();
    await new Promise<void>((resolve) => forwarder.close(() => resolve()));
  });

  async function openLink(): Promise<Page> {
    const opened = await server.services.runtime.open('live', 'eid', undefined);
    const { sessionId } = await server.services.runtime.init(opened, {});
    const link = await server.services.resumeLinks.linkFor({ sessionId, mode: 'live' });
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await page.goto(`${server.baseUrl}${new URL(link.url).pathname}`);
    return page;
  }

  /** At oidc-provider's development pages: log in, then consent (or cancel). */
  async function atProvider(page: Page, decision: 'consent' | 'cancel'): Promise<void> {
    await page.waitForURL((url) => url.origin === provider.issuer);
    if (decision === 'cancel') {
      await page.click('text=[ Cancel ]');
      return;
    }
    await page.fill('input[name=login]', 'person-browser');
    await page.fill('input[name=password]', 'any');
    await page.click('button[type=submit]');
    await page.waitForSelector('button[type=submit]');
    await page.click('button[type=submit]');
  }

  it('logs in at the provider and comes back to the next form, prefilled', async () => {
    const page = await openLink();
    await page.waitForSelector('[data-action="eid-start"]');
    assert.equal(await page.textContent('h1'), 'Log in with your eID');
    await page.screenshot({ path: screenshotPath('eid-step.png') });
    await page.click('[data-action="eid-start"]');
    await atProvider(page, 'consent');
    await page.waitForSelector('.eid-note');
    assert.equal(await page.textContent('h1'), 'About you');
    assert.equal(await page.getByLabel('First name').inputValue(), PERSON.given_name);
    assert.equal(await page.getByLabel('Last name').inputValue(), PERSON.family_name);
    assert.ok(!page.url().includes('eid='), 'the return parameter is dropped from the address');
    await page.screenshot({ path: screenshotPath('eid-back.png') });
    assert.deepEqual(problems, []);
  });

  it('a login cancelled at the provider shows on the step, with a retry', async () => {
    const page = await openLink();
    await page.click('[data-action="eid-start"]');
    await atProvider(page, 'cancel');
    await page.waitForSelector('[data-eid-status="denied"]');
    assert.match((await page.textContent('[data-form-error]')) ?? '', /cancelled or refused/);
    assert.equal(await page.textContent('[data-action="eid-start"]'), 'Try again');
    await page.screenshot({ path: screenshotPath('eid-denied.png') });
    assert.deepEqual(problems, []);
  });
});
