// The monitoring console as a reviewer uses it, in headless Chromium on the built Studio: people
// are enrolled through the enrollment API (one on the OFAC SDN fixture of the demo watchlists, one
// clean, one whose callback receiver is down); a reviewer account opens Monitoring, sees the listed
// person's enrollment with its hit, filters by last state, opens it (the scan's hit rendered as the
// case view renders one, with list and version), changes the frequency, resends the last callback
// to a local HTTP receiver and sees the delivery with the answer received, retries the failed
// delivery once the receiver is back (the delivery worker sends it) and deletes an enrollment after
// a confirmation. A read-only account pages through a scan history of two pages and sees the
// same with no action. axe finds no serious
// violation; no console errors. Screenshots: docs/images/studio-monitoring-*.png and .tmp/screenshots.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { axe } from '../../../test/support/axe.js';
import { studioSignIn } from '../../../test/support/studio-client.js';
import { watchlistsDir } from '../../screening/index.js';
import { addScans, enrollmentClient, startReceiver, waitFor } from '../../monitoring/test-support.js';
import { STUDIO_BUILD_DIR } from './app-page.js';

const DOCS_IMAGES = new URL('../../../docs/images/', import.meta.url).pathname;

const LISTED = { FirstName: 'Elvis Angus', LastName: 'Logan Morey', DateOfBirth: '1963-07-28' };
const CLEAN = { FirstName: 'Margit', LastName: 'Oddveigsdottir-Quist', DateOfBirth: '1988-04-02' };
const FAILING = { FirstName: 'Bram', LastName: 'Vandersloot', DateOfBirth: '1975-05-05' };

type Obj = Record<string, unknown>;

