import type { Kysely } from 'kysely';

/**
 * Capture codes are purged periodically by expiry across all sessions (src/resume-links/
 * capture-codes.ts purgeExpired); the index of 0017 leads with the session and cannot serve that
 * scan, so the expiry gets its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('capture_codes_expiry').on('capture_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('capture_codes_expiry').execute();
}
