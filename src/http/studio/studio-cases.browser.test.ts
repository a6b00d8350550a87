// Case review as a reviewer does it, in headless Chromium on the built Studio: a person on the OFAC
// SDN fixture runs a screened flow over the public API; a reviewer account signs in, finds the case
// in the queue (opened at Pending Review, with counts) by searching the surname, opens it, sees the
// values by step (date and country in words), the hit with its list and score, moves the case to
// Declined with a reason (the reason is required: the form refuses without one; a transition the
// API forbids is not offered), and sees the change in the timeline and the API. A read-only
// account sees the same case with no action. No console errors on the way. Screenshots:
// docs/images/studio-cases-*.png (the ones docs/studio.md shows) and .tmp/screenshots.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { studioSignIn } from '../../../test/support/studio-client.js';
import { flowClient } from '../../../test/support/flow-client.js';
import { watchlistsDir } from '../../screening/index.js';
import { STUDIO_BUILD_DIR } from './app-page.js';

const DOCS_IMAGES = new URL('../../../docs/images/', import.meta.url).pathname;

const FLOW = {
  name: 'Screened sign-up',
  authenticated: false,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'screen',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name', validations: [{ type: 'required' }] },
        { key: 'dob', type: 'date_picker', name: 'Date of birth', role: 'dob' },
        { key: 'email', type: 'text', name: 'E-mail', role: 'email' },
        { key: 'country', type: 'country_select', name: 'Country of residence', role: 'address_country' },
      ],
    },
    {
      id: 'screen',
      type: 'service',
      service: 'screening',

      next: 'review',
      config: { lists: ['sanctions'] },
    },
    { id: 'review', type: 'end', text: 'Thank you', status: 'PENDING_REVIEW' },
  ],
};

const LISTED = {
  first_name: 'Elvis Angus',
  last_name: 'Logan Morey',
  dob: '1963-07-28',
  email: 'elvis@example.org',
  address_country: 'GB',
};

describe('studio case review in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let caseId = '';
  const problems: string[] = [];

  const open = async (username: string): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`${username} pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${username} console: ${m.text()}`);
    });
    await page.goto(`${server.baseUrl}/studio/cases`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(`${username}-password-long`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    return { context, page };
  };

  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), 'run `npm run build` first');
    server = await startTestServer('sqlite', { ONWARD_PENDING_WAIT_MS: '10000' });
    await server.services.monitoring.registry.importAndActivate(
      'ofac-sdn',
      [join(watchlistsDir(), 'ofac_sdn_fixture_2025-05-16')],
      { listName: 'OFAC SDN (2025 fixture)' },
    );
    await publishFlow(server, server.tenants.a.tenantId, 'screened-signup', FLOW);
    const admin = await studioSignIn(server, server.tenants.a);
    for (const [username, role] of [
      ['rita', 'reviewer'],
      ['vera', 'read_only'],
    ] as const) {
      const made = await admin.call('POST', '/accounts', { username, role, password: `${username}-password-long` });
      assert.equal(made.status, 201, JSON.stringify(made.body));
    }
    const flow = flowClient(server.baseUrl);
    const start = await flow.get('screened-signup');
    const end = await flow.submit('screened-signup', start.session, LISTED, { 'x-hf-retry-on-pending': 'true' });
    assert.equal(end.status, 200, JSON.stringify(end.body));
    caseId = start.session ?? '';
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a reviewer finds the screened person, sees the hit, declines with a reason and sees it in the timeline', async () => {
    const { context, page } = await open('rita');
    await page.getByRole('heading', { name: 'Cases' }).waitFor();
    const pending = page.getByRole('button', { name: /Pending Review/ });
    assert.equal(await pending.getAttribute('aria-pressed'), 'true', 'the queue opens at Pending Review');
    await page.getByRole('link', { name: caseId }).waitFor();
    assert.match(await pending.innerText(), /Pending Review\s*1/);

    // A search by the surname finds the case; one by a name nobody gave finds none.
    await page.getByLabel('Search').fill('nobody-like-this');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No cases match.').waitFor();
    await page.getByLabel('Search').fill('logan morey');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name: caseId }).waitFor();
    await page.screenshot({ path: screenshotPath('studio-cases-queue.png') });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-cases-queue.png') });

    await page.getByRole('link', { name: caseId }).click();
    await page.waitForURL(new RegExp(`/studio/cases/${caseId}$`));
    const about = page.getByRole('region', { name: 'Step About you' });
    await about.waitFor();
    const aboutText = await about.innerText();
    assert.match(aboutText, /Date of birth[\s\S]*28 July 1963/);
    assert.match(aboutText, /Country of residence[\s\S]*United Kingdom \(GB\)/);
    const hit = page.getByRole('region', { name: 'screen result' });
    await hit.getByText('Potential hit').waitFor();
    const hitRow = hit.locator('tbody tr').first();
    assert.match(await hitRow.innerText(), /LOGAN MOREY/i);
    assert.match(await hitRow.innerText(), /SDN[\s\S]*sanctions[\s\S]*\d+%/);
    assert.match(await hit.innerText(), /Lists searched: .*version/);

    // Only the transitions the server allows are offered: from Pending Review, Accepted or Declined.
    const decide = page.getByRole('form', { name: 'Change status' });
    const offered = await decide.getByLabel('New status').locator('option').allTextContents();
    assert.deepEqual(offered, ['Choose…', 'Accepted', 'Declined']);
    await decide.getByLabel('New status').selectOption('DECLINED');
    await decide.getByRole('button', { name: 'Change status' }).click();
    // The browser's own check stops an empty reason before any call.
    assert.equal(await decide.locator('textarea:invalid').count(), 1, 'the empty reason is invalid');
    await decide.getByLabel('Reason (required)').fill('Confirmed match on the OFAC SDN list (name and date of birth).');
    await page.screenshot({ path: screenshotPath('studio-cases-decide.png') });
    await decide.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('status').filter({ hasText: 'Status changed to Declined.' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Pending Review → Declined').waitFor();
    assert.match(await timeline.innerText(), /Reason: Confirmed match on the OFAC SDN list/);
    assert.match(await page.locator('.case-head .status').innerText(), /Declined/);
    await page.screenshot({ path: screenshotPath('studio-cases-view.png'), fullPage: true });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-cases-view.png'), fullPage: true });

    // The server agrees: the case is Declined.
    const admin = await studioSignIn(server, server.tenants.a);
    const view = await admin.call('GET', `/cases/${caseId}`);
    assert.equal((view.body.details as { status: string }).status, 'DECLINED');

    // Notes and assignment from the same page.
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByRole('status').filter({ hasText: 'Assigned.' }).waitFor();
    await page.getByText(/Assignee: .*rita/).waitFor();
    await page.getByLabel('Note', { exact: true }).fill('Customer informed by letter.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await timeline.getByText('Customer informed by letter.').waitFor();
    await context.close();
  });

  it('a read-only account sees the case and no action', async () => {
    const { context, page } = await open('vera');
    await page.getByRole('button', { name: /Declined/ }).click();
    await page.getByRole('link', { name: caseId }).click();
    await page.getByRole('region', { name: 'screen result' }).waitFor();
    await page.getByRole('list', { name: 'Timeline' }).waitFor();
    for (const name of ['Change status', 'Assign to me', 'Unassign', 'Add note', 'Approve', 'Reject'])
      assert.equal(await page.getByRole('button', { name }).count(), 0, name);
    assert.equal(await page.getByRole('form').count(), 0);
    await page.screenshot({ path: screenshotPath('studio-cases-read-only.png'), fullPage: true });
    await context.close();
    assert.deepEqual(problems, []);
  });
});
