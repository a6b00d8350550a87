/**
 * bench/monitoring, delta part: a list update of BENCH_CHANGED_NAMES changed names (default 100,
 * about 1 % of the list's records: 40 % renamed, 30 % removed, 30 % added, 10 of those named like
 * enrolled people) over BENCH_ENROLLMENTS enrollments (default 100,000; BENCH_POPULATION below),
 * rescanned as a delta (the list rescan job: previous version loaded and indexed, subject index
 * lookup, narrowing under the cost rule, list-update scan jobs for what remains) and as a full
 * rescan (a scan job for every enrollment), alternating over BENCH_ROUNDS updates (default 3) of
 * the shipped OFAC SDN list. Prints the index build time, each mode's median from the update to
 * the last job finished, and their ratio (delta / full, same run). Runs through the real jobs on
 * the embedded store, or on PostgreSQL (pg-boss) with DATABASE_URL; the webhook dispatcher is not
 * started, so callbacks stay in the outbox (the cycle bench measures delivery).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config/env.js';
import { createServices } from '../../src/app/services.js';
import { importList, loadDemoLists, watchlistsDir, type ListSnapshot } from '../../src/screening/index.js';
import { indexPending } from '../../src/monitoring/subject-index.js';
import { SCAN_JOB } from '../../src/monitoring/scanner.js';
import { LIST_RESCAN_JOB } from '../../src/monitoring/service.js';
import type { ListUpdateRescan } from '../../src/monitoring/delta-rescan.js';
import { fmt } from '../support/load.js';
import { loadNegatives } from '../../tools/screening-eval/datasets.js';

const N = Number(process.env.BENCH_ENROLLMENTS ?? 100_000);
const CHANGED = Number(process.env.BENCH_CHANGED_NAMES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIST = 'OFAC SDN';

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-delta-'));
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${join(dir, 'onward.sqlite')}`;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  // The bench starts each rescan itself, to time it.
  ONWARD_RESCAN_ON_LIST_UPDATE: 'false',
});
// The delta rescan runs as a job (LIST_RESCAN_JOB): its outcome is read from its log line.
const outcomes: ListUpdateRescan[] = [];
const logger = pino(
  { level: 'info' },
  {
    write(line: string) {
      const o = JSON.parse(line) as ListUpdateRescan & { msg?: string };
      if (o.msg === 'list update rescan enqueued') outcomes.push(o);
    },
  },
);
const services = await createServices(config, { logger });
const { monitoring, store } = services;
const db = store.db;
await loadDemoLists(monitoring.registry);
let current: ListSnapshot = await importList('ofac-sdn', [join(watchlistsDir(), 'ofac_sdn_2021-07-07')]);
await services.lists.activateSnapshot(current);
await services.tenants.createTenant({ name: 'Bench', id: 'bench' });

// Who is enrolled. `negatives` (default): the 100,000 synthetic people of the screening
// evaluation (datasets/watchlists/eval, half global with 45 % non-Latin names, half US), a
// realistic spread of given names. `cycle`: the cycle bench's people (main.ts), ten given names
// shared by a tenth of everyone each, the worst case for a key lookup.
const POPULATION = process.env.BENCH_POPULATION ?? 'negatives';
const first = ['Ada', 'Ivan', 'Maria', 'Chen', 'Fatima', 'John', 'Olga', 'Ahmed', 'Sofia', 'Kenji'];
const last = ['Lovelace', 'Petrov', 'Garcia', 'Wei', 'Hassan', 'Smith', 'Ivanova', 'Karimi', 'Rossi', 'Tanaka'];
const negatives =
  POPULATION === 'negatives'
    ? [...loadNegatives('negatives_global.csv'), ...loadNegatives('negatives_us.csv')].filter((p) => p.LastName !== '')
    : [];
if (POPULATION === 'negatives' && negatives.length < N)
  throw new Error(`only ${negatives.length} people in the evaluation set, BENCH_ENROLLMENTS is ${N}`);
const subject = (i: number): { FirstName: string; LastName: string; DateOfBirth: string } => {
  const p = negatives[i];
  if (p) return { FirstName: p.FirstName, LastName: p.LastName, DateOfBirth: p.DateOfBirth };
  return {
    FirstName: first[i % 10] as string,
    LastName: `${last[Math.floor(i / 10) % 10]}${i}`,
    DateOfBirth: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
  };
};

// 1. Enrollments written directly (the cycle bench measures the API), not indexed yet.
const t0 = Date.now();
for (let i = 0; i < N; i += 500) {
  const rows = [];
  for (let j = i; j < Math.min(N, i + 500); j++)
    rows.push({
      id: randomUUID(),
      tenant_id: 'bench',
      created_by: 'bench',
      callback_url: 'http://127.0.0.1:9/hook',
      frequency: 'Weekly',
      subject: JSON.stringify(subject(j)),
      customer_reference_id: null,
      service_name: 'Watchlist',
      status: 'active',
      next_scan_at: t0 + 7 * 86_400_000,
      scan_lease_until: null,
      last_result_id: null,
      created_at: t0,
      updated_at: t0,
      deleted_at: null,
      subject_keys_scheme: null,
    });
  await db.insertInto('enrollments').values(rows).execute();
}

// 2. The subject index, built for every enrollment at once (as after migrating an existing install).
const i0 = performance.now();
await indexPending(store);
const indexSeconds = (performance.now() - i0) / 1000;
const keyRows = Number(
  (
    await db
      .selectFrom('monitoring_subject_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);

await monitoring.start();
/** Rescan and scan jobs not finished: the embedded queue's table on SQLite, pg-boss's on PostgreSQL. */
const openJobs = async (): Promise<number> => {
  if (store.dialect === 'postgres') {
    const r = await sql<{
      n: string;
    }>`select count(*) as n from pgboss.job where name in (${SCAN_JOB}, ${LIST_RESCAN_JOB}) and state in ('created', 'retry', 'active')`.execute(
      db,
    );
    return Number(r.rows[0]?.n ?? 0);
  }
  const open = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('name', 'in', [SCAN_JOB, LIST_RESCAN_JOB])
    .where('status', 'in', ['queued', 'active'])
    .executeTakeFirstOrThrow();
  return Number(open.n);
};
const drained = async () => {
  while ((await openJobs()) > 0) await new Promise((r) => setTimeout(r, 50));
};
const listUpdates = async () =>
  Number(
    (
      await db
        .selectFrom('monitoring_results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('reason', '=', 'list-update')
        .executeTakeFirstOrThrow()
    ).n,
  );

// 3. A first full pass gives every enrollment a result, as the initial scans would have.
const w0 = performance.now();
await monitoring.scanner.rescanAll();
await drained();
const firstPassSeconds = (performance.now() - w0) / 1000;
console.log(
  `setup: index build ${fmt(indexSeconds)} s (${keyRows} keys), first pass ${fmt(firstPassSeconds)} s (every enrollment screened and recorded once)`,
);

/** The next version: CHANGED names changed, spread over the list, order kept. */
let version = 0;
function nextVersion(from: ListSnapshot): ListSnapshot {
  version++;
  const records = [...from.records];
  const step = Math.floor(records.length / CHANGED);
  const renamed = Math.round(CHANGED * 0.4);
  const removed = Math.round(CHANGED * 0.3);
  const added = CHANGED - renamed - removed;
  const individuals = records
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.kind === 'sanction' && r.entityType === 'individual');
  const pick = (k: number) =>
    individuals[(k * step + version * 7) % individuals.length] as (typeof individuals)[number];
  for (let k = 0; k < renamed; k++) {
    const { r, i } = pick(k);
    records[i] = { ...r, names: r.names.map((n, j) => (j === 0 ? { ...n, text: `${n.text}a${version}` } : n)) };
  }
  const gone = new Set(Array.from({ length: removed }, (_, k) => pick(renamed + k).i));
  const kept = records.filter((_, i) => !gone.has(i));
  const template = individuals[0]?.r;
  if (template?.kind !== 'sanction') throw new Error('no individual in the list');
  for (let k = 0; k < added; k++) {
    // Some new entries name enrolled people (new hits); the others are new foreign names.
    const s = subject((k * 9973 + version * 101) % N);
    const text = k < Math.min(10, added) ? `${s.LastName}, ${s.FirstName}` : `Qarzai${version}x${k}, Abdul Wali ${k}`;
    kept.push({ ...template, id: `bench-${version}-${k}`, names: [{ text, strength: 'primary' }], remarks: '' });
  }
  return {
    meta: {
      ...from.meta,
      version: `${from.meta.version}+${version}`,
      contentHash: `${from.meta.contentHash}+${version}`,
    },
    records: kept,
  };
}

