import type { Kysely } from 'kysely';

/**
 * End-to-end business verification (docs/kyb-end-to-end.md): a business run waiting at an
 * `owner_verification` service node (`owner_cases`, one row per run and node) and the owners it
 * listed (`owner_invitations`, one row per owner record, invited or not). An invited owner's
 * person run is `person_session_id`; deleting either run removes what points at it.
 *
 * The due times live in the rows (`next_reminder_at`, `deadline_at`), so the owners sweep needs
 * no job of its own and a sweep missed by a crash is simply done at the next tick.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owner_cases')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('person_flow_id', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint')
    .addColumn('next_reminder_at', 'bigint')
    .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
    // Set once the run was handed its result (owners done, or the deadline): the case is closed.
    .addColumn('finished_at', 'bigint')
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('owner_cases_pk', ['session_id', 'node_id'])
    .execute();
  // The sweep reads open cases by their next due time only.
  await db.schema
    .createIndex('owner_cases_open')
    .on('owner_cases')
    .columns(['finished_at', 'next_reminder_at'])
    .execute();

  await db.schema
    .createTable('owner_invitations')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('owner_index', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('invited', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('person_session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('prefill', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('notified_at', 'bigint')
    .addColumn('notification_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_error', 'text')
    .addPrimaryKeyConstraint('owner_invitations_pk', ['session_id', 'node_id', 'owner_index'])
    .addForeignKeyConstraint(
      'owner_invitations_case',
      ['session_id', 'node_id'],
      'owner_cases',
      ['session_id', 'node_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // An owner's run ending finds its business case through this.
  await db.schema.createIndex('owner_invitations_person').on('owner_invitations').column('person_session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owner_invitations').execute();
  await db.schema.dropTable('owner_cases').execute();
}
