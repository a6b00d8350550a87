// The Studio's accessibility, in headless Chromium at 1280×800: axe-core (from node_modules,
// evaluated into the page, never fetched) finds no serious or critical violation on the main
// screens (sign-in, flows, canvas with a node selected, form editor, rule builder, versions,
// provider forms, translations); the canvas is usable by keyboard (Tab reaches the cards in
// order with a visible focus ring, Enter selects, arrow keys move the selected card and the move is
// an undoable edit); nothing overflows the window; no console errors or warnings on the way.
// Screenshots go to .tmp/screenshots/a11y-*.png.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { signIn, watchedPage } from '../../../test/support/studio-page.js';
import { flowClient } from '../../../test/support/flow-client.js';
import { axe } from '../../../test/support/axe.js';
import { STUDIO_BUILD_DIR } from './app-page.js';

const example = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../examples/flows/${name}.json`, import.meta.url), 'utf8'));
// The outermost elements reaching past the window say what overflows.
const MEASURE_WIDTH = `({
  width: document.documentElement.scrollWidth,
  culprits: [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > 1281 && (e.parentElement?.getBoundingClientRect().right ?? 0) <= 1281)
    .slice(0, 5)
    .map((e) => e.tagName.toLowerCase() + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)),
})`;
const FOCUS_OUTLINE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'nothing focused';
  const s = getComputedStyle(el);
  return s.outlineStyle + ' ' + s.outlineWidth;
})()`;
const activeAttribute = (page: Page, name: string) =>
  page.evaluate<string | null>(`document.activeElement?.getAttribute(${JSON.stringify(name)})`);
const focusedOutline = (page: Page) => page.evaluate<string>(FOCUS_OUTLINE);

/** The page fits the 1280×800 window: nothing wider than it, so no sideways scrolling. */
async function fitsWindow(page: Page, screen: string): Promise<void> {
  const { width, culprits } = await page.evaluate<{ width: number; culprits: string[] }>(MEASURE_WIDTH);
  assert.ok(width <= 1280, `${screen}: the page is ${width}px wide: ${culprits.join(', ')}`);
}

/** One form to a review end: a case waiting in the queue for the case review screens. */
const REVIEWED_FLOW = {
  name: 'Reviewed',
  authenticated: false,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'review',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name' },
      ],
    },
    { id: 'review', type: 'end', text: 'Thank you', status: 'PENDING_REVIEW' },
  ],
};

