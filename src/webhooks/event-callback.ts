/**
 * The real API's flow-event envelope (Trulioo Workflow Studio's Event Dispatcher), so receivers
 * written for it take Onward's events unchanged (docs/webhooks.md, webhook format
 * `event_callback`):
 *
 *   {id, token, type: "EVENT_CALLBACK", event: {type, ts, user}, flowId, nodeId, userId,
 *    serviceType, test, retry, serviceData}
 *
 * and the one-time handshake before the first event to a URL, which the receiver answers by
 * echoing the challenge: {challenge, type: "URL_VERIFICATION", token}.
 *
 * The outbox stores an event without `id`, `token` and `retry`: they are set as each attempt is
 * sent, so `id` is the row id (the webhook-id, the same on every retry), `token` is the tenant's
 * current one (a rotation reaches queued events too, and no token sits in the outbox), and `retry`
 * counts the attempts before this one. The signature is computed per attempt over what is sent.
 */
import { randomBytes } from 'node:crypto';
import type { OutboxFormat } from './outbox.js';

/** The real API's event names that Onward sends (docs/webhooks.md maps each to what causes it). */
export const FLOW_EVENT_TYPES = [
  'FLOW_START',
  'STEP_SUBMIT',
  'INTERMEDIATE_EVENT_RECEIVED',
  'SERVICE_SUBMIT',
  'FLOW_END',
  'ABANDONED',
  'MANUALLY_ACCEPTED',
  'MANUALLY_REJECTED',
  'MANUALLY_PENDING_REVIEW',
  'MANUALLY_ABANDONED',
] as const;
export type FlowEventType = (typeof FLOW_EVENT_TYPES)[number];

/** An event as the outbox stores it: the envelope without its per-attempt fields. */
export interface StoredEventCallback {
  type: 'EVENT_CALLBACK';
  /** `ts`: Unix seconds of the change; `user`: the end client id, as in the real API's examples. */
  event: { type: FlowEventType; ts: number; user: string };
  flowId: string;
  /** The node the event is about; null for events of the whole run (FLOW_START, manual changes). */
  nodeId: string | null;
  /** The end client id. */
  userId: string;
  /** The service name (service nodes) or step type (form, sms, provider_doc_v, ...); null otherwise. */
  serviceType: string | null;
  /** True for runs of a /test version. */
  test: boolean;
  serviceData: unknown;
  /**
   * Onward's addition, only on an owner's run in end-to-end business verification: the business
   * run it belongs to (docs/kyb-end-to-end.md). Receivers of the real API ignore it.
   */
  ownerOf?: { businessEndClientId: string; businessFlowId: string; nodeId: string; ownerIndex: number };
}

/** What a receiver gets. */
export interface EventCallback extends StoredEventCallback {
  id: string;
  token: string;
  /** Attempts made before this one: 0 on the first delivery. */
  retry: number;
}

export interface UrlVerification {
  challenge: string;
  type: 'URL_VERIFICATION';
  token: string;
}

/** The body of one attempt, in the real API's field order. */
export function eventCallbackBody(stored: string, sent: { id: string; token: string; retry: number }): string {
  const s = JSON.parse(stored) as StoredEventCallback;
  const body: EventCallback = {
    id: sent.id,
    token: sent.token,
    type: s.type,
    event: s.event,
    flowId: s.flowId,
    nodeId: s.nodeId,
    userId: s.userId,
    serviceType: s.serviceType,
    test: s.test,
    retry: sent.retry,
    serviceData: s.serviceData,
    ...(s.ownerOf ? { ownerOf: s.ownerOf } : {}),
  };
  return JSON.stringify(body);
}

/** 32 random base64url characters, new for every handshake attempt so no earlier answer can be replayed. */
export function newChallenge(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Why a 2xx answer to a handshake does not echo `challenge`, or undefined when it does. Accepted:
 * a JSON object whose `challenge` is the challenge, a JSON string of it, or the challenge as plain
 * text; whitespace around the body is ignored, the content type is not looked at.
 */
export function echoProblem(answer: Buffer, challenge: string): string | undefined {
  const text = answer.toString('utf8').trim();
  if (text === challenge) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed === challenge) return undefined;
  if (typeof parsed === 'object' && parsed !== null && (parsed as Record<string, unknown>).challenge === challenge)
    return undefined;
  return 'the answer does not echo the challenge';
}

/** What one attempt of an outbox row sends, and the answer check of a handshake. */
export interface Outgoing {
  body: string;
  check?: (answer: Buffer) => string | undefined;
}

export function outgoing(
  row: { id: string; format: OutboxFormat; body: string; attempts: number },
  token: string,
): Outgoing {
  switch (row.format) {
    case 'standard':
      return { body: row.body };
    case 'event_callback':
      return { body: eventCallbackBody(row.body, { id: row.id, token, retry: row.attempts - 1 }) };
    case 'url_verification': {
      const challenge = newChallenge();
      const handshake: UrlVerification = { challenge, type: 'URL_VERIFICATION', token };
      return { body: JSON.stringify(handshake), check: (answer) => echoProblem(answer, challenge) };
    }
  }
}
