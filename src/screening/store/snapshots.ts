// Persisted list snapshots (table list_snapshots, migration 0005). One active row per list name;
// activation swaps the flag in one transaction so a failed write leaves the previous one active.
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Store } from '../../store/database.js';
import type { Database, ListSnapshotsTable } from '../../store/schema.js';
import type { ListSnapshot, SnapshotMeta } from '../types.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Metadata of a stored snapshot, without its records. */
export interface StoredSnapshot {
  id: string;
  listName: string;
  version: string;
  format: string;
  kind: string;
  source: string;
  contentHash: string;
  publishedAt: string;
  recordCounts: Record<string, number>;
  importedAt: string;
  activatedAt: string;
  active: boolean;
}

export interface SaveResult {
  /** `unchanged`: the active snapshot of that list already has this content hash (nothing written). */
  status: 'activated' | 'unchanged';
  snapshot: StoredSnapshot;
}

export interface SnapshotRepository {
  /** Stores the snapshot as the active one of its list, unless the active one has the same content hash. */
  save(snapshot: ListSnapshot, options?: { announced?: boolean }): Promise<SaveResult>;
  /** The active snapshot of each list, metadata only. */
  listActive(): Promise<StoredSnapshot[]>;
  /** The cheap poll: (id, list name) of each active snapshot. */
  activeIds(): Promise<{ id: string; listName: string }[]>;
  findActive(listName: string): Promise<StoredSnapshot | undefined>;
  load(id: string): Promise<ListSnapshot>;
  /** The snapshot of the same list activated just before this one, if still stored. */
  previousOf(id: string): Promise<StoredSnapshot | undefined>;
  count(): Promise<number>;
  /**
   * True for exactly one caller per snapshot: the process that announces the update. `then` runs
   * in the claim's transaction (the rescan job is enqueued with the claim or not at all); when it
   * throws, the claim is undone and the error passed on.
   */
  claimAnnouncement(id: string, then?: (tx: Kysely<Database>) => Promise<void>): Promise<boolean>;
}

const META_COLUMNS = [
  'id',
  'list_name',
  'version',
  'format',
  'kind',
  'source',
  'content_hash',
  'published_at',
  'record_counts',
  'imported_at',
  'activated_at',
  'active',
] as const;

/** A snapshot's row without its (large) body: what listings read. */
type MetaRow = Omit<ListSnapshotsTable, 'announced_at' | 'snapshot_gz'>;

function toStored(r: MetaRow): StoredSnapshot {
  return {
    id: r.id,
    listName: r.list_name,
    version: r.version,
    format: r.format,
    kind: r.kind,
    source: r.source,
    contentHash: r.content_hash,
    publishedAt: r.published_at,
    recordCounts: JSON.parse(r.record_counts) as Record<string, number>,
    importedAt: new Date(r.imported_at).toISOString(),
    activatedAt: new Date(r.activated_at).toISOString(),
    active: r.active === 1,
  };
}

/** Two processes activating the same list at once: the loser hits the one-active index and retries. */
function isConflict(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_BUSY';
}

/** Snapshots kept per list, the active one included, unless ONWARD_LIST_SNAPSHOTS_KEPT says otherwise. */
export const DEFAULT_SNAPSHOTS_KEPT = 10;

/**
 * `kept`: how many snapshots of each list stay stored, the active one and the newest inactive ones
 * (to see what a past screening ran against, or to go back to one); older ones are deleted when a
 * new one is activated, in the same transaction. Without a bound a daily list refresh grows the
 * table by the list's size every day.
 */
