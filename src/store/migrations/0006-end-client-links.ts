import type { Kysely } from 'kysely';

/**
 * Links between two end clients of one tenant and mode (POST/DELETE /end-clients): a company's run
 * and its representative's, say. A link has no direction, so each pair is stored once with the
 * smaller id first; deleting either end client removes its links with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('end_client_links')
    .addColumn('first_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('second_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('end_client_links_pk', ['first_id', 'second_id'])
    .execute();
  // The primary key serves lookups by first_id; this one serves second_id (and the cascade).
  await db.schema.createIndex('end_client_links_second').on('end_client_links').column('second_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('end_client_links').execute();
}
