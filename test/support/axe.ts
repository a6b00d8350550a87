/**
 * axe-core in a Studio page under test (from node_modules, evaluated into the page, never
 * fetched): fails on any serious or critical violation of WCAG 2.2 AA and best practice.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

// What runs in the page is written as script text: the test code is compiled without the DOM's types.
const RUN_AXE = `axe.run(document, ${JSON.stringify(AXE_OPTIONS)}).then((r) => r.violations.map((v) => ({
  id: v.id, impact: v.impact, help: v.help,
  nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
})))`;

/**
 * Runs axe-core on the page as it is now. The source is evaluated through the DevTools protocol,
 * which the page's CSP (script-src 'self') does not govern, so the CSP stays on for the test.
 */
export async function axe(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<AxeViolation[]>(RUN_AXE);
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(severe, [], `${screen}: axe found serious or critical violations`);
}
