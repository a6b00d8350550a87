import type { Kysely } from 'kysely';

/**
 * `studio_sessions`: signed-in Studio users (src/studio/sessions.ts). The primary key is the
 * SHA-256 of the cookie's secret, so a leaked database row cannot be replayed as a cookie.
 * `last_seen_at` drives the idle expiry, `expires_at` the absolute one; `revoked_at` is set by
 * sign-out. `studio_sessions_expiry` serves the sweep that deletes dead rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('studio_sessions_expiry').on('studio_sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('studio_sessions_expiry').execute();
  await db.schema.dropTable('studio_sessions').execute();
}
