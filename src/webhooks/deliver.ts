/**
 * One webhook delivery attempt: sign, authenticate, POST, classify. The outbox worker calls it
 * outside any database transaction and records the returned attempt; policy.ts turns the attempt
 * into "delivered", "retry at" or "dead-letter".
 */
import { performance } from 'node:perf_hooks';
import type { OutboundClient, OutboundOutcome } from '../outbound/client.js';
import { classifyOutcome } from '../outbound/classify.js';
import { createWebhookAuthorizer, type WebhookAuth, type WebhookAuthorizer } from './auth.js';
import { webhookHeaders } from './signature.js';

export interface DeliverWebhookInput {
  url: string;
  /** The exact JSON text to send; the signature covers these bytes. */
  body: string;
  /** Stable across retries (the outbox row id), so receivers can deduplicate. */
  id: string;
  /**
   * Unix seconds of this attempt; default now. Pass the attempt time, not the event time: a retry
   * hours later signed with the event time would fail every receiver's replay window.
   */
  timestamp?: number;
  /** `whsec_...` secret(s); several during rotation. */
  signingSecret: string | readonly string[];
  auth: WebhookAuth;
  client: OutboundClient;
  /** Token cache to use; by default one shared per client. */
  authorizer?: WebhookAuthorizer;
  timeoutMs?: number;
  /** Extra headers, e.g. an attempt counter. */
  headers?: Record<string, string>;
  /**
   * Checks a 2xx answer's body (a handshake must echo its challenge): a problem makes the attempt
   * fail, retryable, with the problem as its error.
   */
  check?: (answer: Buffer) => string | undefined;
}

export interface DeliveryAttempt {
  ok: boolean;
  status?: number;
  error?: string;
  durationMs: number;
  /** Whether a later attempt may succeed (ignored when ok). */
  retry: boolean;
  /** The start of the receiver's answer, for the delivery listing. */
  responseSnippet?: string;
}

const SNIPPET_CHARS = 500;
const authorizers = new WeakMap<OutboundClient, WebhookAuthorizer>();

function authorizerFor(client: OutboundClient): WebhookAuthorizer {
  let a = authorizers.get(client);
  if (!a) {
    a = createWebhookAuthorizer({ client });
    authorizers.set(client, a);
  }
  return a;
}

function describe(outcome: Exclude<OutboundOutcome, { kind: 'response' }>): string {
  switch (outcome.kind) {
    case 'timeout':
      return `timeout (${outcome.phase})`;
    case 'refused':
      return `refused: ${outcome.reason}`;
    case 'network_error':
      return `network error: ${outcome.message}`;
  }
}

export async function deliverWebhook(input: DeliverWebhookInput): Promise<DeliveryAttempt> {
  const started = performance.now();
  const elapsed = (): number => Math.round(performance.now() - started);
  const authorizer = input.authorizer ?? authorizerFor(input.client);
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  let signed: Record<string, string>;
  try {
    signed = webhookHeaders({ id: input.id, timestamp, body: input.body }, input.signingSecret);
  } catch (error) {
    return { ok: false, error: `cannot sign: ${(error as Error).message}`, retry: false, durationMs: elapsed() };
  }

  const send = async (
    fresh: boolean,
  ): Promise<OutboundOutcome | { kind: 'auth_failed'; error: string; retry: boolean }> => {
    const auth = await authorizer.authorization(input.auth, { fresh });
    if (!auth.ok) return { kind: 'auth_failed', error: auth.error, retry: auth.retry };
    const headers: Record<string, string> = {
      ...input.headers,
      ...signed,
      'content-type': 'application/json',
      'user-agent': 'Onward-Webhooks/1',
    };
    if (auth.authorization !== undefined) headers.authorization = auth.authorization;
    return input.client.request({
      url: input.url,
      method: 'POST',
      body: input.body,
      headers,
      ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
    });
  };

  let outcome = await send(false);
  // A 401 under OAuth usually means the receiver revoked or rotated our cached token: renew once.
  if (outcome.kind === 'response' && outcome.status === 401 && input.auth.mode === 'oauth') outcome = await send(true);

  if (outcome.kind === 'auth_failed')
    return { ok: false, error: outcome.error, retry: outcome.retry, durationMs: elapsed() };
  const verdict = classifyOutcome(outcome);
  if (outcome.kind !== 'response')
    return { ok: false, error: describe(outcome), retry: verdict === 'retry', durationMs: elapsed() };
  const attempt: DeliveryAttempt = {
    ok: verdict === 'success',
    status: outcome.status,
    retry: verdict === 'retry',
    durationMs: elapsed(),
  };
  const snippet = outcome.body
    .subarray(0, SNIPPET_CHARS * 4)
    .toString('utf8')
    .slice(0, SNIPPET_CHARS);
  if (snippet !== '') attempt.responseSnippet = snippet;
  if (!attempt.ok) attempt.error = `HTTP ${outcome.status}`;
  const problem = attempt.ok && input.check ? input.check(outcome.body) : undefined;
  if (problem !== undefined) return { ...attempt, ok: false, retry: true, error: problem };
  return attempt;
}
