// The OCR step and the owner verification in headless Chromium, with the UI only: a business flow
// created from an example gets a business OCR step (Onward's reader, its fields, file types and
// size) and an owner verification (the person flow picked from the tenant's flows, where a draft is
// marked; the owner group, the invitation rule, delivery, a locked prefill and a deadline), both
// added from the palette (each lands inside the visible canvas, selected) and connected by their
// "Next step" pickers; axe-core finds no serious violation on either form; the flow is saved,
// published to test and live from the page and runs over the public API. A saved flow whose person
// flow the tenant does not have shows the id, marked unknown, with a warning that does not block.
// Screenshots of both forms go to docs/images/ (docs/studio.md shows them) and .tmp/screenshots.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { flowClient } from '../../../test/support/flow-client.js';
import { openStudio } from '../../../test/support/studio-page.js';
import { STUDIO_BUILD_DIR } from './app-page.js';
import { EXAMPLE_FLOWS_DIR } from './list-examples.js';

const DOCS_IMAGES = new URL('../../../docs/images/', import.meta.url).pathname;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The same rules as studio-a11y.browser.test.ts; every violation counts here, not only serious ones.
const RUN_AXE = `axe.run(document, ${JSON.stringify({
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
})}).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
  nodes: v.nodes.slice(0, 5).map((n) => n.target) })))`;

