/**
 * Capture codes are purged once expired (issue #19), used or not, across sessions, on both
 * dialects; live codes stay redeemable. The periodic purge the composition root starts runs the
 * same statement on its timer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createCaptureCodes } from './capture-codes.js';
import { createSessionRepository } from '../sessions/repository.js';
import { createPeriodicPurge } from '../lib/periodic-purge.js';
import { DIALECTS, openTestStore, type TestStore } from '../../test/support/stores.js';

const TTL = 10 * 60_000;

for (const dialect of DIALECTS) {
  describe(`capture codes: purge of expired codes (${dialect})`, () => {
    let ts: TestStore;
    let clock = 1_000_000;
    before(async () => {
      ts = await openTestStore(dialect);
      await ts.store.db.insertInto('tenants').values({ id: 't', name: 'T', created_at: 1 }).execute();
      const sessions = createSessionRepository<{ s: string }>(ts.store);
      for (const id of ['s1', 's2'])
        await sessions.insert(undefined, {
          id,
          tenantId: 't',
          flowId: 'f',
          mode: 'live',
          version: 1,
          status: 'IN_PROGRESS',
          state: { s: '' },
          stateJson: '{"s":""}',
          revision: 0,
          createdAt: 1,
          updatedAt: 1,
        });
    });
    after(async () => {
      await ts.dispose();
    });

    const count = async () =>
      Number(
        (
          await ts.store.db
            .selectFrom('capture_codes')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('deletes expired codes, used or not, of every session, and keeps the live ones redeemable', async () => {
      const codes = createCaptureCodes({ store: ts.store, now: () => clock, ttlMs: TTL });
      const ref = (sessionId: string) => ({ sessionId, mode: 'live' as const, nodeId: 'doc' });
      const usedOld = await codes.issue(ref('s1'));
      await codes.redeem(usedOld.code);
      await codes.issue(ref('s2'));
      clock += TTL / 2;
      const live = await codes.issue(ref('s1'));
      assert.equal(await count(), 3);
      assert.equal(await codes.purgeExpired(), 0, 'nothing has expired yet');
      clock += TTL / 2;
      // The first two reach their expiry now; the third has half its life left.
      assert.equal(await codes.purgeExpired(), 2);
      assert.equal(await count(), 1);
      assert.deepEqual(await codes.redeem(live.code), ref('s1'));
      clock += TTL;
      assert.equal(await codes.purgeExpired(), 1);
      assert.equal(await count(), 0);
    });

    it('the periodic purge runs it on its timer and logs what went', async () => {
      const codes = createCaptureCodes({ store: ts.store, now: () => clock, ttlMs: TTL });
      await codes.issue({ sessionId: 's2', mode: 'live', nodeId: 'doc' });
      clock += TTL;
      const logged: Array<Record<string, unknown>> = [];
      let purged!: () => void;
      const done = new Promise<void>((resolve) => (purged = resolve));
      const purge = createPeriodicPurge({
        purgeExpired: () => codes.purgeExpired(),
        what: 'expired capture codes',
        intervalMs: 5,
        logger: {
          info: (fields) => {
            logged.push(fields);
            purged();
          },
          error: () => {},
        },
      });
      purge.start();
      await done;
      await purge.stop();
      assert.deepEqual(logged[0], { purged: 1 });
      assert.equal(await count(), 0);
    });
  });
}
