import type { Kysely } from 'kysely';

/**
 * `capture_codes`: the short codes a built-in provider_doc_v step shows (as text and as a QR code)
 * so the person can take the document photos on a phone (src/resume-links/capture-codes.ts). The
 * primary key is the SHA-256 of the code, so a leaked row cannot be redeemed; `used_at` makes a
 * code single-use (one conditional UPDATE decides), `expires_at` short-lived; a session's expired
 * codes are deleted when it asks for a new one, the rest with the session (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('capture_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  // A session's codes by expiry: issuing deletes that session's dead ones (capture-codes.ts).
  await db.schema
    .createIndex('capture_codes_session_expiry')
    .on('capture_codes')
    .columns(['session_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('capture_codes_session_expiry').execute();
  await db.schema.dropTable('capture_codes').execute();
}
