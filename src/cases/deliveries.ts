/**
 * The webhooks a case's changes produced (status changes, flow events), with where each stands:
 * pending, waiting for its URL's handshake, delivered, dead after its retries, or cancelled. Read
 * by the outbox's end-client column (migration 0033); rows written before it are not listed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface CaseWebhook {
  id: string;
  eventType: string;
  url: string;
  status: string;
  attempts: number;
  /** The HTTP status of the last attempt; null before one, or when none answered. */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** At most this many, newest first: a run's events are a few per step. */
export const CASE_WEBHOOKS_MAX = 200;

export async function caseWebhooks(db: Kysely<Database>, tenantId: string, caseId: string): Promise<CaseWebhook[]> {
  const rows = await db
    .selectFrom('webhook_outbox')
    .select([
      'id',
      'event_type',
      'url',
      'status',
      'attempts',
      'last_status',
      'last_error',
      'created_at',
      'delivered_at',
    ])
    .where('end_client_id', '=', caseId)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CASE_WEBHOOKS_MAX)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    eventType: r.event_type,
    url: r.url,
    status: r.status,
    attempts: Number(r.attempts),
    lastStatus: r.last_status === null ? null : Number(r.last_status),
    lastError: r.last_error,
    createdAt: new Date(Number(r.created_at)).toISOString(),
    deliveredAt: r.delivered_at === null ? null : new Date(Number(r.delivered_at)).toISOString(),
  }));
}
