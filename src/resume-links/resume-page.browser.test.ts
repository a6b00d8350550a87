// The hosted resume page end to end in real headless Chromium: a signed URL made over HTTP opens
// the page, which runs a two-form flow (field errors, a conditional field, Back, forward) to its
// end step, a pending service step, an sms step and the example flow's registry search;
// tampered and expired links show the error page. One browser for the whole file.
// The browser comes from test/support/browser.ts: CHROMIUM_PATH, else a system Chromium, else the
// headless Chromium inside the devDependency @sparticuz/chromium, so `npm ci` is all it needs.
// A browser that cannot be had fails this file instead of skipping it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../test/support/browser.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { createResumeTokens } from './token.js';
import { startHttpTarget, type HttpTarget } from '../../test/support/http-target.js';
import { serviceFlow } from '../../test/fixtures/service-flow.js';
import { startServer, type TestServer as Receiver } from '../outbound/test-server.js';
import { loadDemoBusinesses } from '../businesses/demo.js';
import { loadExample } from '../flows/document/test-support/example.js';
import { assertHostedPageBuilt } from '../../test/support/hosted-page.js';

const flow = {
  name: 'Browser flow',
  authenticated: false,
  start: 'a',
  nodes: [
    {
      id: 'a',
      type: 'form',
      title: 'About you',
      subtitle: 'As in your passport',
      next: 'b',
      elements: [
        { key: 'intro', type: 'plain_text', name: 'We need a few details.' },
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
        { key: 'gap', type: 'spacing' },
        {
          key: 'kind',
          type: 'radio',
          name: 'Applying as',
          options: [
            { name: 'person', label: 'A person' },
            { name: 'other', label: 'Something else' },
          ],
          validations: [{ type: 'required' }],
        },
        {
          key: 'kind_other',
          type: 'text',
          name: 'Describe it',
          validations: [{ type: 'required' }],
          condition: {
            type: 'AND',
            rules: [{ action: 'show', fieldId: 'kind', operator: '=', comparable: { value: 'other' } }],
          },
        },
        {
          key: 'plan',
          type: 'select',
          name: 'Plan',
          options: [
            { name: 'basic', label: 'Basic' },
            { name: 'pro', label: 'Pro' },
          ],
        },
        {
          key: 'country',
          type: 'country_select',
          name: 'Country',
          role: 'address_country',
          validations: [{ type: 'required' }],
        },
        { key: 'dob', type: 'date_picker', name: 'Date of birth', role: 'dob' },
        { key: 'age', type: 'number', name: 'Years at address', validations: [{ type: 'min', value: 0 }] },
        { key: 'phone', type: 'phone_number', name: 'Mobile phone', role: 'mobile_number' },
        {
          key: 'terms',
          type: 'check_box',
          name: 'Terms',
          options: [{ name: 'accept', label: 'I accept the terms' }],
          validations: [{ type: 'required' }],
        },
      ],
    },
    {
      id: 'b',
      type: 'form',
      title: 'Contact',
      next: 'done',
      elements: [
        { key: 'email', type: 'email', name: 'Email', role: 'email', validations: [{ type: 'required' }] },
        { key: 'note', type: 'textarea', name: 'Anything else?' },
        {
          key: 'owners',
          type: 'owner',
          name: 'Owner',
          validations: [{ type: 'required' }],
          elements: [
            {
              key: 'name',
              type: 'text',
              name: 'Full name',
              role: 'owner_full_name',
              validations: [{ type: 'required' }],
            },
            {
              key: 'share',
              type: 'number',
              name: 'Ownership (%)',
              role: 'ownership',
              validations: [{ type: 'max', value: 100 }],
            },
            { key: 'director', type: 'check_box', name: 'Is a director', role: 'owner_is_director' },
          ],
        },
      ],
    },
    {
      id: 'done',
      type: 'end',
      text: 'Thanks, you are all set.',
      redirectUrl: 'https://example.com/welcome',
      status: 'ACCEPTED',
    },
  ],
  translations: { sv: { nodes: { a: { title: 'Om dig' } } } },
};

