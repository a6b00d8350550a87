import type { Kysely } from 'kysely';

/**
 * The abandonment timer and e-mail notifications of end clients (docs/notifications.md):
 * - `abandon_at`: when an IN_PROGRESS run with no activity becomes ABANDONED (epoch ms), set by
 *   every session write of a flow with an abandonment timer and by a notification; null when
 *   the run has no timer or is not IN_PROGRESS.
 * - `notified_at` / `notification_count`: the last notification e-mail sent and how many were.
 * The index is partial: only timed runs are in it, so flows without a timer pay nothing for it
 * on the session write path, and the sweep reads exactly the due rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('abandon_at', 'bigint').execute();
  await db.schema.alterTable('sessions').addColumn('notified_at', 'bigint').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('notification_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sessions_abandon_due')
    .on('sessions')
    .column('abandon_at')
    .where('abandon_at', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_abandon_due').execute();
  await db.schema.alterTable('sessions').dropColumn('notification_count').execute();
  await db.schema.alterTable('sessions').dropColumn('notified_at').execute();
  await db.schema.alterTable('sessions').dropColumn('abandon_at').execute();
}
