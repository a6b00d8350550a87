import type { Kysely } from 'kysely';

/**
 * `request_limits`: per-client-address request counters of the public unauthenticated routes
 * (src/auth/request-limits.ts), one row per limiter key and window, so every process behind one
 * PostgreSQL counts the same requests. The columns are the ones rate-limiter-flexible's
 * PostgreSQL store reads and upserts (key, points, expire); it is told the table exists rather
 * than creating it itself, so the schema stays in the migrations. Unused on SQLite, where one
 * process counts in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  // The library deletes expired rows (expire < now - 1 h) every 5 minutes.
  await db.schema.createIndex('request_limits_expire').on('request_limits').column('expire').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('request_limits_expire').execute();
  await db.schema.dropTable('request_limits').execute();
}
