// The hosted page in four languages in real headless Chromium (docs/languages.md): a form step in
// Arabic (laid out right to left), Japanese, German and Brazilian Portuguese, submitted with a name
// that is too short, so the engine's validation message comes back in the page's language. The
// flow carries its own translations for these four; Onward's texts come from src/i18n. Then, in
// German, the texts Onward writes itself beyond forms: the SMS it sends and its wrong-code message,
// an identity-document photo that cannot be read, and an OCR step's page and retry. The
// screenshots land in .tmp/screenshots (and are copied to docs/images for the documentation).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../../test/support/browser.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { startServer, type TestServer as Receiver } from '../outbound/test-server.js';
import { blankPhoto } from '../verification/reading/test-support/documents.js';
import { personOcrFlow } from '../../test/fixtures/ocr-flow.js';
import { isMessageKey, messagesFor } from '../i18n/index.js';
import { assertHostedPageBuilt } from '../../test/support/hosted-page.js';

const flow = {
  name: 'Account opening',
  authenticated: false,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'done',
      elements: [
        {
          key: 'name',
          type: 'text',
          name: 'Full name',
          validations: [{ type: 'required' }, { type: 'min_length', value: 3 }],
        },
        { key: 'country', type: 'country_select', name: 'Country of residence', role: 'address_country' },
      ],
    },
    { id: 'done', type: 'end' },
  ],
  translations: {
    ar: {
      nodes: { about: { title: 'معلوماتك' } },
      elements: { name: { name: 'الاسم الكامل' }, country: { name: 'بلد الإقامة' } },
    },
    ja: {
      nodes: { about: { title: 'お客様について' } },
      elements: { name: { name: '氏名' }, country: { name: '居住国' } },
    },
    'de-DE': {
      nodes: { about: { title: 'Über Sie' } },
      elements: { name: { name: 'Vollständiger Name' }, country: { name: 'Wohnsitzland' } },
    },
    'pt-BR': {
      nodes: { about: { title: 'Sobre você' } },
      elements: { name: { name: 'Nome completo' }, country: { name: 'País de residência' } },
    },
  },
};

// Steps whose texts are all Onward's own (no titles): a phone number and its SMS code, an identity
// document, an identity document read by OCR. Each flow has German among its languages.
const DE = { 'de-DE': {} };
const smsFlow = {
  name: 'Telefon',
  authenticated: false,
  start: 'phone',
  nodes: [
    {
      id: 'phone',
      type: 'form',
      next: 'otp',
      elements: [{ key: 'mobile', type: 'phone_number', name: 'Mobile phone', role: 'mobile_number' }],
    },
    { id: 'otp', type: 'sms', next: 'done' },
    { id: 'done', type: 'end' },
  ],
  translations: { 'de-DE': { elements: { mobile: { name: 'Mobiltelefon' } } } },
};
const documentFlow = {
  name: 'Ausweis',
  authenticated: false,
  start: 'doc',
  nodes: [
    { id: 'doc', type: 'provider_doc_v', config: { provider: 'builtin' }, next: 'done' },
    { id: 'done', type: 'end' },
  ],
  translations: DE,
};
const { title: _title, ...ocrNode } = personOcrFlow().nodes[0]!;
const ocrFlow = {
  ...personOcrFlow(),
  nodes: [
    { ...ocrNode, next: 'done' },
    { id: 'done', type: 'end' },
  ],
  translations: DE,
};
const de = messagesFor('de-DE');

// What each language must show: the flow's title, the engine's min_length message for 3
// characters, the submit button, and the country list's placeholder, all in that language.
const CASES = [
  { lang: 'ar', dir: 'rtl', title: 'معلوماتك', error: 'يُرجى إدخال 3 أحرف على الأقل.', submit: 'متابعة' },
  { lang: 'ja', dir: 'ltr', title: 'お客様について', error: '3 文字以上で入力してください。', submit: '次へ' },
  { lang: 'de-DE', dir: 'ltr', title: 'Über Sie', error: 'Geben Sie mindestens 3 Zeichen ein.', submit: 'Weiter' },
  { lang: 'pt-BR', dir: 'ltr', title: 'Sobre você', error: 'Digite pelo menos 3 caracteres.', submit: 'Continuar' },
] as const;

