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

export interface WriteBatcher {
  /** Runs `query` in the current group; settles after the group committed (or failed). */
  write<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
  /** Commits whatever is queued now; resolves when done (used at shutdown). */
  flush(): Promise<void>;
}

interface Item {
  query: CompiledQuery<unknown>;
  resolve(result: QueryResult<unknown>): void;
  reject(err: unknown): void;
}

export function createWriteBatcher<DB>(db: Kysely<DB>): WriteBatcher {
  let queue: Item[] = [];
  let scheduled: Promise<void> | undefined;

  async function runGroup(items: Item[]): Promise<void> {
    const results: Array<QueryResult<unknown>> = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of items) results.push(await trx.executeQuery(item.query));
      });
    } catch {
      // One statement failed (a constraint, say) or the commit did: nothing of the group was
      // kept. Run each on its own so only the failing one reports an error.
      for (const item of items) {
        try {
          item.resolve(await db.executeQuery(item.query));
        } catch (err) {
          item.reject(err);
        }
      }
      return;
    }
    items.forEach((item, i) => item.resolve(results[i]!));
  }

  function flush(): Promise<void> {
    scheduled = undefined;
    const items = queue;
    queue = [];
    if (items.length === 0) return Promise.resolve();
    // A lone write needs no transaction of its own: autocommit is the same thing, cheaper.
    if (items.length === 1) {
      const [item] = items as [Item];
      return db.executeQuery(item.query).then(item.resolve, item.reject);
    }
    return runGroup(items);
  }

  return {
    write<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
      return new Promise<QueryResult<R>>((resolve, reject) => {
        queue.push({ query, resolve: resolve as Item['resolve'], reject });
        // setImmediate runs after the I/O callbacks of this turn: every request parsed in this
        // turn gets to add its write before the group commits.
        scheduled ??= new Promise<void>((done) => setImmediate(() => { void flush().then(done, done); }));
      });
    },
    flush: () => scheduled ?? flush(),
  };
}
