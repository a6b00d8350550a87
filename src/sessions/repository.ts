/**
 * Sessions (end clients' runs of a flow version) in the store. Writes are compare-and-set on
 * `revision`, so two requests racing on one session cannot both apply an event to the same state.
 */
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { bindParameters, type Store } from '../store/database.js';
import { createSessionCache } from './session-cache.js';

export type FlowMode = 'live' | 'test';

/**
 * The status a customer (src/end-clients/status.ts) or the abandonment timer closes a run with.
 * The engine never sets it; it is final: nothing moves an abandoned run any more.
 */
export const ABANDONED = 'ABANDONED';

export interface SessionRecord<State> {
  id: string;
  tenantId: string;
  flowId: string;
  mode: FlowMode;
  version: number;
  status: string;
  state: State;
  /** `state` as stored: compared to detect change and written as is, so it is serialised once. */
  stateJson: string;
  revision: number;
  createdAt: number;
  updatedAt: number;
  /** A background service's failure not yet reported to the client. */
  pendingError?: { code: number; message: string } | undefined;
  /**
   * When this run becomes ABANDONED if nothing happens before (epoch ms; the flow's abandonment
   * timer). Written with every state write, so the submit path needs no extra statement for it.
   */
  abandonAt?: number | null | undefined;
}

export interface SessionRepository<State> {
  get(id: string): Promise<SessionRecord<State> | undefined>;
  /** Inserts within `executor`'s transaction, or on its own (group-committed) without one. */
  insert(executor: Kysely<Database> | undefined, record: SessionRecord<State>): Promise<void>;
  /**
   * Writes `next` if the stored row is still at the revision before `next.revision`; false when
   * someone else wrote first. Within `executor`'s transaction, or on its own without one.
   */
  update(
    executor: Kysely<Database> | undefined,
    next: SessionRecord<State>,
    options?: {
      withPendingError?: boolean;
      /**
       * The row at the revision before `next` already has `next.status`. Every writer of the
       * status moves the revision, so the compare-and-set guarantees it; the statement then
       * leaves the status column alone, and with it the three indexes that hold it.
       */
      sameStatus?: boolean;
    },
  ): Promise<boolean>;
  /** Records that `record` was committed by the caller's own transaction (see `executor` above). */
  committed(record: SessionRecord<State>): void;
  setPendingError(id: string, error: { code: number; message: string }): Promise<void>;
  /** Clears the pending error; true for exactly one caller, so it is reported once. */
  takePendingError(id: string): Promise<boolean>;
  /**
   * Runs `work`, which writes the rows of `ids` directly (end-client operations), so that no
   * cached copy of those rows outlives it: they are dropped before it starts and after it ends.
   */
  rewriting<T>(ids: readonly string[], work: () => Promise<T>): Promise<T>;
}

const RECORD_COLUMNS = [
  'id',
  'tenant_id',
  'flow_id',
  'mode',
  'version',
  'status',
  'state',
  'revision',
  'created_at',
  'updated_at',
  'pending_error',
  'abandon_at',
] as const;
type RecordRow = Pick<Database['sessions'], (typeof RECORD_COLUMNS)[number]>;

/** Sessions kept in memory per process on the embedded store (session-cache.ts). */
const CACHED_SESSIONS = 5000;

