import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The case queue's text search (src/cases/queue.ts) reads an index instead of every case's
 * stored state. What is searched is the text of the values a person gave or was prefilled with
 * (`submissions.*.values` and `prefill` in the state), one value a line; a word of the search
 * is found where it is a substring of one value, so the index is on trigrams, which find
 * substrings, not on whole words. The store keeps it up to date itself on every write of a
 * session's state (no code path can forget it):
 *
 * - PostgreSQL: `onward_case_text(state)`, an immutable SQL function extracting that text in
 *   lower case, and a GIN trigram index (`pg_trgm`) on it; the queue filters on the same
 *   expression. pg_trgm is a trusted extension (a database owner may create it); it is created
 *   in `public` so that dropping one store's schema never drops it under another's. Where it
 *   cannot be created the index is left out and the search scans, as before, only slower.
 * - SQLite: no index; the search scans the stored state. An index kept by triggers was tried and
 *   left out: it doubled the CPU of a submit that changes values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function onward_case_text(state text) returns text language sql immutable parallel safe as $$
      select coalesce(lower(string_agg(v #>> '{}', E'\n')), '')
      from (
        select jsonb_path_query(state::jsonb, 'strict $.submissions.* ? (exists(@.values)).values.** ? (@.type() == "string" || @.type() == "number")', '{}', true)
        union all
        select jsonb_path_query(state::jsonb, 'strict $.prefill.** ? (@.type() == "string" || @.type() == "number")', '{}', true)
      ) as t(v)
    $$`.execute(db);
    const trgm = await trigramSchema(db);
    if (trgm !== undefined)
      await sql`create index sessions_case_text on sessions using gin (onward_case_text(state) ${sql.id(trgm)}.gin_trgm_ops)`.execute(
        db,
      );
  }
  // SQLite: nothing. Triggers keeping an FTS5 trigram index would put their cost (about 90 µs of
  // CPU on a write whose values change, measured) on every submit, the hot path of the embedded
  // default; the SQLite queue scans the stored state instead (docs/studio.md, "Speed").
}

/** The schema pg_trgm is in, created in `public` when missing; undefined when it cannot be. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  // Stores in other schemas of the same database migrate concurrently (tests): one creates it.
  await sql`select pg_advisory_xact_lock(hashtext('onward pg_trgm'))`.execute(db);
  const where = async () =>
    (
      await sql<{
        schema: string;
      }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const found = await where();
  if (found !== undefined) return found;
  await sql`savepoint onward_trgm`.execute(db);
  try {
    await sql`create extension pg_trgm with schema public`.execute(db);
  } catch {
    await sql`rollback to savepoint onward_trgm`.execute(db);
    return undefined;
  }
  return where();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists sessions_case_text`.execute(db);
  await sql`drop function onward_case_text(text)`.execute(db);
}
