// The hosted page's built-in provider_doc_v step and file elements in real headless Chromium: a
// person opens a signed URL, types their details, uploads a specimen passport photo, waits while it
// is verified and lands on the next form with the document's number prefilled; a file element
// uploads for real. Screenshots go to /tmp/onward-docv-*.png for a human look.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { documentFlow } from '../../../test/fixtures/document-flow.js';
import * as samples from '../../../test/support/file-samples.js';
import { passportSpecimen, renderSpecimen } from '../../verification/document/test-support/specimen.js';
import { assertHostedPageBuilt } from '../../../test/support/hosted-page.js';

const proofFlow = {
  name: 'Proof of address',
  authenticated: false,
  start: 'proof',
  nodes: [
    {
      id: 'proof',
      type: 'form',
      title: 'Proof of address',
      next: 'done',
      elements: [
        {
          key: 'bill',
          type: 'enhanced_file',
          name: 'A recent utility bill',
          accept: ['pdf', 'png', 'jpg'],
          validations: [{ type: 'required' }],
        },
      ],
    },
    { id: 'done', type: 'end', text: 'Received' },
  ],
};

describe('hosted page: document step and file uploads in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let token: string;
  const problems: string[] = [];

  async function open(flowId: string): Promise<Page> {
    const res = await fetch(`${server.baseUrl}/signed-url/${flowId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 200);
    const { url } = (await res.json()) as { url: string };
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    await page.goto(`${server.baseUrl}${new URL(url).pathname}`);
    return page;
  }

  before(async () => {
    assertHostedPageBuilt();
    browser = await launchBrowser();
    server = await startTestServer('sqlite');
    token = await getToken(server, server.tenants.a);
    for (const [flowId, document] of [
      ['docv', documentFlow()],
      ['proof', proofFlow],
    ] as const) {
      await server.services.flows.putDraft({ tenantId: server.tenants.a.tenantId, flowId, document, actor: 'test' });
      await server.services.flows.publish({
        tenantId: server.tenants.a.tenantId,
        flowId,
        target: 'live',
        actor: 'test',
      });
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('completes a flow with a document step by file upload: verified, then the next form prefilled', async () => {
    const page = await open('docv');
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await page.getByLabel('First name').fill('Anna Maria');
    await page.getByLabel('Last name').fill('Eriksson');
    await page.getByLabel('Date of birth').fill('1974-08-12');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Your passport or ID card' }).waitFor();
    assert.equal(await page.locator('#docv-front').getAttribute('accept'), 'image/jpeg,image/png,image/webp');
    // Nothing chosen: the page says so without a request.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-form-error]').filter({ hasText: 'front' }).waitFor();
    const photo = await renderSpecimen(passportSpecimen(), { format: 'jpeg' });
    await page.locator('#docv-front').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.screenshot({ path: screenshotPath('docv-step.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Check your document' }).waitFor();
    assert.equal(await page.getByLabel('Document number').inputValue(), 'L898902C3');
    await page.screenshot({ path: screenshotPath('docv-next.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    assert.deepEqual(problems, []);
  });

  it('continues on a phone: a single-use capture code as a QR code; the desktop moves on when the phone is done', async () => {
    const desktop = await open('docv');
    await desktop.getByRole('heading', { name: 'About you' }).waitFor();
    await desktop.getByLabel('First name').fill('Anna Maria');
    await desktop.getByLabel('Last name').fill('Eriksson');
    await desktop.getByRole('button', { name: 'Continue' }).click();
    await desktop.getByRole('heading', { name: 'Your passport or ID card' }).waitFor();
    await desktop.getByRole('button', { name: 'Use my phone instead' }).click();
    await desktop.locator('img[data-qr]').waitFor();
    const captureUrl = String(await desktop.locator('.capture-url').textContent());
    assert.match(captureUrl, /\/c\/[A-Z2-9]{10}$/);
    assert.match(String(await desktop.locator('img[data-qr]').getAttribute('src')), /^data:image\/svg\+xml;base64,/);
    await desktop.screenshot({ path: screenshotPath('docv-phone-qr.png'), fullPage: true });

    const phone = await browser.newPage();
    phone.setDefaultTimeout(20_000);
    phone.on('pageerror', (err) => problems.push(`phone pageerror: ${err.message}`));
    await phone.goto(captureUrl);
    await phone.getByRole('heading', { name: 'Your passport or ID card' }).waitFor();
    const photo = await renderSpecimen(passportSpecimen(), { format: 'jpeg' });
    await phone.locator('#docv-front').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByRole('heading', { name: 'Check your document' }).waitFor();
    // The desktop page was watching the step: it moves on without a click.
    await desktop.getByRole('heading', { name: 'Check your document' }).waitFor();
    // Spent: the same code opens nothing a second time.
    const again = await fetch(captureUrl, { redirect: 'manual' });
    assert.equal(again.status, 401);
    assert.equal(((await again.json()) as { code: number }).code, 4011);
    assert.deepEqual(problems, []);
  });

  it('a file that is not a photo is refused on the step with the server\u2019s message', async () => {
    const page = await open('docv');
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await page.getByLabel('First name').fill('Anna');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your passport or ID card' }).waitFor();
    await page
      .locator('#docv-front')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: samples.pdf() });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .locator('[data-form-error]')
      .filter({ hasText: /not supported/ })
      .waitFor();
    assert.deepEqual(problems, []);
  });

  it('uploads the files of a file element and submits their ids', async () => {
    const page = await open('proof');
    await page.getByRole('heading', { name: 'Proof of address' }).waitFor();
    await page.getByLabel('A recent utility bill').setInputFiles({
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: samples.pdf(),
    });
    const fileId = await page.locator('li[data-file-id]').getAttribute('data-file-id');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    const row = await server.store.store.db
      .selectFrom('session_files')
      .select(['session_id', 'element_id'])
      .where('id', '=', String(fileId))
      .executeTakeFirstOrThrow();
    const session = await server.services.runtime.sessions.get(row.session_id);
    assert.deepEqual(session?.state.submissions.proof?.values[String(row.element_id)], [fileId]);
    assert.deepEqual(problems, []);
  });
});
