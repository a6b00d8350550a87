import type { Kysely } from 'kysely';

// A background service's failure, kept until the session's next read reports it once (503 with
// 4009 / 6504 / 6505), so a polling client learns why the step came back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('pending_error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('pending_error').execute();
}
