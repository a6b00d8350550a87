import type { Kysely } from 'kysely';

/**
 * `eid_authorizations.return_to`: where the browser goes once the provider's callback is handled
 * (the hosted page it came from, or the flow's configured return URL). Sealed by the verifier, since
 * a hosted page's address carries its resume token. Null: the callback answers with JSON.
 * `browser_binding`: SHA-256 of a secret the starting browser holds in a cookie; a callback from
 * another browser (someone handed the provider URL) is refused. Null: not bound (API starts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eid_authorizations').addColumn('return_to', 'text').execute();
  await db.schema.alterTable('eid_authorizations').addColumn('browser_binding', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eid_authorizations').dropColumn('browser_binding').execute();
  await db.schema.alterTable('eid_authorizations').dropColumn('return_to').execute();
}