describe('hosted page in four languages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let token: string;
  let smsGateway: Receiver;
  const problems: string[] = [];

  async function signedUrl(flowId = 'languages'): Promise<string> {
    const res = await fetch(`${server.baseUrl}/signed-url/${flowId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 200);
    return `${server.baseUrl}${new URL(((await res.json()) as { url: string }).url).pathname}`;
  }

  async function open(url: string, acceptLanguage?: string): Promise<Page> {
    const context = await browser.newContext(acceptLanguage ? { locale: acceptLanguage } : {});
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    await page.goto(url);
    return page;
  }

  before(async () => {
    assertHostedPageBuilt();
    browser = await launchBrowser();
    smsGateway = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    server = await startTestServer('sqlite', {
      ONWARD_SMS_GATEWAY: 'webhook',
      ONWARD_SMS_WEBHOOK_URL: `${smsGateway.url}/sms`,
    });
    token = await getToken(server, server.tenants.a);
    const tenantId = server.tenants.a.tenantId;
    for (const [flowId, document] of [
      ['languages', flow],
      ['sms', smsFlow],
      ['document', documentFlow],
      ['ocr', ocrFlow],
    ] as const) {
      await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
      await server.services.flows.publish({ tenantId, flowId, target: 'live', actor: 'test' });
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await smsGateway?.close();
  });

  for (const c of CASES) {
    it(`renders a form step and its validation error in ${c.lang}`, async () => {
      const page = await open(`${await signedUrl()}?lang=${c.lang}`);
      await page.getByRole('heading', { name: c.title }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), c.lang);
      assert.equal(await page.locator('html').getAttribute('dir'), c.dir);
      // The switcher offers the flow's five languages, each in its own name, the current one chosen.
      assert.equal(await page.locator('[data-language-switcher] option').count(), 5);
      assert.equal(await page.locator('[data-language-switcher]').inputValue(), c.lang);

      await page.locator('input').first().fill('Al');
      await page.getByRole('button', { name: c.submit }).click();
      await page.locator('.field-error').filter({ hasText: c.error }).waitFor();
      if (c.dir === 'rtl') {
        // Right to left: the heading starts at the right edge of the form, not the left.
        const box = await page.locator('h1').boundingBox();
        const form = await page.locator('form').boundingBox();
        assert.ok(box && form && box.x + box.width > form.x + form.width - 2, 'the heading hugs the right edge');
      }
      await page.screenshot({ path: screenshotPath(`languages-${c.lang}.png`), fullPage: true });
      await page.context().close();
    });
  }

  it('picks the browser language among the flow languages, and the default when it has none', async () => {
    const german = await open(await signedUrl(), 'de-AT');
    await german.getByRole('heading', { name: 'Über Sie' }).waitFor();
    assert.equal(await german.locator('html').getAttribute('lang'), 'de-DE');
    await german.context().close();
    // Swedish is one of the 47 languages but not this flow's: the flow's default (en-US) it is.
    const swedish = await open(await signedUrl(), 'sv-SE');
    await swedish.getByRole('heading', { name: 'About you' }).waitFor();
    assert.equal(await swedish.locator('html').getAttribute('lang'), 'en-US');
    await swedish.context().close();
    assert.deepEqual(problems, []);
  });

  it('switches language from the switcher', async () => {
    const page = await open(`${await signedUrl()}?lang=de-DE`);
    await page.getByRole('heading', { name: 'Über Sie' }).waitFor();
    await Promise.all([page.waitForURL(/lang=ja/), page.locator('[data-language-switcher]').selectOption('ja')]);
    await page.getByRole('heading', { name: 'お客様について' }).waitFor();
    await page.context().close();
    assert.deepEqual(problems, []);
  });

  it('sends the SMS and says a code is wrong in German', async () => {
    const page = await open(`${await signedUrl('sms')}?lang=de-DE`);
    await page.getByLabel('Mobiltelefon').fill('+46701234567');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Bestätigen Sie Ihre Telefonnummer' }).waitFor();
    // The SMS itself is in the session's language.
    const sent = smsGateway.received.map((r) => (JSON.parse(r.body) as { body: string }).body);
    assert.equal(sent.length, 1);
    assert.match(sent[0] ?? '', /^Ihr Bestätigungscode lautet \d{6}$/);
    const code = /\d{6}/.exec(sent[0] ?? '')?.[0] ?? '';
    await page
      .getByLabel('Bestätigungscode')
      .fill(code.endsWith('0') ? `${code.slice(0, 5)}1` : `${code.slice(0, 5)}0`);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page
      .locator('.field-error')
      .filter({ hasText: 'Dieser Code ist nicht richtig. Sie haben noch 4 Versuche.' })
      .waitFor();
    await page.screenshot({ path: screenshotPath('languages-de-DE-sms.png'), fullPage: true });
    await page.context().close();
    assert.deepEqual(problems, []);
  });

  it('asks for another document photo in German when it cannot be read', async () => {
    const page = await open(`${await signedUrl('document')}?lang=de-DE`);
    await page.getByRole('heading', { name: 'Ihr Ausweisdokument' }).waitFor();
    await page
      .locator('#docv-front')
      .setInputFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: await blankPhoto() });
    await page.getByRole('button', { name: 'Weiter' }).click();
    const retry = page.locator('[data-retry]');
    await retry.waitFor({ timeout: 60_000 });
    const reason = (await retry.getAttribute('data-retry')) ?? '';
    const key = `document.retry.${reason}`;
    assert.ok(isMessageKey(key), key);
    assert.equal(await retry.textContent(), de.format(key));
    assert.match((await retry.textContent()) ?? '', /^(Das|Wir|Es|Auf|Diese) /u, 'a German sentence');
    await page.screenshot({ path: screenshotPath('languages-de-DE-document-retry.png'), fullPage: true });
    await page.context().close();
    assert.deepEqual(problems, []);
  });

  it('shows the OCR step and its retry in German', async () => {
    const page = await open(`${await signedUrl('ocr')}?lang=de-DE`);
    await page.getByRole('heading', { name: 'Ihr Ausweisdokument' }).waitFor();
    await page.locator('.subtitle').filter({ hasText: 'Name, Geburtsdatum, Dokumentnummer und Anschrift' }).waitFor();
    await page.getByLabel('Ausweisdokument').setInputFiles({
      name: 'wall.jpg',
      mimeType: 'image/jpeg',
      buffer: await blankPhoto(),
    });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page
      .locator('[data-retry="no_text"]')
      .filter({ hasText: de.format('ocr.retry.no_text') })
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: screenshotPath('languages-de-DE-ocr-retry.png'), fullPage: true });
    await page.context().close();
    assert.deepEqual(problems, []);
  });
});