const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${EXAMPLE_FLOWS_DIR}${name}.json`, 'utf8')) as Record<string, unknown>;

/** axe-core, evaluated through the DevTools protocol (the page's CSP stays on), on the side panel. */
async function axe(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<unknown[]>(RUN_AXE);
  assert.deepEqual(violations, [], `${screen}: axe found violations`);
}

/** Scrolls the side panel so the control's field is at its top (for the documentation's screenshots). */
const topOfPanel = (page: Page, label: string) =>
  page.evaluate(
    `[...document.querySelectorAll('.side label')].find((l) => l.textContent === ${JSON.stringify(label)})` +
      `.closest('.field').scrollIntoView({ block: 'start' })`,
  );

/** The card is wholly inside the visible canvas, not under the minimap drawn over it. */
async function inView(page: Page, card: Locator): Promise<void> {
  const canvas = await page.getByRole('region', { name: 'Flow canvas' }).boundingBox();
  const box = await card.boundingBox();
  assert.ok(canvas && box, 'canvas and card are drawn');
  assert.ok(
    box.x >= canvas.x && box.y >= canvas.y && box.x + box.width <= canvas.x + canvas.width,
    `card ${JSON.stringify(box)} inside canvas ${JSON.stringify(canvas)}`,
  );
  assert.ok(box.y + box.height <= canvas.y + canvas.height, 'not below the visible canvas');
  const minimap = await page.locator('.react-flow__minimap').boundingBox();
  assert.ok(minimap);
  const under =
    box.x < minimap.x + minimap.width &&
    box.x + box.width > minimap.x &&
    box.y < minimap.y + minimap.height &&
    box.y + box.height > minimap.y;
  assert.ok(!under, 'not hidden under the minimap');
}

describe('studio OCR and owner verification forms in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), 'run `npm run build` first');
    server = await startTestServer('sqlite');
    const tenantId = server.tenants.a.tenantId;
    await publishFlow(server, tenantId, 'kyb-owner', example('kyb-owner'));
    // A person flow saved but never published, and a business flow naming a person flow that is gone.
    const draft = { ...example('kyb-owner'), name: 'Draft person' };
    await server.services.flows.putDraft({ tenantId, flowId: 'person-draft', document: draft, actor: 'test' });
    const old = example('kyb-end-to-end') as { nodes: Array<{ id: string; config?: Record<string, unknown> }> };
    const owners = old.nodes.find((n) => n.id === 'owners');
    assert.ok(owners?.config);
    owners.config.personFlowId = 'deleted-person';
    await server.services.flows.putDraft({ tenantId, flowId: 'old-business', document: old, actor: 'test' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const signedIn = () => openStudio(browser, server.baseUrl, server.tenants.a);

  it('configures a business OCR step and an owner verification with the UI only; the flow publishes and runs', async () => {
    const { page, problems, close } = await signedIn();
    const fromExample = page.getByRole('form', { name: 'Create from an example' });
    await fromExample
      .getByLabel('Example', { exact: true })
      .selectOption({ label: 'Business onboarding with conditions and prefill' });
    await fromExample.getByLabel('Flow id for the example').fill('business');
    await fromExample.getByRole('button', { name: 'Create from example' }).click();
    await page.waitForURL(/\/studio\/flows\/business\/new$/);
    const side = page.getByRole('complementary', { name: 'Details' });
    const palette = page.getByRole('navigation', { name: 'Add a node' });
    const card = (id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
    const status = side.getByRole('status');

    // The OCR step: added in view and selected; Onward's reader with its fields, types and size.
    await palette.getByRole('button', { name: 'Business OCR', exact: true }).click();
    await side.getByRole('heading', { name: 'business_ocr business_ocr' }).waitFor();
    await inView(page, card('business_ocr'));
    assert.equal(
      await card('business_ocr')
        .getAttribute('class')
        .then((c) => /\bselected\b/.test(c ?? '')),
      true,
    );
    await side.getByLabel('Who reads the document').selectOption('builtin');
    await side.getByLabel('Read Address', { exact: true }).uncheck();
    await side.getByLabel('Company name must be found', { exact: true }).check();
    await side.getByLabel('Registration number must be found', { exact: true }).check();
    await side.getByLabel('PDF (first page)', { exact: true }).uncheck();
    await side.getByLabel('Largest file (MB, default 10)', { exact: true }).fill('5');
    // The fields read are blocks without bullets (the list's own class, not the open settings' list).
    const fieldList = side.getByRole('group', { name: 'Fields read' }).getByRole('list');
    assert.equal(await fieldList.count(), 1);
    const listStyle =
      "getComputedStyle([...document.querySelectorAll('.side legend')].find((l) => l.textContent === 'Fields read')" +
      ".parentElement.querySelector('ul')).listStyleType";
    assert.equal(await page.evaluate<string>(listStyle), 'none');
    await axe(page, 'business OCR form');
    await topOfPanel(page, 'Who reads the document');
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-ocr-form.png') });

    // The owner verification: in view, selected, the validator asking for the person flow.
    await palette.getByRole('button', { name: 'Owner verification', exact: true }).click();
    await side.getByRole('heading', { name: 'service owner_verification' }).waitFor();
    await inView(page, card('owner_verification'));
    await inView(page, card('business_ocr'));
    await side.locator('.findings li.error').filter({ hasText: 'personFlowId must be a flow id' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save version' }).isDisabled(), true);

    // Into the path: company → OCR → owners → applicant, by the "Next step" pickers. Each picker is
    // used once the side panel shows the clicked card (the panel redraws after the click).
    const select = async (id: string) => {
      await card(id).click();
      await side.getByRole('heading', { name: new RegExp(` ${id}$`) }).waitFor();
    };
    await select('company');
    await side.getByLabel('Next step', { exact: true }).selectOption('business_ocr');
    await select('business_ocr');
    await side.getByLabel('Next step', { exact: true }).selectOption('owner_verification');
    await select('owner_verification');
    await side.getByLabel('Next step', { exact: true }).selectOption('applicant');

    // The person flow from the tenant's flows: a draft is marked and warned about, then the published one.
    const personFlow = side.getByLabel('Person flow each owner completes', { exact: true });
    await personFlow.locator('option', { hasText: 'Draft person (person-draft), not published' }).waitFor({
      state: 'attached',
    });
    await personFlow.selectOption('person-draft');
    await side.getByText('This flow is not published to test or live yet').waitFor();
    await side
      .locator('.findings li.warning')
      .filter({ hasText: 'the flow `person-draft` is not published to test or live' })
      .first()
      .waitFor();
    await personFlow.selectOption({ label: 'Owner identity check (kyb-owner)' });
    assert.equal(await side.getByText('This flow is not published to test or live yet').count(), 0);
    // The example's owners have no e-mail field: e-mail invitations are refused until links are chosen.
    // (The form redraws once the chosen flow's details arrive: wait for the option, then count it.)
    const ownersOption = side.getByLabel('Owner group', { exact: true }).locator('option', { hasText: 'Owners' });
    await ownersOption.first().waitFor({ state: 'attached' });
    assert.equal(await ownersOption.count(), 1);
    await side
      .locator('.findings li.error')
      .filter({ hasText: 'needs an owner group field with role owner_email' })
      .first()
      .waitFor();
    await side.getByLabel('Delivery', { exact: true }).selectOption({ label: 'Links handed to the integration' });
    await side.getByLabel('Invite', { exact: true }).selectOption({ label: 'Owners holding at least a share' });
    await side.getByLabel('Least share (%)', { exact: true }).fill('10');
    await side.getByLabel('Prefilled full_name', { exact: true }).selectOption({ label: 'Shown, locked' });
    await side.getByLabel('Stop waiting after (hours)', { exact: true }).fill('72');
    await side.getByLabel('END taken at the deadline', { exact: true }).selectOption('review');
    await status.filter({ hasText: 'Valid: this flow publishes.' }).waitFor();
    await axe(page, 'owner verification form');
    await page.getByRole('button', { name: 'Auto-layout' }).click();
    await topOfPanel(page, 'Person flow each owner completes');
    await page.screenshot({ path: join(DOCS_IMAGES, 'studio-owner-form.png') });
    await page.screenshot({ path: screenshotPath('owners-form.png'), fullPage: true });

    // Saved, then published to test and live from the page.
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1.' }).waitFor();
    await page.getByRole('button', { name: 'Publish to test' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is published to test.' }).waitFor();
    await page.getByRole('button', { name: 'Publish to live' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is published to live.' }).waitFor();

    const stored = await page.evaluate(
      async () =>
        ((await (await fetch('/studio/api/flows/business/versions/1')).json()) as { document: unknown }).document,
    );
    const nodes = (stored as { nodes: Array<{ id: string; next?: string; config?: unknown }> }).nodes;
    const byId = (id: string) => nodes.find((n) => n.id === id);
    assert.equal(byId('company')?.next, 'business_ocr');
    assert.equal(byId('business_ocr')?.next, 'owner_verification');
    assert.equal(byId('owner_verification')?.next, 'applicant');
    assert.deepEqual(byId('business_ocr')?.config, {
      provider: 'builtin',
      fields: ['company_name', 'registration_number', 'date_of_incorporation'],
      requiredFields: ['company_name', 'registration_number'],
      acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
      maxFileBytes: 5 * 1024 * 1024,
    });
    assert.deepEqual(byId('owner_verification')?.config, {
      personFlowId: 'kyb-owner',
      delivery: 'links',
      invite: { rule: 'ownership', threshold: 10 },
      prefill: { roles: { full_name: 'locked' } },
      deadline: { end: 'review', afterHours: 72 },
    });

    // The live flow over the public API: the example's first form, then the OCR step after it.
    const api = flowClient(server.baseUrl);
    const first = await api.get('business');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.type, 'form');
    assert.deepEqual(problems, []);
    await close();
  });

  it('keeps a person flow the tenant does not have, marked unknown, with a warning that does not block', async () => {
    const { page, problems, close } = await signedIn();
    await page.getByRole('link', { name: 'End-to-end business verification' }).click();
    const side = page.getByRole('complementary', { name: 'Details' });
    await page.locator('.react-flow__node[data-id="owners"]').click();
    await side.getByRole('heading', { name: 'service owners' }).waitFor();
    const personFlow = side.getByLabel('Person flow each owner completes', { exact: true });
    await side.getByText('No flow of this tenant has this id').waitFor();
    assert.equal(await personFlow.inputValue(), 'deleted-person');
    assert.equal(
      await personFlow.locator('option:checked').innerText(),
      'deleted-person (unknown flow)',
      'the configured id is the selected value, marked',
    );
    const warning = side
      .locator('.findings li.warning')
      .filter({ hasText: 'no flow of this tenant has the id `deleted-person`' });
    assert.equal(await warning.count(), 2, 'in the node’s findings and in the list');
    await side.getByRole('status').filter({ hasText: 'Valid: this flow publishes.' }).waitFor();
    await page.screenshot({ path: screenshotPath('owners-unknown-flow.png') });
    // Picking a flow the tenant has clears it; undo brings the unknown id back, unchanged.
    await personFlow.selectOption('kyb-owner');
    assert.equal(await warning.count(), 0);
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await personFlow.inputValue(), 'deleted-person');
    await axe(page, 'owner verification form with an unknown flow');
    assert.deepEqual(problems, []);
    await close();
  });
});
