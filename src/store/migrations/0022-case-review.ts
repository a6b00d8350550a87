import type { Kysely } from 'kysely';

/**
 * Case review in the Studio (src/cases):
 * - `case_assignments`: the reviewer account a case is assigned to (one at a time);
 * - `case_notes`: reviewers' notes, append-only (the code has no update path);
 * - `case_decisions`: four-eyes decisions waiting for a second reviewer, and how each ended;
 * - `flow_review_settings`: per flow, whether decisions on screening hits need a second reviewer.
 * The case tables cascade from `sessions`: erasing an end client erases its notes and decisions
 * with it (the audit trail keeps only that it happened).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('case_assignments')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('studio_accounts.id'))
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_assignments_account').on('case_assignments').column('account_id').execute();

  await db.schema
    .createTable('case_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_notes_session').on('case_notes').columns(['session_id', 'created_at']).execute();

  await db.schema
    .createTable('case_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_by_name', 'text')
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolution_reason', 'text')
    .execute();
  await db.schema
    .createIndex('case_decisions_session')
    .on('case_decisions')
    .columns(['session_id', 'requested_at'])
    .execute();

  await db.schema
    .createTable('flow_review_settings')
    .addColumn('flow_id', 'text', (c) => c.primaryKey().references('flows.flow_id').onDelete('cascade'))
    .addColumn('four_eyes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_review_settings').execute();
  await db.schema.dropTable('case_decisions').execute();
  await db.schema.dropTable('case_notes').execute();
  await db.schema.dropTable('case_assignments').execute();
}
