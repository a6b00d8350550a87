import type { Kysely } from 'kysely';

/**
 * Delta rescans (docs/monitoring.md, "Delta rescans"): `monitoring_subject_keys` holds each
 * enrolled subject's candidate keys (the screening matcher's own), so a list update finds the
 * enrollments its changed names can reach with one indexed lookup per key, in every worker
 * process. The primary key serves that lookup and the removal of one enrollment's keys (its keys
 * are recomputed from its subject). `enrollments.subject_keys_scheme` is the key-function version
 * an enrollment was indexed with: null (enrolled before this migration) or an older version means
 * "not indexed", and such enrollments are rescanned by every list update until indexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitoring_subject_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('enrollment_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('monitoring_subject_keys_pk', ['key', 'enrollment_id'])
    .execute();
  await db.schema.alterTable('enrollments').addColumn('subject_keys_scheme', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enrollments').dropColumn('subject_keys_scheme').execute();
  await db.schema.dropTable('monitoring_subject_keys').execute();
}
