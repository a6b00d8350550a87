import type { Kysely } from 'kysely';

/**
 * `eid_authorizations.return_to`: where the browser goes once the provider's callback is handled
 * (the hosted page it came from, or the flow's configured return URL). Sealed by the verifier, since
 * a hosted page's address carries its resume token. Null: the callback answers with JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eid_authorizations').addColumn('return_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eid_authorizations').dropColumn('return_to').execute();
}