export function createSessionRepository<State>(
  store: Pick<Store, 'db' | 'write' | 'dialect'>,
): SessionRepository<State> {
  const { db } = store;
  const run = <R>(executor: Kysely<Database> | undefined, query: CompiledQuery<R>) =>
    executor ? executor.executeQuery(query) : store.write(query);
  // The embedded SQLite store belongs to one process, so what this process last wrote is what is
  // stored: the cache saves the read every request would start with. PostgreSQL is shared by
  // several processes, so there every request reads the row.
  const cache = store.dialect === 'sqlite' ? createSessionCache<SessionRecord<State>>(CACHED_SESSIONS) : undefined;
  // The queries every flow request runs, compiled once: building them per call cost more than
  // executing them. Parameters are bound in the order of the builder calls below.
  const hot = {
    // The columns `read` maps, named: columns other features add to the row (notifications, the
    // resume links' generation) are read by those features' own queries, not by every flow request.
    get: db.selectFrom('sessions').select(RECORD_COLUMNS).where('id', '=', '').compile(),
    insert: db
      .insertInto('sessions')
      .values({
        id: '',
        tenant_id: '',
        flow_id: '',
        mode: '',
        version: 0,
        status: '',
        state: '',
        revision: 0,
        created_at: 0,
        updated_at: 0,
        pending_error: null,
        abandon_at: null,
      })
      .compile(),
    update: db
      .updateTable('sessions')
      .set({ state: '', status: '', revision: 0, updated_at: 0, abandon_at: null })
      .where('id', '=', '')
      .where('revision', '=', 0)
      .compile(),
    // Most submits move a run within IN_PROGRESS: SQLite updates an index whenever the statement
    // sets one of its columns, changed or not, so the status is set only when it changes.
    updateSameStatus: db
      .updateTable('sessions')
      .set({ state: '', revision: 0, updated_at: 0, abandon_at: null })
      .where('id', '=', '')
      .where('revision', '=', 0)
      .compile(),
    // A failed service's state and its error in one statement: between two writes a poll would
    // see the step the failure returned to without the error, and never report it.
    updateWithError: db
      .updateTable('sessions')
      .set({ state: '', status: '', revision: 0, updated_at: 0, abandon_at: null, pending_error: null })
      .where('id', '=', '')
      .where('revision', '=', 0)
      .compile(),
  };

  async function read(id: string): Promise<SessionRecord<State> | undefined> {
    const { rows } = await db.executeQuery<RecordRow>(bindParameters(hot.get, [id]));
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      tenantId: row.tenant_id,
      flowId: row.flow_id,
      mode: row.mode as FlowMode,
      version: row.version,
      status: row.status,
      state: JSON.parse(row.state) as State,
      stateJson: row.state,
      revision: row.revision,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      pendingError: row.pending_error
        ? (JSON.parse(row.pending_error) as { code: number; message: string })
        : undefined,
      abandonAt: row.abandon_at === null ? null : Number(row.abandon_at),
    };
  }

  return {
    async get(id) {
      if (!cache) return read(id);
      const hit = cache.get(id);
      if (hit) return hit;
      const epoch = cache.epoch();
      const record = await read(id);
      if (record) cache.fill(record, epoch);
      return record;
    },
    async insert(executor, r) {
      cache?.changing(r.id);
      await run(
        executor,
        bindParameters(hot.insert, [
          r.id,
          r.tenantId,
          r.flowId,
          r.mode,
          r.version,
          r.status,
          r.stateJson,
          r.revision,
          r.createdAt,
          r.updatedAt,
          null,
          r.abandonAt ?? null,
        ]),
      );
      // Inside a transaction the row is not committed yet: the caller reports it through
      // `committed` once its transaction is.
      if (!executor) cache?.written(r);
    },
    async update(executor, next, options) {
      cache?.changing(next.id);
      const query = options?.withPendingError
        ? bindParameters(hot.updateWithError, [
            next.stateJson,
            next.status,
            next.revision,
            next.updatedAt,
            next.abandonAt ?? null,
            next.pendingError ? JSON.stringify(next.pendingError) : null,
            next.id,
            next.revision - 1,
          ])
        : options?.sameStatus
          ? bindParameters(hot.updateSameStatus, [
              next.stateJson,
              next.revision,
              next.updatedAt,
              next.abandonAt ?? null,
              next.id,
              next.revision - 1,
            ])
          : bindParameters(hot.update, [
              next.stateJson,
              next.status,
              next.revision,
              next.updatedAt,
              next.abandonAt ?? null,
              next.id,
              next.revision - 1,
            ]);
      const result = await run(executor, query);
      const saved = Number(result.numAffectedRows ?? 0) === 1;
      if (saved && !executor) cache?.written(next);
      return saved;
    },
    committed(record) {
      cache?.written(record);
    },
    async setPendingError(id, error) {
      cache?.changing(id);
      try {
        await db
          .updateTable('sessions')
          .set({ pending_error: JSON.stringify(error) })
          .where('id', '=', id)
          .execute();
      } finally {
        cache?.changed(id);
      }
    },
    async takePendingError(id) {
      cache?.changing(id);
      try {
        const result = await db
          .updateTable('sessions')
          .set({ pending_error: null })
          .where('id', '=', id)
          .where('pending_error', 'is not', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } finally {
        cache?.changed(id);
      }
    },
    async rewriting(ids, work) {
      for (const id of ids) cache?.changing(id);
      try {
        return await work();
      } finally {
        for (const id of ids) cache?.changed(id);
      }
    },
  };
}
