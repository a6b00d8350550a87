/**
 * The benchmarked server, run as shipped (the built dist/, plain node, no TypeScript loader):
 * the real app on a fresh SQLite file (or DATABASE_URL), with the demo's example flows and an
 * empty route as the same-server baseline. Prints its URL on stdout.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../dist/config/env.js';
import { createServices } from '../../dist/app/services.js';
import { buildApp } from '../../dist/http/app.js';
import { exampleFlowFiles, loadFlowFiles } from '../../dist/app/demo.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  // The load generator is one address making thousands of sessions a second: measured unlimited.
  ONWARD_RATE_LIMIT_SESSIONS: '0',
  ONWARD_RATE_LIMIT_TOKEN: '0',
  DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${join(dir, 'bench.sqlite')}`,
});
const logger = pino({ level: 'silent' });
const services = await createServices(config, { logger });
// BENCH_SKIP_SETUP: a further process on the same database (bench/flow/scaleout.ts), whose
// tenant and flows the first process made.
if (!process.env.BENCH_SKIP_SETUP) {
  await services.tenants.createTenant({ id: 'bench', name: 'Bench' });
  await loadFlowFiles(services.flows, 'bench', exampleFlowFiles(), { publish: ['live'], actor: 'bench', logger });
}
await services.startWorkers();
const app = await buildApp(services, { logger });
app.get('/__empty', async () => ({}));
// Server CPU time, read by the load generator around each phase (microseconds).
app.get('/__cpu', async () => process.cpuUsage());
// BENCH_PROFILE=DIR: the load generator brackets each flow round with these, so the CPU profiles
// hold the flow's requests only (not the empty-route rounds in between).
if (process.env.BENCH_PROFILE) {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  let n = 0;
  app.post('/__profile/start', async () => {
    await session.post('Profiler.start');
    return {};
  });
  app.post('/__profile/stop', async () => {
    const { profile } = await session.post('Profiler.stop');
    const file = join(process.env.BENCH_PROFILE, `flow-round-${++n}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return { file };
  });
}
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => services.close())
    .then(() => process.exit(0));
});
