// The case queue's text search on both dialects, with SQLite's background search index
// (search-index.ts, migration 0035): cases the indexer has read are found through its FTS5 table,
// cases written since are found by a scan of their state (before the indexer has caught up), a
// changed value is found by its new text only, a deleted case (or a deleted tenant's) leaves
// nothing in the index, words
// shorter than a trigram still work, and tenant and mode scope every answer. On PostgreSQL the
// indexer does nothing (migration 0034's pg_trgm index is kept by the database).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import BetterSqlite from 'better-sqlite3';
import { DIALECTS, openTestStore, type TestStore } from '../../test/support/stores.js';
import { createCaseQueue } from './queue.js';
import { createCaseSearchIndexer, SETTLE_MS } from './search-index.js';
import { searchWatermark } from './written-log.js';
import type { Scope } from '../end-clients/scope.js';

const MINUTE = 60_000;
const BASE = Date.parse('2026-11-01T00:00:00Z');
const live: Scope = { tenantId: 'ta', mode: 'live' };
const state = (values: Record<string, string>, prefill: Record<string, string> = {}) =>
  JSON.stringify({ formatVersion: 1, position: { kind: 'done' }, submissions: { about: { values } }, prefill });

for (const dialect of DIALECTS) {
  describe(`case queue search (${dialect})`, () => {
    let t: TestStore;
    // The indexer's clock, moved by the tests.
    let clock = BASE;
    const logged: string[] = [];
    const db = () => t.store.db;
    const queue = () => createCaseQueue(db(), { names: async () => ({ person: null, company: null }) });
    const indexer = () =>
      createCaseSearchIndexer({
        db: db(),
        dialect,
        now: () => clock,
        intervalMs: 60_000,
        batchSize: 3,
        logger: { info: (_f, m) => logged.push(m), error: (_f, m) => logged.push(m) },
      });
    const search = async (q: string, scope: Scope = live, extra: { limit?: number; cursor?: string } = {}) =>
      (await queue().list(scope, { search: q, limit: extra.limit ?? 50, cursor: extra.cursor })).cases.map(
        (c) => c.endClientId,
      );
    const add = async (o: { at: number; values: Record<string, string>; tenant?: string; mode?: string }) => {
      const id = randomUUID();
      await db()
        .insertInto('sessions')
        .values({
          id,
          tenant_id: o.tenant ?? 'ta',
          flow_id: 'f',
          mode: o.mode ?? 'live',
          version: 1,
          status: 'PENDING_REVIEW',
          state: state(o.values),
          revision: 1,
          created_at: o.at,
          updated_at: o.at,
          pending_error: null,
          abandon_at: null,
          notified_at: null,
        })
        .execute();
      return id;
    };
    /** Rows of the FTS5 table holding `word` (SQLite). */
    const inIndex = async (word: string) =>
      (
        await sql<{
          rowid: number;
        }>`select rowid from case_search_fts where case_search_fts match ${`"${word}"`}`.execute(db())
      ).rows.length;
    const ids = { ada: '', grace: '', other: '', test: '', short: '' };

    before(async () => {
      t = await openTestStore(dialect);
      for (const id of ['ta', 'tb'])
        await db().insertInto('tenants').values({ id, name: id, created_at: BASE }).execute();
      ids.ada = await add({ at: BASE, values: { first: 'Ada', last: 'Lovelace', email: 'ada@engine.example' } });
      ids.grace = await add({ at: BASE + MINUTE, values: { first: 'Grace', last: 'Hopper', ext: 'EXT-1906' } });
      ids.short = await add({ at: BASE + 2 * MINUTE, values: { first: 'Wu', last: 'Li', company: 'Qx Lovelace Ltd' } });
      ids.other = await add({ at: BASE + 3 * MINUTE, values: { first: 'Ada', last: 'Lovelace' }, tenant: 'tb' });
      ids.test = await add({ at: BASE + 4 * MINUTE, values: { first: 'Ada', last: 'Lovelace' }, mode: 'test' });
      clock = BASE + 10 * MINUTE;
      const indexed = await indexer().run();
      assert.equal(indexed, dialect === 'sqlite' ? 5 : 0);
    });
    after(async () => {
      await t?.dispose();
    });

    it('finds indexed cases by any value, any case, each word in some value', async () => {
      if (dialect === 'sqlite') {
        assert.equal(await searchWatermark(db()), clock - SETTLE_MS, 'the watermark is past every case');
        assert.equal(await inIndex('lovelace'), 4, 'one index row per case holding it');
      }
      assert.deepEqual(await search('LOVELACE'), [ids.short, ids.ada]);
      assert.deepEqual(await search('ada lovelace'), [ids.ada]);
      assert.deepEqual(await search('ext-1906'), [ids.grace]);
      assert.deepEqual(await search('engine.example'), [ids.ada]);
      assert.deepEqual(await search('submissions'), [], 'the state’s structure is no value');
      assert.deepEqual(await search('nobody'), []);
    });

    it('keeps tenant and mode apart', async () => {
      assert.deepEqual(await search('lovelace', { tenantId: 'tb', mode: 'live' }), [ids.other]);
      assert.deepEqual(await search('lovelace', { tenantId: 'ta', mode: 'test' }), [ids.test]);
      assert.deepEqual(await search('hopper', { tenantId: 'tb', mode: 'live' }), []);
    });

    it('finds words shorter than a trigram, alone and with longer ones', async () => {
      assert.deepEqual(await search('wu'), [ids.short]);
      assert.deepEqual(await search('qx lovelace'), [ids.short]);
      assert.deepEqual(await search('li ada'), [], 'each word in some value of the same case');
    });

    it('narrows indexed cases by the index: a state changed behind the indexer’s back is not read', async () => {
      if (dialect !== 'sqlite') return;
      // No writer does this (every state write moves updated_at); it shows the index is what is read.
      await db()
        .updateTable('sessions')
        .set({ state: state({ first: 'Grace', last: 'Hopper', ext: 'EXT-1906', nick: 'Amazing' }) })
        .where('id', '=', ids.grace)
        .execute();
      assert.deepEqual(await search('amazing'), []);
      await db()
        .updateTable('sessions')
        .set({ state: state({ first: 'Grace', last: 'Hopper', ext: 'EXT-1906' }) })
        .where('id', '=', ids.grace)
        .execute();
    });

    it('finds a case written after the last index run, before the indexer has read it', async () => {
      const late = await add({ at: BASE + 20 * MINUTE, values: { first: 'Katherine', last: 'Johnson' } });
      if (dialect === 'sqlite') assert.equal(await inIndex('johnson'), 0, 'not indexed yet');
      assert.deepEqual(await search('johnson'), [late]);
      assert.deepEqual(await search('katherine johnson'), [late]);
      clock = BASE + 30 * MINUTE;
      assert.equal(await indexer().run(), dialect === 'sqlite' ? 1 : 0);
      if (dialect === 'sqlite') assert.equal(await inIndex('johnson'), 1);
      assert.deepEqual(await search('johnson'), [late]);
    });

    it('re-indexes a changed value: the new one is found at once, the old one no more', async () => {
      const at = BASE + 40 * MINUTE;
      await db()
        .updateTable('sessions')
        .set({ state: state({ first: 'Grace', last: 'Brewster', ext: 'EXT-1906' }), updated_at: at, revision: 2 })
        .where('id', '=', ids.grace)
        .execute();
      // Not indexed yet: the new value is found by the scan, the old one's index row is not taken for a hit.
      assert.deepEqual(await search('brewster'), [ids.grace]);
      assert.deepEqual(await search('hopper'), []);
      clock = at + SETTLE_MS + 1;
      assert.equal(await indexer().run(), dialect === 'sqlite' ? 1 : 0);
      if (dialect === 'sqlite') {
        assert.ok((await searchWatermark(db())) >= at, 'the changed case is below the watermark');
        assert.equal(await inIndex('hopper'), 0);
        assert.equal(await inIndex('brewster'), 1);
      }
      assert.deepEqual(await search('brewster'), [ids.grace]);
      assert.deepEqual(await search('hopper'), []);
    });

    it('pages a search without overlap, across indexed and not yet indexed cases', async () => {
      const made: string[] = [];
      for (let i = 0; i < 5; i++)
        made.push(await add({ at: BASE + (50 + i) * MINUTE, values: { first: `Pager${i}`, last: 'Turing' } }));
      clock = BASE + 52 * MINUTE + SETTLE_MS;
      await indexer().run();
      // Two more, after the run: found by the scan.
      for (let i = 5; i < 7; i++)
        made.push(await add({ at: BASE + (50 + i) * MINUTE, values: { first: `Pager${i}`, last: 'Turing' } }));
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await queue().list(live, { search: 'turing', limit: 2, cursor });
        seen.push(...page.cases.map((c) => c.endClientId));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      assert.deepEqual(seen, [...made].reverse());
    });

    it('a deleted case leaves no row in the index and is found by nothing', async () => {
      const gone = await add({ at: BASE + 70 * MINUTE, values: { first: 'Ingeborg', last: 'Erasmussen' } });
      clock = BASE + 70 * MINUTE + SETTLE_MS + 1;
      await indexer().run();
      if (dialect === 'sqlite') assert.equal(await inIndex('erasmussen'), 1);
      await db().deleteFrom('sessions').where('id', '=', gone).execute();
      assert.deepEqual(await search('erasmussen'), []);
      if (dialect === 'sqlite') {
        assert.equal(await inIndex('erasmussen'), 0);
        assert.equal(await inIndex('ingeborg'), 0);
        const left = await db().selectFrom('case_search').select('id').where('session_id', '=', gone).execute();
        assert.deepEqual(left, []);
      }
      // A tenant's deletion cascades to its sessions, and the trigger to their index rows.
      await db().deleteFrom('tenants').where('id', '=', 'tb').execute();
      assert.deepEqual(await search('lovelace', { tenantId: 'tb', mode: 'live' }), []);
      if (dialect === 'sqlite') {
        const left = await db().selectFrom('case_search').select('id').where('session_id', '=', ids.other).execute();
        assert.deepEqual(left, []);
        assert.equal(await inIndex('lovelace'), 3, 'the other tenant’s case is gone from the index');
      }
    });

    it('skips a run when nothing was written since the last one', async () => {
      if (dialect !== 'sqlite') return;
      clock += SETTLE_MS * 2;
      await indexer().run();
      const before = await searchWatermark(db());
      const same = indexer();
      await same.run();
      clock += MINUTE;
      assert.equal(await same.run(), 0);
      assert.equal(await searchWatermark(db()), before, 'nothing written since: the run was skipped');
      const late = await add({ at: clock, values: { first: 'Dorothy', last: 'Vaughan' } });
      clock += SETTLE_MS + 1;
      assert.equal(await same.run(), 1, 'a write wakes it');
      assert.equal(await inIndex('vaughan'), 1);
      assert.deepEqual(await search('vaughan'), [late]);
    });

    it('keeps in the written log only the cases above the watermark', async () => {
      if (dialect !== 'sqlite') return;
      const logged = async () =>
        (await sql<{ session_id: string }>`select session_id from temp.case_written`.execute(db())).rows.map(
          (r) => r.session_id,
        );
      const late = await add({ at: clock, values: { first: 'Mary', last: 'Jackson' } });
      assert.deepEqual(await search('jackson'), [late]);
      assert.ok((await logged()).includes(late), 'a new case is in the log');
      clock += SETTLE_MS + 1;
      await indexer().run();
      assert.deepEqual(await logged(), [], 'indexed as it stands: out of the log');
      assert.deepEqual(await search('jackson'), [late], 'found through the index');
    });

    it('finds a case another connection wrote, which the log’s triggers did not see', async () => {
      if (dialect !== 'sqlite') return;
      await search('anything'); // the log is complete for this connection's writes
      const other = new BetterSqlite(t.url.slice('sqlite:'.length));
      const id = randomUUID();
      try {
        other
          .prepare(
            `insert into sessions (id, tenant_id, flow_id, mode, version, status, state, revision, created_at, updated_at)
             values (?, 'ta', 'f', 'live', 1, 'PENDING_REVIEW', ?, 1, ?, ?)`,
          )
          .run(id, state({ first: 'Annie', last: 'Easley' }), clock, clock);
      } finally {
        other.close();
      }
      assert.deepEqual(await search('easley'), [id]);
    });
  });
}
