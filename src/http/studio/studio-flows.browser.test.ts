// The flows screen's ways to start a flow, in headless Chromium: create from an example (saved, so
// the example really is a publishable document), export it as JSON, duplicate a flow under a new id,
// import a broken file (the parse error and the validator's findings in words, nothing opened), then
// import the exported file. Screenshots go to .tmp/screenshots/flows-*.png, and those of the three
// ways to start a flow to docs/images/studio-flows-*.png (docs/studio.md shows them).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { openStudio } from '../../../test/support/studio-page.js';
import { STUDIO_BUILD_DIR } from './app-page.js';
import { EXAMPLE_FLOWS_DIR } from './list-examples.js';

const DOCS_IMAGES = new URL('../../../docs/images/', import.meta.url).pathname;

const example = (name: string): { name: string; nodes: unknown[] } =>
  JSON.parse(readFileSync(`${EXAMPLE_FLOWS_DIR}${name}.json`, 'utf8')) as { name: string; nodes: unknown[] };

describe('studio flows screen in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), `run \`npm run build\` first`);
    server = await startTestServer('sqlite');
    await publishFlow(server, server.tenants.a.tenantId, 'screened', example('onboarding-screened'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates from an example, exports, duplicates and imports', async () => {
    const { page, problems, close } = await openStudio(browser, server.baseUrl, server.tenants.a, {
      viewport: { width: 1400, height: 900 },
      acceptDownloads: true,
    });
    await page.screenshot({ path: screenshotPath('flows-start.png'), fullPage: true });
    // The four ways to start a flow, side by side above the list: docs/studio.md shows them.
    const startForms = page.locator('.start-flow');
    const shot = async (name: string) => {
      const box = await startForms.boundingBox();
      assert.ok(box);
      const clip = {
        x: Math.max(0, box.x - 12),
        y: Math.max(0, box.y - 12),
        width: box.width + 24,
        height: box.height + 24,
      };
      await page.screenshot({ path: join(DOCS_IMAGES, name), clip });
    };

    // 1. From an example, offered by name; the id is checked like a blank flow's.
    const fromExample = page.getByRole('form', { name: 'Create from an example' });
    await fromExample.getByLabel('Example', { exact: true }).selectOption({ label: 'Basic onboarding' });
    await fromExample.getByLabel('Flow id for the example').fill('screened');
    await fromExample.getByRole('button', { name: 'Create from example' }).click();
    await fromExample.getByRole('alert').filter({ hasText: 'exists already' }).waitFor();
    await fromExample.getByLabel('Flow id for the example').fill('from-example');
    assert.equal(await fromExample.getByRole('alert').count(), 0, 'the problem of the id typed before goes');
    await shot('studio-flows-from-example.png');
    await fromExample.getByRole('button', { name: 'Create from example' }).click();
    await page.waitForURL(/\/studio\/flows\/from-example\/new$/);
    assert.equal(await page.getByLabel('Flow name', { exact: true }).inputValue(), 'Basic onboarding');
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1.' }).waitFor();

    // 3. Export: the open version's document as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'from-example-v1.json');
    const exportedPath = await download.path();
    const exported = JSON.parse(readFileSync(exportedPath, 'utf8')) as { name: string; nodes: unknown[] };
    assert.equal(exported.name, 'Basic onboarding');
    assert.deepEqual(exported.nodes, example('onboarding-basic').nodes);

    // 2. Duplicate the newest version of another flow under a new id (an unsaved canvas).
    await page.getByRole('button', { name: '← Flows' }).click();
    const duplicate = page.getByRole('form', { name: 'Duplicate a flow' });
    await duplicate.getByLabel('Flow to copy').selectOption('screened');
    await duplicate.getByLabel('Flow id for the copy').fill('screened-copy');
    await shot('studio-flows-duplicate.png');
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL(/\/studio\/flows\/screened-copy\/new$/);
    assert.equal(await page.getByLabel('Flow name', { exact: true }).inputValue(), 'Screened onboarding (copy)');
    await page.getByText('New flow, not saved').waitFor();

    // 4. Import: a file that is not JSON, then one the validator refuses, then the exported one.
    await page.getByRole('button', { name: '← Flows' }).click();
    const importForm = page.getByRole('form', { name: 'Import JSON' });
    await importForm.getByLabel('Flow id for the import').fill('imported');
    await importForm.getByLabel('Flow file (.json)').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"name": "Broken", "nodes": ['),
    });
    await importForm.getByRole('button', { name: 'Import' }).click();
    await importForm.getByRole('alert').filter({ hasText: 'broken.json cannot be opened' }).waitFor();
    assert.match(await importForm.getByRole('alert').innerText(), /The file is not JSON/);
    await page.screenshot({ path: screenshotPath('flows-import-broken.png'), fullPage: true });

    await importForm.getByLabel('Flow file (.json)').setInputFiles({
      name: 'dangling.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ name: 'Dangling', nodes: [{ id: 'done', type: 'END', status: 'ACCEPTED', next: 'nowhere' }] }),
      ),
    });
    await importForm.getByRole('button', { name: 'Import' }).click();
    await importForm.getByRole('alert').filter({ hasText: 'dangling.json cannot be opened' }).waitFor();
    assert.ok((await importForm.getByRole('alert').getByRole('listitem').count()) > 0);
    await shot('studio-flows-import.png');
    assert.match(page.url(), /\/studio\/?$/);

    await importForm.getByLabel('Flow file (.json)').setInputFiles(exportedPath);
    await importForm.getByRole('button', { name: 'Import' }).click();
    await page.waitForURL(/\/studio\/flows\/imported\/new$/);
    assert.equal(await page.getByLabel('Flow name', { exact: true }).inputValue(), 'Basic onboarding');
    await page.screenshot({ path: screenshotPath('flows-imported.png') });

    assert.deepEqual(problems, []);
    await close();
  });
});
