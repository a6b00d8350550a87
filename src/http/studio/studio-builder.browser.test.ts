// The flow builder as an analyst uses it, in headless Chromium, with no JSON anywhere: from an empty
// canvas, a person form (a required date with a minimum age and a regex field), a screening service
// and a condition to two ENDs, connected by dragging; a validation error seen and fixed; saved,
// published to test, run through "Try it" (the hosted page framed beside the canvas, the path drawn
// on it) to the expected END, published to live; the live flow run over the public API to the
// expected END; a second version compared with the first in words, published, and live rolled back.
// Undo/redo, copy/paste and delete are exercised on the way. No console errors. Screenshots go to
// .tmp/screenshots/builder-*.png (docs/images/ holds copies for docs/studio.md).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { openStudio } from '../../../test/support/studio-page.js';
import { flowClient } from '../../../test/support/flow-client.js';
import { watchlistsDir } from '../../screening/index.js';
import { STUDIO_BUILD_DIR } from './app-page.js';
import { assertHostedPageBuilt } from '../../../test/support/hosted-page.js';

/** Drags from one point to another in small steps, as a hand does (React Flow needs the moves). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  assert.ok(a && b, 'both ends are on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Waits until the locator matches `n` elements (React renders after the event that changed them). */
async function count(locator: Locator, n: number): Promise<void> {
  const until = Date.now() + 5000;
  while ((await locator.count()) !== n) {
    if (Date.now() > until) assert.equal(await locator.count(), n);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('studio builder in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    assertHostedPageBuilt();
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), `run \`npm run build\` first`);
    server = await startTestServer('sqlite', { ONWARD_PENDING_WAIT_MS: '10000' });
    await server.services.monitoring.registry.importAndActivate(
      'ofac-sdn',
      [join(watchlistsDir(), 'ofac_sdn_fixture_2025-05-16')],
      {
        listName: 'OFAC SDN (2025 fixture)',
      },
    );
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('builds, fixes, saves, publishes and runs a three-step flow using only the UI', async () => {
    const { page, problems, close } = await openStudio(browser, server.baseUrl, server.tenants.a, {
      viewport: { width: 1500, height: 950 },
    });
    await page.getByLabel('New flow id', { exact: true }).fill('built');
    await page.getByRole('button', { name: 'Create flow' }).click();
    await page.waitForURL(/\/studio\/flows\/built\/new$/);
    const side = page.getByRole('complementary', { name: 'Details' });
    await side.getByRole('status').filter({ hasText: 'Invalid' }).waitFor();

    // The person form.
    const palette = page.getByRole('navigation', { name: 'Add a node' });
    await palette.getByRole('button', { name: 'Form', exact: true }).click();
    await side.getByLabel('Title', { exact: true }).fill('About you');
    await page.getByLabel('Flow name', { exact: true }).fill('Built in the Studio');
    const addElement = async (kind: string, label: string, key: string, role: string | undefined) => {
      await side.getByLabel('Add element', { exact: true }).selectOption({ label: kind });
      const el = side.locator('.element-list > li').last();
      await el.getByLabel('Label', { exact: true }).fill(label);
      await el.getByLabel('Key', { exact: true }).fill(key);
      if (role) await el.getByLabel('Role', { exact: true }).fill(role);
      return el;
    };
    let el = await addElement('Text', 'Full name', 'full_name', 'full_name');
    await el.getByLabel('Add validation', { exact: true }).selectOption({ label: 'Required' });
    el = await addElement('Date', 'Date of birth', 'dob', 'dob');
    await el.getByLabel('Add validation', { exact: true }).selectOption({ label: 'Required' });
    await el.getByLabel('Add validation', { exact: true }).selectOption({ label: 'Latest date' });
    await el.getByLabel('Latest date', { exact: true }).fill('-18y');
    await el.getByLabel('Latest date: error message', { exact: true }).fill('You must be 18 or older');
    el = await addElement('Text', 'Passport number', 'passport', 'document_number');
    await el.getByLabel('Add validation', { exact: true }).selectOption({ label: 'Pattern (regular expression)' });
    // A typo in the pattern: the validator's error shows on the node and in the list at once.
    await el.getByLabel('Pattern (regular expression)', { exact: true }).fill('^[A-Z0-9{6,9}$');
    await el
      .getByLabel('Pattern (regular expression): error message', { exact: true })
      .fill('6 to 9 letters or digits');
    const regexFinding = side.locator('.findings li.error').filter({ hasText: 'does not compile' });
    await regexFinding.first().waitFor();
    await page.locator('.react-flow__node[data-id="form"] .badge-error').waitFor();
    await page.screenshot({ path: screenshotPath('builder-form-error.png') });
    await el.getByLabel('Pattern (regular expression)', { exact: true }).fill('^[A-Z0-9]{6,9}$');
    assert.equal(await regexFinding.count(), 0, 'fixed');

    // Screening, a condition and two ENDs, then auto-layout and connections by dragging.
    await palette.getByRole('button', { name: 'Screening' }).click();
    await side.getByLabel('Matches kept (0 to 25)', { exact: true }).fill('3');
    await palette.getByRole('button', { name: 'Condition' }).click();
    await palette.getByRole('button', { name: 'END' }).click();
    await side.getByLabel('Node id', { exact: true }).fill('accepted');
    await side.getByLabel('Text shown', { exact: true }).fill('Welcome aboard.');
    await palette.getByRole('button', { name: 'END' }).click();
    await side.getByLabel('Node id', { exact: true }).fill('review');
    await side.getByLabel('End status', { exact: true }).selectOption('PENDING_REVIEW');
    await side.getByLabel('Text shown', { exact: true }).fill('We will review your application.');
    await page.getByRole('button', { name: 'Auto-layout' }).click();
    await page.waitForTimeout(300);

    const node = (id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
    const source = (id: string, handle: string) =>
      node(id).locator(`.react-flow__handle.source[data-handleid="${handle}"]`);
    const target = (id: string) => node(id).locator('.react-flow__handle.target');
    await drag(page, source('form', 'next'), target('screening'));
    await drag(page, source('screening', 'next'), target('condition'));
    await drag(page, source('condition', 'new-branch'), target('review'));
    await drag(page, source('condition', 'otherwise'), target('accepted'));
    await count(page.locator('.react-flow__edge'), 4);

    // Undo takes the last connection back, redo restores it; copy/paste then delete leaves no trace.
    const otherwise = page.locator('[aria-label="Branch to accepted when otherwise"]');
    await count(otherwise, 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await count(otherwise, 0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await count(otherwise, 1);
    await node('review').click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Paste' }).click();
    await node('review_copy').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await count(node('review_copy'), 0);

    // The branch: a screening hit goes to review, in words.
    await node('condition').click();
    await side.getByLabel('Rule 1 field', { exact: true }).selectOption({ label: 'screening: has a watchlist hit' });
    await side.getByLabel('Rule 1 operator', { exact: true }).selectOption({ label: 'equals' });
    await side.getByLabel('Rule 1 value', { exact: true }).selectOption({ label: 'yes (true)' });
    await page.locator('.edge-label', { hasText: 'service:screening.hit = true' }).waitFor();
    await side.getByRole('status').filter({ hasText: 'Valid: this flow publishes.' }).waitFor();
    // Laid out again now that it is connected: top to bottom, branches side by side.
    await page.getByRole('button', { name: 'Auto-layout' }).click();
    await page.waitForTimeout(300);
    assert.ok(
      ((await node('screening').boundingBox())?.y ?? 0) > ((await node('form').boundingBox())?.y ?? 0),
      'the screening sits below the form',
    );
    await page.screenshot({ path: screenshotPath('builder-canvas.png') });

    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1.' }).waitFor();
    await page.getByRole('button', { name: 'Publish to test' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is published to test.' }).waitFor();

    // Try it: the test version in the hosted page beside the canvas, run to the END the condition picks.
    await page.getByRole('button', { name: 'Try it' }).click();
    const tryPanel = page.getByRole('complementary', { name: 'Try it' });
    await tryPanel.getByRole('button', { name: 'Start a test session of v1' }).click();
    const hosted = page.frameLocator('iframe[title="Test session of v1"]');
    await hosted.getByRole('heading', { name: 'About you' }).waitFor();
    await page.locator('.react-flow__node.path-current[data-id="form"]').waitFor();
    await hosted.getByLabel('Full name').fill('Margit Oddveigsdottir-Quist');
    await hosted.getByLabel('Date of birth').fill('1988-04-02');
    await hosted.getByLabel('Passport number').fill('AB123456');
    await hosted.getByRole('button', { name: 'Continue' }).click();
    await hosted.getByText('Welcome aboard.').waitFor();
    await page.locator('.react-flow__node.path-current[data-id="accepted"]').waitFor();
    await tryPanel
      .getByRole('status')
      .filter({ hasText: 'Path: form → screening → condition → accepted · ended ACCEPTED' })
      .waitFor();
    assert.equal(await page.locator('.react-flow__node.on-path').count(), 4, 'form, screening, condition, accepted');
    assert.equal(await page.locator('.react-flow__node.on-path[data-id="review"]').count(), 0, 'not the review END');
    assert.equal(await page.locator('.react-flow__edge.on-path').count(), 3);
    await page.screenshot({ path: screenshotPath('builder-try.png') });
    await tryPanel.getByRole('button', { name: 'Close' }).click();
    await count(page.locator('.react-flow__node.on-path'), 0);
    await page.getByRole('button', { name: 'Publish to live' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is published to live.' }).waitFor();
    await page.getByRole('region', { name: 'Versions' }).or(page.locator('.versions')).locator('.tag-live').waitFor();
    await page.screenshot({ path: screenshotPath('builder-published.png') });
    await page.getByRole('heading', { name: 'built v1' }).waitFor();
    await node('form').click();
    await side.getByRole('heading', { name: 'form form' }).waitFor();
    await side.getByText('Date of birth').first().click();
    await page.screenshot({ path: screenshotPath('builder-form.png') });

    // The live flow over the public API: the form as built, then the END the condition chooses.
    const api = flowClient(server.baseUrl);
    const first = await api.get('built');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.title, 'About you');
    assert.deepEqual(
      first.body.elements?.map((e) => e.name),
      ['Full name', 'Date of birth', 'Passport number'],
    );
    const refused = await api.submit('built', first.session, {
      full_name: 'Margit Quist',
      dob: '1988-04-02',
      passport: 'x',
    });
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    const end = await api.submit(
      'built',
      first.session,
      { full_name: 'Margit Oddveigsdottir-Quist', dob: '1988-04-02', document_number: 'AB123456' },
      { 'x-hf-retry-on-pending': 'true' },
    );
    assert.equal(end.status, 200, JSON.stringify(end.body));
    assert.equal(end.body.type, 'end');
    assert.equal(end.body.text, 'Welcome aboard.');
    // A person on the sanctions list takes the branch to review.
    const listed = await api.get('built');
    const hit = await api.submit(
      'built',
      listed.session,
      { full_name: 'Elvis Angus Logan Morey', dob: '1963-07-28', document_number: 'ZX987654' },
      { 'x-hf-retry-on-pending': 'true' },
    );
    assert.equal(hit.body.type, 'end', JSON.stringify(hit.body));
    assert.equal(hit.body.text, 'We will review your application.');

    // A second version: the form's title and the review END's status change; compared in words.
    await node('form').click();
    await side.getByLabel('Title', { exact: true }).fill('About you today');
    await node('review').click();
    await side.getByLabel('End status', { exact: true }).selectOption('DECLINED');
    await node('form').click();
    const passport = side.locator('.element-list > li').last();
    await passport.getByLabel('Pattern (regular expression)', { exact: true }).fill('^[A-Z0-9]{8,9}$');
    await passport.getByLabel('Add validation', { exact: true }).selectOption({ label: 'Maximum length' });
    await passport.getByLabel('Maximum length', { exact: true }).fill('9');
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 2.' }).waitFor();
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByRole('button', { name: 'v2', exact: true }).waitFor();
    await versions.getByLabel('Compare v1').check();
    await versions.getByLabel('Compare v2').check();
    await versions.getByRole('button', { name: 'Compare v1 with v2' }).click();
    const diff = page.getByRole('dialog', { name: 'Changes from v1 to v2' });
    await diff.getByText('2 nodes changed.').waitFor();
    await diff.getByText('Title: “About you” → “About you today”').waitFor();
    await diff.getByText('END status: “PENDING_REVIEW” → “DECLINED”').waitFor();
    const passportLine = diff.locator('li', { hasText: 'Element “Passport number” (passport, text)' });
    await passportLine.getByText('Pattern: “^[A-Z0-9]{6,9}$” → “^[A-Z0-9]{8,9}$”', { exact: true }).waitFor();
    await passportLine.getByText('now Maximum length 9', { exact: true }).waitFor();
    assert.equal(await diff.locator('.diff-section').count(), 2);
    await page.screenshot({ path: screenshotPath('builder-diff.png') });
    await page.keyboard.press('Escape');
    await count(diff, 0);

    // Try it on a version that is not on test: the panel says so and publishes it there first.
    await page.getByRole('button', { name: 'Try it' }).click();
    await tryPanel.getByText('v2 is not the version published to test (test runs v1).').waitFor();
    await tryPanel.getByRole('button', { name: 'Publish v2 to test' }).click();
    await tryPanel.getByRole('button', { name: 'Start a test session of v2' }).waitFor();
    await tryPanel.getByRole('button', { name: 'Close' }).click();

    // v2 goes live, then live is rolled back to v1 from the history, after a confirmation.
    await page.getByRole('button', { name: 'Publish to live' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 2 is published to live.' }).waitFor();
    assert.equal((await api.get('built')).body.title, 'About you today');
    await versions.getByRole('button', { name: 'Roll live back to v1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Roll live back to v1?' });
    await confirm.getByText('Live runs v2 now.').waitFor();
    await page.screenshot({ path: screenshotPath('builder-rollback.png') });
    await confirm.getByRole('button', { name: 'Publish v1 to live' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is published to live.' }).waitFor();
    await versions
      .locator('li', { has: page.locator('.tag-live') })
      .getByRole('button', { name: 'v1', exact: true })
      .waitFor();
    assert.equal((await api.get('built')).body.title, 'About you', 'live runs v1 again');

    assert.deepEqual(problems, []);
    await close();
  });

  it('lets only this origin frame a test link, and nobody a live link', async () => {
    await publishFlow(server, server.tenants.a.tenantId, 'framed', {
      name: 'Framed',
      nodes: [{ id: 'ask', type: 'form', title: 'Framed step', elements: [{ key: 'x', type: 'text', name: 'X' }] }],
    });
    const token = await getToken(server, server.tenants.a);
    const link = async (prefix: string) => {
      const res = await fetch(`${server.baseUrl}${prefix}/signed-url/framed`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      return new URL(((await res.json()) as { url: string }).url).pathname;
    };
    const testLink = `${server.baseUrl}${await link('/test')}`;
    const liveLink = `${server.baseUrl}${await link('')}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    // A page framing both links, from another origin (a second server on another port: both on
    // loopback, so Chromium's private-network rules do not get in the way and only the links'
    // headers decide), then from this origin (served by the browser itself, page.route).
    const framing = `<iframe name="test" src="${testLink}"></iframe><iframe name="live" src="${liveLink}"></iframe>`;
    const other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(framing));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    const elsewhere = `http://127.0.0.1:${port}/framing-check`;
    const here = `${server.baseUrl}/framing-check`;
    await page.route(here, (route) => route.fulfill({ contentType: 'text/html', body: framing }));
    const urlOf = (name: string) => page.frame({ name })?.url();
    const refused = 'chrome-error://chromewebdata/';

    await page.goto(elsewhere, { waitUntil: 'load' });
    assert.equal(urlOf('test'), refused, 'another origin cannot frame a test link');
    assert.equal(urlOf('live'), refused, 'another origin cannot frame a live link');

    await page.goto(here, { waitUntil: 'load' });
    await page.frameLocator('iframe[name="test"]').getByRole('heading', { name: 'Framed step' }).waitFor();
    assert.equal(urlOf('live'), refused, 'not even this origin frames a live link');
    other.close();
    await context.close();
  });
});
