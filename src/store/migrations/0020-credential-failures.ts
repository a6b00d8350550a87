import type { Kysely } from 'kysely';

/**
 * `credential_failures`: one row per failed sign-in per limiter key (`user:`, `client:`, `ip:`),
 * so every process behind one PostgreSQL counts the same failures (src/auth/failure-limiter-store.ts).
 * Rows older than the limiter's window are deleted as failures come in; the index serves both the
 * per-key count and that cleanup. No primary key: rows are never addressed one by one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_failures')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credential_failures_key')
    .on('credential_failures')
    .columns(['key', 'failed_at'])
    .execute();
  await db.schema.createIndex('credential_failures_at').on('credential_failures').column('failed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credential_failures_at').execute();
  await db.schema.dropIndex('credential_failures_key').execute();
  await db.schema.dropTable('credential_failures').execute();
}
