import type { Kysely } from 'kysely';

/**
 * The Studio's monitoring console shows what a webhook receiver answered (docs/studio.md,
 * "Monitoring console"): each attempt keeps the start of the response body (at most 500
 * characters, src/webhooks/deliver.ts), beside its status code. Null for attempts made before
 * this migration and for attempts that got no answer (timeouts, refused connections).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_attempts').addColumn('response_excerpt', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_attempts').dropColumn('response_excerpt').execute();
}
