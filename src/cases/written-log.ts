/**
 * Which sessions were written above the case search's watermark, on SQLite: the cases the search
 * must scan (their index rows may be stale) and the indexer must read next (search-index.ts).
 *
 * Why not an index on `sessions.updated_at`: the submit, the embedded default's hot path, would
 * move an entry of it on every write (measured: +4–9 µs per grouped update, +35 µs autocommit).
 * Without any, finding the written sessions read every row of `sessions` (a 100,000-case queue:
 * about 250 ms per search, and per indexer run after writes).
 *
 * Instead, TEMP triggers on the embedded store's one connection note each written id in a TEMP
 * table: connection-local, never in the database file nor its WAL, so the submit's commit writes
 * no more pages (measured: no difference). The log starts as every session above the watermark
 * (one scan) and then grows by the triggers; the indexer prunes the ids its watermark passed. So
 * the log always holds every session with `updated_at` above the watermark, plus a few more that
 * the queries' `updated_at > watermark` filter leaves out.
 *
 * Writes the triggers do not see: another connection's (a second process on the same file, which
 * the SQLite roles refuse, or a tool). SQLite's `data_version` moves when another connection
 * commits; the log is then filled again from the watermark, before it is read.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

/** The watermark: every session with `updated_at` at or below it is indexed as it stands. */
export async function searchWatermark(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('case_search_mark').select('indexed_to').where('id', '=', 1).executeTakeFirst();
  return Number(row?.indexed_to ?? -1);
}

/** Per store handle: the `data_version` this connection saw when its log was last complete. */
const complete = new WeakMap<Kysely<Database>, number>();

async function dataVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ v: number }>`select data_version as v from pragma_data_version`.execute(db);
  return Number(rows[0]?.v);
}

/**
 * Makes the log complete (installing it on first use) and returns once it is. Cheap after the
 * first call: one pragma read, unless another connection wrote in between.
 */
export async function ensureWrittenLog(db: Kysely<Database>): Promise<void> {
  // Read before filling: a commit by another connection after this read moves it again.
  const version = await dataVersion(db);
  const seen = complete.get(db);
  if (seen === version) return;
  if (seen === undefined) {
    // The triggers first, the fill second: a write in between is in the log either way.
    await sql`create temp table if not exists case_written (session_id text primary key) without rowid`.execute(db);
    await sql`create temp trigger if not exists case_written_insert after insert on main.sessions
      begin insert or ignore into case_written (session_id) values (new.id); end`.execute(db);
    await sql`create temp trigger if not exists case_written_update after update of updated_at on main.sessions
      begin insert or ignore into case_written (session_id) values (new.id); end`.execute(db);
  }
  const mark = await searchWatermark(db);
  await sql`insert or ignore into temp.case_written (session_id)
    select id from main.sessions where updated_at > ${mark}`.execute(db);
  complete.set(db, version);
}

/**
 * Drops from the log the ids the watermark passed (indexed as they stand) and those of deleted
 * sessions. Run in the transaction that raised the watermark.
 */
export async function pruneWrittenLog(db: Kysely<Database>, mark: number): Promise<void> {
  await sql`delete from temp.case_written where not exists
    (select 1 from main.sessions as s where s.id = case_written.session_id and s.updated_at > ${mark})`.execute(db);
}

/** Removes the log's triggers and table (bench/cases measures the submit's write without them). */
export async function dropWrittenLog(db: Kysely<Database>): Promise<void> {
  await sql`drop trigger if exists temp.case_written_insert`.execute(db);
  await sql`drop trigger if exists temp.case_written_update`.execute(db);
  await sql`drop table if exists temp.case_written`.execute(db);
  complete.delete(db);
}

/** The log as a table expression, for the search and the indexer (call ensureWrittenLog first). */
export const writtenIds = sql`temp.case_written`;
