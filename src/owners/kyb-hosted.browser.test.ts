// The demo's end-to-end KYB example on the hosted page in headless Chromium (test/support/browser.ts),
// as its people meet it: the applicant searches the registry, picks the company, lists two owners
// and waits; the owner holding 60 % opens the e-mailed link (from the demo's mailbox page), finds
// her run prefilled (last name and birth date locked), finishes it; the applicant's page moves on
// by itself to its END, and the business case (GET /end-clients/{id}) shows the owner's result.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../test/support/browser.js';
import { httpCall } from '../../test/support/http-call.js';
import { setUpDemo } from '../app/demo.js';
import { DEMO_CREDENTIALS } from '../app/bootstrap.js';
import { assertHostedPageBuilt } from '../../test/support/hosted-page.js';

interface Owner {
  name: string;
  invited: boolean;
  endClientId: string | null;
  state: string;
  status: string | null;
  endNodeId: string | null;
  screeningHit: boolean;
}
interface Case {
  status: string;
  endNodeId: string | null;
  owners: Array<{ state: string; owners: Owner[] }>;
  ownerOf?: { businessEndClientId: string } | null;
}

describe('the KYB example on the hosted page: the business and one owner (demo on)', () => {
  let server: TestServer;
  let browser: Browser;
  let token: string;
  const problems: string[] = [];
  const read = async (id: string): Promise<Case> => {
    const res = await httpCall<Case>(server.baseUrl, 'GET', `/end-clients/${id}`, { token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const watch = (page: Page) => page.on('pageerror', (e) => problems.push(e.message));

  before(async () => {
    assertHostedPageBuilt();
    server = await startTestServer('sqlite', { ONWARD_DEMO: '1', ONWARD_OUTBOUND_ALLOW: '' });
    await setUpDemo(server.services.config, server.services, pino({ level: 'silent' }));
    browser = await launchBrowser();
    const t = await httpCall<{ access_token: string }>(server.baseUrl, 'POST', '/connect/token', {
      token: null,
      body: {
        grant_type: 'client_credentials',
        client_id: DEMO_CREDENTIALS.clientId,
        client_secret: DEMO_CREDENTIALS.clientSecret,
      },
    });
    token = t.body.access_token;
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the applicant and one owner complete it; the case shows the owner’s result', async () => {
    const applicant = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    watch(applicant);
    // The landing page's "Run it in the hosted page" link: a new live run, opened in the hosted page.
    await applicant.goto(`${server.baseUrl}/demo/run/kyb-end-to-end`);
    await applicant.getByRole('heading', { name: 'Find your company' }).waitFor();
    await applicant.getByLabel('Company name').fill('taste of tus');
    const tuscany = applicant.locator('.kyb-results button[data-action="pick"]').first();
    await tuscany.filter({ hasText: 'A TASTE OF TUSCANY' }).waitFor();
    await applicant.screenshot({ path: screenshotPath('kyb-e2e-1-search.png'), fullPage: true });
    await tuscany.click();

    await applicant.getByRole('heading', { name: 'Your company', exact: true }).waitFor();
    assert.equal(await applicant.getByLabel('Registration number').inputValue(), '06473722');
    const owners = applicant.locator('fieldset.owner');
    const fill = async (n: number, o: Record<string, string>) => {
      for (const [label, value] of Object.entries(o))
        await owners.nth(n).getByLabel(label, { exact: true }).fill(value);
    };
    await fill(0, {
      'First name': 'Margit',
      'Last name': 'Oddveigsdottir-Quist',
      'Date of birth': '1988-04-02',
      'E-mail': 'margit@example.com',
      'Ownership (%)': '60',
    });
    await applicant.getByRole('button', { name: 'Add owner' }).click();
    await fill(1, {
      'First name': 'Charles',
      'Last name': 'Babbage',
      'Date of birth': '1971-12-26',
      'E-mail': 'charles@example.com',
      'Ownership (%)': '10',
    });
    await applicant.screenshot({ path: screenshotPath('kyb-e2e-2-company.png'), fullPage: true });
    await applicant.getByRole('button', { name: 'Continue' }).click();
    // The run waits for its owners: the page says so and polls.
    await applicant.locator('[data-state="pending"]').waitFor();
    await applicant.screenshot({ path: screenshotPath('kyb-e2e-3-waiting.png'), fullPage: true });

    // The owner opens her invitation in the demo mailbox and follows its link.
    const mailbox = await browser.newContext({
      viewport: { width: 900, height: 1000 },
      httpCredentials: { username: DEMO_CREDENTIALS.username, password: DEMO_CREDENTIALS.password },
    });
    const inbox = await mailbox.newPage();
    watch(inbox);
    const tenantId = server.services.demo!.tenantId;
    let mailId: string | undefined;
    for (const until = Date.now() + 20_000; !mailId && Date.now() < until;) {
      const { messages } = await server.services.mailbox.list(tenantId, { limit: 20 });
      mailId = messages.find((m) => m.to === 'margit@example.com')?.id;
      if (!mailId) await new Promise((r) => setTimeout(r, 250));
    }
    assert.ok(mailId, 'the invited owner was e-mailed');
    assert.ok(
      !(await server.services.mailbox.list(tenantId, { limit: 20 })).messages.some(
        (m) => m.to === 'charles@example.com',
      ),
      'the owner below the threshold was not',
    );
    await inbox.goto(`${server.baseUrl}/mailbox`);
    await inbox.locator(`a[href$="mailbox/${mailId}"]`).click();
    await inbox.waitForURL(/\/mailbox\/[^/]+$/);
    await inbox.screenshot({ path: screenshotPath('kyb-e2e-4-invitation.png'), fullPage: true });
    const link = new URL((await inbox.locator('a[href*="/resume/"]').first().getAttribute('href')) ?? '');
    // The link names ONWARD_PUBLIC_URL (localhost:PORT); the test server listens elsewhere.
    const owner = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    watch(owner);
    await owner.goto(`${server.baseUrl}${link.pathname}`);
    await owner.getByRole('heading', { name: 'About you' }).waitFor();
    assert.equal(await owner.getByLabel('First name').inputValue(), 'Margit');
    assert.equal(await owner.getByLabel('Last name').inputValue(), 'Oddveigsdottir-Quist');
    assert.equal(await owner.getByLabel('Last name').isEditable(), false, 'the last name is locked');
    assert.equal(await owner.getByLabel('Date of birth').isEditable(), false, 'the birth date is locked');
    await owner.getByLabel('Nationality').selectOption('NO');
    await owner.screenshot({ path: screenshotPath('kyb-e2e-5-owner.png'), fullPage: true });
    await owner.getByRole('button', { name: 'Continue' }).click();
    await owner.getByText('Thank you: your identity is confirmed').waitFor({ timeout: 20_000 });
    await owner.screenshot({ path: screenshotPath('kyb-e2e-6-owner-done.png'), fullPage: true });

    // The applicant's page polls on and reaches the END once the owner is done.
    await applicant.getByText('Thank you: your company and its owners are verified').waitFor({ timeout: 30_000 });
    await applicant.screenshot({ path: screenshotPath('kyb-e2e-7-business-done.png'), fullPage: true });

    // The case: the business run accepted, the owner's result in it, the owner not invited listed too.
    const mail = await server.services.mailbox.open(tenantId, mailId);
    const ownerCase = await read(mail!.endClientId);
    const business = ownerCase.ownerOf!.businessEndClientId;
    const c = await read(business);
    assert.equal(c.status, 'ACCEPTED');
    assert.equal(c.endNodeId, 'accepted');
    assert.equal(c.owners[0]!.state, 'finished');
    assert.deepEqual(
      c.owners[0]!.owners.map((o) => [o.name, o.invited, o.state, o.status, o.endNodeId, o.screeningHit]),
      [
        ['Margit Oddveigsdottir-Quist', true, 'finished', 'ACCEPTED', 'verified', false],
        ['Charles Babbage', false, 'not_invited', null, null, false],
      ],
    );
    assert.equal(c.owners[0]!.owners[0]!.endClientId, mail!.endClientId);
    assert.deepEqual(problems, []);
    await mailbox.close();
  });
});
