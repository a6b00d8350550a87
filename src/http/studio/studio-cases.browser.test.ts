// Case review as a reviewer does it, in headless Chromium on the built Studio (issue 18's bullet):
// a person on the demo watchlist (the OFAC SDN 2025 fixture the demo loads) runs through the demo
// flow (examples/flows/onboarding-screened.json, published with a webhook to a local receiver)
// over the public API and uploads a registry extract (PDF) and a photo; a reviewer account signs
// in, finds the case in the queue (opened at Pending Review, with counts, the person's and the
// company's name in the row) by searching the name, opens it, sees the values by step, the hit
// with its list and score, the PDF drawn in the page and the photo with its zoom, the path through
// the flow on the small canvas, moves the case to Declined with a reason (a transition the API
// forbids is not offered, and the API refuses it), and sees the change in the timeline, in the
// case's audit trail and as the `end_client.status_changed` webhook the receiver got (and as a
// delivered webhook in the timeline). The erasure dialog names what would go; erasing another
// case shows the receipt. A read-only account sees the case with no action; an account of another
// tenant cannot open the case by its URL. axe on the case view. No console errors on the way.
// Screenshots: docs/images/studio-cases-*.png (the ones docs/studio.md shows) and .tmp/screenshots.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { publishFlow, startTestServer, type TenantCreds, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { studioSignIn } from '../../../test/support/studio-client.js';
import { flowClient, type StepAnswer } from '../../../test/support/flow-client.js';
import { png } from '../../../test/support/file-samples.js';
import { axe } from '../../../test/support/axe.js';
import { startReceiver, waitFor } from '../../monitoring/test-support.js';
import { STUDIO_BUILD_DIR } from './app-page.js';

