import type { Kysely } from 'kysely';

/**
 * `eid_authorizations`: one row per OpenID Connect authorization a `provider_electronic_id` step
 * started (src/verification/eid). It holds what the callback must match or prove: the state (as a
 * SHA-256 hash, so a database reader cannot forge a callback), the nonce, the sealed PKCE code
 * verifier, the redirect URI and the node's configuration (secret sealed, never in clear).
 * `consumed_at` makes a state single use; `expires_at` bounds how long the person may take and
 * lets expired rows be purged through `eid_authorizations_expiry`. `session_ref` is opaque here:
 * no foreign key, so the eID domain stays independent of how sessions are stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eid_authorizations')
    .addColumn('handle', 'text', (c) => c.primaryKey())
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_ref', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('eid_authorizations_expiry').on('eid_authorizations').column('expires_at').execute();
  await db.schema
    .createIndex('eid_authorizations_session')
    .on('eid_authorizations')
    .columns(['session_ref', 'node_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eid_authorizations').execute();
}
