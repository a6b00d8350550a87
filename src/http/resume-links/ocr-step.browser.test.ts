// The hosted page's built-in person_ocr and business_ocr steps in real headless Chromium: a person
// opens a signed URL, uploads a generated identity card, waits while it is read and lands on the
// next form prefilled with what was read, corrects a value and finishes; a business uploads its
// registry extract as a PDF; an unreadable photo comes back with the reader's message.
// Screenshots go to screenshotPath() for a human look.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { businessOcrFlow, personOcrFlow } from '../../../test/fixtures/ocr-flow.js';
import { blankPhoto, businessPdfWithText, personCard } from '../../verification/reading/test-support/documents.js';
import { assertHostedPageBuilt } from '../../../test/support/hosted-page.js';

describe('hosted page: OCR steps in Chromium', () => {
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
    page.setDefaultTimeout(30_000);
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
      ['person', personOcrFlow()],
      ['business', businessOcrFlow()],
    ] as const) {
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
      await server.services.flows.publish({ tenantId, flowId, target: 'live', actor: 'test' });
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('reads an identity card, prefills the next form, and the person corrects a value', async () => {
    const page = await open('person');
    await page.getByRole('heading', { name: 'Upload your identity document' }).waitFor();
    assert.equal(
      await page.locator('#ocr-file').getAttribute('accept'),
      'image/jpeg,image/png,image/webp,application/pdf',
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-form-error]').filter({ hasText: 'Choose the document' }).waitFor();
    await page
      .locator('#ocr-file')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await personCard() });
    await page.screenshot({ path: screenshotPath('ocr-person-step.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Check what we read' }).waitFor();
    assert.equal(await page.getByLabel('First name').inputValue(), 'Anna Maria');
    assert.equal(await page.getByLabel('Last name').inputValue(), 'Eriksson');
    assert.equal(await page.getByLabel('Date of birth').inputValue(), '1974-08-12');
    assert.equal(await page.getByLabel('Document number').inputValue(), 'L898902C3');
    assert.equal(await page.getByLabel('City').inputValue(), '', 'non_prefillable');
    await page.screenshot({ path: screenshotPath('ocr-person-next.png'), fullPage: true });
    await page.getByLabel('First name').fill('Anna-Maria');
    await page.getByLabel('City').fill('Springfield');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    assert.deepEqual(problems, []);
  });

  it('reads a registry extract PDF; an unreadable photo comes back with the reader’s message', async () => {
    const page = await open('business');
    await page.getByRole('heading', { name: 'Upload your certificate of incorporation' }).waitFor();
    await page
      .locator('#ocr-file')
      .setInputFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: await blankPhoto() });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-retry="no_text"]').waitFor();
    await page.screenshot({ path: screenshotPath('ocr-business-retry.png'), fullPage: true });
    await page
      .locator('#ocr-file')
      .setInputFiles({ name: 'extract.pdf', mimeType: 'application/pdf', buffer: await businessPdfWithText() });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your company' }).waitFor();
    assert.equal(await page.getByLabel('Company name').inputValue(), 'Example Trading Ltd');
    assert.equal(await page.getByLabel('Registration number').inputValue(), '01234567');
    assert.equal(await page.getByLabel('Registered office').inputValue(), '1 High Street, London EC1A 1AA');
    await page.screenshot({ path: screenshotPath('ocr-business-next.png'), fullPage: true });
    assert.deepEqual(problems, []);
  });
});
