import type { Kysely } from 'kysely';

/**
 * Subsequent tokens (docs/connected-flows.md): one row per token issued for end client
 * `source_id` to continue in flow `flow_id` (test or live `mode`). The token itself is the row id
 * under an HMAC, so the row holds nothing a reader of the database could redeem. `used_at` is set
 * once, by a compare-and-set, when a run is started with it (single use); `end_node_id` is the END
 * that issued it (null when issued by the management API), unique per source so an END shown
 * again shows the same token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subsequent_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('end_node_id', 'text')
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('used_by', 'text')
    .execute();
  await db.schema
    .createIndex('subsequent_tokens_end')
    .on('subsequent_tokens')
    .columns(['source_id', 'end_node_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subsequent_tokens').execute();
}
