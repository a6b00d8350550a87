/**
 * bench/cases: the Studio's case queue (src/cases/queue.ts) over BENCH_CASES generated cases
 * (default 100,000) of one tenant, on the store DATABASE_URL names (default: a fresh SQLite file;
 * a PostgreSQL URL: a fresh schema there, dropped at the end). Prints p50/p99 of: the first
 * page of the review queue (PENDING_REVIEW, with counts per status), a page filtered by flow and
 * date range, text searches (one person's e-mail; two words of a name within the review queue and a
 * flow; a word every case holds) and an id search, beside the stored-state scan as the same run's
 * baseline. Issue 18: stays fast.
 *
 * On SQLite the searches read migration 0035's FTS5 index once the background indexer
 * (src/cases/search-index.ts) has caught up, as it has on a live store, and the cases written
 * since from the written log (src/cases/written-log.ts); the bench also prints what the indexer
 * costs (CPU per indexed session, a run after one write) and the CPU of the submit's session
 * write with and without the index's objects and the log's triggers, to show that neither is
 * on the submit path.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openStore } from '../../src/store/database.js';
import { createCaseQueue, type QueueQuery } from '../../src/cases/queue.js';
import { createCaseSearchIndexer, SETTLE_MS } from '../../src/cases/search-index.js';
import { dropWrittenLog, ensureWrittenLog } from '../../src/cases/written-log.js';
import { createSessionRepository, type SessionRecord } from '../../src/sessions/repository.js';
import * as caseSearchIndex from '../../src/store/migrations/0035-case-search-index.js';
import { encodeCursor } from '../../src/store/keyset-cursor.js';
import { fmt, percentile } from '../support/load.js';

const N = Number(process.env.BENCH_CASES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'PENDING_REVIEW', 'ACCEPTED', 'DECLINED', 'ABANDONED'];

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-cases-'));
const url = process.env.DATABASE_URL ?? `sqlite:${join(dir, 'onward.sqlite')}`;
const schema = url.startsWith('postgres') ? `bench_${randomUUID().slice(0, 8)}` : undefined;
if (schema) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
}
const store = openStore(url, schema ? { schema } : {});
await migrateToLatest(store);
const db = store.db;
await db.insertInto('tenants').values({ id: 'bench', name: 'Bench', created_at: Date.now() }).execute();

// A state shaped like the engine's: one form's submissions keyed by element id.
const state = (i: number) =>
  JSON.stringify({
    formatVersion: 1,
    flowId: `flow-${i % 5}`,
    version: 1,
    status: 'done',
    position: { kind: 'done' },
    history: ['about'],
    submissions: {
      about: {
        values: {
          '6740f1c2a9e3b1d4c5f6a7b1': `Given${i}`,
          '6740f1c2a9e3b1d4c5f6a7b2': `Family${i}`,
          '6740f1c2a9e3b1d4c5f6a7b3': `person${i}@example.org`,
          '6740f1c2a9e3b1d4c5f6a7b4': `Company ${i} Ltd`,
        },
      },
    },
    prefill: {},
    serviceResults: {},
    nextRunId: 1,
  });
const start = Date.parse('2026-01-01T00:00:00Z');
const ids: string[] = [];
const t0 = performance.now();
for (let from = 0; from < N; from += 500) {
  const rows = [];
  for (let i = from; i < Math.min(N, from + 500); i++) {
    const id = randomUUID();
    ids.push(id);
    rows.push({
      id,
      tenant_id: 'bench',
      flow_id: `flow-${i % 5}`,
      mode: 'live',
      version: 1,
      status: STATUSES[i % STATUSES.length]!,
      state: state(i),
      revision: 1,
      created_at: start + i * 60_000,
      updated_at: start + i * 60_000,
      pending_error: null,
      abandon_at: null,
      notified_at: null,
    });
  }
  await db.insertInto('sessions').values(rows).execute();
}
// What autovacuum (PostgreSQL) or a periodic `PRAGMA optimize` (SQLite) would have done by now on a live store.
await sql`${sql.raw(store.dialect === 'postgres' ? 'vacuum analyze sessions' : 'analyze')}`.execute(db);
console.log(`${N} cases generated in ${fmt((performance.now() - t0) / 1000)} s (${store.dialect})`);

let skew = 0;
const indexer = createCaseSearchIndexer({
  db,
  dialect: store.dialect,
  // Moved a minute on for the runs after the queries: what they index has then settled.
  now: () => Date.now() + skew,
  intervalMs: 60_000,
  logger: { info: () => {}, error: (fields) => console.error(fields) },
});
/** Runs the indexer once; prints its wall and CPU time, per indexed session when there were some. */
async function indexRun(name: string) {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const indexed = await indexer.run();
  const used = process.cpuUsage(cpu);
  const ms = (used.user + used.system) / 1000;
  const per = indexed > 0 ? `, ${fmt((ms * 1000) / indexed, 1)} µs CPU per session` : '';
  console.log(
    `${name.padEnd(48)} ${indexed} indexed in ${fmt(performance.now() - t, 0)} ms, CPU ${fmt(ms, 0)} ms${per}`,
  );
}
if (store.dialect === 'sqlite') await indexRun('indexer: catching up with every case');

