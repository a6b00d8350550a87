/**
 * Opens the store named by DATABASE_URL: `sqlite:<path>` (embedded default, WAL) or
 * `postgres://...` (production). Callers get one Kysely handle and never branch on the dialect
 * except through `dialect` where SQL genuinely differs (locking, upserts).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type CompiledQuery,
  type MigrationProvider,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './sqlite-checkpointer.js';
import { createWriteBatcher } from './write-batcher.js';
import { OwnSchemaPostgresDialect } from './pg-dialect.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the store lives in, when not the default search path. */
  schema?: string;
  /**
   * Runs one write statement outside any transaction. On SQLite writes of the same event-loop
   * turn are group-committed (write-batcher.ts); on PostgreSQL it is a plain autocommit query.
   * Either way the promise settles only after the write is committed.
   */
  write<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
  /**
   * Runs one read statement outside any transaction, for reads on the hot paths that can wait for
   * the next group. On SQLite it joins the current write group (write-batcher.ts): a read of its
   * own opens and closes a read transaction, whose locks and file checks cost several times the
   * lookup itself (about 16 µs against 0.5 µs on the bench machine). On PostgreSQL it is a plain
   * query.
   */
  read<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
  /** Checks the connection answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A query compiled once, with this call's parameters, for the hot paths. CompiledQuery.raw would
 * also build a query node and a random query id and freeze them, on every call; the query id
 * only matters to Kysely plugins, and the store uses none.
 */
export function bindParameters<R>(query: CompiledQuery<R>, parameters: readonly unknown[]): CompiledQuery<R> {
  return { sql: query.sql, query: query.query, queryId: query.queryId, parameters };
}

export interface StoreOptions {
  /** PostgreSQL schema to use (tests isolate themselves in a fresh schema). */
  schema?: string;
  poolSize?: number;
}

// int8 (bigint) holds our epoch-millisecond instants: they fit a double exactly.
const pgTypes = {
  getTypeParser(
    oid: Parameters<typeof pg.types.getTypeParser>[0],
    format?: 'text' | 'binary',
  ): (value: string) => unknown {
    if (oid === pg.types.builtins.INT8 && format !== 'binary') return (v: string) => Number(v);
    // pg-types declares its parsers as returning `any`; they return what PostgreSQL's text form parses to.
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

export function openStore(url: string, options: StoreOptions = {}): Store {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  throw new Error(`unsupported DATABASE_URL: ${url}`);
}

function openSqlite(path: string): Store {
  const file = path === '' || path === ':memory:' ? ':memory:' : resolve(path);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const native = new SqliteDatabase(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = NORMAL');
  native.pragma('foreign_keys = ON');
  native.pragma('busy_timeout = 5000');
  // TEMP tables in memory (the case search's written log, src/cases/written-log.ts, written by a
  // trigger on every session write): in a temp file, a log past SQLite's page cache doubled the
  // CPU of each write (measured: 114 against 55 µs with 100,000 ids; in memory 51 µs). Set before
  // any TEMP object exists: changing it drops them.
  native.pragma('temp_store = MEMORY');
  // Checkpoints run on a worker thread (sqlite-checkpointer.ts); the main connection only falls back.
  const checkpointer =
    file === ':memory:'
      ? undefined
      : startCheckpointer(file, {
          onError: (message) => process.emitWarning(`SQLite checkpoint failed: ${message}`),
        });
  if (checkpointer) native.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  // Kysely prepares every statement anew; reusing prepared statements by SQL text saves that work
  // on the hot paths (the same few queries run for every request). Bounded, as SQL texts vary.
  const statements = new Map<string, SqliteDatabase.Statement>();
  const database = {
    close: () => native.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= 500) statements.clear();
        statement = native.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const batcher = createWriteBatcher(db, database);
  return {
    db,
    dialect: 'sqlite',
    write: (query) => batcher.write(query),
    read: (query) => batcher.read(query),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await batcher.flush();
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

function openPostgres(url: string, options: StoreOptions): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A query waiting for a connection fails after this instead of waiting for ever (an exhausted
    // pool, an unreachable server, or a pool closed under it at shutdown).
    connectionTimeoutMillis: 10_000,
    types: pgTypes,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A connection the server drops (a restart, a failover, an idle timeout) is reported as an
  // 'error' event: on the pool while it is idle, on the client itself while checked out (a
  // transaction between two statements). Unhandled, either event kills the process. There is
  // nothing to do with it here: the pool discards the connection and the next query opens a fresh
  // one, a query in flight fails with its own error, and /readyz reports an unreachable database.
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }, options.schema) });
  return {
    db,
    dialect: 'postgres',
    ...(options.schema ? { schema: options.schema } : {}),
    // Round trips, not commits, bound PostgreSQL here: batching would serialise what the pool runs in parallel.
    write: (query) => db.executeQuery(query),
    read: (query) => db.executeQuery(query),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run from several processes (Kysely takes a lock). */
export async function migrateToLatest(store: Store): Promise<string[]> {
  // Name the schema explicitly: Kysely's table-existence check otherwise sees other schemas' tables.
  const migrator = new Migrator({
    db: store.db,
    provider,
    ...(store.schema ? { migrationTableSchema: store.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
