/**
 * Sessions (end clients' runs of a flow version) in the store. Writes are compare-and-set on
 * `revision`, so two requests racing on one session cannot both apply an event to the same state.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Store } from '../store/database.js';

export type FlowMode = 'live' | 'test';

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
}

export interface SessionRepository<State> {
  get(id: string): Promise<SessionRecord<State> | undefined>;
  /** Inserts within `executor`'s transaction, or on its own (group-committed) without one. */
  insert(executor: Kysely<Database> | undefined, record: SessionRecord<State>): Promise<void>;
  /** Writes the new state if the row is still at `revision`; false when someone else wrote first. */
  update(executor: Kysely<Database> | undefined, id: string, revision: number, change: { stateJson: string; status: string; at: number }): Promise<boolean>;
  setPendingError(id: string, error: { code: number; message: string }): Promise<void>;
  /** Clears the pending error; true for exactly one caller, so it is reported once. */
  takePendingError(id: string): Promise<boolean>;
}

export function createSessionRepository<State>(store: Pick<Store, 'db' | 'write'>): SessionRepository<State> {
  const { db } = store;
  const run = <R>(executor: Kysely<Database> | undefined, query: CompiledQuery<R>) => executor ? executor.executeQuery(query) : store.write(query);
  // The two queries every flow request runs, compiled once: building them per call cost more
  // than executing them. Parameters are bound in the order of the builder calls below.
  const hot = {
    get: db.selectFrom('sessions').selectAll().where('id', '=', '').compile(),
    insert: db.insertInto('sessions').values({
      id: '', tenant_id: '', flow_id: '', mode: '', version: 0, status: '', state: '', revision: 0, created_at: 0, updated_at: 0, pending_error: null,
    }).compile(),
    update: db.updateTable('sessions').set({ state: '', status: '', revision: 0, updated_at: 0 })
      .where('id', '=', '').where('revision', '=', 0).compile(),
  };
  return {
    async get(id) {
      const { rows } = await db.executeQuery<Database['sessions']>(CompiledQuery.raw(hot.get.sql, [id]));
      const row = rows[0];
      if (!row) return undefined;
      return {
        id: row.id, tenantId: row.tenant_id, flowId: row.flow_id, mode: row.mode as FlowMode, version: row.version,
        status: row.status, state: JSON.parse(row.state) as State, stateJson: row.state, revision: row.revision,
        createdAt: row.created_at, updatedAt: row.updated_at,
        pendingError: row.pending_error ? JSON.parse(row.pending_error) as { code: number; message: string } : undefined,
      };
    },
    async insert(executor, r) {
      await run(executor, CompiledQuery.raw(hot.insert.sql, [
        r.id, r.tenantId, r.flowId, r.mode, r.version, r.status, r.stateJson, r.revision, r.createdAt, r.updatedAt, null,
      ]));
    },
    async update(executor, id, revision, change) {
      const result = await run(executor, CompiledQuery.raw(hot.update.sql, [change.stateJson, change.status, revision + 1, change.at, id, revision]));
      return Number(result.numAffectedRows ?? 0) === 1;
    },
    async setPendingError(id, error) {
      await db.updateTable('sessions').set({ pending_error: JSON.stringify(error) }).where('id', '=', id).execute();
    },
    async takePendingError(id) {
      const result = await db.updateTable('sessions').set({ pending_error: null })
        .where('id', '=', id).where('pending_error', 'is not', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
