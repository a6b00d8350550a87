// The hosted page in four languages in real headless Chromium (docs/languages.md): a form step in
// Arabic (laid out right to left), Japanese, German and Brazilian Portuguese, submitted with a name
// that is too short, so the engine's validation message comes back in the page's language. The
// flow carries its own translations for these four; Onward's texts come from src/i18n. The
// screenshots land in .tmp/screenshots (and are copied to docs/images for the documentation).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../../test/support/browser.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';

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
  const problems: string[] = [];

  async function signedUrl(): Promise<string> {
    const res = await fetch(`${server.baseUrl}/signed-url/languages`, {
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
    browser = await launchBrowser();
    server = await startTestServer('sqlite');
    token = await getToken(server, server.tenants.a);
    const tenantId = server.tenants.a.tenantId;
    await server.services.flows.putDraft({ tenantId, flowId: 'languages', document: flow, actor: 'test' });
    await server.services.flows.publish({ tenantId, flowId: 'languages', target: 'live', actor: 'test' });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
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
});
