/**
 * The webhook outbox: a message is a row written in the same transaction as the event that
 * produced it (a scan result), so it exists exactly when the event committed. Its id is the
 * Standard Webhooks `webhook-id` and never changes across retries, so receivers can deduplicate.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export type OutboxStatus = 'pending' | 'delivered' | 'dead' | 'cancelled';

export interface OutboxMessage {
  tenantId: string;
  enrollmentId?: string | null;
  eventType: string;
  url: string;
  body: string;
  /** When the event was due (a scan's scheduled time); for the due-to-delivered latency. */
  dueAt?: number;
}

export async function addToOutbox(executor: Kysely<Database>, msg: OutboxMessage, now: number): Promise<string> {
  const id = `msg_${randomUUID().replace(/-/g, '')}`;
  await executor.insertInto('webhook_outbox').values({
    id, tenant_id: msg.tenantId, enrollment_id: msg.enrollmentId ?? null, event_type: msg.eventType, url: msg.url,
    body: msg.body, status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null, last_status: null,
    last_error: null, due_at: msg.dueAt ?? now, created_at: now, updated_at: now, delivered_at: null,
  }).execute();
  return id;
}

/** Stops messages of an enrollment that have not gone out yet (the enrollment was deleted). */
export async function cancelPending(executor: Kysely<Database>, enrollmentId: string, now: number): Promise<number> {
  const r = await executor.updateTable('webhook_outbox')
    .set({ status: 'cancelled', last_error: 'enrollment deleted', updated_at: now })
    .where('enrollment_id', '=', enrollmentId).where('status', '=', 'pending').executeTakeFirst();
  return Number(r.numUpdatedRows);
}