describe('studio monitoring console in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let receiverDown = true;
  const ids = { listed: '', clean: '', failing: '' };
  const problems: string[] = [];

  const deliveries = async (enrollmentId: string) => {
    const admin = await studioSignIn(server, server.tenants.a);
    return (await admin.call('GET', `/webhook-deliveries?enrollmentId=${enrollmentId}`)).body.deliveries as Obj[];
  };

  const open = async (username: string, path: string): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`${username} pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${username} console: ${m.text()}`);
    });
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(`${username}-password-long`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    return { context, page };
  };

  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), 'run `npm run build` first');
    server = await startTestServer('sqlite', { ONWARD_WEBHOOK_RETRY_SCHEDULE: '100ms' });
    await server.services.monitoring.registry.importAndActivate(
      'ofac-sdn',
      [join(watchlistsDir(), 'ofac_sdn_fixture_2025-05-16')],
      { listName: 'OFAC SDN (2025 fixture)' },
    );
    receiver = await startReceiver((req, res) => {
      if (req.url.includes('/down') && receiverDown)
        res.writeHead(503, { 'content-type': 'text/plain' }).end('receiver down for maintenance');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
    const api = enrollmentClient(server);
    const token = await api.token(server.tenants.a);
    ids.clean = await api.enroll(token, `${receiver.url}/hook`, {}, CLEAN);
    ids.failing = await api.enroll(token, `${receiver.url}/hook/down`, {}, FAILING);
    ids.listed = await api.enroll(token, `${receiver.url}/hook`, { CustomerReferenceId: 'cust-7' }, LISTED);
    const admin = await studioSignIn(server, server.tenants.a);
    for (const [username, role] of [
      ['rita', 'reviewer'],
      ['vera', 'read_only'],
    ] as const) {
      const made = await admin.call('POST', '/accounts', { username, role, password: `${username}-password-long` });
      assert.equal(made.status, 201, JSON.stringify(made.body));
    }
    await waitFor(() => receiver.hooks(ids.listed)[0], 'the listed person’s first callback');
    await waitFor(async () => (await deliveries(ids.failing))[0]?.status === 'dead', 'the failed callback');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await receiver?.close();
    await server?.close();
  });

  it('a reviewer sees the hit, changes the frequency, resends the callback and retries a failed delivery', async () => {
    const { context, page } = await open('rita', '/studio/monitoring');
    await page.getByRole('heading', { name: 'Monitoring' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Monitoring' }).getAttribute('aria-current'), 'page');
    const table = page.getByRole('table', { name: 'Enrollments' });
    const listedRow = table.getByRole('row').filter({ hasText: 'Elvis Angus Logan Morey' });
    await listedRow.waitFor();
    assert.match(await listedRow.innerText(), /28 July 1963[\s\S]*Weekly[\s\S]*Potential hit/);
    assert.equal(await table.locator('tbody tr').count(), 3);
    await axe(page, 'enrollments');
    await page.screenshot({ path: screenshotPath('studio-monitoring-enrollments.png') });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-monitoring-enrollments.png') });

    // Filtered by last state: only the person with a hit.
    await page.getByLabel('Last state').selectOption('hit');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitFor(async () => (await table.locator('tbody tr').count()) === 1, 'the filtered list');

    await page.getByRole('link', { name: 'Elvis Angus Logan Morey' }).click();
    await page.waitForURL(new RegExp(`/studio/monitoring/enrollments/${ids.listed}$`));
    const scan = page.locator('section.service-result').first();
    await scan.getByText('Potential hit').waitFor();
    const hitRow = scan.locator('tbody tr').first();
    assert.match(await hitRow.innerText(), /LOGAN MOREY/i);
    assert.match(await hitRow.innerText(), /SDN[\s\S]*sanctions[\s\S]*\d+%/);
    assert.match(await scan.innerText(), /Lists searched: OFAC SDN \(2025 fixture\) \(version .+\)/);
    assert.match(await scan.innerText(), /initial scan/);

    // Frequency: Weekly to Daily, shown and audited.
    const frequency = page.getByRole('form', { name: 'Change frequency' });
    await frequency.getByLabel('Frequency').selectOption('Daily');
    await frequency.getByRole('button', { name: 'Change frequency' }).click();
    await page.getByRole('status').filter({ hasText: 'Frequency changed to Daily.' }).waitFor();
    const trail = page.getByRole('list', { name: 'Audit trail' });
    await trail.getByText('Weekly → Daily').waitFor();
    assert.match(await trail.innerText(), /Frequency changed[\s\S]*by rita/);

    // Resend: the receiver gets the record again; the delivery shows the answer it gave.
    const sentBefore = receiver.hooks(ids.listed).length;
    await page.getByRole('button', { name: 'Resend last callback' }).click();
    const queued = page.getByRole('status').filter({ hasText: /Callback queued as msg_/ });
    await queued.waitFor();
    const deliveryId = /msg_[0-9a-f]+/.exec(await queued.innerText())?.[0] ?? '';
    const hook = await waitFor(
      () => receiver.hooks(ids.listed).find((h) => h.headers['webhook-id'] === deliveryId),
      'the resent callback at the receiver',
    );
    assert.equal(receiver.hooks(ids.listed).length, sentBefore + 1);
    assert.equal(hook.body, receiver.hooks(ids.listed)[0]?.body, 'the same record again');
    await waitFor(
      async () => (await deliveries(ids.listed)).some((d) => d.id === deliveryId && d.status === 'delivered'),
      'the resend recorded',
    );
    await page.reload();
    const resent = page.locator(`tr[data-delivery="${deliveryId}"]`);
    await resent.waitFor();
    assert.match(await resent.innerText(), /Delivered[\s\S]*HTTP 200[\s\S]*\{"received":true\}/);
    await trail.getByText(`As message ${deliveryId}`).waitFor();
    await axe(page, 'enrollment');
    await page.screenshot({ path: screenshotPath('studio-monitoring-enrollment.png'), fullPage: true });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-monitoring-enrollment.png'), fullPage: true });

    // Webhook deliveries: the failed one with the receiver's answer; retried once the receiver is back.
    await page.getByRole('link', { name: 'Webhook deliveries' }).click();
    await page.waitForURL(/\/studio\/monitoring\/deliveries$/);
    await page.getByLabel('Status').selectOption('dead');
    const failed = page.getByRole('table', { name: 'Webhook deliveries' }).locator('tbody tr');
    await waitFor(async () => (await failed.count()) === 1, 'the failed delivery alone');
    assert.match(await failed.innerText(), /Failed[\s\S]*2[\s\S]*HTTP 503[\s\S]*receiver down for maintenance/);
    await axe(page, 'webhook deliveries');
    await page.screenshot({ path: screenshotPath('studio-monitoring-deliveries.png') });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-monitoring-deliveries.png') });

    receiverDown = false;
    const failedId = String((await deliveries(ids.failing))[0]?.id);
    await failed.getByRole('button', { name: /Retry now/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Retry of ${failedId} queued` })
      .waitFor();
    await waitFor(
      async () => (await deliveries(ids.failing))[0]?.status === 'delivered',
      'the retry delivered by the worker',
    );
    await page.getByLabel('Status').selectOption('delivered');
    const done = page.locator(`tr[data-delivery="${failedId}"]`);
    await done.waitFor();
    assert.match(await done.innerText(), /Delivered[\s\S]*3[\s\S]*HTTP 200[\s\S]*\{"received":true\}/);
    assert.equal(
      await done.getByRole('button', { name: /Retry now/ }).count(),
      0,
      'a delivered message is not retried',
    );

    // Delete, after a confirmation naming the person.
    await page.goto(`${server.baseUrl}/studio/monitoring/enrollments/${ids.clean}`);
    await page.getByRole('button', { name: 'Delete enrollment…' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm deletion' });
    assert.match(await confirm.innerText(), /Margit Oddveigsdottir-Quist/);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/studio\/monitoring$/);
    await page.getByRole('table', { name: 'Enrollments' }).getByText('Elvis Angus Logan Morey').waitFor();
    assert.equal(await page.getByText('Margit Oddveigsdottir-Quist').count(), 0);
    await context.close();
  });

  it('a read-only account pages through the scan history, sees the deliveries and no action', async () => {
    // 25 scheduled scans after the initial one: the history has two pages of 20.
    await addScans(server, ids.listed, 25, (i, first) => first + (i + 1) * 86_400_000);
    const { context, page } = await open('vera', `/studio/monitoring/enrollments/${ids.listed}`);
    const history = page.getByRole('region', { name: 'Scan history' });
    const scans = history.locator('section.service-result');
    await scans.first().getByText('Potential hit').waitFor();
    assert.equal(await scans.count(), 20);
    assert.match(await history.innerText(), /26 scans, newest first/);
    assert.equal(await history.getByText('initial scan').count(), 0, 'the oldest scan is on the next page');
    await history.getByRole('button', { name: 'Next page' }).click();
    await history.getByText('initial scan').waitFor();
    assert.equal(await scans.count(), 6);
    assert.equal(await history.getByRole('button', { name: 'Next page' }).isDisabled(), true);
    await history.getByRole('button', { name: 'Previous page' }).click();
    await waitFor(async () => (await scans.count()) === 20, 'the first page again');
    await page.getByRole('list', { name: 'Audit trail' }).waitFor();
    for (const name of ['Change frequency', 'Resend last callback', 'Delete enrollment…'])
      assert.equal(await page.getByRole('button', { name }).count(), 0, name);
    assert.equal(await page.getByRole('form').count(), 0);
    await page.getByRole('link', { name: 'Webhook deliveries' }).click();
    await page.getByRole('table', { name: 'Webhook deliveries' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /Retry now/ }).count(), 0);
    await context.close();
    assert.deepEqual(problems, []);
  });
});
