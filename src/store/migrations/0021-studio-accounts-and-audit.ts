import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * - `studio_accounts`: the Studio's own users of a tenant (src/studio/accounts.ts), each with a
 *   role. Usernames are unique across tenants because sign-in names no tenant. The password is a
 *   scrypt hash carrying its salt and parameters (src/auth/secrets.ts). Disabling keeps the row,
 *   so the audit trail's actor ids keep naming someone.
 * - `audit_log`: who did what to which case, flow, account or setting, append-only. The store
 *   itself refuses UPDATE and DELETE (a trigger on each dialect), so no code path, present or
 *   future, can rewrite history; there is deliberately no foreign key to tenants, whose cascade
 *   would be such a path. Served by `audit_log_target` (per case, per flow, newest first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('disabled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('studio_accounts_tenant')
    .on('studio_accounts')
    .columns(['tenant_id', 'username'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['tenant_id', 'target_type', 'target_id', 'at', 'id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function audit_log_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each statement execute function audit_log_refuse()`.execute(db);
    // TRUNCATE skips row and statement DELETE triggers; it has its own.
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function audit_log_refuse()`.execute(db);
  await db.schema.dropTable('studio_accounts').execute();
}
