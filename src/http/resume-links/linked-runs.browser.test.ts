// The hosted page across runs in headless Chromium (test/support/browser.ts): a person holding the
// link of a parent run reaches its flow_connector step, continues in the connected run under the
// "Linked step" banner (prefilled from the parent), goes Back from its first step into the parent
// and forward again, finishes it, and is back in the parent, which continues to its END; that END
// offers the subsequent flow, whose button opens the new run's page, prefilled. A connector with
// onEnd `end` shows the parent's END straight after the connected run. A business run waiting for
// its owners says so, with each invited owner’s progress. Screenshots land in .tmp/screenshots (and
// are copied to docs/images for docs/connected-flows.md and docs/kyb-end-to-end.md).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { httpCall } from '../../../test/support/http-call.js';
import { businessFlow, OWNERS, PERSON_FLOW } from '../../owners/test-support/flows.js';
import { CHILD, LATER, parent } from './test-support/linked-flows.js';
import { assertHostedPageBuilt } from '../../../test/support/hosted-page.js';

describe('the hosted page across runs (Chromium)', () => {
  let server: TestServer;
  let browser: Browser;
  let access: string;
  const problems: string[] = [];

  async function open(flowId: string, endClientId?: string): Promise<Page> {
    const query = endClientId ? `?endClientId=${endClientId}` : '';
    const made = await httpCall<{ url: string }>(server.baseUrl, 'POST', `/signed-url/${flowId}${query}`, {
      token: access,
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const page = await browser.newPage({ viewport: { width: 720, height: 760 } });
    page.on('pageerror', (e) => problems.push(e.message));
    // The link names the configured public base; the test server listens elsewhere.
    await page.goto(`${server.baseUrl}${new URL(made.body.url).pathname}`);
    return page;
  }
  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
  const banner = (page: Page) => page.locator('[data-linked]');

  before(async () => {
    assertHostedPageBuilt();
    server = await startTestServer('sqlite', { ONWARD_PENDING_WAIT_MS: '5000' });
    const tenantId = server.tenants.a.tenantId;
    await publishFlow(server, tenantId, 'child', CHILD);
    await publishFlow(server, tenantId, 'later', LATER);
    await publishFlow(server, tenantId, 'parent', parent('Parent', 'continue'));
    await publishFlow(server, tenantId, 'parent-ends', parent('Parent ends', 'end'));
    await publishFlow(server, tenantId, 'kyc-person', PERSON_FLOW);
    await publishFlow(server, tenantId, 'kyb-links', businessFlow('kyc-person', { delivery: 'links' }));
    browser = await launchBrowser();
    access = await getToken(server, server.tenants.a);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('continues in the connected run, back and forth, returns to the parent and offers the subsequent flow', async () => {
    const page = await open('parent');
    await heading(page, 'About you');
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The connected run, under the banner naming the parent's step, prefilled from the parent.
    await heading(page, 'Your identity');
    assert.equal(await banner(page).locator('strong').textContent(), 'Linked step');
    assert.equal(await banner(page).locator('span').textContent(), 'Verify your identity');
    assert.equal(await page.getByLabel('First name').inputValue(), 'Ada');
    await page.screenshot({ path: screenshotPath('connected-flow-linked-step.png') });

    // Back on its first step leaves it for the parent's step before the connector.
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'About you');
    assert.equal(await banner(page).count(), 0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Your identity');

    await page.getByLabel('City').fill('London');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The connected run's END is not shown: the parent goes on.
    await heading(page, 'Anything else?');
    assert.equal(await banner(page).count(), 0);
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'All done');
    await page.getByText('Thank you: we will be in touch.').waitFor();
    const start = page.getByRole('button', { name: 'Continue to the next part' });
    await start.waitFor();
    await page.screenshot({ path: screenshotPath('connected-flow-subsequent.png') });
    const before = page.url();
    await start.click();
    await heading(page, 'Your bank account');
    assert.notEqual(page.url(), before, 'the new run has its own link');
    assert.match(new URL(page.url()).pathname, /^\/resume\/[A-Za-z0-9_-]+$/);
    assert.equal(await page.getByLabel('First name').inputValue(), 'Ada', 'prefilled from the earlier run');

    // The browser's Back returns to the earlier link, whose run has ended: the page says so.
    await page.goBack();
    await page.locator('[data-state="finished"]').waitFor();
    assert.deepEqual(problems, []);
  });

  it('shows the parent’s END straight after the connected run when the connector ends the parent', async () => {
    const page = await open('parent-ends');
    await heading(page, 'About you');
    await page.getByLabel('First name').fill('Grace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Your identity');
    await page.getByLabel('City').fill('Paris');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'All done');
    assert.equal(await banner(page).count(), 0);
    // onEnd end: the END is the connector node's, without a text of its own.
    await page.getByText('Thank you. Your answers have been received.').waitFor();
    assert.deepEqual(problems, []);
  });

  it('says a business run waits for its owners, with their progress', async () => {
    const first = await httpCall<{ elements: Array<{ id: string; type: string }> }>(
      server.baseUrl,
      'GET',
      '/flow/kyb-links',
      { token: access },
    );
    const session = first.headers.get('x-hf-session')!;
    const group = first.body.elements.find((e) => e.type === 'owner')!;
    const sent = await httpCall(server.baseUrl, 'POST', '/submit/kyb-links', {
      token: access,
      headers: { 'x-hf-session': session },
      body: { company_name: 'Analytical Engines Ltd', [group.id]: OWNERS },
    });
    assert.equal(sent.status, 200);
    const page = await open('kyb-links', session);
    await heading(page, 'Waiting for the owners');
    const rows = page.locator('.owners-progress li');
    await rows.nth(1).waitFor();
    assert.deepEqual(await rows.allInnerTexts(), ['Ada Lovelace\nNot started', 'Elvis Angus Logan Morey\nNot started']);
    await page.getByText('Finished: 0 of 2').waitFor();
    assert.equal(await page.getByText('We are checking your details').count(), 0);
    await page.screenshot({ path: screenshotPath('kyb-e2e-owners-waiting.png') });
    assert.deepEqual(problems, []);
  });
});
