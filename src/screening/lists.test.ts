import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { pino } from 'pino';
import { DIALECTS, openTestStore, type TestStore } from '../../test/support/stores.js';
import { DEMO_LISTS } from './demo.js';
import { ListImportError } from './errors.js';
import { importList } from './importers/importList.js';
import { tempDir, writeFile } from './importers/testFiles.js';
import { createListsService, type ListsServiceOptions } from './lists.js';
import { createListRegistry } from './registry.js';

const silent = pino({ level: 'silent' });
const pep = (name: string, id = 'p1') =>
  JSON.stringify({ id, name, country: 'Spain', professionalHistory: ['Minister, 2018 to 2021'] });
const SMALL_DEMO = DEMO_LISTS.filter((l) => l.format === 'us-csl' || l.format === 'adverse-media-jsonl');

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

for (const dialect of DIALECTS) {
  describe(`lists service (${dialect})`, () => {
    let ts: TestStore;
    let dir: string;
    const services: { stop(): Promise<void> }[] = [];
    const make = (extra: Partial<ListsServiceOptions> = {}) => {
      const registry = createListRegistry();
      const lists = createListsService({
        store: ts.store,
        registry,
        logger: silent,
        now: Date.now,
        pollMs: 0,
        ...extra,
      });
      services.push(lists);
      return { registry, lists };
    };
    before(async () => {
      ts = await openTestStore(dialect);
      dir = tempDir();
    });
    after(async () => {
      for (const s of services) await s.stop();
      await ts.dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    it('keeps the active snapshot and the newest inactive ones of each list, deleting older ones as new ones arrive', async () => {
      const { lists } = make({ snapshotsKept: 3 });
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const file = writeFile(dir, `kept-${i}.jsonl`, `${pep(`Person Number${i} Kept`)}\n`);
        ids.push((await lists.importFiles('pep-jsonl', [file], { listName: 'Kept' })).snapshot.id);
        const other = writeFile(dir, `other-${i}.jsonl`, `${pep(`Other Number${i} Kept`)}\n`);
        if (i < 2) await lists.importFiles('pep-jsonl', [other], { listName: 'Kept too' });
      }
      const stored = await ts.store.db
        .selectFrom('list_snapshots')
        .select(['id', 'list_name', 'active'])
        .where('list_name', 'in', ['Kept', 'Kept too'])
        .execute();
      const kept = stored.filter((r) => r.list_name === 'Kept');
      assert.deepEqual(kept.map((r) => r.id).sort(), ids.slice(2).sort());
      assert.deepEqual(
        kept.filter((r) => r.active === 1).map((r) => r.id),
        [ids[4]],
      );
      // Another list's snapshots are not counted against this one.
      assert.equal(stored.filter((r) => r.list_name === 'Kept too').length, 2);
      assert.equal((await lists.repository.load(ids[2]!)).meta.listName, 'Kept');
    });

    it('persists a snapshot, reloads it in a new instance, and skips an identical re-import', async () => {
      const file = writeFile(dir, 'peps.jsonl', `${pep('Ana Test Lopez')}\n${pep('Boris Example', 'p2')}\n`);
      const a = make();
      const first = await a.lists.importFiles('pep-jsonl', [file], { listName: 'Round trip' });
      assert.equal(first.status, 'activated');
      assert.equal(first.snapshot.recordCounts.records, 2);
      assert.equal(a.registry.get('Round trip')?.meta.contentHash, first.snapshot.contentHash);
      const stored = await a.lists.repository.load(first.snapshot.id);
      assert.deepEqual(
        stored,
        await importList('pep-jsonl', [file], { listName: 'Round trip', now: () => new Date(stored.meta.importedAt) }),
      );

      const again = await a.lists.importFiles('pep-jsonl', [file], { listName: 'Round trip' });
      assert.equal(again.status, 'unchanged');
      assert.equal(again.snapshot.id, first.snapshot.id);
      assert.equal((await a.lists.active()).filter((s) => s.listName === 'Round trip').length, 1);

      const b = make();
      await b.lists.start();
      assert.equal(b.registry.get('Round trip')?.meta.version, first.snapshot.version);
    });

    it('keeps the previous snapshot active (database and memory) when an import fails, naming file and line', async () => {
      const good = writeFile(dir, 'fail-good.jsonl', `${pep('Carla Keepme')}\n`);
      const bad = writeFile(dir, 'fail-bad.jsonl', `${pep('Dario New')}\n{not json\n`);
      const a = make();
      const first = await a.lists.importFiles('pep-jsonl', [good], { listName: 'Failing' });
      await assert.rejects(a.lists.importFiles('pep-jsonl', [bad], { listName: 'Failing' }), (err: unknown) => {
        assert.ok(err instanceof ListImportError);
        assert.match(err.message, /fail-bad\.jsonl:2: invalid JSON/);
        return true;
      });
      assert.equal((await a.lists.repository.findActive('Failing'))?.id, first.snapshot.id);
      assert.equal(a.registry.get('Failing')?.meta.contentHash, first.snapshot.contentHash);
    });

    it('picks up a snapshot activated by another process, announcing it once', async () => {
      const file = writeFile(dir, 'poll.jsonl', `${pep('Elena Polled')}\n`);
      const updatesA: string[] = [];
      const updatesB: string[] = [];
      const a = make({
        onListUpdated: (n) => {
          updatesA.push(n);
        },
      });
      const b = make({
        pollMs: 50,
        onListUpdated: (n) => {
          updatesB.push(n);
        },
      });
      await a.lists.start();
      await b.lists.start();
      const first = await a.lists.importFiles('pep-jsonl', [file], { listName: 'Polled' });
      await waitFor(() => b.registry.get('Polled')?.meta.version === first.snapshot.version);
      assert.deepEqual(updatesA, ['Polled']);
      assert.deepEqual(updatesB, []);

      // Stored by the CLI, which runs no poller: the first poller to see it announces it.
      const cli = await importList(
        'pep-jsonl',
        [writeFile(dir, 'poll2.jsonl', `${pep('Elena Polled')}\n${pep('Fritz Second', 'p2')}\n`)],
        { listName: 'Polled' },
      );
      const saved = await a.lists.saveSnapshot(cli);
      // The registry switches before the announcement is claimed and the hook runs: wait for both.
      await waitFor(
        () => b.registry.get('Polled')?.meta.contentHash === saved.snapshot.contentHash && updatesB.length > 0,
      );
      assert.deepEqual(updatesB, ['Polled']);
      assert.deepEqual(await a.lists.refresh(), ['Polled']);
      assert.deepEqual(updatesA, ['Polled']);
    });

    it('imports ONWARD_LISTS sources at start and survives a bad one', async () => {
      const good = writeFile(dir, 'env-good.jsonl', `${pep('Gina Configured')}\n`);
      const bad = writeFile(dir, 'env-bad.jsonl', `${pep('Hugo Broken')}\n\n["array"]\n`);
      const logs: string[] = [];
      const logger = pino(
        { level: 'error' },
        {
          write: (line: string) => {
            logs.push(line);
          },
        },
      );
      const a = make({
        logger,
        sources: [
          { format: 'pep-jsonl', path: good, listName: 'Env list' },
          { format: 'pep-jsonl', path: bad, listName: 'Env bad' },
        ],
      });
      await a.lists.start();
      assert.ok(a.registry.get('Env list'));
      assert.equal(a.registry.get('Env bad'), undefined);
      assert.match(logs.join(''), /env-bad\.jsonl:3: expected a JSON object/);
      // A second start with the same files changes nothing.
      const b = make({ sources: [{ format: 'pep-jsonl', path: good, listName: 'Env list' }] });
      await b.lists.start();
      assert.equal(b.registry.get('Env list')?.meta.contentHash, a.registry.get('Env list')?.meta.contentHash);
      assert.equal((await a.lists.active()).filter((s) => s.listName === 'Env list').length, 1);
    });

    it('loads the demo lists once, into an empty store only', async () => {
      const fresh = await openTestStore(dialect);
      try {
        const updates: string[] = [];
        const opts = {
          demo: true,
          demoLists: SMALL_DEMO,
          logger: silent,
          now: Date.now,
          pollMs: 0,
          onListUpdated: (n: string) => {
            updates.push(n);
          },
        };
        const a = createListsService({ ...opts, store: fresh.store, registry: createListRegistry() });
        await a.start();
        const stored = await a.active();
        assert.equal(stored.length, SMALL_DEMO.length);
        const registry = createListRegistry();
        const b = createListsService({ ...opts, store: fresh.store, registry });
        await b.start();
        assert.deepEqual(
          (await b.active()).map((s) => s.id),
          stored.map((s) => s.id),
        );
        assert.equal(await b.repository.count(), SMALL_DEMO.length);
        assert.equal(registry.active().length, SMALL_DEMO.length);
        assert.deepEqual(updates, [], 'demo lists are not an update');
      } finally {
        await fresh.dispose();
      }
    });
  });
}