/** One update's slices as one outcome: the first slice's reach and sample, the others' work added. */
function sumSlices(slices: ListUpdateRescan[]): ListUpdateRescan & { slices: number } {
  const [first, ...rest] = slices;
  if (!first) throw new Error('the list rescan job logged no outcome');
  const ms = { ...first.ms };
  let { narrowed, enqueued, indexed } = first;
  for (const s of rest) {
    narrowed += s.narrowed;
    enqueued += s.enqueued;
    indexed += s.indexed;
    for (const k of Object.keys(ms) as (keyof typeof ms)[]) ms[k] += s.ms[k];
  }
  return { ...first, narrowed, enqueued, indexed, ms, slices: slices.length };
}

const timings: Record<'delta' | 'full', number[]> = { delta: [], full: [] };
/**
 * CPU seconds of this process per update: on SQLite all of the work (rescan job, scan jobs, the
 * store) runs here; on PostgreSQL all but the database server's. On a shared machine wall time
 * also counts the other processes' turns; CPU time much less so.
 */
const cpuTimes: Record<'delta' | 'full', number[]> = { delta: [], full: [] };
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const scanned: Record<'delta' | 'full', number[]> = { delta: [], full: [] };
const notified: Record<'delta' | 'full', number[]> = { delta: [], full: [] };
const modes: string[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of ['delta', 'full'] as const) {
    current = nextVersion(current);
    const stored = await services.lists.activateSnapshot(current);
    const before = await listUpdates();
    const s0 = performance.now();
    const c0 = cpuSeconds();
    let enqueued: number;
    if (mode === 'delta') {
      // As the announcement does: the rescan job, run by the workers.
      outcomes.length = 0;
      await monitoring.listUpdated(LIST, stored.snapshot.id);
      await drained();
      // The job runs in slices (each within a quarter of the job lease), one log line each.
      const outcome = sumSlices(outcomes.splice(0));
      modes.push(
        outcome.full
          ? `full (${outcome.full}; sample ${outcome.sample.reached} of ${outcome.sample.sampled} reached; ms diff ${outcome.ms.diff} sample ${outcome.ms.sample})`
          : `${outcome.keys} keys reach ${outcome.reached} (sample ${outcome.sample.reached} of ${outcome.sample.sampled}), ${outcome.narrowed} narrowed, ${outcome.enqueued} scanned in ${outcome.slices} slice(s); ms diff ${outcome.ms.diff} sample ${outcome.ms.sample} index ${outcome.ms.index} lookup ${outcome.ms.lookup} narrow+enqueue ${outcome.ms.narrow}`,
      );
      enqueued = outcome.enqueued;
    } else {
      enqueued = await monitoring.scanner.rescanAll();
      await drained();
    }
    timings[mode].push((performance.now() - s0) / 1000);
    cpuTimes[mode].push(cpuSeconds() - c0);
    scanned[mode].push(enqueued);
    notified[mode].push((await listUpdates()) - before);
    // As it goes: a 100,000-enrollment round takes minutes on a loaded machine.
    console.log(
      `  round ${round + 1} ${mode}: ${fmt(timings[mode].at(-1) ?? 0)} s (CPU ${fmt(cpuTimes[mode].at(-1) ?? 0)} s), scanned ${enqueued}, notified ${notified[mode].at(-1) ?? 0}${mode === 'delta' ? `, ${modes.at(-1) ?? ''}` : ''}`,
    );
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};
console.log(
  `enrollments ${N} (${POPULATION}), store ${databaseUrl.split(':')[0]}, ${CHANGED} changed names per update of ${LIST} (${current.records.length} records), ${ROUNDS} updates per mode, lists ${monitoring.registry.active().length}`,
);
console.log(
  `index build    ${fmt(indexSeconds)} s for ${N} enrollments (${keyRows} keys, ${fmt(N / indexSeconds, 0)} enrollments/s)`,
);

console.log(
  `delta rescan   median ${fmt(median(timings.delta))} s  (runs ${timings.delta.map((t) => fmt(t)).join(', ')} s; scanned ${scanned.delta.join(', ')}; notified ${notified.delta.join(', ')}; ${modes.join('; ')})`,
);
console.log(
  `full rescan    median ${fmt(median(timings.full))} s  (runs ${timings.full.map((t) => fmt(t)).join(', ')} s; scanned ${scanned.full.join(', ')}; notified ${notified.full.join(', ')})`,
);
console.log(
  `ratio          delta / full ${fmt(median(timings.delta) / median(timings.full), 2)} (full / delta ${fmt(median(timings.full) / median(timings.delta), 1)})`,
);
console.log(
  `CPU time       delta median ${fmt(median(cpuTimes.delta))} s (${cpuTimes.delta.map((t) => fmt(t)).join(', ')}), full median ${fmt(median(cpuTimes.full))} s (${cpuTimes.full.map((t) => fmt(t)).join(', ')}), delta / full ${fmt(median(cpuTimes.delta) / median(cpuTimes.full), 2)}`,
);

await services.close();
rmSync(dir, { recursive: true, force: true });
