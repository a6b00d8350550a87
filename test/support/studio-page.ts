/**
 * A Studio page signed in with a tenant's Basic user at 1280×800, collecting the console's errors
 * and warnings and uncaught page errors in `problems` (browser tests end by expecting none).
 */
import type { Browser, Page } from 'playwright-core';
import type { TenantCreds } from './server.js';

export interface StudioPage {
  page: Page;
  problems: string[];
  close: () => Promise<void>;
}

export async function openStudio(browser: Browser, baseUrl: string, creds: TenantCreds): Promise<StudioPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  await page.goto(`${baseUrl}/studio`);
  await page.getByLabel('Username', { exact: true }).fill(creds.username);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('table').waitFor();
  return { page, problems, close: () => context.close() };
}
