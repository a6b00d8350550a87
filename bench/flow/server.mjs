/**
 * The benchmarked server, run as shipped (the built dist/, plain node, no TypeScript loader):
 * the real app on a fresh SQLite file (or DATABASE_URL), with the demo's example flows and an
 * empty route as the same-server baseline. Prints its URL on stdout.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../dist/config/env.js';
import { createServices } from '../../dist/app/services.js';
import { buildApp } from '../../dist/http/app.js';
import { exampleFlowFiles, loadFlowFiles } from '../../dist/app/demo.js';
import { FlowParams, flowHeaders } from '../../dist/http/flow-execution/schemas.js';
import { rawSerializer } from '../../dist/http/responses.js';

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
// The floor: the same requests as a run (a GET that starts it, three JSON submits with the
// x-hf-session header, the same schemas and the same response bytes) answered from views recorded
// from a real run at start, so without the runtime. Its ratio to the empty route is the most any
// flow run can reach through this HTTP stack; what lies below it is the runtime's (engine, store,
// state and view JSON).
const views = [];
// The same runs as the load generator's (run-data.json); a submit is told by its form's first field.
const run = JSON.parse(readFileSync(new URL('./run-data.json', import.meta.url), 'utf8'));
const firstFields = run.forms.map((form) => Object.keys(form)[0]);
const { randomUUID } = await import('node:crypto');
const sendView = (reply, body) =>
  reply.header('x-hf-session', randomUUID()).type('application/json; charset=utf-8').send(body);
app.get(
  '/__floor/flow/:flowId',
  {
    serializerCompiler: rawSerializer,
    schema: { params: FlowParams, headers: flowHeaders({ session: 'optional', language: true }) },
  },
  async (_request, reply) => sendView(reply, views[0]),
);
app.post(
  '/__floor/submit/:flowId',
  {
    serializerCompiler: rawSerializer,
    attachValidation: true,
    schema: {
      params: FlowParams,
      headers: flowHeaders({ session: 'optional', language: true, retryOnPending: true }),
      body: { $ref: 'SubmitPayload' },
    },
  },
  async (request, reply) => sendView(reply, views[1 + firstFields.findIndex((field) => field in request.body)]),
);
async function recordViews(baseUrl) {
  const first = await fetch(`${baseUrl}/flow/${run.flowId}`);
  const session = first.headers.get('x-hf-session');
  views.push(await first.text());
  let consentId = '';
  for (let i = 0; i < run.forms.length; i++) {
    const data = { ...run.forms[i] };
    if (i === run.consent.on) data[consentId] = run.consent.value;
    const reply = await fetch(`${baseUrl}/submit/${run.flowId}`, {
      method: 'POST',
      headers: { 'x-hf-session': session, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
    const text = await reply.text();
    views.push(text);
    if (i === run.consent.after) consentId = JSON.parse(text).elements.find((e) => e.name === run.consent.element).id;
  }
}
const url = await app.listen({ port: 0, host: '127.0.0.1' });
if (!process.env.BENCH_SKIP_SETUP) await recordViews(url);
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => services.close())
    .then(() => process.exit(0));
});
