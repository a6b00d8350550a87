// The hosted resume page with a national-identifier field, in real headless Chromium: after
// choosing Sweden as nationality, the number field is labelled with the Swedish name and format;
// a US SSN is refused with the message naming the personnummer, shown under the field; a valid
// personnummer reaches the end. A browser that cannot be had fails this file.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../../test/support/browser.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { identifierFlow } from '../../test/fixtures/identifier-flow.js';
import { assertHostedPageBuilt } from '../../test/support/hosted-page.js';

describe('hosted page: national identifiers', () => {
  let server: TestServer;
  let browser: Browser;
  let token: string;

  before(async () => {
    assertHostedPageBuilt();
    browser = await launchBrowser();
    server = await startTestServer('sqlite');
    token = await getToken(server, server.tenants.a);
    const tenantId = server.tenants.a.tenantId;
    await server.services.flows.putDraft({ tenantId, flowId: 'ids', document: identifierFlow('Ids'), actor: 't' });
    await server.services.flows.publish({ tenantId, flowId: 'ids', target: 'live', actor: 't' });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('names the personnummer, shows its format, and explains a wrong type of number', async () => {
    const res = await fetch(`${server.baseUrl}/signed-url/ids`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 200);
    const { url } = (await res.json()) as { url: string };
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(`${server.baseUrl}${new URL(url).pathname}`);

    await page.getByRole('heading', { name: 'Where you are from' }).waitFor();
    await page.getByLabel('Nationality').selectOption('SE');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your numbers' }).waitFor();

    const input = page.getByLabel('National identity number');
    assert.equal(await input.getAttribute('placeholder'), 'YYYYMMDD-XXXX');
    const field = page.locator('.field').filter({ has: input });
    assert.equal(await field.locator('label .identifier-name').textContent(), ' – personnummer');
    assert.equal(await field.locator('.help').textContent(), 'personnummer (Personal identity number), YYYYMMDD-XXXX');

    await input.fill('536-90-4399');
    await page.getByRole('button', { name: 'Continue' }).click();
    const error = field.locator('.field-error');
    await error.filter({ hasText: /./ }).waitFor();
    assert.equal(
      await error.textContent(),
      'This looks like a US Social Security number. Enter the Swedish personnummer in the format YYYYMMDD-XXXX.',
    );
    await page.screenshot({ path: screenshotPath('identifier-page.png'), fullPage: true });

    await input.fill('19121212-1212');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Thank you').waitFor();
    assert.deepEqual(problems, []);
    await page.close();
  });
});