// The bench publishes no flow, so a row's names are read by the element ids the generated state
// uses; the real service does the same JSON parse and reads the roles from a cached compiled flow.
const queue = createCaseQueue(db, {
  async names(run) {
    const values = (JSON.parse(run.state) as { submissions: { about: { values: Record<string, string> } } }).submissions
      .about.values;
    return {
      person: `${values['6740f1c2a9e3b1d4c5f6a7b1']} ${values['6740f1c2a9e3b1d4c5f6a7b2']}`,
      company: values['6740f1c2a9e3b1d4c5f6a7b4'] ?? null,
    };
  },
});
const scope = { tenantId: 'bench', mode: 'live' as const };
async function timed(name: string, run: () => Promise<number>, check: (found: number) => boolean) {
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const found = await run();
    times.push(performance.now() - t);
    if (!check(found)) throw new Error(`${name}: unexpected ${found} cases`);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  console.log(`${name.padEnd(48)} p50 ${fmt(p50)} ms  p99 ${fmt(percentile(times, 99))} ms`);
  return p50;
}
const measure = (name: string, query: () => QueueQuery, check: (found: number) => boolean) =>
  timed(name, async () => (await queue.list(scope, query())).cases.length, check);
// A cursor before every case: a first page without the counts, so the search's own cost shows.
const beforeAll = encodeCursor({ createdAt: Number.MAX_SAFE_INTEGER, id: '~' });
const someone = () => Math.floor(Math.random() * N);
await measure(
  'review queue, first page + counts',
  () => ({ status: 'PENDING_REVIEW', limit: 50 }),
  (n) => n === 50,
);
const firstPage = await queue.list(scope, { status: 'PENDING_REVIEW', limit: 50 });
await measure(
  'review queue, next page (no counts)',
  () => ({ status: 'PENDING_REVIEW', limit: 50, cursor: firstPage.nextCursor! }),
  (n) => n === 50,
);
await measure(
  'flow + date range, first page + counts',
  () => ({
    flowId: 'flow-2',
    createdFrom: start + Math.floor(N / 10) * 60_000,
    createdTo: start + Math.floor(N / 2) * 60_000,
    limit: 50,
  }),
  (n) => n === 50,
);
await measure(
  'search by e-mail (one match)',
  () => ({ search: `person${someone()}@example.org`, limit: 50 }),
  (n) => n >= 1,
);
const indexed = await measure(
  'search by e-mail, without the counts',
  () => ({ search: `person${someone()}@example.org`, limit: 50, cursor: beforeAll }),
  (n) => n >= 1,
);
// The baseline of the same run: what the search did before migration 0034, a substring test on
// every case's stored state in the queue's order.
const scanned = await timed(
  'baseline: the stored-state scan it replaced',
  async () =>
    (
      await db
        .selectFrom('sessions')
        .select('id')
        .where('tenant_id', '=', 'bench')
        .where('mode', '=', 'live')
        .where(sql<boolean>`lower(state) like ${`%person${someone()}@example.org%`}`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(51)
        .execute()
    ).length,
  (n) => n >= 1,
);
console.log(`the index's search takes ${fmt(indexed / scanned)} of the scan's time (p50)`);
// A person of the review queue (i % 6 === 2) and their flow: the filtered search of the issue.
const reviewed = () => {
  const i = someone();
  return i - (i % 6) + 2;
};
await measure(
  'review queue + flow, search a name (two words)',
  () => {
    const i = Math.min(reviewed(), N - 4);
    return { status: 'PENDING_REVIEW', flowId: `flow-${i % 5}`, search: `family${i} given${i}`, limit: 50 };
  },
  (n) => n >= 1,
);
await measure(
  'review queue, search a word every case has',
  () => ({ status: 'PENDING_REVIEW', search: 'example.org', limit: 50 }),
  (n) => n === 50,
);
await measure(
  'search by end client id',
  () => ({ search: ids[someone()]!, limit: 50 }),
  (n) => n === 1,
);

if (store.dialect === 'sqlite') {
  // The indexer on a live store: some cases written since its last run (a new value each), then
  // one: a run reads only the written log, not every session's `updated_at`.
  const rewrite = async (count: number) => {
    const at = Date.now();
    for (let k = 0; k < count; k++) {
      const i = someone();
      await db
        .updateTable('sessions')
        .set({ state: state(i).replace(`Given${i}`, `Rewritten${i}-${k}`), updated_at: at + k })
        .where('id', '=', ids[i]!)
        .execute();
    }
  };
  skew = SETTLE_MS + 1000;
  await rewrite(1000);
  await indexRun('indexer: 1,000 cases written since its last run');
  await rewrite(1);
  await indexRun('indexer: 1 case written since its last run');
  // Cases written within the last minute keep runs reading (the watermark stays behind them); a
  // run is skipped only once nothing is above the watermark and nothing was written since.
  await indexRun('indexer: nothing written since the last run');

  // The submit's session write (the repository's compare-and-set UPDATE of a state with new
  // values, as a form submit makes it) with the index's objects in the schema and the written
  // log's triggers, and without them: the two are the same within the noise.
  const sessions = createSessionRepository<unknown>(store);
  const WRITES = Number(process.env.BENCH_WRITES ?? 5000);
  const records = new Map<string, SessionRecord<unknown>>();
  const submitWrites = async (label: string) => {
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (let k = 0; k < WRITES; k++) {
      const i = k % 1000;
      const id = ids[i]!;
      const before = records.get(id) ?? (await sessions.get(id))!;
      const stateJson = state(i).replace(`Family${i}`, `Family${i}-${label}-${k}`);
      const next = {
        ...before,
        stateJson,
        state: JSON.parse(stateJson) as unknown,
        revision: before.revision + 1,
        updatedAt: Date.now(),
      };
      if (!(await sessions.update(undefined, next, { sameStatus: true }))) throw new Error('lost a write');
      records.set(id, next);
    }
    const used = process.cpuUsage(cpu);
    console.log(
      `${`submit's session write, ${label}`.padEnd(48)} ${fmt((used.user + used.system) / WRITES, 1)} µs CPU, ${fmt(((performance.now() - t) * 1000) / WRITES, 1)} µs wall per write`,
    );
  };
  await submitWrites('with the index (warm-up)');
  // Alternated, so that the machine's load drifts over both alike.
  for (let round = 1; round <= 2; round++) {
    await submitWrites(`with the index (${round})`);
    await caseSearchIndex.down(db as Kysely<unknown>);
    await dropWrittenLog(db);
    await submitWrites(`without the index (${round})`);
    await caseSearchIndex.up(db as Kysely<unknown>);
    await ensureWrittenLog(db);
  }
  // Not shipped, for the record: the written log's alternative, an index on `updated_at`, at its
  // cost on every write.
  await sql`create index bench_sessions_updated on sessions (updated_at)`.execute(db);
  await submitWrites('+ an index on updated_at');
  await sql`drop index bench_sessions_updated`.execute(db);
  await submitWrites('without it again');
}

await store.close();
if (schema) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`drop schema ${schema} cascade`);
  await c.end();
}
rmSync(dir, { recursive: true, force: true });
