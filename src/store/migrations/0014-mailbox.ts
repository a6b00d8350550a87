import type { Kysely } from 'kysely';

/**
 * `mailbox_messages`: notification e-mails kept by the built-in mailbox transport (ONWARD_MAIL_TRANSPORT
 * =mailbox, the demo's default) instead of being sent over SMTP; the tenant reads them at
 * GET /admin/mailbox and GET /mailbox. No foreign key to the session: a message that was
 * "sent" stays readable after its end client is deleted, as it would in a real inbox.
 * `mailbox_tenant_created` serves the newest-first keyset listing of one tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('end_client_id', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('mailbox_tenant_created')
    .on('mailbox_messages')
    .columns(['tenant_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mailbox_tenant_created').execute();
  await db.schema.dropTable('mailbox_messages').execute();
}
