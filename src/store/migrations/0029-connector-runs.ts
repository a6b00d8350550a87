import type { Kysely } from 'kysely';

/**
 * Connected runs of flow_connector steps (docs/connected-flows.md): the run of flow `flow_id`
 * made for session `session_id` at node `node_id`. One per (session, node): arriving at the step
 * again, or a repeated job, finds the same run instead of starting a second one. The index on
 * `child_id` finds the waiting parent when a connected run reaches its END. Deleting either
 * session removes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('connector_runs')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('connector_runs_pk', ['session_id', 'node_id'])
    .execute();
  await db.schema.createIndex('connector_runs_child').on('connector_runs').column('child_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('connector_runs').execute();
}
