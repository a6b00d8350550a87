import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * SQLite's index of the case queue's text search (src/cases/search-index.ts, src/cases/queue.ts),
 * kept by a background indexer instead of triggers: the earlier triggers on every write of
 * `sessions.state` cost about 90 µs of CPU per submit (migration 0034), and the submit is the
 * embedded default's hot path. PostgreSQL has its own index (0034's pg_trgm on
 * `onward_case_text(state)`, kept by the database), so there this migration does nothing.
 *
 * - `case_search`: per indexed session, the key of its row in the full-text index (a session's
 *   rowid may change on VACUUM, so it has its own) and the `updated_at` of the state it read.
 * - `case_search_fts`: an FTS5 trigram index of each session's values, one value a line, in lower
 *   case (the text `onward_case_text` gives on PostgreSQL). Contentless: the text is stored nowhere
 *   else, and a deleted row is gone at once (`contentless_delete`), without its old text.
 * - `case_search_mark`: one row, the watermark: every session with `updated_at` at or below it
 *   is indexed as it stands. Sessions updated after it are searched by a scan of their state.
 * - A trigger on DELETE of a session removes its index row in the same statement, whichever path
 *   deletes it (erasure, the end clients' delete, a tenant's cascade): erased values must not stay
 *   findable. It costs nothing on the submit path, which inserts and updates but never deletes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create table case_search (
    id integer primary key,
    session_id text not null unique,
    updated_at bigint not null
  )`.execute(db);
  await sql`create virtual table case_search_fts using fts5(
    text, content='', contentless_delete=1, tokenize='trigram'
  )`.execute(db);
  await sql`create table case_search_mark (
    id integer primary key check (id = 1),
    indexed_to bigint not null
  )`.execute(db);
  // Nothing indexed yet: every session is scanned until the indexer's first batches.
  await sql`insert into case_search_mark (id, indexed_to) values (1, -1)`.execute(db);
  await sql`create trigger sessions_case_search_ad after delete on sessions begin
    delete from case_search_fts where rowid = (select id from case_search where session_id = old.id);
    delete from case_search where session_id = old.id;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop trigger sessions_case_search_ad`.execute(db);
  await sql`drop table case_search_mark`.execute(db);
  await sql`drop table case_search_fts`.execute(db);
  await sql`drop table case_search`.execute(db);
}
