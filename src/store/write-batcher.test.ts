import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, sql } from 'kysely';
import { openStore, type Store } from './database.js';
import { createWriteBatcher, type WriteBatcher } from './write-batcher.js';
import { DIALECTS, openTestStore } from '../../test/support/stores.js';

const insert = (id: number, value: string) =>
  CompiledQuery.raw('insert into t (id, v, rev) values (?, ?, 0)', [id, value]);
const casUpdate = (id: number, rev: number, value: string) =>
  CompiledQuery.raw('update t set v = ?, rev = ? where id = ? and rev = ?', [value, rev + 1, id, rev]);

/** A batcher on its own connection to `file`, counting the transactions it opens. */
function batcherOn(file: string): { batcher: WriteBatcher; transactions: () => number; close: () => Promise<void> } {
  const native = new SqliteDatabase(file);
  native.pragma('busy_timeout = 5000');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: native }) });
  let begins = 0;
  const batcher = createWriteBatcher(db, {
    prepare: (text) => {
      if (text === 'begin') begins++;
      return native.prepare(text);
    },
  });
  return { batcher, transactions: () => begins, close: () => db.destroy() };
}

/** Rows with id >= 1000 in a copy of the main database file alone, polled until `want` or 5 s. */
async function rowsInMainFile(file: string, dir: string, want: number): Promise<number> {
  const deadline = Date.now() + 5000;
  let seen = 0;
  for (let i = 0; Date.now() < deadline; i++) {
    const copy = join(dir, `copy-${i}.sqlite`);
    copyFileSync(file, copy);
    const db = new SqliteDatabase(copy, { readonly: true });
    try {
      seen = (db.prepare('select count(*) as n from t where id >= 1000').get() as { n: number }).n;
    } catch {
      seen = 0; // a copy taken mid-checkpoint may be torn: try again
    } finally {
      db.close();
    }
    if (seen === want) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

describe('group commit on SQLite', () => {
  let dir: string;
  let store: Store;
  let file: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'onward-batch-'));
    file = join(dir, 'batch.sqlite');
    store = openStore(`sqlite:${file}`);
    await sql`create table t (id integer primary key, v text not null, rev integer not null)`.execute(store.db);
  });
  after(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes of one turn share one transaction; each settles with its own result', async () => {
    const { batcher, transactions, close } = batcherOn(file);
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => batcher.write(insert(id, `v${id}`)))).finally(close);
    assert.equal(transactions(), 1);
    assert.deepEqual(
      results.map((r) => Number(r.numAffectedRows)),
      [1, 1, 1, 1, 1],
    );
    const rows = await sql<{ n: number }>`select count(*) as n from t`.execute(store.db);
    assert.equal(rows.rows[0]?.n, 5);
  });

  it('keeps compare-and-set meaning inside a group: the first update at a revision wins', async () => {
    const { batcher, close } = batcherOn(file);
    const [a, b] = await Promise.all([
      batcher.write(casUpdate(1, 0, 'first')),
      batcher.write(casUpdate(1, 0, 'second')),
    ]).finally(close);
    assert.equal(Number(a.numAffectedRows), 1);
    assert.equal(Number(b.numAffectedRows), 0);
    const row = await sql<{ v: string; rev: number }>`select v, rev from t where id = 1`.execute(store.db);
    assert.deepEqual(row.rows[0], { v: 'first', rev: 1 });
  });

  it('a failing statement rejects only its own write; the rest of the group commits', async () => {
    const { batcher, transactions, close } = batcherOn(file);
    const outcomes = await Promise.allSettled([
      batcher.write(insert(10, 'ok')),
      batcher.write(insert(2, 'duplicate key')),
      batcher.write(insert(11, 'ok')),
    ]).finally(close);
    assert.equal(transactions(), 1, 'the group was tried first');
    assert.deepEqual(
      outcomes.map((o) => o.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.match(String((outcomes[1] as PromiseRejectedResult).reason), /UNIQUE|constraint/i);
    const rows = await sql<{ id: number }>`select id from t where id in (2, 10, 11) order by id`.execute(store.db);
    assert.deepEqual(
      rows.rows.map((r) => r.id),
      [2, 10, 11],
    );
    const two = await sql<{ v: string }>`select v from t where id = 2`.execute(store.db);
    assert.equal(two.rows[0]?.v, 'v2');
  });

  it('a read joins the group: it sees the writes queued before it and costs no transaction of its own', async () => {
    const { batcher, transactions, close } = batcherOn(file);
    const select = (id: number) => CompiledQuery.raw('select v from t where id = ?', [id]);
    const [, seen, absent] = await Promise.all([
      batcher.write(insert(40, 'written in the group')),
      batcher.read(select(40)),
      batcher.read(select(41)),
    ]).finally(close);
    assert.equal(transactions(), 1);
    assert.deepEqual(seen.rows, [{ v: 'written in the group' }]);
    assert.deepEqual(absent.rows, []);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let queued: Promise<unknown> | undefined;
    await assert.rejects(
      store.db.transaction().execute(async (trx) => {
        await trx.executeQuery(insert(30, 'rolled back'));
        queued = store.write(insert(31, 'kept'));
        await new Promise((r) => setTimeout(r, 20)); // the group's turn comes while the transaction is open
        throw new Error('abort');
      }),
      /abort/,
    );
    await queued;
    const rows = await sql<{ id: number }>`select id from t where id in (30, 31)`.execute(store.db);
    assert.deepEqual(
      rows.rows.map((r) => r.id),
      [31],
    );
  });

  it('settles only after commit: another connection already sees the row', async () => {
    await store.write(insert(20, 'visible'));
    const other = new SqliteDatabase(file, { readonly: true });
    try {
      assert.deepEqual(other.prepare('select v from t where id = 20').get(), { v: 'visible' });
    } finally {
      other.close();
    }
  });

  it('close() commits what was queued, and the checkpointer copies the WAL into the main file', async () => {
    const second = openStore(`sqlite:${file}`);
    let closed = false;
    try {
      await Promise.all(Array.from({ length: 200 }, (_, i) => second.write(insert(1000 + i, 'x'.repeat(500)))));
      // The main file alone (no -wal beside it) holds the rows only once a checkpoint copied them.
      // The main connection's own threshold is far above these few pages: this is the thread's work.
      assert.equal(await rowsInMainFile(file, dir, 200), 200);
      const late = second.write(insert(5000, 'queued at close'));
      await second.close();
      closed = true;
      await late;
      const check = new SqliteDatabase(file, { readonly: true });
      try {
        assert.deepEqual(check.prepare('select v from t where id = 5000').get(), { v: 'queued at close' });
      } finally {
        check.close();
      }
    } finally {
      if (!closed) await second.close();
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`store.write (${dialect})`, () => {
    it('settles with the affected row count, like a plain query', async () => {
      const t = await openTestStore(dialect);
      try {
        await t.store.db.insertInto('tenants').values({ id: 'w', name: 'W', created_at: 1 }).execute();
        const query = t.store.db.updateTable('tenants').set({ name: 'Renamed' }).where('id', '=', 'w').compile();
        const [changed, missing] = await Promise.all([
          t.store.write(query),
          t.store.write(t.store.db.updateTable('tenants').set({ name: 'Nobody' }).where('id', '=', 'none').compile()),
        ]);
        assert.equal(Number(changed.numAffectedRows), 1);
        assert.equal(Number(missing.numAffectedRows), 0);
        const row = await t.store.db
          .selectFrom('tenants')
          .select('name')
          .where('id', '=', 'w')
          .executeTakeFirstOrThrow();
        assert.equal(row.name, 'Renamed');
      } finally {
        await t.dispose();
      }
    });
  });

  describe(`store.read (${dialect})`, () => {
    it('answers the rows a plain query would, after the writes queued before it', async () => {
      const t = await openTestStore(dialect);
      try {
        const select = t.store.db.selectFrom('tenants').select('name').where('id', '=', 'r').compile();
        const [, rows] = await Promise.all([
          t.store.write(t.store.db.insertInto('tenants').values({ id: 'r', name: 'Read', created_at: 1 }).compile()),
          t.store.read(select),
        ]);
        // PostgreSQL runs the two on their own connections: only SQLite orders them.
        if (dialect === 'sqlite') assert.deepEqual(rows.rows, [{ name: 'Read' }]);
        assert.deepEqual((await t.store.read(select)).rows, [{ name: 'Read' }]);
      } finally {
        await t.dispose();
      }
    });
  });
}
