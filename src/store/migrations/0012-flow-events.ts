import { sql, type Kysely } from 'kysely';

/**
 * Flow events in the real API's envelope (webhook format `event_callback`, docs/webhooks.md):
 * - `webhook_outbox.format`: how a message is sent. `standard` rows go out as stored (every row
 *   before this migration); `event_callback` rows get their per-attempt fields (id, token, retry)
 *   at delivery; `url_verification` rows are the handshake, made anew for each attempt.
 * - `webhook_verified_urls`: the (tenant, URL) pairs whose handshake succeeded. A flow event to a
 *   URL not in it is written with status `waiting` and released when the handshake succeeds.
 * - `webhook_outbox_handshake`: at most one pending handshake per (tenant, URL), so the event
 *   transactions of many end clients share one handshake instead of racing to send several.
 * - `webhook_outbox_waiting`: the release finds a URL's waiting events without a scan; partial,
 *   so the rows of every other status (nearly all of them) pay nothing for it.
 * - `webhook_settings.event_token_generation`: the tenant's verification token is derived from
 *   the key ring and this number; rotating the token increments it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('webhook_outbox')
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('standard'))
    .execute();
  await db.schema
    .createTable('webhook_verified_urls')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_verified_urls_pk', ['tenant_id', 'url'])
    .execute();
  await db.schema
    .createIndex('webhook_outbox_handshake')
    .unique()
    .on('webhook_outbox')
    .columns(['tenant_id', 'url'])
    .where(sql.ref('format'), '=', sql.lit('url_verification'))
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
  await db.schema
    .createIndex('webhook_outbox_waiting')
    .on('webhook_outbox')
    .columns(['tenant_id', 'url'])
    .where(sql.ref('status'), '=', sql.lit('waiting'))
    .execute();
  await db.schema
    .alterTable('webhook_settings')
    .addColumn('event_token_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_settings').dropColumn('event_token_generation').execute();
  await db.schema.dropIndex('webhook_outbox_waiting').execute();
  await db.schema.dropIndex('webhook_outbox_handshake').execute();
  await db.schema.dropTable('webhook_verified_urls').execute();
  await db.schema.alterTable('webhook_outbox').dropColumn('format').execute();
}