const DOCS_IMAGES = new URL('../../../docs/images/', import.meta.url).pathname;
const DEMO_FLOW = JSON.parse(
  readFileSync(new URL('../../../examples/flows/onboarding-screened.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const SPECIMEN = readFileSync(new URL('../../../examples/documents/specimen-id.pdf', import.meta.url));

// On the OFAC SDN 2025 fixture, one of the demo's watchlists.
const LISTED = { first_name: 'Elvis Angus', last_name: 'Logan Morey', dob: '1963-07-28', nationality: 'GB' };
const COMPANY = { company_name: 'A Taste of Tuscany Ltd', company_nr: '06473722', company_country_incorporation: 'GB' };
const RETRY = { 'x-hf-retry-on-pending': 'true' };

const fileElement = (step: StepAnswer): string => {
  const el = step.body.elements?.find((e) => e.type === 'file');
  if (!el) throw new Error(`no file element in ${JSON.stringify(step.body)}`);
  return el.id as string;
};

describe('studio case review in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let caseId = '';
  let otherCaseId = '';
  const problems: string[] = [];

  const open = async (username: string, path = '/studio/cases'): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`${username} pageerror: ${e.message}`));
    page.on('console', (m) => {
      // The other tenant's refused case is the one error expected (its 404 in the console).
      if (m.type() === 'error' && username === 'olga' && /404/.test(m.text())) return;
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${username} console: ${m.text()}`);
    });
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(`${username}-password-long`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    return { context, page };
  };

  const upload = async (session: string, content: Buffer, name: string): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const res = await fetch(`${server.baseUrl}/file/onboarding-screened`, {
      method: 'POST',
      body: form,
      headers: { 'x-hf-session': session },
    });
    const body = (await res.json()) as { fileId?: string };
    assert.equal(res.status, 201, JSON.stringify(body));
    return body.fileId!;
  };

  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), 'run `npm run build` first');
    receiver = await startReceiver();
    // The demo on: its watchlists and registry sample are loaded as `npm start` loads them.
    server = await startTestServer('sqlite', { ONWARD_PENDING_WAIT_MS: '20000', ONWARD_DEMO: '1' });
    await publishFlow(server, server.tenants.a.tenantId, 'onboarding-screened', {
      ...DEMO_FLOW,
      webhook: { url: `${receiver.url}/hook/onboarding` },
    });
    const admins = { a: await studioSignIn(server, server.tenants.a), b: await studioSignIn(server, server.tenants.b) };
    for (const [tenant, username, role] of [
      ['a', 'rita', 'reviewer'],
      ['a', 'vera', 'read_only'],
      ['b', 'olga', 'reviewer'],
    ] as const) {
      const made = await admins[tenant].call('POST', '/accounts', {
        username,
        role,
        password: `${username}-password-long`,
      });
      assert.equal(made.status, 201, JSON.stringify(made.body));
    }
    const flow = flowClient(server.baseUrl);
    const start = await flow.get('onboarding-screened');
    caseId = start.session ?? '';
    const company = await flow.submit('onboarding-screened', caseId, LISTED, RETRY);
    assert.equal(company.body.id, 'company', JSON.stringify(company.body));
    const extract = await upload(caseId, SPECIMEN, 'registry-extract.pdf');
    await upload(caseId, png(), 'office-photo.png');
    const end = await flow.submit(
      'onboarding-screened',
      caseId,
      { ...COMPANY, [fileElement(company)]: extract },
      RETRY,
    );
    assert.equal(end.body.id, 'review', JSON.stringify(end.body));
    // A second case, started and left: the one erased below.
    otherCaseId = (await flow.get('onboarding-screened')).session ?? '';
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await receiver?.close();
  });

  it('a reviewer finds the listed person, sees hit, document and path, declines with a reason; timeline, audit trail and webhook show it', async () => {
    const { context, page } = await open('rita');
    await page.getByRole('heading', { name: 'Cases' }).waitFor();
    const pending = page.getByRole('button', { name: /Pending Review/ });
    assert.equal(await pending.getAttribute('aria-pressed'), 'true', 'the queue opens at Pending Review');
    await page.getByRole('link', { name: caseId }).waitFor();
    assert.match(await pending.innerText(), /Pending Review\s*1/);
    const row = page.locator('tr', { has: page.getByRole('link', { name: caseId }) });
    assert.match(await row.innerText(), /Elvis Angus Logan Morey[\s\S]*A Taste of Tuscany Ltd/, 'names in the row');

    // A search by first and last name given apart finds the case; one by a name nobody gave finds none.
    await page.getByLabel('Search').fill('nobody-like-this');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No cases match.').waitFor();
    await page.getByLabel('Search').fill('elvis morey');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name: caseId }).waitFor();
    await page.screenshot({ path: screenshotPath('studio-cases-queue.png') });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-cases-queue.png') });

    await page.getByRole('link', { name: caseId }).click();
    await page.waitForURL(new RegExp(`/studio/cases/${caseId}$`));
    const about = page.getByRole('region', { name: 'Step About you' });
    await about.waitFor();
    assert.match(await about.innerText(), /Date of birth[\s\S]*28 July 1963/);
    const hit = page.getByRole('region', { name: 'screen result' });
    await hit.getByText('Potential hit').waitFor();
    const hitRow = hit.locator('tbody tr').first();
    assert.match(await hitRow.innerText(), /LOGAN MOREY/i);
    assert.match(await hitRow.innerText(), /SDN[\s\S]*sanctions[\s\S]*\d+%/);

    // The PDF is drawn in the page by pdf.js; the photo is shown with its zoom; both download.
    const pdfFile = page.getByRole('listitem', { name: 'File registry-extract.pdf' });
    const pdfPage = pdfFile.getByRole('img', { name: /registry-extract\.pdf, page 1 of/ });
    await pdfPage.waitFor();
    assert.ok(((await pdfPage.boundingBox())?.height ?? 0) > 200, 'the PDF page is drawn at a readable size');
    const photo = page.getByRole('img', { name: 'office-photo.png' });
    await page.waitForFunction(`(() => {
      const img = document.querySelector('img[alt="office-photo.png"]');
      return img !== null && img.complete && img.naturalWidth === 1;
    })()`);
    const before = (await photo.boundingBox())?.width ?? 0;
    await page.getByRole('group', { name: 'Zoom office-photo.png' }).getByRole('button', { name: 'Zoom in' }).click();
    assert.ok(((await photo.boundingBox())?.width ?? 0) > before, 'zooming in widens the image');
    const download = await pdfFile.getByRole('link', { name: 'Download' }).getAttribute('href');
    const fetched = await page.evaluate(async (href) => {
      const r = await fetch(href ?? '');
      return { type: r.headers.get('content-type'), disposition: r.headers.get('content-disposition') };
    }, download);
    assert.equal(fetched.type, 'application/pdf');
    assert.match(fetched.disposition ?? '', /^attachment; filename="registry-extract.pdf"/);

    // The path: every step passed is highlighted on the canvas, the END it stands on ringed.
    const canvas = page.getByRole('figure', { name: 'Path through the flow' });
    await canvas.locator('.react-flow__node').first().waitFor();
    const pathNodes = canvas.locator('.react-flow__node.on-path');
    const onPath: (string | null)[] = [];
    for (let i = 0; i < (await pathNodes.count()); i++) onPath.push(await pathNodes.nth(i).getAttribute('data-id'));
    assert.deepEqual(onPath.sort(), ['company', 'decide', 'kyb', 'personal', 'review', 'screen']);
    assert.equal(await canvas.locator('.react-flow__node.path-current').getAttribute('data-id'), 'review');
    assert.equal(await canvas.locator('.react-flow__node[data-id="accepted"].on-path').count(), 0);
    await axe(page, 'case view with files, path and actions');

    // Only the transitions the server allows are offered: from Pending Review, Accepted or Declined.
    const decide = page.getByRole('form', { name: 'Change status' });
    const offered = await decide.getByLabel('New status').locator('option').allTextContents();
    assert.deepEqual(offered, ['Choose…', 'Accepted', 'Declined']);
    await decide.getByLabel('New status').selectOption('DECLINED');
    await decide.getByRole('button', { name: 'Change status' }).click();
    assert.equal(await decide.locator('textarea:invalid').count(), 1, 'the empty reason is invalid');
    await decide.getByLabel('Reason (required)').fill('Confirmed match on the OFAC SDN list (name and date of birth).');
    await page.screenshot({ path: screenshotPath('studio-cases-decide.png') });
    await decide.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('status').filter({ hasText: 'Status changed to Declined.' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Pending Review → Declined').waitFor();
    assert.match(await timeline.innerText(), /Reason: Confirmed match on the OFAC SDN list/);
    // What happened in the run, newest first, under the flow's step names.
    assert.match(
      await timeline.innerText(),
      /In Progress → Pending Review at review[\s\S]*Service ran: kyb[\s\S]*Step submitted: Your company[\s\S]*Service ran: screen[\s\S]*screening[\s\S]*Not Started → In Progress[\s\S]*Step submitted: About you/,
    );
    assert.match(await page.locator('.case-head .status').innerText(), /Declined/);
    // The audit trail of the case names who, what, before/after and why.
    const trail = page.getByRole('region', { name: 'Audit trail of this case' });
    const entry = trail.locator('tr', { hasText: 'case.status_changed' });
    assert.match(await entry.innerText(), /rita[\s\S]*PENDING_REVIEW[\s\S]*DECLINED[\s\S]*Confirmed match/);

    // The webhook reached the receiver, and the timeline lists it as delivered.
    const hook = await waitFor(
      async () => receiver.hooks().find((r) => r.body.includes(caseId) && r.body.includes('"to":"DECLINED"')) ?? false,
      'the status_changed webhook',
    );
    const event = JSON.parse(hook.body) as { type: string; data: { from: string; to: string; source: string } };
    assert.deepEqual(
      [event.type, event.data.from, event.data.to, event.data.source],
      ['end_client.status_changed', 'PENDING_REVIEW', 'DECLINED', 'manual'],
    );
    await waitFor(async () => {
      await page.reload();
      const text = await page.getByRole('list', { name: 'Timeline' }).innerText();
      return /Webhook end_client\.status_changed[\s\S]*delivered \(1 attempt, HTTP 200\)/.test(text);
    }, 'the delivered webhook in the timeline');

    // A forbidden transition is not offered, and the API refuses it.
    const now = await page
      .getByRole('form', { name: 'Change status' })
      .getByLabel('New status')
      .locator('option')
      .allTextContents();
    assert.deepEqual(now, ['Choose…', 'Accepted', 'Pending Review']);
    const rita = await studioSignIn(server, { username: 'rita', password: 'rita-password-long' } as TenantCreds);
    const refused = await rita.call('POST', `/cases/${caseId}/status`, { status: 'IN_PROGRESS', reason: 'reopen' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 4111);
    // The page scrolls inside its shell, so a full-page screenshot holds one viewport, and an element
    // taller than it is drawn blank below the fold: the window is made as tall as the case first.
    const viewport = page.viewportSize();
    // Its images and PDF may still grow it once drawn in the taller window: measured until it holds.
    let height = 0;
    for (let tries = 0; tries < 5; tries++) {
      await page.getByText('Drawing the PDF…').waitFor({ state: 'hidden' });
      // The lowest point of anything in the case (its parts overflow the shell's boxes).
      const bottom = await page.evaluate<number>(
        `Math.max(...Array.from(document.querySelectorAll('section.case *'), (e) => e.getBoundingClientRect().bottom))`,
      );
      const next = Math.ceil(bottom + 40);
      if (next === height) break;
      height = next;
      await page.setViewportSize({ width: viewport?.width ?? 1280, height });
      await page.waitForTimeout(300);
    }
    await page.getByRole('heading', { name: 'Service results' }).waitFor();
    await page.screenshot({ path: screenshotPath('studio-cases-view.png') });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-cases-view.png') });
    if (viewport) await page.setViewportSize(viewport);

    // Notes and assignment from the same page.
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByRole('status').filter({ hasText: 'Assigned.' }).waitFor();
    await page.getByLabel('Note', { exact: true }).fill('Customer informed by letter.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await timeline.getByText('Customer informed by letter.').waitFor();

    // The erasure dialog names what would go; cancelled, nothing goes.
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase case ${caseId}?` });
    const removed = await dialog.getByRole('list', { name: 'What will be removed' }).innerText();
    assert.match(removed, /values[\s\S]*2 uploaded files: registry-extract\.pdf, office-photo\.png[\s\S]*1 notes/);
    await page.screenshot({ path: screenshotPath('studio-cases-erase.png') });
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-cases-erase.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('erasing a case shows the receipt of what was removed', async () => {
    const { context, page } = await open('rita', `/studio/cases/${otherCaseId}`);
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase case ${otherCaseId}?` });
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    const receipt = page.getByRole('list', { name: 'Erasure receipt' });
    await receipt.waitFor();
    assert.match(await receipt.innerText(), /0 values[\s\S]*0 files[\s\S]*0 notes/);
    const admin = await studioSignIn(server, server.tenants.a);
    assert.equal((await admin.call('GET', `/cases/${otherCaseId}`)).status, 404);
    const trail = await admin.call('GET', `/cases/${otherCaseId}/audit`);
    assert.ok(
      (trail.body.entries as Array<{ action: string }>).some((e) => e.action === 'case.deleted'),
      'the erasure stays in the audit trail',
    );
    await context.close();
  });

  it('a read-only account sees the case and no action', async () => {
    const { context, page } = await open('vera');
    await page.getByRole('button', { name: /Declined/ }).click();
    await page.getByRole('link', { name: caseId }).click();
    await page.getByRole('region', { name: 'screen result' }).waitFor();
    await page.getByRole('list', { name: 'Timeline' }).waitFor();
    for (const name of [
      'Change status',
      'Assign to me',
      'Unassign',
      'Add note',
      'Approve',
      'Reject',
      'Revoke resume links',
      'Link',
      'Erase…',
      'Send e-mail',
    ])
      assert.equal(await page.getByRole('button', { name }).count(), 0, name);
    assert.equal(await page.getByRole('link', { name: 'Export profile (JSON)' }).count(), 0);
    assert.equal(await page.getByRole('form').count(), 0);
    const vera = await studioSignIn(server, { username: 'vera', password: 'vera-password-long' } as TenantCreds);
    const refused = await vera.call('POST', `/cases/${caseId}/notes`, { body: 'not mine to write' });
    assert.equal(refused.status, 403);
    await page.screenshot({ path: screenshotPath('studio-cases-read-only.png'), fullPage: true });
    await context.close();
  });

  it('a reviewer of another tenant cannot open the case by its URL, nor its files', async () => {
    const { context, page } = await open('olga', `/studio/cases/${caseId}`);
    await page.getByRole('alert').filter({ hasText: 'There is no such case.' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'screen result' }).count(), 0);
    const files = await page.evaluate(async (id) => (await fetch(`/studio/api/cases/${id}/path`)).status, caseId);
    assert.equal(files, 404);
    await context.close();
    assert.deepEqual(problems, []);
  });
});
