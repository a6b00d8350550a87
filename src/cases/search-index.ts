/**
 * SQLite's case search index (migration 0035), kept by a background task in the worker instead
 * of by the writes themselves: triggers on `sessions` cost about 90 µs of CPU on every submit
 * (migration 0034), and the submit is the embedded default's hot path. PostgreSQL keeps its own
 * index (0034's pg_trgm), so there this task does nothing.
 *
 * Each run reads which sessions were written since the watermark (`updated_at` above it) and
 * are not indexed as they stand, indexes them in batches of one transaction each (the values'
 * text, case-text.ts, into the FTS5 trigram table), and raises the watermark behind them. The
 * queue (queue.ts) narrows by the index only the sessions at or below the watermark and scans
 * the state of the others, so a search is right whether or not the indexer has caught up.
 *
 * The watermark stays SETTLE_MS behind the clock: a session's `updated_at` is taken by the
 * engine before its write commits (a submit awaits its flow, a transaction its statements), so a
 * write may land with an `updated_at` a little older than writes already read. One that landed
 * below the watermark would never be indexed nor scanned; the margin is far longer than any write.
 *
 * The sessions written since the watermark come from the written log (written-log.ts), not from
 * an index on `sessions.updated_at`, which the submit would maintain on every write; a run is
 * skipped when nothing was written since the last one (the connection's change count and
 * SQLite's data version).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Dialect } from '../store/database.js';
import { createPeriodicTask } from '../lib/periodic-task.js';
import { caseTexts } from './case-text.js';
import { ensureWrittenLog, pruneWrittenLog, searchWatermark, writtenIds } from './written-log.js';

/** How long after its `updated_at` a session's write may still commit, at most. */
export const SETTLE_MS = 60_000;
/** Sessions per transaction: one batch holds the embedded store's one connection for a few ms. */
const BATCH = 200;

export interface CaseSearchIndexer {
  /** Indexes what was written since the last run; resolves to how many sessions it indexed. */
  run(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** What SQLite says about writes: the connection's own (`total_changes`) and other connections' (`data_version`). */
async function writesSeen(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{
    t: number;
    v: number;
  }>`select total_changes() as t, (select data_version from pragma_data_version) as v`.execute(db);
  return `${rows[0]?.t}/${rows[0]?.v}`;
}

export function createCaseSearchIndexer(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => number;
  /** Time between runs (ONWARD_CASE_INDEX_MS). */
  intervalMs: number;
  logger: {
    info(fields: Record<string, unknown>, message: string): void;
    error(fields: Record<string, unknown>, message: string): void;
  };
  batchSize?: number;
}): CaseSearchIndexer {
  const { db } = deps;
  const batchSize = deps.batchSize ?? BATCH;
  if (deps.dialect !== 'sqlite') return { run: async () => 0, start: () => {}, stop: async () => {} };

  // After a run: what SQLite's write counters said after its last write, and whether the
  // watermark reached everything it saw. Nothing written since, and nothing left: skip the read.
  let quiet: string | undefined;

  /** Indexes `ids` as they stand now and raises the watermark to `to`, in one transaction. */
  async function indexBatch(ids: readonly string[], to: number): Promise<{ indexed: number; seen: string }> {
    return db.transaction().execute(async (tx) => {
      // Read inside the transaction: the index then holds exactly the state of `updated_at`.
      const rows = await tx
        .selectFrom('sessions')
        .select(['id', 'state', 'updated_at'])
        .where('id', 'in', ids)
        .execute();
      const before = await tx.selectFrom('case_search').select('id').where('session_id', 'in', ids).execute();
      // One statement a row: FTS5 finds a row by `rowid = ?`, but scans the whole table for `rowid IN (...)`.
      for (const b of before) await sql`delete from case_search_fts where rowid = ${b.id}`.execute(tx);
      if (rows.length > 0) {
        const keys = await sql<{ id: number; session_id: string }>`insert into case_search (session_id, updated_at)
          select json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(${JSON.stringify(rows.map((r) => [r.id, Number(r.updated_at)]))}) where true
          on conflict (session_id) do update set updated_at = excluded.updated_at
          returning id, session_id`.execute(tx);
        const keyOf = new Map(keys.rows.map((k) => [k.session_id, Number(k.id)]));
        const texts = rows.map((r) => [keyOf.get(r.id), (caseTexts(r.state) ?? []).join('\n')]);
        await sql`insert into case_search_fts (rowid, text)
          select json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(${JSON.stringify(texts)})`.execute(
          tx,
        );
      }
      await tx
        .updateTable('case_search_mark')
        .set({ indexed_to: to })
        .where('id', '=', 1)
        .where('indexed_to', '<', to)
        .execute();
      await pruneWrittenLog(tx, to);
      return { indexed: rows.length, seen: await writesSeen(tx) };
    });
  }

  async function indexAll(): Promise<number> {
    const seenBefore = await writesSeen(db);
    if (seenBefore === quiet) return 0;
    const horizon = deps.now() - SETTLE_MS;
    const mark = await searchWatermark(db);
    // Written since the watermark: those not indexed as they stand (a new session, or a newer
    // state than the one indexed) oldest first, so the watermark can follow the batches.
    await ensureWrittenLog(db);
    // CROSS JOIN: the log (a few rows, which the planner has no statistics of) is the outer loop.
    const { rows: written } = await sql<{ id: string; updated_at: number; indexed_at: number | null }>`
      select s.id, s.updated_at, c.updated_at as indexed_at from ${writtenIds} as w
      cross join main.sessions as s on s.id = w.session_id
      left join case_search as c on c.session_id = s.id
      where s.updated_at > ${mark}
      order by s.updated_at, s.id`.execute(db);
    // Only settled ones: the search scans the others anyway, and a run being filled in now would be
    // indexed again at every run (re-indexing a case costs FTS5 far more than indexing a new one).
    const stale = written.filter(
      (r) =>
        Number(r.updated_at) <= horizon && (r.indexed_at === null || Number(r.indexed_at) !== Number(r.updated_at)),
    );
    let indexed = 0;
    let seen = seenBefore;
    let done = 0;
    if (stale.length === 0) {
      if (horizon > mark) seen = (await indexBatch([], horizon)).seen;
    }
    while (done < stale.length) {
      const batch = stale.slice(done, done + batchSize);
      done += batch.length;
      const next = stale[done];
      // Every stale session older than the next one is indexed once this batch commits.
      const to = Math.min(horizon, next === undefined ? horizon : Number(next.updated_at) - 1);
      const result = await indexBatch(
        batch.map((r) => r.id),
        to,
      );
      indexed += result.indexed;
      seen = result.seen;
      // After stop(), a backlog run ends after its current batch; the next run picks up the rest.
      if (task.stopping) break;
      // Requests in between: the embedded store has one connection, which a batch holds.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const newest = written.reduce((max, r) => Math.max(max, Number(r.updated_at)), mark);
    // Quiet when everything seen is below the watermark: until something is written, a run would only read.
    quiet = done === stale.length && newest <= horizon ? seen : undefined;
    if (indexed >= 1000) deps.logger.info({ indexed }, 'case search index caught up');
    return indexed;
  }

  const task = createPeriodicTask({
    work: indexAll,
    intervalMs: deps.intervalMs,
    onError: (err) => deps.logger.error({ err }, 'case search indexing failed'),
  });
  return { run: task.run, start: task.start, stop: task.stop };
}
