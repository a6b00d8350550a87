import type { Kysely } from 'kysely';

/**
 * The Studio's case queue (src/cases/queue.ts) filters by any status and counts cases per status
 * on every page. `sessions_review_queue` (0011) serves PENDING_REVIEW only; this index serves the
 * other statuses in creation order, and the per-status counts (also under a flow and date
 * filter: flow_id rides along at the end) read the index alone, never the rows. A run changes
 * status a few times in its life, so the session write path rarely touches it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sessions_tenant_status_created')
    .on('sessions')
    .columns(['tenant_id', 'mode', 'status', 'created_at', 'id', 'flow_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_tenant_status_created').execute();
}
