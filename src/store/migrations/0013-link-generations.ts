import type { Kysely } from 'kysely';

/**
 * `sessions.link_generation`: the generation of the session's resume links. Every resume token
 * carries the generation it was issued under; revoking the end client's links increments it, so
 * every earlier token is refused while links issued afterwards work. 0 for every existing row, the
 * generation old tokens (which carry none) are read as, so links already sent keep working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('link_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('link_generation').execute();
}
