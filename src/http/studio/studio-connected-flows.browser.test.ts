// The flow_connector and subsequent-flow forms in headless Chromium, with the UI only: a new flow
// gets a flow_connector step handing the end client to a published child flow and an END issuing
// tokens for a published subsequent flow, both picked from the tenant's flows (a draft marked and
// warned about); a carried value is added, refused by the validator, removed; the flow is saved and
// published to test. Publishing is then refused with a readable message, naming the node and the
// flow, when the connector names a flow saved but never published, and when it names a flow that
// runs this one (a cycle); axe-core finds no serious violation on either form or on the refusal.
// Screenshots go to .tmp/screenshots.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { launchBrowser, screenshotPath } from '../../../test/support/browser.js';
import { axe } from '../../../test/support/axe.js';
import { openStudio } from '../../../test/support/studio-page.js';
import { STUDIO_BUILD_DIR } from './app-page.js';

const CHILD = {
  name: 'Child person',
  nodes: [
    { id: 'person', type: 'form', elements: [{ key: 'first', type: 'text', name: 'First name', role: 'first_name' }] },
  ],
};
const LATER = {
  name: 'Later documents',
  nodes: [
    { id: 'root', type: 'subsequent', next: 'more' },
    { id: 'more', type: 'form', elements: [{ key: 'iban', type: 'text', name: 'IBAN' }] },
  ],
};
/** Runs `parent` inside itself: publishable once `parent` is published without a way back here. */
const LOOP = {
  name: 'Loops back',
  nodes: [{ id: 'back', type: 'flow_connector', config: { flowId: 'parent' } }],
};

describe('studio flow_connector and subsequent forms in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  const tenantId = () => server.tenants.a.tenantId;
  before(async () => {
    assert.ok(existsSync(`${STUDIO_BUILD_DIR}index.html`), 'run `npm run build` first');
    server = await startTestServer('sqlite');
    await publishFlow(server, tenantId(), 'child', CHILD);
    await publishFlow(server, tenantId(), 'later', LATER);
    // Saved, never published: the connector may name them; publishing the parent then may not.
    await server.services.flows.putDraft({
      tenantId: tenantId(),
      flowId: 'child-draft',
      document: { ...CHILD, name: 'Child draft' },
      actor: 'test',
    });
    await server.services.flows.putDraft({ tenantId: tenantId(), flowId: 'loop', document: LOOP, actor: 'test' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('builds a connector and a subsequent flow with the UI; publishing refuses an unpublished flow and a cycle', async () => {
    const { page, problems, close } = await openStudio(browser, server.baseUrl, server.tenants.a);
    await page.getByLabel('New flow id', { exact: true }).fill('parent');
    await page.getByRole('button', { name: 'Create flow' }).click();
    await page.waitForURL(/\/studio\/flows\/parent\/new$/);
    await page.getByLabel('Flow name', { exact: true }).fill('Parent with a connected flow');
    const side = page.getByRole('complementary', { name: 'Details' });
    const palette = page.getByRole('navigation', { name: 'Add a node' });
    const card = (id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
    const select = async (id: string) => {
      await card(id).click();
      await side.getByRole('heading', { name: new RegExp(` ${id}$`) }).waitFor();
    };

    // The connector: the validator asks for its flow until one of the tenant's flows is picked.
    await palette.getByRole('button', { name: 'Flow connector', exact: true }).click();
    await side.getByRole('heading', { name: 'flow_connector connector' }).waitFor();
    const connected = side.getByLabel('Connected flow', { exact: true });
    // A draft is marked in the list and warned about under it; the published child is not.
    await connected.locator('option', { hasText: 'Child draft (child-draft), not published' }).waitFor({
      state: 'attached',
    });
    await connected.selectOption('child-draft');
    const draftHint = side.getByText('This flow is not published to test or live yet');
    await draftHint.waitFor();
    await connected.selectOption({ label: 'Child person (child)' });
    assert.equal(await draftHint.count(), 0);
    // A carried value naming no field of this flow is an error until removed; then all matching values again.
    await side.getByRole('button', { name: 'Add a value' }).click();
    await side.getByLabel('Value 1 to', { exact: true }).fill('given_name');
    const unknownFrom = side.locator('.findings li.error').filter({ hasText: 'no form element of this flow' });
    await unknownFrom.first().waitFor();
    await side.getByRole('button', { name: 'Remove value 1' }).click();
    assert.equal(await unknownFrom.count(), 0);
    await side.getByRole('button', { name: 'Carry all matching values' }).click();
    await side.getByText('Every value whose role or normalized name the connected flow also has.').waitFor();
    await side
      .getByLabel('When the connected flow ends', { exact: true })
      .selectOption({ label: 'Continue this flow at the next step' });

    // The END after it, naming the subsequent flow.
    await palette.getByRole('button', { name: 'END', exact: true }).click();
    await side.getByLabel('Node id', { exact: true }).fill('done');
    await side.getByLabel('Subsequent flow', { exact: true }).selectOption('later');
    await select('connector');
    await side.getByLabel('Next step', { exact: true }).selectOption('done');
    await side.getByRole('status').filter({ hasText: 'Valid: this flow publishes.' }).waitFor();
    await axe(page, 'flow_connector form');
    await page.getByRole('button', { name: 'Auto-layout' }).click();
    await page.screenshot({ path: screenshotPath('connected-flows-connector.png') });
    await select('done');
    await axe(page, 'END form with a subsequent flow');

    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1.' }).waitFor();
    await page.getByRole('button', { name: 'Publish to test' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is published to test.' }).waitFor();
    const stored = await page.evaluate(
      async () =>
        ((await (await fetch('/studio/api/flows/parent/versions/1')).json()) as { document: unknown }).document,
    );
    assert.deepEqual((stored as { nodes: unknown[] }).nodes, [
      { id: 'connector', type: 'flow_connector', title: 'Flow connector', config: { flowId: 'child' }, next: 'done' },
      { id: 'done', type: 'end', status: 'ACCEPTED', text: 'Thank you.', subsequentFlowId: 'later' },
    ]);

    // A flow saved but never published: the refusal names the node and the flow, in words.
    const alert = page.getByRole('alert');
    await select('connector');
    await connected.selectOption('child-draft');
    await draftHint.waitFor();
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 2.' }).waitFor();
    await page.getByRole('button', { name: 'Publish to test' }).click();
    await alert
      .filter({ hasText: 'flow_connector connector runs flow child-draft, which is not published to test' })
      .waitFor();
    await axe(page, 'publish refused: flow not published');
    await page.screenshot({ path: screenshotPath('connected-flows-not-published.png') });

    // A cycle: `loop` runs `parent`, published now that v1 of parent is (parent → child, no way back).
    await server.services.flows.publish({ tenantId: tenantId(), flowId: 'loop', target: 'test', actor: 'test' });
    await connected.selectOption('loop');
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 3.' }).waitFor();
    await page.getByRole('button', { name: 'Publish to test' }).click();
    await alert.filter({ hasText: 'Flows would run inside each other without end: parent → loop → parent' }).waitFor();
    await axe(page, 'publish refused: cycle');
    await page.screenshot({ path: screenshotPath('connected-flows-cycle.png') });

    // Nothing refused was published: test still runs v1.
    const flow = await page.evaluate(
      async () =>
        ((await (await fetch('/studio/api/flows/parent/versions')).json()) as { flow: { testVersion: number } }).flow,
    );
    assert.equal(flow.testVersion, 1);
    // The browser logs each refused call (the two publications); nothing else went wrong.
    const refused =
      'console error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';
    assert.deepEqual(problems, [refused, refused]);
    await close();
  });
});
