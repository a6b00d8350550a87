import type { Kysely } from 'kysely';

/**
 * Runs created by the deprecated connector (GET /flow-connect/{token}): which session of flow
 * `flow_id` was started for source end client `source_id`. The primary key makes a connection
 * unique per (source, flow), so redeeming again, or two redemptions racing, answer the same run
 * instead of starting a second one. Deleting either session removes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flow_connections')
    .addColumn('source_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_connections_pk', ['source_id', 'flow_id'])
    .execute();
  // Serves the reverse lookup (was this run itself started by a connector?) and the cascade.
  await db.schema.createIndex('flow_connections_target').on('flow_connections').column('target_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_connections').execute();
}
