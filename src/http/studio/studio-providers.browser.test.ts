// The provider steps' forms in headless Chromium, end to end with the server: an electronic-ID step
// configured for Onward's own login with a client secret typed once, saved, stored sealed (the
// plain secret is nowhere in the stored document), shown afterwards only as "a secret is stored",
// and dropped when the client id it is bound to changes; a document check configured with a
// country picked by name and a cross-check, saved as the schema's settings. No console errors.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { openStudio } from '../../../test/support/studio-page.js';
import { STUDIO_BUILD_DIR } from './app-page.js';

const SECRET = 'typed-once-0123456789';

async function storedDocument(page: Page, flowId: string, version: number): Promise<string> {
  return page.evaluate(
    async ({ flowId, version }) =>
      JSON.stringify(
        ((await (await fetch(`/studio/api/flows/${flowId}/versions/${version}`)).json()) as { document: unknown })
          .document,
      ),
    { flowId, version },
  );
}

describe('studio provider forms in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), 'run `npm run build` first');
    server = await startTestServer('sqlite');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('stores an eID client secret sealed, never shows it again, and drops it when its client changes', async () => {
    const { page, problems, close } = await openStudio(browser, server.baseUrl, server.tenants.a);
    await page.getByLabel('New flow id').fill('eid-flow');
    await page.getByRole('button', { name: 'Create flow' }).click();

    const details = page.getByRole('complementary', { name: 'Details' });
    await page.getByRole('button', { name: 'Electronic ID', exact: true }).click();
    await details.getByLabel('Who proves the identity').selectOption('builtin');
    await details.getByLabel('Issuer').fill('https://idp.example.com');
    await details.getByLabel('Client id').fill('onward-client');
    const save = page.getByRole('button', { name: 'Save version' });
    assert.equal(await save.isDisabled(), true, 'no secret yet: the validator refuses');
    await details.getByText('give exactly one of `clientSecret` and `clientSecretRef`').first().waitFor();
    await details.getByLabel('Client secret', { exact: true }).fill(SECRET);
    assert.equal(await details.getByLabel('Client secret', { exact: true }).getAttribute('type'), 'password');
    await details.getByLabel('Scopes (default: openid)', { exact: true }).fill('profile');
    await details.getByRole('button', { name: 'Add to Scopes (default: openid)' }).click();
    await details.getByText('the scopes must include `openid`').first().waitFor();
    await details.getByLabel('Scopes (default: openid)', { exact: true }).fill('openid');
    await details.getByRole('button', { name: 'Add to Scopes (default: openid)' }).click();
    await details.getByRole('button', { name: 'Start from the default mapping' }).click();
    await details.getByLabel('Role of claim 3').selectOption('dob');

    // A document check after it, built-in, Sweden picked by its name, a cross-check on the names
    // the eID step does not provide as form fields: the validator says so until the check is off.
    await page.getByRole('button', { name: 'Document check', exact: true }).click();
    await details.getByLabel('Who verifies the document').selectOption('builtin');
    await details.getByLabel('Issuing countries (empty: any)', { exact: true }).fill('SWE');
    await details.getByRole('button', { name: 'Add to Issuing countries (empty: any)' }).click();
    await details.getByText('SWE · Sweden').waitFor();
    await details.getByLabel('Passport').uncheck();
    await details.getByLabel('The back side must be uploaded too').check();
    await details.getByLabel('Family name').check();
    await details.getByText('Needs a field with the role last_name or full_name').waitFor();
    assert.equal(await save.isDisabled(), true, 'cross_check_source_missing is an error');
    await details.getByLabel('Family name').uncheck();
    await page.getByLabel('Flow name').fill('eID and document');
    // The document check is not connected yet: connect the eID step to it by its next-step picker
    // (the eID card is chosen by keyboard: the document check's card was added over it).
    await page.locator('.react-flow__node[data-id="eid"]').focus();
    await page.keyboard.press('Enter');
    await details.getByLabel('Next step').selectOption('doc_check');
    await page.getByRole('status').filter({ hasText: 'Valid: this flow publishes.' }).waitFor();
    await save.click();
    await page.getByText('Saved as version 1.').waitFor();

    const stored = await storedDocument(page, 'eid-flow', 1);
    assert.ok(!stored.includes(SECRET), 'the plain secret is not stored');
    const doc = JSON.parse(stored) as {
      nodes: Array<{ id: string; config?: Record<string, unknown> }>;
    };
    const eid = doc.nodes.find((n) => n.id === 'eid')?.config;
    assert.match(String((eid?.clientSecret as { sealed?: string } | undefined)?.sealed), /^v1/);
    assert.deepEqual(eid?.scopes, ['profile', 'openid']);
    assert.deepEqual(eid?.claims, { given_name: 'first_name', family_name: 'last_name', birthdate: 'dob' });
    assert.deepEqual(doc.nodes.find((n) => n.id === 'doc_check')?.config, {
      provider: 'builtin',
      documentTypes: ['id_card', 'residence_permit'],
      issuingCountries: ['SWE'],
      requireBack: true,
    });

    // Opened again: the sealed secret is reported, not shown; changing the client id drops it.
    await page.goto(`${server.baseUrl}/studio/flows/eid-flow/versions/1`);
    await page.locator('.react-flow__node[data-id="eid"]').focus();
    await page.keyboard.press('Enter');
    await details.getByText('A secret is stored, sealed with this server’s keys.').waitFor();
    assert.equal(await details.getByLabel('Client secret', { exact: true }).count(), 0);
    await details.getByLabel('Client id').fill('another-client');
    await details.getByLabel('Client secret', { exact: true }).waitFor();
    assert.equal(await save.isDisabled(), true, 'the secret must be typed again');
    await page.screenshot({ path: screenshotPath('providers-eid-secret-dropped.png') });
    await page.getByRole('button', { name: 'Undo' }).click();
    await details.getByText('A secret is stored, sealed with this server’s keys.').waitFor();

    assert.deepEqual(problems, []);
    await close();
  });
});
