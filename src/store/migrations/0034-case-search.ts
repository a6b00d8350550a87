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
 * - SQLite: `case_search` holds each session's text (its own integer key: a session's rowid may
 *   change on VACUUM), kept by triggers on `sessions`, and `case_search_fts`, a contentless FTS5
 *   trigram index of it (case-insensitive), kept by triggers on `case_search`.
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
    return;
  }
  await sql`create table case_search (id integer primary key, session_id text not null unique, text text not null)`.execute(
    db,
  );
  await sql`create virtual table case_search_fts using fts5(text, content='', contentless_delete=1, tokenize='trigram')`.execute(
    db,
  );
  // Contentless (the text is case_search's): a deletion marks the row gone without reading its
  // old text again, which halves the cost of a change.
  await sql`create trigger case_search_ai after insert on case_search begin
    insert into case_search_fts(rowid, text) values (new.id, new.text);
  end`.execute(db);
  await sql`create trigger case_search_ad after delete on case_search begin
    delete from case_search_fts where rowid = old.id;
  end`.execute(db);
  await sql`create trigger case_search_au after update of text on case_search when old.text is not new.text begin
    delete from case_search_fts where rowid = old.id;
    insert into case_search_fts(rowid, text) values (new.id, new.text);
  end`.execute(db);
  const text = (state: string) => `(
    select coalesce(group_concat(value, char(10)), '') from (
      select t.value from json_each(${state}, '$.submissions') as s, json_tree(s.value, '$.values') as t
        where t.type in ('text', 'integer', 'real')
      union all
      select value from json_tree(${state}, '$.prefill') where type in ('text', 'integer', 'real')
    )
  )`;
  await sql`create trigger sessions_case_search_ai after insert on sessions begin
    insert into case_search(session_id, text) values (new.id, ${sql.raw(text('new.state'))});
  end`.execute(db);
  // Only when the values changed: most writes of a state record a move or a service's result. The
  // trigram index is rewritten only when the text did (case_search_au's condition).
  await sql`create trigger sessions_case_search_au after update of state on sessions
    when json_extract(old.state, '$.submissions') is not json_extract(new.state, '$.submissions')
      or json_extract(old.state, '$.prefill') is not json_extract(new.state, '$.prefill') begin
    update case_search set text = ${sql.raw(text('new.state'))} where session_id = new.id;
  end`.execute(db);
  await sql`create trigger sessions_case_search_ad after delete on sessions begin
    delete from case_search where session_id = old.id;
  end`.execute(db);
  await sql`insert into case_search(session_id, text) select id, ${sql.raw(text('state'))} from sessions`.execute(db);
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
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists sessions_case_text`.execute(db);
    await sql`drop function onward_case_text(text)`.execute(db);
    return;
  }
  for (const trigger of ['sessions_case_search_ai', 'sessions_case_search_au', 'sessions_case_search_ad'])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table case_search_fts`.execute(db);
  await sql`drop table case_search`.execute(db);
}
