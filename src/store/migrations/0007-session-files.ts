import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Files uploaded to a session (POST /file/{flowId}), content included, so every API process
 * behind one PostgreSQL serves the same files and nothing depends on a local disk. A file goes
 * with its session: deleting the end client (or its tenant) deletes its files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite stores bytes as BLOB; PostgreSQL has no blob type and uses bytea.
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('session_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('element_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Submits list a session's files; the cascade from sessions finds them here too.
  await db.schema.createIndex('session_files_session').on('session_files').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_files').execute();
}
