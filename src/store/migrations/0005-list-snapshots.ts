import { sql, type Kysely } from 'kysely';

/**
 * Versioned screening-list snapshots (docs/screening.md, "Operations"). Every import that changes a
 * list adds a row; exactly one row per list name is active. The snapshot itself (records and all,
 * several MB for the OFAC SDN list) is gzip + base64 text so both dialects store it the same way;
 * the metadata columns beside it let processes list and poll snapshots without decoding any.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_snapshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('list_name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('record_counts', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addColumn('activated_at', 'bigint', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    // Set by the one process that announced the update (out-of-cycle rescans run once per cluster).
    .addColumn('announced_at', 'bigint')
    .addColumn('snapshot_gz', 'text', (c) => c.notNull())
    .execute();
  // At most one active snapshot per list: a concurrent second activation fails and retries.
  await db.schema
    .createIndex('list_snapshots_one_active')
    .on('list_snapshots')
    .column('list_name')
    .unique()
    .where(sql.ref('active'), '=', 1)
    .execute();
  await db.schema
    .createIndex('list_snapshots_list')
    .on('list_snapshots')
    .columns(['list_name', 'imported_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_snapshots').ifExists().execute();
}
