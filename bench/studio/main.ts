/**
 * bench/studio: the Studio with a generated 200-node flow (flow.ts) in headless Chromium, as
 * shipped (dist/ and dist/studio-web, built by run-bench.mjs). Reports, against budgets printed
 * with them:
 * - time to interactive: from navigating to the flow's address until all its cards are drawn, and
 *   until a click on a card has opened its details (the page answers);
 * - frame time while dragging a card: the gaps between animation frames during a drag of 120
 *   small pointer moves, p50 and p95 (16.7 ms is every frame at 60 Hz), the time per move, and
 *   the drop (the position saved in the document, which is then validated and redrawn);
 * - the Studio bundle's size, raw and gzipped.
 * Each measure is repeated (BENCH_ROUNDS, default 5) and the median round reported, since one
 * round on a shared machine says little. A benchmark, not a test: budgets are reported, not enforced.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../test/support/browser.js';
import { fmt, percentile } from '../support/load.js';
import { generatedFlow } from './flow.js';

const SEGMENTS = 50; // × 4 nodes = 200
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DRAG_MOVES = 120;
const BUDGET = {
  cardsDrawnMs: 2500,
  interactiveMs: 3000,
  dragP50Ms: 20,
  dragP95Ms: 50,
  dropMs: 500,
  bundleGzipKb: 250,
};
const root = new URL('../..', import.meta.url).pathname;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

const server = spawn(process.execPath, ['bench/studio/server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
});
const baseUrl = await new Promise<string>((resolve, reject) => {
  createInterface({ input: server.stdout }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

/** Signs in over the Studio API and saves the generated flow as version 1 of `bench-200`. */
async function saveFlow(): Promise<void> {
  const signIn = await fetch(`${baseUrl}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'bench', password: 'bench-password-0123' }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const saved = await fetch(`${baseUrl}/studio/api/flows/bench-200/versions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie, 'x-onward-csrf': csrfToken },
    body: JSON.stringify({ document: generatedFlow(SEGMENTS), basedOn: 0 }),
  });
  if (saved.status !== 201) throw new Error(`save: ${saved.status} ${await saved.text()}`);
}

// Records the gap between consecutive animation frames until stopped (script text: the bench is
// compiled without the DOM's types).
const START_FRAMES = `(() => {
  const w = window;
  w.__frames = [];
  w.__recording = true;
  let last = performance.now();
  const tick = (now) => {
    w.__frames.push(now - last);
    last = now;
    if (w.__recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
})()`;
const PICK_VISIBLE_CARD = `(() => {
  const canvas = document.querySelector('.react-flow').getBoundingClientRect();
  const cx = canvas.left + canvas.width / 2;
  const cy = canvas.top + canvas.height / 2;
  let best = null;
  let bestDistance = Infinity;
  for (const card of document.querySelectorAll('.react-flow__node')) {
    const r = card.getBoundingClientRect();
    const d = Math.hypot(r.left + r.width / 2 - cx, r.top + r.height / 2 - cy);
    if (d < bestDistance) { best = card.getAttribute('data-id'); bestDistance = d; }
  }
  return best;
})()`;
const STOP_FRAMES = `(() => { window.__recording = false; return window.__frames; })()`;

interface Round {
  cardsDrawnMs: number;
  interactiveMs: number;
  frames: number[];
  /** Wall time per pointer move, each awaited until the page handled it. */
  moveMs: number;
  /** From releasing the card until the page shows the unsaved move. */
  dropMs: number;
}

