import type { Kysely } from 'kysely';

/**
 * The case view's timeline lists the webhooks an end client's changes produced, with their
 * delivery status (src/cases/deliveries.ts). Until now an outbox row named its end client only
 * inside its body; `end_client_id` names it as a column (null for monitoring callbacks and URL
 * handshakes, and for rows written before this migration), and its index serves that lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_outbox').addColumn('end_client_id', 'text').execute();
  await db.schema
    .createIndex('webhook_outbox_end_client')
    .on('webhook_outbox')
    .columns(['end_client_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_outbox_end_client').execute();
  await db.schema.alterTable('webhook_outbox').dropColumn('end_client_id').execute();
}
