import type { Kysely } from 'kysely';

/**
 * Ongoing monitoring (docs/monitoring.md): enrollments with their next scan time, scan results,
 * the webhook outbox and its attempt log, per-tenant webhook settings (secrets sealed), and the
 * enrollment API's rotating refresh tokens (stored hashed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('customer_reference_id', 'text')
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The due time of the next scheduled scan; null once deleted. A scan commits only if this is
    // still the due time it was claimed for (compare-and-set), so a scan is never recorded twice.
    .addColumn('next_scan_at', 'bigint')
    // A claimed scan's lease: a worker that dies leaves it to expire, and the scan is claimed again.
    .addColumn('scan_lease_until', 'bigint')
    .addColumn('last_result_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('enrollments_due').on('enrollments').columns(['status', 'next_scan_at']).execute();
  await db.schema.createIndex('enrollments_tenant').on('enrollments').columns(['tenant_id', 'created_at']).execute();

  await db.schema
    .createTable('monitoring_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('hit_key', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monitoring_results_enrollment')
    .on('monitoring_results')
    .columns(['enrollment_id', 'scanned_at'])
    .execute();

  await db.schema
    .createTable('webhook_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('enrollment_id', 'text')
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('webhook_outbox_due')
    .on('webhook_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_outbox_tenant')
    .on('webhook_outbox')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('webhook_outbox_enrollment')
    .on('webhook_outbox')
    .columns(['enrollment_id', 'status'])
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_outbox.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .columns(['delivery_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('webhook_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('auth_mode', 'text', (c) => c.notNull())
    .addColumn('auth_sealed', 'text', (c) => c.notNull())
    .addColumn('signing_secret_sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enrollment_refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enrollment_refresh_tokens_family')
    .on('enrollment_refresh_tokens')
    .column('family_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'enrollment_refresh_tokens',
    'webhook_settings',
    'webhook_attempts',
    'webhook_outbox',
    'monitoring_results',
    'enrollments',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