async function oneRound(page: Page): Promise<Round> {
  const t0 = Date.now();
  await page.goto(`${baseUrl}/studio/flows/bench-200/versions/1`);
  // A locator, not waitForFunction: a string predicate is eval'd in the page, which its CSP forbids.
  await page
    .locator('.react-flow__node')
    .nth(SEGMENTS * 4 - 1)
    .waitFor({ state: 'attached', timeout: 60_000 });
  const cardsDrawnMs = Date.now() - t0;
  // The fitted view of 200 cards is taller than the canvas even fully zoomed out: click a card
  // that is on screen (the one nearest the canvas's centre).
  const id = await page.evaluate<string>(PICK_VISIBLE_CARD);
  await page.locator(`.react-flow__node[data-id="${id}"]`).click();
  await page.locator('#inspector-title', { hasText: id }).waitFor({ timeout: 60_000 });
  const interactiveMs = Date.now() - t0;

  const box = await page.locator(`.react-flow__node[data-id="${id}"]`).boundingBox();
  if (!box) throw new Error(`${id} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.evaluate(START_FRAMES);
  const dragStart = performance.now();
  for (let i = 1; i <= DRAG_MOVES; i++) await page.mouse.move(x + i * 2, y + Math.sin(i / 8) * 30);
  const moveMs = (performance.now() - dragStart) / DRAG_MOVES;
  const frames = await page.evaluate<number[]>(STOP_FRAMES);
  // The drop is an edit: the position goes into the document, which is validated and redrawn.
  const dropStart = Date.now();
  await page.mouse.up();
  await page.getByText('unsaved changes').waitFor();
  const dropMs = Date.now() - dropStart;
  return { cardsDrawnMs, interactiveMs, frames: frames.slice(1), moveMs, dropMs };
}

interface BundlePart {
  rawKb: number;
  gzipKb: number;
  files: string[];
}

/**
 * The Studio's assets, split into what opening it loads (the files index.html names: the budget's
 * subject) and what is loaded on demand (pdf.js, fetched only when a case shows a PDF).
 */
function bundle(): { initial: BundlePart; lazy: BundlePart } {
  const dir = join(root, 'dist', 'studio-web', 'assets');
  const html = readFileSync(join(root, 'dist', 'studio-web', 'index.html'), 'utf8');
  const files = readdirSync(dir).filter((f) => /\.(js|mjs|css)$/.test(f));
  const part = (names: string[]): BundlePart => {
    let raw = 0;
    let gzip = 0;
    for (const f of names) {
      const bytes = readFileSync(join(dir, f));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { rawKb: raw / 1024, gzipKb: gzip / 1024, files: names };
  };
  return {
    initial: part(files.filter((f) => html.includes(f))),
    lazy: part(files.filter((f) => !html.includes(f))),
  };
}

const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');

try {
  await saveFlow();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/studio`);
    await page.getByLabel('Username').fill('bench');
    await page.getByLabel('Password').fill('bench-password-0123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table').waitFor();
    // One round to warm the browser's caches (the bundle, the compiled JS), not counted.
    await oneRound(page);
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await oneRound(page));
    const p50s = rounds.map((r) =>
      percentile(
        [...r.frames].sort((a, b) => a - b),
        50,
      ),
    );
    const p95s = rounds.map((r) =>
      percentile(
        [...r.frames].sort((a, b) => a - b),
        95,
      ),
    );
    const drawn = median(rounds.map((r) => r.cardsDrawnMs));
    const tti = median(rounds.map((r) => r.interactiveMs));
    const p50 = median(p50s);
    const p95 = median(p95s);
    const size = bundle();
    console.log(`Studio, ${SEGMENTS * 4}-node generated flow, headless Chromium ${browser.version()}, 1280×800`);
    console.log(`median of ${ROUNDS} rounds (after one warm-up round)`);
    console.log(
      `  cards drawn          ${fmt(drawn)} ms  (budget ${BUDGET.cardsDrawnMs} ms: ${verdict(drawn, BUDGET.cardsDrawnMs)})`,
    );
    console.log(
      `  time to interactive  ${fmt(tti)} ms  (budget ${BUDGET.interactiveMs} ms: ${verdict(tti, BUDGET.interactiveMs)})`,
    );
    console.log(
      `  drag frame time p50  ${fmt(p50)} ms  (budget ${BUDGET.dragP50Ms} ms: ${verdict(p50, BUDGET.dragP50Ms)})`,
    );
    console.log(
      `  drag frame time p95  ${fmt(p95)} ms  (budget ${BUDGET.dragP95Ms} ms: ${verdict(p95, BUDGET.dragP95Ms)})`,
    );
    const move = median(rounds.map((r) => r.moveMs));
    const drop = median(rounds.map((r) => r.dropMs));
    console.log(`  per pointer move     ${fmt(move)} ms  (dispatched and handled)`);
    console.log(
      `  drop (saved, revalidated, redrawn) ${fmt(drop)} ms  (budget ${BUDGET.dropMs} ms: ${verdict(drop, BUDGET.dropMs)})`,
    );
    console.log(
      `  rounds: interactive ${rounds.map((r) => fmt(r.interactiveMs)).join(' ')} ms; drag p95 ${p95s.map((v) => fmt(v)).join(' ')} ms (${rounds[0]?.frames.length ?? 0} frames per drag)`,
    );
    console.log(
      `  bundle at open       ${fmt(size.initial.gzipKb)} kB gzipped, ${fmt(size.initial.rawKb)} kB raw, ${size.initial.files.length} files  (budget ${BUDGET.bundleGzipKb} kB gzipped: ${verdict(size.initial.gzipKb, BUDGET.bundleGzipKb)})`,
    );
    console.log(
      `  loaded on demand     ${fmt(size.lazy.gzipKb)} kB gzipped, ${fmt(size.lazy.rawKb)} kB raw, ${size.lazy.files.length} files  (pdf.js, only when a case shows a PDF)`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