describe('studio accessibility in a browser', () => {
  let caseId = '';
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), 'run `npm run build` first');
    server = await startTestServer('sqlite');
    await publishFlow(server, server.tenants.a.tenantId, 'screened', example('onboarding-screened'));
    await publishFlow(server, server.tenants.a.tenantId, 'reviewed', REVIEWED_FLOW);
    const flow = flowClient(server.baseUrl);
    const start = await flow.get('reviewed');
    const end = await flow.submit('reviewed', start.session, { first_name: 'Ada', last_name: 'Lovelace' });
    assert.equal(end.status, 200, JSON.stringify(end.body));
    caseId = start.session ?? '';
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has no serious axe violations on the main screens, is keyboard-usable at 1280×800, logs no errors', async () => {
    const { page, problems, close } = await watchedPage(browser);

    await page.goto(`${server.baseUrl}/studio`);
    await page.getByLabel('Username').waitFor();
    await axe(page, 'sign-in');
    await fitsWindow(page, 'sign-in');
    // Keyboard only: Tab reaches the kind of credentials, then the username; Enter sends the form.
    await page.keyboard.press('Tab');
    assert.equal(await activeAttribute(page, 'name'), 'kind');
    await page.keyboard.press('Tab');
    assert.equal(await activeAttribute(page, 'autocomplete'), 'username');
    assert.match(await focusedOutline(page), /^(solid|auto) [1-9]/, 'the focused field shows it');
    await page.keyboard.type(server.tenants.a.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(server.tenants.a.password);
    await page.keyboard.press('Enter');

    await page.getByRole('table').waitFor();
    await axe(page, 'flows');
    await fitsWindow(page, 'flows');
    await page.screenshot({ path: screenshotPath('a11y-flows.png') });

    await page.getByRole('link', { name: 'Screened onboarding' }).click();
    const details = page.getByRole('complementary', { name: 'Details' });
    await page.locator('.react-flow__node[data-id="screen"]').click();
    await details.getByRole('heading', { name: 'service screen' }).waitFor();
    await page.getByRole('heading', { name: 'Versions' }).waitFor();
    await page.getByRole('button', { name: 'v1' }).waitFor();
    await axe(page, 'canvas with a node selected, versions panel');
    await fitsWindow(page, 'canvas');
    const save = await page.getByRole('button', { name: 'Save version' }).boundingBox();
    assert.ok(save && save.x + save.width <= 1280 && save.y + save.height <= 800, 'Save version is on screen');

    // Keyboard on the canvas: Tab from a card reaches the next card, with a visible focus ring;
    // Enter selects it; an arrow key moves it, and that move is an edit that undo takes back.
    await page.locator('.react-flow__node[data-id="personal"]').focus();
    await page.keyboard.press('Tab');
    const focusedId = () => activeAttribute(page, 'data-id');
    assert.equal(await focusedId(), 'screen', 'Tab goes from one card to the next in document order');
    assert.match(await focusedOutline(page), /^(solid|auto) [1-9]/, 'the focused card shows it');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedId(), 'personal');
    await page.keyboard.press('Enter');
    await details.getByRole('heading', { name: 'form personal' }).waitFor();
    const status = page.getByRole('group', { name: 'Save and publish' }).getByRole('status');
    assert.match(await status.innerText(), /^v1 · saved/, 'opening and selecting cards is no edit');
    const before = await page.locator('.react-flow__node[data-id="personal"]').boundingBox();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.getByText('unsaved changes').waitFor();
    const after = await page.locator('.react-flow__node[data-id="personal"]').boundingBox();
    assert.ok(before && after && after.x > before.x + 20, 'the card moved right');
    await page.keyboard.press('Control+z');
    await page.getByText('v1 · saved').waitFor();

    // Form editor: the selected form's first element opened.
    await details.locator('summary').first().click();
    await axe(page, 'form editor');
    await page.screenshot({ path: screenshotPath('a11y-form-editor.png') });

    // Rule builder: the condition's branches.
    await page.locator('.react-flow__node[data-id="decide"]').click();
    await details.getByText('Branch 1', { exact: true }).waitFor();
    await axe(page, 'rule builder');

    // Provider forms: a document check and an electronic ID added from the palette, built-in.
    await page.getByRole('button', { name: 'Document check', exact: true }).click();
    await details.getByLabel('Who verifies the document').selectOption('builtin');
    await details.getByLabel('Issuing countries (empty: any)', { exact: true }).fill('SWE');
    await details.getByRole('button', { name: 'Add to Issuing countries (empty: any)' }).click();
    await details.getByText('SWE · Sweden').waitFor();
    await details.getByLabel('Given names').check();
    await axe(page, 'document check form');
    await page.screenshot({ path: screenshotPath('a11y-docv-form.png') });
    await page.getByRole('button', { name: 'Electronic ID', exact: true }).click();
    await details.getByLabel('Who proves the identity').selectOption('builtin');
    await details.getByLabel('Client secret', { exact: true }).waitFor();
    await details.getByLabel('Issuer').fill('https://idp.example.com');
    await details.getByLabel('Client id').fill('onward-demo');
    await details.getByLabel('Client secret', { exact: true }).fill('s3cret');
    await details.getByRole('button', { name: 'Start from the default mapping' }).click();
    await details.getByLabel('Claim 3', { exact: true }).waitFor();
    await axe(page, 'electronic ID form');
    await details.getByRole('group', { name: 'Client secret' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('a11y-eid-form.png') });

    // Translations editor.
    await page.getByRole('button', { name: 'Translations' }).click();
    await page.getByRole('heading', { name: 'Translations' }).waitFor();
    await page.getByLabel('Translate into').selectOption('de-DE');
    const coverage = page.getByRole('status').filter({ hasText: 'texts translated' });
    const total = /0 of (\d+) texts translated/.exec(await coverage.innerText())?.[1];
    assert.ok(total, await coverage.innerText());
    const title = page.getByLabel('About you (personal): step title in German (Germany)');
    await title.fill('Über dich');
    await coverage.filter({ hasText: `1 of ${total} texts translated` }).waitFor();
    // Undone like any other edit, and done again.
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await title.inputValue(), '');
    await page.getByRole('button', { name: 'Redo' }).click();
    assert.equal(await title.inputValue(), 'Über dich');
    await page.getByLabel('About you (personal): subtitle in German (Germany)').fill('Wie in deinem Pass');
    await axe(page, 'translations editor');
    await page.screenshot({ path: screenshotPath('a11y-translations.png') });
    await fitsWindow(page, 'translations editor');

    assert.deepEqual(problems, []);
    await close();
  });
  it('has no serious axe violations on the case queue and a case, which fit the window and work by keyboard', async () => {
    const { page, problems, close } = await watchedPage(browser);
    await page.goto(`${server.baseUrl}/studio/cases`);
    await signIn(page, server.tenants.a);
    const link = page.getByRole('link', { name: caseId });
    await link.waitFor();
    await axe(page, 'case queue');
    await fitsWindow(page, 'case queue');
    // Keyboard: a status tab is a button Enter presses; the link opens the case from the keyboard too.
    await page.getByRole('button', { name: /^Accepted/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('No cases match.').waitFor();
    await page.getByRole('button', { name: /^Pending Review/ }).focus();
    await page.keyboard.press('Enter');
    await link.focus();
    assert.match(await focusedOutline(page), /^(solid|auto) [1-9]/, 'the focused link shows it');
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: 'Change status' }).waitFor();
    await axe(page, 'case view');
    await fitsWindow(page, 'case view');
    await page.screenshot({ path: screenshotPath('a11y-case.png') });
    assert.deepEqual(problems, []);
    await close();
  });
});
