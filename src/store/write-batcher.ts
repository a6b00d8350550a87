/**
 * Group commit for SQLite: single-statement writes issued in the same event-loop turn share one
 * transaction, committed before any of their promises settle.
 *
 * Why: SQLite serialises writers anyway, and each autocommit write pays its own locks (eight
 * fcntl calls) and WAL frames (two pwrites per page it touches). Concurrent requests mostly touch
 * the same few pages (new sessions append to the same leaves), so one commit for all of them
 * writes each page once. Nothing is acknowledged before it is committed: a caller's promise
 * resolves only after COMMIT succeeded, so "accepted" still means "durable as the store makes it".
 *
 * Statements run in arrival order inside the group, so compare-and-set updates keep their
 * meaning: of two updates at the same revision, the first changes one row and the second none.
 */
import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';

export interface WriteBatcher {
  /** Runs `query` in the current group; settles after the group committed (or failed). */
  write<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
  /**
   * Runs a read in the current group, inside its transaction: it sees what the group's earlier
   * statements wrote and settles, like them, after the group committed. The group pays the read
   * transaction's locks once for all its statements.
   */
  read<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
  /** Commits whatever is queued now; resolves when done (used at shutdown). */
  flush(): Promise<void>;
}

/** The embedded database's own handle (better-sqlite3), the same connection Kysely drives. */
export interface SqliteHandle {
  prepare(sql: string): SqliteDatabase.Statement;
}

const MAX_STATEMENTS = 64;

interface Item {
  query: CompiledQuery;
  resolve(result: QueryResult<unknown>): void;
  reject(err: unknown): void;
}

/**
 * A group runs synchronously on the native handle while Kysely's connection is held, so no
 * other query (an open transaction least of all) can run in between. Going through Kysely for
 * each statement cost a connection hand-over and several promises per write.
 */
export function createWriteBatcher<DB>(db: Kysely<DB>, sqlite: SqliteHandle): WriteBatcher {
  let queue: Item[] = [];
  let scheduled: Promise<void> | undefined;
  // Prepared statements by SQL text: the writes that come through here are a handful of compiled
  // queries (session insert and update, a few others), and preparing one (SQLite parsing and
  // planning it) cost about as much as running it. Bounded, in case a caller ever sends ad-hoc SQL.
  const statements = new Map<string, SqliteDatabase.Statement>();
  function prepared(sql: string): SqliteDatabase.Statement {
    let statement = statements.get(sql);
    if (statement === undefined) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statements.set(sql, (statement = sqlite.prepare(sql)));
    }
    return statement;
  }

  /** What Kysely's SQLite driver answers for the same statement. */
  function runOne(query: CompiledQuery): QueryResult<unknown> {
    const statement = prepared(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  function runGroup(items: Item[]): void {
    // A lone write needs no transaction of its own: autocommit is the same thing, cheaper.
    if (items.length > 1) {
      try {
        prepared('begin').run();
        const results = items.map((item) => runOne(item.query));
        prepared('commit').run();
        items.forEach((item, i) => item.resolve(results[i]!));
        return;
      } catch {
        // One statement failed (a constraint, say) or the commit did: nothing of the group was
        // kept. Run each on its own below, so only the failing one reports an error.
        try {
          prepared('rollback').run();
        } catch {
          // No transaction was left open.
        }
      }
    }
    for (const item of items) {
      try {
        item.resolve(runOne(item.query));
      } catch (err) {
        item.reject(err);
      }
    }
  }

  function flush(): Promise<void> {
    scheduled = undefined;
    const items = queue;
    queue = [];
    if (items.length === 0) return Promise.resolve();
    return db
      .connection()
      .execute(async () => runGroup(items))
      .catch((err: unknown) => {
        for (const item of items) item.reject(err);
      });
  }

  function enqueue<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
    return new Promise<QueryResult<R>>((resolve, reject) => {
      queue.push({ query, resolve: resolve as Item['resolve'], reject });
      // setImmediate runs after the I/O callbacks of this turn: every request parsed in this
      // turn gets to add its statement before the group commits.
      scheduled ??= new Promise<void>((done) =>
        setImmediate(() => {
          void flush().then(done, done);
        }),
      );
    });
  }

  // Reads and writes share the queue: runOne answers a reader with its rows.
  return { write: enqueue, read: enqueue, flush: () => scheduled ?? flush() };
}
