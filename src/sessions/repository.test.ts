import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createSessionRepository, type SessionRecord } from './repository.js';
import { createSessionCache } from './session-cache.js';
import { DIALECTS, openTestStore, type TestStore } from '../../test/support/stores.js';

interface Rec {
  id: string;
  revision: number;
  tag: string;
}

describe('session cache', () => {
  it('is a bounded LRU: the least recently used entry goes first', () => {
    const cache = createSessionCache<Rec>(2);
    cache.written({ id: 'a', revision: 0, tag: 'a' });
    cache.written({ id: 'b', revision: 0, tag: 'b' });
    cache.get('a');
    cache.written({ id: 'c', revision: 0, tag: 'c' });
    assert.equal(cache.size, 2);
    assert.ok(cache.get('a'));
    assert.equal(cache.get('b'), undefined);
  });

  it('a read that overlapped any write does not fill; a newer revision is never replaced by an older one', () => {
    const cache = createSessionCache<Rec>(10);
    const epoch = cache.epoch();
    cache.changing('x');
    cache.fill({ id: 'a', revision: 3, tag: 'read before the write' }, epoch);
    assert.equal(cache.get('a'), undefined);
    cache.written({ id: 'a', revision: 5, tag: 'new' });
    cache.written({ id: 'a', revision: 4, tag: 'late commit of an older write' });
    assert.equal(cache.get('a')?.tag, 'new');
  });

  it('never serves a revision older than the newest one committed (property)', () => {
    // Model: each session's committed revisions rise; reads and commits interleave arbitrarily.
    const op = fc.oneof(
      fc.record({ kind: fc.constant('write' as const), id: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ kind: fc.constant('commit' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('readStart' as const), id: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ kind: fc.constant('readEnd' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { minLength: 10, maxLength: 60, size: 'max' }), (ops) => {
        const cache = createSessionCache<Rec>(2);
        const stored = new Map<string, number>();
        const pendingWrites: Rec[] = [];
        const pendingReads: Array<{ rec: Rec | undefined; epoch: number }> = [];
        for (const o of ops) {
          if (o.kind === 'write') {
            const next = {
              id: o.id,
              revision: (stored.get(o.id) ?? 0) + 1 + pendingWrites.filter((w) => w.id === o.id).length,
              tag: '',
            };
            cache.changing(o.id);
            pendingWrites.push(next);
          } else if (o.kind === 'commit' && pendingWrites.length > 0) {
            // Writes to one session commit in revision order (compare-and-set), others in any order.
            const candidates = pendingWrites.filter(
              (w) => !pendingWrites.some((v) => v.id === w.id && v.revision < w.revision),
            );
            const w = candidates[o.pick % candidates.length]!;
            pendingWrites.splice(pendingWrites.indexOf(w), 1);
            stored.set(w.id, w.revision);
            cache.written(w);
          } else if (o.kind === 'readStart') {
            const epoch = cache.epoch();
            const revision = stored.get(o.id);
            pendingReads.push({ rec: revision === undefined ? undefined : { id: o.id, revision, tag: '' }, epoch });
          } else if (o.kind === 'readEnd' && pendingReads.length > 0) {
            const r = pendingReads.splice(o.pick % pendingReads.length, 1)[0]!;
            if (r.rec) cache.fill(r.rec, r.epoch);
          }
          for (const id of ['a', 'b', 'c']) {
            const hit = cache.get(id);
            if (hit)
              assert.equal(
                hit.revision,
                stored.get(id),
                `cache serves ${id}@${hit.revision}, store has ${stored.get(id)}`,
              );
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

for (const dialect of DIALECTS) {
  describe(`session repository (${dialect})`, () => {
    let ts: TestStore;
    before(async () => {
      ts = await openTestStore(dialect);
      await ts.store.db.insertInto('tenants').values({ id: 't', name: 'T', created_at: 1 }).execute();
    });
    after(async () => {
      await ts.dispose();
    });

    const record = (id: string, revision: number, state: string): SessionRecord<{ s: string }> => ({
      id,
      tenantId: 't',
      flowId: 'f',
      mode: 'live',
      version: 1,
      status: 'IN_PROGRESS',
      state: { s: state },
      stateJson: JSON.stringify({ s: state }),
      revision,
      createdAt: 1,
      updatedAt: 1 + revision,
    });

    it('compare-and-set: of two writers at one revision exactly one wins, and reads see the winner', async () => {
      const repo = createSessionRepository<{ s: string }>(ts.store);
      await repo.insert(undefined, record('s1', 0, 'start'));
      const [a, b] = await Promise.all([
        repo.update(undefined, record('s1', 1, 'a')),
        repo.update(undefined, record('s1', 1, 'b')),
      ]);
      assert.deepEqual([a, b].filter(Boolean).length, 1);
      const winner = a ? 'a' : 'b';
      assert.equal((await repo.get('s1'))?.state.s, winner);
      // A second repository (a fresh process) reads the same from the store itself.
      assert.equal((await createSessionRepository<{ s: string }>(ts.store).get('s1'))?.state.s, winner);
    });

    it('a write inside a transaction that rolls back leaves nothing behind, in the store or in memory', async () => {
      const repo = createSessionRepository<{ s: string }>(ts.store);
      await repo.insert(undefined, record('s2', 0, 'kept'));
      await assert.rejects(
        ts.store.db.transaction().execute(async (trx) => {
          assert.ok(await repo.update(trx, record('s2', 1, 'rolled back')));
          throw new Error('abort');
        }),
        /abort/,
      );
      assert.equal((await repo.get('s2'))?.state.s, 'kept');
      assert.equal((await repo.get('s2'))?.revision, 0);
    });

    it('pending errors: set, reported once, and visible through the cache', async () => {
      const repo = createSessionRepository<{ s: string }>(ts.store);
      await repo.insert(undefined, record('s3', 0, 'x'));
      assert.equal((await repo.get('s3'))?.pendingError, undefined);
      await repo.setPendingError('s3', { code: 6504, message: 'down' });
      assert.deepEqual((await repo.get('s3'))?.pendingError, { code: 6504, message: 'down' });
      assert.equal(await repo.takePendingError('s3'), true);
      assert.equal(await repo.takePendingError('s3'), false);
      assert.equal((await repo.get('s3'))?.pendingError, undefined);
    });
  });
}
