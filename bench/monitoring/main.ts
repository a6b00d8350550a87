/**
 * bench/monitoring: enroll BENCH_ENROLLMENTS individuals (default 100,000) over HTTP, then run one
 * full rescan cycle (every enrollment due at once) against the shipped watchlists, with each
 * callback delivered to a local receiver in its own process. Prints enrollments/s, scans/s,
 * deliveries/s and the p99 from due time to delivered, with baselines measured in the same run:
 * bare screening (no database) and bare HTTP POSTs to the same receiver.
 * Goal (issue 5): the full cycle with callbacks in under 2 minutes on the embedded default.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/env.js';
import { createServices } from '../../src/app/services.js';
import { buildApp } from '../../src/http/app.js';
import { loadDemoLists } from '../../src/screening/index.js';
import { createClient, fmt, percentile, runLoad } from '../support/load.js';

// BENCH_PART=delta runs only the delta-rescan part (delta.ts); BENCH_PART=cycle only this one.
const PART = process.env.BENCH_PART ?? 'all';
if (PART === 'delta') {
  await import('./delta.js');
  process.exit(0);
}
const N = Number(process.env.BENCH_ENROLLMENTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

// The receiver runs in its own process so it does not share the service's event loop.
const receiverScript =
  `const http=require('http');http.createServer((q,s)=>{q.resume();q.on('end',()=>{s.writeHead(204);s.end()})})` +
  `.listen(0,'127.0.0.1',function(){console.log(this.address().port)})`;
const receiver = spawn(process.execPath, ['-e', receiverScript], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<string>((resolve) => createInterface({ input: receiver.stdout }).once('line', resolve));
const hookUrl = `http://127.0.0.1:${port}/hook`;

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-monitoring-'));
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${join(dir, 'onward.sqlite')}`;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  ONWARD_OUTBOUND_ALLOW: '127.0.0.1',
  ONWARD_RESCAN_ON_LIST_UPDATE: 'false',
});
let offset = 0;
const now = () => Date.now() + offset;
const logger = pino({ level: 'silent' });
const services = await createServices(config, { logger, now });
await loadDemoLists(services.monitoring.registry);
const tenant = await services.tenants.createTenant({ name: 'Bench', id: 'bench' });
await services.tenants.putUser({ tenantId: tenant.id, username: 'bench', password: 'bench-password' });
await services.startWorkers();
const app = await buildApp(services, { logger });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const client = createClient(baseUrl, CONCURRENCY);

const tokenReply = await client.request(
  'POST',
  '/Token',
  {},
  JSON.stringify({ Username: 'bench', Password: 'bench-password' }),
);
const token = (JSON.parse(tokenReply.body) as { Result: { Token: string } }).Result.Token;
const auth = { authorization: `Bearer ${token}` };
const first = ['Ada', 'Ivan', 'Maria', 'Chen', 'Fatima', 'John', 'Olga', 'Ahmed', 'Sofia', 'Kenji'];
const last = ['Lovelace', 'Petrov', 'Garcia', 'Wei', 'Hassan', 'Smith', 'Ivanova', 'Karimi', 'Rossi', 'Tanaka'];
const subject = (i: number) => ({
  FirstName: first[i % 10],
  LastName: `${last[Math.floor(i / 10) % 10]}${i}`,
  DateOfBirth: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
});

// 1. Enrollments over HTTP (SkipInitialCallback so the cycle below is the only scan).
let next = 0;
const enroll = await runLoad(CONCURRENCY, N, async (record) => {
  const i = next++;
  const t0 = performance.now();
  const r = await client.request(
    'POST',
    '/Enrollment/CreateEnrollmentWithIndividual',
    auth,
    JSON.stringify({
      CallbackUrl: hookUrl,
      Frequency: 'Weekly',
      ServiceName: 'Watchlist',
      SkipInitialCallback: true,
      IndividualToMonitor: subject(i),
    }),
  );
  record(performance.now() - t0);
  if (r.status !== 200) throw new Error(`enroll failed: ${r.status} ${r.body}`);
});

// 2. Baselines: bare screening of the same subjects, bare POSTs to the same receiver.
const sample = Math.min(N, 5000);
const s0 = performance.now();
for (let i = 0; i < sample; i++) services.monitoring.screening.screenIndividual(subject(i));
const bareScansPerSecond = sample / ((performance.now() - s0) / 1000);
const hookClient = createClient(`http://127.0.0.1:${port}`, 16);
const barePosts = await runLoad(16, 20_000, async (record) => {
  const t0 = performance.now();
  await hookClient.request('POST', '/hook', {}, '{"EnrollmentId":"x","MonitoringResult":{"WatchlistState":"No Hit"}}');
  record(performance.now() - t0);
});

// 3. One full cycle: a week passes, everything falls due at once.
const db = services.store.db;
const count = async (table: 'monitoring_results' | 'webhook_outbox', delivered = false) => {
  let q = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (delivered) q = q.where('status' as never, '=', 'delivered' as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
// Jump to the moment the last enrollment falls due, so every due time is at or before "now".
const lastDue = await db
  .selectFrom('enrollments')
  .select((eb) => eb.fn.max('next_scan_at').as('m'))
  .executeTakeFirstOrThrow();
offset = Number(lastDue.m) - Date.now();
const c0 = performance.now();
void services.monitoring.runDueScans();
let scansDoneAt = 0;
for (;;) {
  await new Promise((r) => setTimeout(r, 250));
  if (!scansDoneAt && (await count('monitoring_results')) >= N) scansDoneAt = performance.now();
  if ((await count('webhook_outbox', true)) >= N) break;
}
const cycleSeconds = (performance.now() - c0) / 1000;
const rows = await db.selectFrom('webhook_outbox').select(['due_at', 'delivered_at', 'created_at']).execute();
const latencies = rows.map((r) => Number(r.delivered_at) - Number(r.due_at)).sort((a, b) => a - b);
const firstCreated = Math.min(...rows.map((r) => Number(r.created_at)));
const lastDelivered = Math.max(...rows.map((r) => Number(r.delivered_at)));
const scansPerSecond = N / ((scansDoneAt - c0) / 1000);
const deliveriesPerSecond = N / ((lastDelivered - firstCreated) / 1000);

console.log(
  `enrollments ${N}, store ${databaseUrl.split(':')[0]}, HTTP concurrency ${CONCURRENCY}, lists ${services.monitoring.registry.active().length}`,
);
console.log(
  `enrollments/s  ${fmt(enroll.perSecond, 0)}   (p50 ${fmt(enroll.p50)} ms, p99 ${fmt(enroll.p99)} ms per request)`,
);
console.log(
  `scans/s        ${fmt(scansPerSecond, 0)}   baseline bare screening ${fmt(bareScansPerSecond, 0)}/s   ratio ${fmt(scansPerSecond / bareScansPerSecond)}`,
);
console.log(
  `deliveries/s   ${fmt(deliveriesPerSecond, 0)}   baseline bare POSTs ${fmt(barePosts.perSecond, 0)}/s   ratio ${fmt(deliveriesPerSecond / barePosts.perSecond)}`,
);
console.log(
  `due→delivered  p50 ${fmt(percentile(latencies, 50) / 1000)} s   p99 ${fmt(percentile(latencies, 99) / 1000)} s`,
);
console.log(`full cycle     ${fmt(cycleSeconds)} s for ${N} scans and callbacks (goal: < 120 s)`);

client.close();
hookClient.close();
await app.close();
await services.close();
receiver.kill();
rmSync(dir, { recursive: true, force: true });
if (PART === 'all') await import('./delta.js');
