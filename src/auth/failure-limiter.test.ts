// The credential-failure limiter: the in-memory one (SQLite, one process) and the stored one
// (PostgreSQL, shared by every process) must refuse the same way; two stored limiters on one
// database stand for two processes and must share one budget.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createFailureLimiter, type FailureLimiter, type FailureLimits } from './failure-limiter.js';
import { createStoredFailureLimiter } from './failure-limiter-store.js';
import { DIALECTS, openTestStore, type TestStore } from '../../test/support/stores.js';

const limits = (key: string): FailureLimits => ({ maxFailures: key.startsWith('ip:') ? 5 : 3, windowMs: 1000 });

async function behavesAsALimiter(make: (now: () => number) => FailureLimiter): Promise<void> {
  let now = 10_000;
  const limiter = make(() => now);
  const keys = ['user:x', 'ip:1'];
  for (let i = 0; i < 3; i++) {
    assert.equal(await limiter.blockedFor(keys), 0);
    await limiter.fail(keys);
    now += 100;
  }
  // Refused until the oldest of the last three failures (at 10 000) leaves the 1 s window.
  assert.equal(await limiter.blockedFor(keys), 10_000 + 1000 - now);
  assert.equal(await limiter.blockedFor(['user:y']), 0);
  now = 11_001;
  assert.equal(await limiter.blockedFor(keys), 0);
  // A success clears the account, never the IP shared by others.
  for (let i = 0; i < 3; i++) await limiter.fail(keys);
  await limiter.succeed(keys);
  assert.equal(await limiter.blockedFor(['user:x']), 0);
  await limiter.fail(['ip:1']);
  await limiter.fail(['ip:1']);
  assert.ok((await limiter.blockedFor(['ip:1'])) > 0, 'the IP keeps its five failures');
}

describe('failure limiter in memory', () => {
  it('blocks a key after its budget within the window, and forgets after it', async () => {
    await behavesAsALimiter((now) => createFailureLimiter(limits, now));
  });
});

for (const dialect of DIALECTS) {
  describe(`failure limiter in the database (${dialect})`, () => {
    const opened: TestStore[] = [];
    after(async () => {
      for (const t of opened) await t.dispose();
    });
    const open = async () => {
      const t = await openTestStore(dialect);
      opened.push(t);
      return t;
    };

    it('blocks a key after its budget within the window, and forgets after it', async () => {
      const { store } = await open();
      await behavesAsALimiter((now) => createStoredFailureLimiter(store.db, limits, 1000, now));
    });

    it('shares one budget between processes: failures on one refuse on the other at once', async () => {
      const { store } = await open();
      const now = 50_000;
      const first = createStoredFailureLimiter(store.db, limits, 1000, () => now);
      const second = createStoredFailureLimiter(store.db, limits, 1000, () => now);
      await first.fail(['user:shared']);
      await second.fail(['user:shared']);
      assert.equal(await first.blockedFor(['user:shared']), 0);
      await first.fail(['user:shared']);
      assert.ok((await second.blockedFor(['user:shared'])) > 0, 'the other process sees the third failure');
      await second.succeed(['user:shared']);
      assert.equal(await first.blockedFor(['user:shared']), 0, 'and the success');
    });

    it('keeps no failure past the window of the keys that fail again, nor past the sweep', async () => {
      const { store } = await open();
      let now = 100_000;
      const limiter = createStoredFailureLimiter(store.db, limits, 1000, () => now);
      await limiter.fail(['user:a', 'user:b']);
      now += 60_001;
      await limiter.fail(['user:a']);
      const rows = await store.db.selectFrom('credential_failures').select(['key', 'failed_at']).execute();
      assert.deepEqual(
        rows.map((r) => [r.key, Number(r.failed_at)]),
        [['user:a', now]],
      );
    });
  });
}
