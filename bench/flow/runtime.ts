/**
 * bench/flow/runtime.ts: the flow runtime alone, in process, without HTTP: complete runs of the
 * same three-form flow as bench/flow (open, current, then three submits, each answer's view as
 * JSON), 64 runs in flight so the SQLite writes group-commit as they do under the HTTP bench.
 * Prints the process's CPU per request (a run is 4 requests). Set beside bench/flow's flow and
 * floor figures, it says how much of a flow request is the runtime and how much the HTTP stack.
 *
 * Run: `npm run build && node --import tsx bench/flow/runtime.ts` (BENCH_RUNS per round, 8000).
 * Not a `main.ts`, so `npm run bench` does not run it: it is a diagnostic, not a goal.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { shipped } from '../support/shipped.js';
import { consentIdIn, formData, runData } from './run-data.js';
import type * as Env from '../../src/config/env.js';
import type * as ServicesModule from '../../src/app/services.js';
import type * as Demo from '../../src/app/demo.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 8000);
const ROUNDS = 5;
const CONCURRENCY = 64;

const { loadConfig } = await shipped<typeof Env>('config/env.js');
const { createServices } = await shipped<typeof ServicesModule>('app/services.js');
const { exampleFlowFiles, loadFlowFiles } = await shipped<typeof Demo>('app/demo.js');

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-runtime-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}` });
const logger = pino({ level: 'silent' });
const services = await createServices(config, { logger });
await services.tenants.createTenant({ id: 'bench', name: 'Bench' });
await loadFlowFiles(services.flows, 'bench', exampleFlowFiles(), { publish: ['live'], actor: 'bench', logger });
const { runtime } = services;

let consentId = '';
// The views' JSON is kept a moment, as a response body would be, so it is not optimised away.
let bytes = 0;

async function oneRun(): Promise<void> {
  const started = await runtime.current(await runtime.open('live', runData.flowId, undefined));
  if ((started.view as { type?: string }).type !== 'form') throw new Error('the run did not start on a form');
  bytes += JSON.stringify(started.view).length;
  for (let i = 0; i < runData.forms.length; i++) {
    const opened = await runtime.open('live', runData.flowId, started.sessionId);
    // Parsed from text, as a request body is: the engine gets fresh objects each time.
    const result = await runtime.submit(opened, JSON.parse(JSON.stringify(formData(i, consentId))));
    bytes += JSON.stringify(result.view).length;
    if (i === runData.consent.after && consentId === '') consentId = consentIdIn(result.view);
  }
}

async function load(runs: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < runs) await oneRun();
    }),
  );
}

// Warm-up until the JIT has settled, then the measured rounds.
await load(RUNS / 2);
const perRequest: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await load(RUNS);
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0;
  perRequest.push((cpu.user + cpu.system) / (RUNS * 4));
  console.log(
    `round ${round + 1}: ${((cpu.user + cpu.system) / (RUNS * 4)).toFixed(1)} µs of CPU per request, ${((wall * 1000) / (RUNS * 4)).toFixed(1)} µs of wall time`,
  );
}
perRequest.sort((a, b) => a - b);
console.log(
  `runtime alone (no HTTP): median ${perRequest[Math.floor(ROUNDS / 2)]!.toFixed(1)} µs of CPU per request over ${ROUNDS} rounds of ${RUNS} runs; ${(bytes / 1e6).toFixed(0)} MB of views serialised`,
);
await services.close();
