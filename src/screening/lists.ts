// The lists service (composition root): keeps the in-memory registry in step with the persisted
// snapshots. At start it loads the active snapshots, imports the shipped demo lists once (empty
// store, demo on) and the configured ONWARD_LISTS; then it polls for snapshots that another
// process (the CLI, another replica) activated. The database is the source of truth: memory only
// changes after a snapshot is stored, so a failed import or write leaves both on the old one.
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { Store } from '../store/database.js';
import type { Database } from '../store/schema.js';
import { DEMO_LISTS, watchlistsDir } from './demo.js';
import { FORMAT_INFO, importList, listContentHash } from './importers/importList.js';
import type { ListRegistry } from './registry.js';
import {
  createSnapshotRepository,
  type SaveResult,
  type SnapshotRepository,
  type StoredSnapshot,
} from './store/snapshots.js';
import type { ImportOptions, ListFormat, ListSnapshot } from './types.js';

/** One ONWARD_LISTS entry: a file or directory of one format, optionally under its own list name. */
export interface ConfiguredList {
  format: ListFormat;
  path: string;
  listName?: string;
}

export type DemoList = (typeof DEMO_LISTS)[number];

export interface ListsServiceOptions {
  store: Store;
  registry: ListRegistry;
  logger: Logger;
  now: () => number;
  /** Imported at every start; unchanged files (same content hash) cost one hash and one query. */
  sources?: readonly ConfiguredList[];
  /** Import the shipped demo lists when the store holds no snapshot yet. */
  demo?: boolean;
  /** The demo set (tests pass a small one); defaults to DEMO_LISTS. */
  demoLists?: readonly DemoList[];
  /** How often to look for snapshots activated elsewhere (ms); 0 turns polling off. */
  pollMs?: number;
  /**
   * Called once per cluster for each newly active snapshot (out-of-cycle rescans), with its stored
   * id, in the transaction that claims the announcement: what it writes there (a job) commits with
   * the claim, and when it throws the snapshot stays unannounced for the next poll to retry.
   */
  onListUpdated?: (listName: string, snapshotId: string, tx: Kysely<Database>) => Promise<void> | void;
  /** Snapshots stored per list, the active one included (ONWARD_LIST_SNAPSHOTS_KEPT, default 10). */
  snapshotsKept?: number;
}

export type ImportOutcome = SaveResult;

export interface ListsService {
  repository: SnapshotRepository;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Imports files, stores the snapshot and activates it here; a no-op when the content is unchanged. */
  importFiles(format: ListFormat, paths: string[], opts?: ImportOptions): Promise<ImportOutcome>;
  /** Stores and activates an already imported snapshot in this process. */
  activateSnapshot(snapshot: ListSnapshot): Promise<ImportOutcome>;
  /** Stores only (the CLI): running services pick it up at their next poll. */
  saveSnapshot(snapshot: ListSnapshot): Promise<ImportOutcome>;
  /** Active snapshots as stored (metadata). */
  active(): Promise<StoredSnapshot[]>;
  /** One poll now; returns the list names newly activated in memory. */
  refresh(): Promise<string[]>;
}

export function createListsService(o: ListsServiceOptions): ListsService {
  const repository = createSnapshotRepository(o.store, o.now, o.snapshotsKept);
  // Which stored snapshot each in-memory list came from: the poll compares against it.
  const loaded = new Map<string, string>();
  const pollMs = o.pollMs ?? 5000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let polling: Promise<unknown> | undefined;

  // Imports, polls and start-up all change `loaded` and the registry; one at a time keeps them
  // from loading the same snapshot twice or announcing it twice.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn);
    chain = run.catch(() => undefined);
    return run;
  };

  async function announce(id: string, listName: string, notify: boolean): Promise<void> {
    const hook = notify ? o.onListUpdated : undefined;
    try {
      await repository.claimAnnouncement(id, hook && (async (tx) => hook(listName, id, tx)));
    } catch (err) {
      o.logger.error({ err, listName }, 'list update hook failed');
    }
  }

  async function loadStored(id: string, listName: string, notify: boolean): Promise<void> {
    const snapshot = await repository.load(id);
    o.registry.activate(snapshot);
    loaded.set(listName, id);
    o.logger.info(
      { listName, version: snapshot.meta.version, records: snapshot.records.length },
      'list snapshot loaded',
    );
    await announce(id, listName, notify);
  }

  function activate(snapshot: ListSnapshot, notify: boolean): Promise<ImportOutcome> {
    return exclusive(async () => {
      // Not announced (demo lists) is stored as already announced, so no poller announces it either.
      const result = await repository.save(snapshot, { announced: !notify });
      const { id, listName } = result.snapshot;
      if (result.status === 'activated' || loaded.get(listName) !== id) {
        o.registry.activate(snapshot);
        loaded.set(listName, id);
      }
      if (result.status === 'activated') {
        o.logger.info({ listName, version: result.snapshot.version }, 'list snapshot activated');
        if (notify) await announce(id, listName, true);
      }
      return result;
    });
  }

  async function importFiles(
    format: ListFormat,
    paths: string[],
    opts: ImportOptions = {},
    notify = true,
  ): Promise<ImportOutcome> {
    const listName = opts.listName ?? FORMAT_INFO[format].listName;
    // Hash first: an unchanged multi-MB list is then neither parsed nor indexed again.
    const hash = listContentHash(format, paths);
    const current = await repository.findActive(listName);
    if (current?.contentHash === hash) {
      if (loaded.get(listName) !== current.id) await exclusive(() => loadStored(current.id, listName, notify));
      return { status: 'unchanged', snapshot: current };
    }
    const snapshot = await importList(format, paths, { now: () => new Date(o.now()), ...opts });
    return activate(snapshot, notify);
  }

  function refresh(): Promise<string[]> {
    return exclusive(async () => {
      const changed: string[] = [];
      for (const head of await repository.activeIds()) {
        if (loaded.get(head.listName) === head.id) continue;
        await loadStored(head.id, head.listName, true);
        changed.push(head.listName);
      }
      return changed;
    });
  }

  const tick = () => {
    if (!running || pollMs <= 0) return;
    timer = setTimeout(() => {
      polling = refresh()
        .catch((err: unknown) => {
          if (running) o.logger.error({ err }, 'list snapshot poll failed');
        })
        .finally(() => {
          polling = undefined;
          tick();
        });
    }, pollMs);
    timer.unref();
  };

  return {
    repository,
    async start() {
      const empty = (await repository.count()) === 0;
      await refresh();
      if (o.demo && empty) {
        const root = watchlistsDir();
        for (const l of o.demoLists ?? DEMO_LISTS) {
          // Demo lists are not an update: nothing enrolled was screened before them.
          await importFiles(l.format, [join(root, l.dir)], l.listName ? { listName: l.listName } : {}, false);
        }
      }
      for (const s of o.sources ?? []) {
        try {
          await importFiles(s.format, [s.path], s.listName ? { listName: s.listName } : {});
        } catch (err) {
          // The previous snapshot stays active; a bad new file must not take screening down.
          o.logger.error(
            { err, format: s.format, path: s.path },
            `list import failed, previous snapshot stays active: ${(err as Error).message}`,
          );
        }
      }
      running = true;
      tick();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await polling;
    },
    importFiles: (format, paths, opts) => importFiles(format, paths, opts),
    activateSnapshot: (snapshot) => activate(snapshot, true),
    saveSnapshot: (snapshot) => repository.save(snapshot),
    active: () => repository.listActive(),
    refresh,
  };
}