// A phone number, then a one-time code sent through the SMS webhook gateway (src/sms).
const otpFlow = {
  name: 'Phone check',
  start: 'phone',
  nodes: [
    {
      id: 'phone',
      type: 'form',
      title: 'Your phone',
      next: 'otp',
      elements: [
        {
          key: 'mobile',
          type: 'phone_number',
          name: 'Mobile phone',
          role: 'mobile_number',
          validations: [{ type: 'required' }],
        },
      ],
    },
    { id: 'otp', type: 'sms', title: 'Confirm your phone', next: 'done', config: { resendCooldownSeconds: 2 } },
    { id: 'done', type: 'end', text: 'Phone confirmed.' },
  ],
};

describe('hosted resume page in Chromium', () => {
  let server: TestServer;
  let target: HttpTarget;
  let smsGateway: Receiver;
  let browser: Browser;
  let token: string;
  // The service's clock runs ahead by `skew` ms when a test needs a PrefillId to expire.
  let skew = 0;
  const problems: string[] = [];

  /** A signed URL made over HTTP, pointed at the test server (ONWARD_PUBLIC_URL is not set here). */
  async function signedUrl(flowId = 'browser'): Promise<{ href: string; endClientId: string }> {
    const res = await fetch(`${server.baseUrl}/signed-url/${flowId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { url: string; endClientId: string };
    assert.ok(body.url.length <= 256);
    return { href: `${server.baseUrl}${new URL(body.url).pathname}`, endClientId: body.endClientId };
  }

  /** Opens `href` in a new page; `init` runs in the page before its own scripts. */
  async function open(href: string, init?: string): Promise<{ page: Page; status: number | undefined }> {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    if (init) await page.addInitScript(init);
    // A CSP violation or a script error is a failure of the page, whatever the test checks next.
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    const response = await page.goto(href);
    return { page, status: response?.status() };
  }

  before(async () => {
    assertHostedPageBuilt();
    // The browser first: when none can be had, nothing else is worth starting.
    browser = await launchBrowser();
    target = await startHttpTarget();
    smsGateway = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    server = await startTestServer(
      'sqlite',
      { ONWARD_SMS_GATEWAY: 'webhook', ONWARD_SMS_WEBHOOK_URL: `${smsGateway.url}/sms` },
      { now: () => Date.now() + skew },
    );
    await loadDemoBusinesses(server.services.businessRegistry);
    token = await getToken(server, server.tenants.a);
    for (const [flowId, document] of [
      ['browser', flow],
      ['svc', serviceFlow(target.url)],
      ['otp', otpFlow],
      ['kyb', loadExample('onboarding-kyb')],
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
    await target?.close();
    await server?.close();
    await smsGateway?.close();
  });

  it('runs a flow from a signed URL: field errors, a conditional field, back, forward, the end step', async () => {
    const { href, endClientId } = await signedUrl();
    const { page, status } = await open(href);
    assert.equal(status, 200);
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    assert.equal(await page.locator('.subtitle').textContent(), 'As in your passport');
    assert.equal(await page.locator('.plain-text p').first().textContent(), 'We need a few details.');
    assert.equal(await page.locator('[data-kind="spacing"]').count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Back' }).count(), 0);

    // Nothing filled: the server's 4006 details land under their fields.
    await page.getByRole('button', { name: 'Continue' }).click();
    const firstError = page.locator('.field[data-kind="text"]').first().locator('.field-error');
    await firstError.filter({ hasText: /./ }).waitFor();
    assert.ok(((await firstError.textContent()) ?? '').length > 0);
    assert.equal(await page.getByLabel('First name').getAttribute('aria-invalid'), 'true');

    // The conditional field shows only for "Something else".
    const describeIt = page.locator('.field').filter({ has: page.getByLabel('Describe it') });
    assert.equal(await describeIt.isHidden(), true);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Something else').check();
    await describeIt.waitFor({ state: 'visible' });
    await page.getByLabel('Describe it').fill('A trust');
    await page.getByLabel('Plan').selectOption('pro');
    await page.getByLabel('Country').selectOption('SE');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByLabel('Years at address').fill('3');
    await page.getByLabel('Mobile phone').fill('+46701234567');
    await page.getByLabel('I accept the terms').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Contact' }).waitFor();

    // Back shows the first form with what was submitted; forward again.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    assert.equal(await page.getByLabel('First name').inputValue(), 'Ada');
    assert.equal(await page.getByLabel('Country').inputValue(), 'SE');
    assert.equal(await page.getByLabel('Something else').isChecked(), true);
    assert.equal(await page.getByLabel('Describe it').inputValue(), 'A trust');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Contact' }).waitFor();

    // A malformed e-mail is refused by the server and shown at the field.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-kind="email"] .field-error').filter({ hasText: /./ }).waitFor();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Anything else?').fill('Hello <b>there</b>');
    // Owners: one record is there to fill; a second one with a share but no name is refused by
    // the server, and the error lands in that record, not the first.
    const owners = page.locator('fieldset.owner');
    await owners.nth(0).getByLabel('Full name').fill('Ada Lovelace');
    await owners.nth(0).getByLabel('Ownership (%)').fill('60');
    await owners.nth(0).getByLabel('Is a director').check();
    await page.getByRole('button', { name: 'Add owner' }).click();
    await owners.nth(1).getByLabel('Ownership (%)').fill('40');
    await page.getByRole('button', { name: 'Continue' }).click();
    await owners.nth(1).locator('.field-error').filter({ hasText: /./ }).first().waitFor();
    assert.equal(await owners.nth(0).locator('.field-error').filter({ hasText: /./ }).count(), 0);
    await owners.nth(1).getByLabel('Full name').fill('Charles Babbage');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.end-text').waitFor();
    assert.equal(await page.locator('.end-text').textContent(), 'Thanks, you are all set.');
    assert.equal(
      await page.getByRole('link', { name: 'Continue' }).getAttribute('href'),
      'https://example.com/welcome',
    );
    assert.equal(await page.getByRole('link', { name: 'Continue' }).getAttribute('rel'), 'noopener noreferrer');

    const row = await server.store.store.db
      .selectFrom('sessions')
      .select(['status', 'state'])
      .where('id', '=', endClientId)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'ACCEPTED');
    for (const value of [
      'Ada',
      'A trust',
      'SE',
      '1990-05-17',
      '+46701234567',
      'ada@example.com',
      'Hello <b>there</b>',
      'Ada Lovelace',
      'Charles Babbage',
    ])
      assert.ok(row.state.includes(JSON.stringify(value).slice(1, -1)), value);
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('waits on a pending step, polling until the background service has answered', async () => {
    const { href } = await signedUrl('svc');
    const { page } = await open(href);
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Country').selectOption('NO');
    // The stand-in service answers after 1.5 s: the page shows the pending notice, then moves on.
    await page.getByLabel('Delay').fill('1500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-state="pending"]').waitFor();
    await page.getByRole('heading', { name: 'Contact' }).waitFor({ timeout: 15_000 });
    assert.ok(target.calls.some((c) => c.url.includes('delay=1500')));
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('confirms a phone number with the code the SMS gateway got, after a wrong code and a resend', async () => {
    const { href } = await signedUrl('otp');
    const { page } = await open(href);
    await page.getByLabel('Mobile phone').fill('+46701234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Confirm your phone' }).waitFor();
    assert.match((await page.locator('.subtitle').textContent()) ?? '', /^We sent a 6-digit code to \+46[ *\d]+67\.$/);
    const codes = () =>
      smsGateway.received.map((r) => /\d{6}/.exec((JSON.parse(r.body) as { body: string }).body)?.[0] ?? '');
    assert.equal(codes().length, 1);
    const first = codes()[0]!;

    // A wrong code: the field says so in the person's words (5300's details), with the attempts left.
    await page
      .getByLabel('Verification code')
      .fill(first.endsWith('0') ? `${first.slice(0, 5)}1` : `${first.slice(0, 5)}0`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .locator('.field-error')
      .filter({ hasText: 'This code is not correct. You can try 4 more times.' })
      .waitFor();

    // A new code once the cooldown is over; the first one no longer counts.
    const resend = page.getByRole('button', { name: 'Send a new code' });
    await page.locator('[data-action="resend"]:not([disabled])').waitFor();
    const shown = await page.locator('form[data-sms-status]').elementHandle();
    await resend.click();
    // The page shows the step anew (after a pending answer) once the new code is out.
    await page.waitForFunction((form: { isConnected: boolean } | null) => form === null || !form.isConnected, shown);
    await page.locator('form[data-sms-status="code_sent"]').waitFor();
    assert.equal(codes().length, 2);
    const second = codes()[1]!;
    if (second !== first) {
      await page.getByLabel('Verification code').fill(first);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page
        .locator('.field-error')
        .filter({ hasText: /This code is not correct/ })
        .waitFor();
    }
    await page.getByLabel('Verification code').fill(second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    assert.equal(await page.locator('.end-text').textContent(), 'Phone confirmed.');
    await page.close();
  });

  it('finds the company in the registry search, picks it, keeps it after back, and says it is not listed', async () => {
    const tuscany = '"A TASTE OF TUSCANY" LTD';
    const { href, endClientId } = await signedUrl('kyb');
    const { page } = await open(href);
    await page.getByRole('heading', { name: 'Find your company' }).waitFor();
    assert.match((await page.locator('.subtitle').textContent()) ?? '', /United Kingdom/);
    assert.equal(await page.getByRole('button', { name: 'Back' }).count(), 0);
    const box = page.getByLabel('Company name');
    const results = page.locator('.kyb-results button[data-action="pick"]');

    await box.fill('zzqxv');
    await page.locator('form[data-search="empty"]').waitFor();
    assert.match((await page.locator('.kyb-status').textContent()) ?? '', /No companies found for “zzqxv”/);

    // A slow answer to an earlier query must not replace the results of a later one.
    const searched = (q: string) => (url: URL) =>
      url.pathname.endsWith('/resume/api/kyb-search') && url.searchParams.get('q') === q;
    await page.route(searched('limited'), async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const slow = page.waitForResponse((res) => searched('limited')(new URL(res.url())));
    await box.fill('limited');
    await page.locator('form[data-search="loading"]').waitFor();
    await box.fill('taste of tus');
    await results.first().filter({ hasText: tuscany }).waitFor();
    await slow;
    await page.waitForTimeout(100);
    assert.equal(await results.first().locator('.kyb-name').textContent(), tuscany);
    assert.equal(await page.locator('form').getAttribute('data-search'), 'done');
    const first = results.first();
    assert.equal(await first.locator('.kyb-number').textContent(), 'Registration number 06473722');
    assert.match((await first.locator('.kyb-address').textContent()) ?? '', /BOREHAMWOOD/);

    // A PrefillId that expired while the page was open: the server's 4008 shows at the search, and
    // the page searches again, so the fresh result can be picked (with the keyboard).
    skew = 31 * 60_000;
    try {
      await first.click();
      await page
        .locator('[data-error-for="PrefillId"]')
        .filter({ hasText: 'This search result has expired' })
        .waitFor();
      assert.equal(await box.getAttribute('aria-invalid'), 'true');
      assert.equal(await page.locator('.form-error').textContent(), 'Your company was not picked.');
      await page.locator('form[data-search="done"]').waitFor();
      await results.first().focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Your company', exact: true }).waitFor();
    } finally {
      skew = 0;
    }

    // The company form, filled from the registry; the registration number read-only.
    assert.equal(await page.getByLabel('Company name').inputValue(), tuscany);
    assert.equal(await page.getByLabel('Registration number').inputValue(), '06473722');
    assert.equal(await page.getByLabel('Registration number').isDisabled(), true);
    assert.equal(await page.getByLabel('Country of incorporation').inputValue(), 'GB');
    assert.equal(await page.getByLabel('City').inputValue(), 'BOREHAMWOOD');
    assert.equal(await page.getByLabel('Postcode').inputValue(), 'WD6 1JD');

    // Back: the earlier pick is shown, and kept without searching for it by hand.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Find your company' }).waitFor();
    assert.equal(await page.locator('.kyb-selected .kyb-name').textContent(), tuscany);
    await page.getByRole('button', { name: 'Continue with this company' }).click();
    await page.getByRole('heading', { name: 'Your company', exact: true }).waitFor();
    assert.equal(await page.getByLabel('Registration number').inputValue(), '06473722');

    // Back again, searching on: the earlier pick is marked; then the company is not listed after all.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Search for another company').fill('tuscany');
    await page.locator('.kyb-result', { hasText: 'Your earlier choice' }).waitFor();
    await page.getByRole('button', { name: 'My company is not listed' }).click();
    await page.getByText('We could not find it in the registry: tell us about it').waitFor();
    assert.equal(await page.getByLabel('Company name').inputValue(), '');
    await page.getByLabel('Company name').fill('Acme Trading Ltd');
    await page.getByLabel('Company e-mail').fill('hello@acme.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .locator('.end-text')
      .filter({ hasText: /we will review your company/ })
      .waitFor();
    const row = await server.store.store.db
      .selectFrom('sessions')
      .select(['status'])
      .where('id', '=', endClientId)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'PENDING_REVIEW');
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('shows the flow in the language the link asks for', async () => {
    const { href } = await signedUrl();
    const { page } = await open(`${href}?lang=sv`);
    await page.getByRole('heading', { name: 'Om dig' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'sv');
    await page.close();
    assert.deepEqual(problems, []);
  });

  // Chromium under LANG=C.UTF-8 (usual in containers) reports navigator.language 'en-US@posix',
  // a tag Intl rejects: the page must still run, naming countries in English.
  it('runs in a browser whose language is not a valid language tag', async () => {
    const { href } = await signedUrl();
    const posix =
      "Object.defineProperty(Navigator.prototype, 'language', { get: () => 'en-US@posix' });" +
      "Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['en-US@posix'] });";
    const { page } = await open(href, posix);
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    assert.equal(await page.evaluate('navigator.language'), 'en-US@posix');
    assert.equal(await page.getByLabel('Country').locator('option[value="SE"]').textContent(), 'Sweden');
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('shows the error page for a tampered or an expired link', async () => {
    const { href } = await signedUrl();
    const at = href.lastIndexOf('/') + 6;
    const tampered = `${href.slice(0, at)}${href[at] === 'A' ? 'B' : 'A'}${href.slice(at + 1)}`;
    const bad = await open(tampered);
    assert.equal(bad.status, 400);
    assert.equal(await bad.page.getByRole('heading').textContent(), 'This link is not valid');
    await bad.page.close();

    // A token signed with the service's key whose lifetime ran out an hour ago.
    const key = await server.services.keys.current('resume-link');
    const past = createResumeTokens({ secret: key.secret, now: () => Date.now() - 3_600_000 });
    const valid = new URL(href).pathname.split('/').pop()!;
    const live = server.services.resumeTokens.verify(valid);
    assert.ok(live.ok);
    const expiredToken = past.issue({ sessionId: live.ref.sessionId, mode: 'live', generation: 0 }, 60).token;
    const expired = await open(`${server.baseUrl}/resume/${expiredToken}`);
    assert.equal(expired.status, 410);
    assert.equal(await expired.page.getByRole('heading').textContent(), 'This link has expired');
    await expired.page.close();
    assert.deepEqual(problems, []);
  });
});
