/**
 * Studio pages for browser tests: a page whose console errors and warnings and uncaught page errors
 * are collected in `problems` (browser tests end by expecting none), signed in with a tenant's
 * Basic user. 1280×800 unless the test asks for another context.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { TenantCreds } from './server.js';

export interface StudioPage {
  page: Page;
  problems: string[];
  close: () => Promise<void>;
}

/** A page in a context of its own, watched for errors and warnings, not yet on any URL. */
export async function watchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<StudioPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Signs in on the Studio's sign-in screen (the page must be on it), which then gives way to the screen asked for. */
export async function signIn(page: Page, creds: TenantCreds): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(creds.username);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  const button = page.getByRole('button', { name: 'Sign in' });
  await button.click();
  await button.waitFor({ state: 'detached' });
}

export async function openStudio(
  browser: Browser,
  baseUrl: string,
  creds: TenantCreds,
  options: BrowserContextOptions = {},
): Promise<StudioPage> {
  const studio = await watchedPage(browser, options);
  await studio.page.goto(`${baseUrl}/studio`);
  await signIn(studio.page, creds);
  // The create form is on the flows list whether or not the tenant has flows yet.
  await studio.page.getByLabel('New flow id', { exact: true }).waitFor();
  return studio;
}