export function createSnapshotRepository(
  store: Store,
  now: () => number,
  kept = DEFAULT_SNAPSHOTS_KEPT,
): SnapshotRepository {
  const { db } = store;
  if (!Number.isInteger(kept) || kept < 1)
    throw new RangeError(`snapshots kept per list must be an integer >= 1, got ${kept}`);

  async function findActive(listName: string): Promise<StoredSnapshot | undefined> {
    const row = await db
      .selectFrom('list_snapshots')
      .select(META_COLUMNS)
      .where('list_name', '=', listName)
      .where('active', '=', 1)
      .executeTakeFirst();
    return row ? toStored(row) : undefined;
  }

  async function trySave(meta: SnapshotMeta, encoded: string, announced: boolean): Promise<SaveResult> {
    return db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('list_snapshots')
        .select(META_COLUMNS)
        .where('list_name', '=', meta.listName)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (current?.content_hash === meta.contentHash)
        return { status: 'unchanged' as const, snapshot: toStored(current) };
      // Strictly later than the snapshot it replaces, even within one millisecond: activation
      // order is what decides which snapshots are kept.
      const at = Math.max(now(), Number(current?.activated_at ?? 0) + 1);
      const importedAt = Date.parse(meta.importedAt);
      const row = {
        id: randomUUID(),
        list_name: meta.listName,
        version: meta.version,
        format: meta.format,
        kind: meta.kind,
        source: meta.source,
        content_hash: meta.contentHash,
        published_at: meta.publishedAt,
        record_counts: JSON.stringify(meta.recordCounts),
        imported_at: Number.isNaN(importedAt) ? at : importedAt,
        activated_at: at,
        active: 1,
      };
      if (current) await tx.updateTable('list_snapshots').set({ active: 0 }).where('id', '=', current.id).execute();
      await tx
        .insertInto('list_snapshots')
        .values({ ...row, announced_at: announced ? at : null, snapshot_gz: encoded })
        .execute();
      const expired = await tx
        .selectFrom('list_snapshots')
        .select('id')
        .where('list_name', '=', meta.listName)
        .where('active', '=', 0)
        .orderBy('activated_at', 'desc')
        .offset(kept - 1)
        .limit(1_000_000)
        .execute();
      if (expired.length > 0)
        await tx
          .deleteFrom('list_snapshots')
          .where(
            'id',
            'in',
            expired.map((r) => r.id),
          )
          .execute();
      return { status: 'activated' as const, snapshot: toStored(row) };
    });
  }

  return {
    async save(snapshot, options = {}) {
      // Compress before the transaction: it takes a few hundred ms for the SDN list.
      const encoded = (await gzipAsync(JSON.stringify(snapshot))).toString('base64');
      for (let attempt = 1; ; attempt++) {
        try {
          return await trySave(snapshot.meta, encoded, options.announced ?? false);
        } catch (err) {
          if (attempt >= 5 || !isConflict(err)) throw err;
          await new Promise((r) => setTimeout(r, 20 * attempt));
        }
      }
    },
    async listActive() {
      const rows = await db
        .selectFrom('list_snapshots')
        .select(META_COLUMNS)
        .where('active', '=', 1)
        .orderBy('list_name')
        .execute();
      return rows.map(toStored);
    },
    async activeIds() {
      const rows = await db.selectFrom('list_snapshots').select(['id', 'list_name']).where('active', '=', 1).execute();
      return rows.map((r) => ({ id: r.id, listName: r.list_name }));
    },
    findActive,
    async load(id) {
      const row = await db
        .selectFrom('list_snapshots')
        .select('snapshot_gz')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return JSON.parse((await gunzipAsync(Buffer.from(row.snapshot_gz, 'base64'))).toString('utf8')) as ListSnapshot;
    },
    async previousOf(id) {
      const current = await db
        .selectFrom('list_snapshots')
        .select(['list_name', 'activated_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return undefined;
      const row = await db
        .selectFrom('list_snapshots')
        .select(META_COLUMNS)
        .where('list_name', '=', current.list_name)
        .where('activated_at', '<', current.activated_at)
        .orderBy('activated_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toStored(row) : undefined;
    },
    async count() {
      const row = await db
        .selectFrom('list_snapshots')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    claimAnnouncement(id, then) {
      return db.transaction().execute(async (tx) => {
        const r = await tx
          .updateTable('list_snapshots')
          .set({ announced_at: now() })
          .where('id', '=', id)
          .where('announced_at', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        await then?.(tx);
        return true;
      });
    },
  };
}
