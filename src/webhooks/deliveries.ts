/**
 * The deliveries of a tenant's webhook messages as people look at them (the management API's
 * /admin/webhook-deliveries and the Studio's monitoring console): each message with its status,
 * attempts and what the receiver answered, newest first, keyset-paginated on (created_at, id);
 * and "retry now", which makes a dead or waiting message due at once and wakes the dispatcher, so
 * the retry is an ordinary attempt of the outbox worker (signed, leased, recorded), never a send
 * from the caller's request.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { keysetPage, olderThan } from '../store/keyset-cursor.js';
import type { OutboxStatus } from './outbox.js';
import type { SettingsChangedBy } from './settings.js';

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'waiting', 'delivered', 'dead', 'cancelled'];

export interface DeliveryAttemptView {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number | null;
  at: string | null;
  /** The start of the receiver's answer (up to 500 characters); null without one. */
  responseExcerpt: string | null;
}

export interface DeliveryView {
  id: string;
  enrollmentId: string | null;
  eventType: string;
  url: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string | null;
  deliveredAt: string | null;
  /** Oldest first. */
  attemptLog: DeliveryAttemptView[];
}

export interface DeliveryQuery {
  status?: OutboxStatus;
  enrollmentId?: string;
  limit: number;
  cursor?: string;
}

/** A retry for the audit trail (webhooks import no other domain: the composition root plugs the trail in). */
export interface DeliveryRetry {
  tenantId: string;
  deliveryId: string;
  enrollmentId: string | null;
  before: { status: OutboxStatus; attempts: number; nextAttemptAt: string | null };
  after: { status: OutboxStatus; nextAttemptAt: string };
  by: SettingsChangedBy;
}

export type RetryOutcome =
  | { outcome: 'queued'; delivery: DeliveryView }
  | { outcome: 'not_found' }
  /** Delivered, cancelled, waiting for its URL's handshake, or being attempted right now. */
  | { outcome: 'not_retryable'; status: OutboxStatus; why: string };

export interface DeliveriesDeps {
  db: Kysely<Database>;
  now: () => number;
  /** Looks for due messages now (after the retry committed). */
  wake: () => void;
  recordRetry?: (executor: Kysely<Database>, retry: DeliveryRetry, at: number) => Promise<void>;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function createDeliveries(deps: DeliveriesDeps) {
  const { db, now } = deps;
  const columns = [
    'id',
    'enrollment_id',
    'event_type',
    'url',
    'status',
    'attempts',
    'next_attempt_at',
    'last_status',
    'last_error',
    'created_at',
    'delivered_at',
  ] as const;
  type Row = Pick<Database['webhook_outbox'], (typeof columns)[number]>;

  async function views(rows: readonly Row[]): Promise<DeliveryView[]> {
    const attempts =
      rows.length === 0
        ? []
        : await db
            .selectFrom('webhook_attempts')
            .select([
              'delivery_id',
              'attempt',
              'status_code',
              'error',
              'duration_ms',
              'attempted_at',
              'response_excerpt',
            ])
            .where(
              'delivery_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('attempt')
            .execute();
    return rows.map((r) => ({
      id: r.id,
      enrollmentId: r.enrollment_id,
      eventType: r.event_type,
      url: r.url,
      status: r.status as OutboxStatus,
      attempts: r.attempts,
      nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
      lastStatus: r.last_status,
      lastError: r.last_error,
      createdAt: iso(r.created_at),
      deliveredAt: iso(r.delivered_at),
      attemptLog: attempts
        .filter((a) => a.delivery_id === r.id)
        .map((a) => ({
          attempt: a.attempt,
          statusCode: a.status_code,
          error: a.error,
          durationMs: a.duration_ms,
          at: iso(a.attempted_at),
          responseExcerpt: a.response_excerpt,
        })),
    }));
  }

  async function get(tenantId: string, id: string): Promise<DeliveryView | undefined> {
    const row = await db
      .selectFrom('webhook_outbox')
      .select(columns)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (await views([row]))[0] : undefined;
  }

  return {
    async list(
      tenantId: string,
      query: DeliveryQuery,
    ): Promise<{ deliveries: DeliveryView[]; nextCursor: string | null }> {
      let q = db.selectFrom('webhook_outbox').select(columns).where('tenant_id', '=', tenantId);
      if (query.status) q = q.where('status', '=', query.status);
      if (query.enrollmentId) q = q.where('enrollment_id', '=', query.enrollmentId);
      if (query.cursor !== undefined) q = q.where(olderThan(query.cursor, 'created_at', 'id'));
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const { page, nextCursor } = keysetPage(rows, query.limit, (r) => ({
        createdAt: Number(r.created_at),
        id: r.id,
      }));
      return { deliveries: await views(page), nextCursor };
    },

    get,

    /**
     * Makes a dead or waiting-to-retry message due now. A retry that fails again follows the
     * schedule from its attempt count: a message past its last scheduled attempt is dead again.
     */
    async retryNow(tenantId: string, id: string, by: SettingsChangedBy): Promise<RetryOutcome> {
      const decided = await db.transaction().execute(async (tx): Promise<RetryOutcome | undefined> => {
        const at = now();
        const row = await tx
          .selectFrom('webhook_outbox')
          .select(['id', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'enrollment_id'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return { outcome: 'not_found' };
        const status = row.status as OutboxStatus;
        const refuse = (why: string): RetryOutcome => ({ outcome: 'not_retryable', status, why });
        if (status === 'delivered') return refuse('it was delivered; resend the callback for a new message');
        if (status === 'cancelled') return refuse('it was cancelled (its enrollment was deleted)');
        if (status === 'waiting') return refuse("it waits for its URL's handshake");
        if (row.locked_until !== null && Number(row.locked_until) >= at) return refuse('it is being attempted now');
        // Only while still as read: a worker claiming it meanwhile wins, and this changes nothing.
        const r = await tx
          .updateTable('webhook_outbox')
          .set({ status: 'pending', next_attempt_at: at, locked_until: null, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', status)
          .where('attempts', '=', row.attempts)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) return refuse('it is being attempted now');
        await deps.recordRetry?.(
          tx,
          {
            tenantId,
            deliveryId: id,
            enrollmentId: row.enrollment_id,
            before: {
              status,
              attempts: row.attempts,
              nextAttemptAt: status === 'pending' ? iso(row.next_attempt_at) : null,
            },
            after: { status: 'pending', nextAttemptAt: new Date(at).toISOString() },
            by,
          },
          at,
        );
        return undefined;
      });
      if (decided) return decided;
      deps.wake();
      const delivery = await get(tenantId, id);
      return delivery ? { outcome: 'queued', delivery } : { outcome: 'not_found' };
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof createDeliveries>;
