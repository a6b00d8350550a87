import { sql, type Kysely } from 'kysely';

/**
 * Listing a tenant's end clients newest first (GET /end-clients, src/end-clients/list.ts):
 * - `sessions_tenant_created` walks one tenant's runs of one mode in creation order. Its columns
 *   never change after the insert, so the session write path (an UPDATE per step) never touches it.
 * - `sessions_review_queue` holds only runs waiting for a reviewer (PENDING_REVIEW), the listing a
 *   back office asks for most; a run enters and leaves it with its status, twice in its life.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sessions_tenant_created')
    .on('sessions')
    .columns(['tenant_id', 'mode', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sessions_review_queue')
    .on('sessions')
    .columns(['tenant_id', 'mode', 'created_at', 'id'])
    .where(sql.ref('status'), '=', sql.lit('PENDING_REVIEW'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_review_queue').execute();
  await db.schema.dropIndex('sessions_tenant_created').execute();
}
