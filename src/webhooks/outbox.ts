/**
 * The webhook outbox: a message is a row written in the same transaction as the event that
 * produced it (a scan result, a status change, a flow event), so it exists exactly when the event
 * committed. Its id is the Standard Webhooks `webhook-id` and never changes across retries, so
 * receivers can deduplicate.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

/** `waiting`: a flow event whose URL has not passed its handshake yet (url-verification.ts). */
export type OutboxStatus = 'pending' | 'waiting' | 'delivered' | 'dead' | 'cancelled';

/**
 * How a row is sent: `standard` as stored; `event_callback` with its per-attempt fields (id, token,
 * retry) set at delivery (event-callback.ts); `url_verification` made anew for each attempt.
 */
export type OutboxFormat = 'standard' | 'event_callback' | 'url_verification';

interface MessageBase {
  tenantId: string;
  eventType: string;
  url: string;
  body: string;
  /** When the event was due (a scan's scheduled time); for the due-to-delivered latency. */
  dueAt?: number;
  /** The end client whose change it reports, so its case view lists the delivery. */
  endClientId?: string;
}

/** A message sent as stored, signed by the Standard Webhooks scheme (monitoring callbacks, status events). */
export type StandardMessage = MessageBase & { format?: 'standard'; enrollmentId?: string | null };

export type OutboxMessage =
  | StandardMessage
  /** `body` is the stored envelope of event-callback.ts; written by addEventCallbacks only. */
  | (MessageBase & { format: 'event_callback' });

type Written = OutboxMessage | (MessageBase & { format: 'url_verification' });

/** The row of a new message; `waiting` only for flow events of a URL not yet verified. */
export function outboxRow(msg: Written, now: number, status: Extract<OutboxStatus, 'pending' | 'waiting'> = 'pending') {
  return {
    id: `msg_${randomUUID().replace(/-/g, '')}`,
    tenant_id: msg.tenantId,
    enrollment_id: 'enrollmentId' in msg ? (msg.enrollmentId ?? null) : null,
    event_type: msg.eventType,
    url: msg.url,
    body: msg.body,
    format: msg.format ?? 'standard',
    status,
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_status: null,
    last_error: null,
    due_at: msg.dueAt ?? now,
    created_at: now,
    updated_at: now,
    delivered_at: null,
    end_client_id: msg.endClientId ?? null,
  };
}

export async function addToOutbox(
  executor: Kysely<Database>,
  msg: Written,
  now: number,
  status?: Extract<OutboxStatus, 'pending' | 'waiting'>,
): Promise<string> {
  const row = outboxRow(msg, now, status);
  await executor.insertInto('webhook_outbox').values(row).execute();
  return row.id;
}

/** Stops messages of an enrollment that have not gone out yet (the enrollment was deleted). */
export async function cancelPending(executor: Kysely<Database>, enrollmentId: string, now: number): Promise<number> {
  const r = await executor
    .updateTable('webhook_outbox')
    .set({ status: 'cancelled', last_error: 'enrollment deleted', updated_at: now })
    .where('enrollment_id', '=', enrollmentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
