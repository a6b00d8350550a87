/**
 * The webhooks module's composition: the secret box, the per-tenant settings (auth, signing
 * secret, event token), the outbox and its dispatcher. createServices builds it before any
 * producer, so monitoring scans, run events and status changes all hand their messages to the
 * same outbox port; `start` runs the dispatcher (API-only processes may skip it), `stop` drains it.
 *
 * It imports no other domain: keys arrive as functions (the key ring stays in auth), and the
 * messages arrive already built (their producers own what they say).
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Store } from '../store/database.js';
import type { Database } from '../store/schema.js';
import type { OutboundClient } from '../outbound/client.js';
import { createAllowList, type AllowList } from '../outbound/guard.js';
import { createSecretBox, type SecretBox } from './secret-box.js';
import { createWebhookSettings, type WebhookSettingsDeps, type WebhookSettingsStore } from './settings.js';
import { createWebhookDispatcher } from './dispatcher.js';
import { createDeliveries, type DeliveriesDeps, type WebhookDeliveries } from './deliveries.js';
import { addToOutbox, cancelPending, type OutboxMessage, type StandardMessage } from './outbox.js';
import { addEventCallbacks, type EventCallbackMessage } from './url-verification.js';

/**
 * How every producer hands messages to the webhooks. `add` and `cancelEnrollment` write within the
 * producer's transaction, so a message exists exactly when its event committed; `wake` comes after
 * the commit (never inside: it may start a delivery, an outbound call).
 */
export interface WebhookOutbox {
  /** Writes the messages within `executor`; resolves to how many. */
  add(executor: Kysely<Database>, messages: readonly OutboxMessage[], at: number): Promise<number>;
  /** Writes one plain (Standard Webhooks) message within `executor`; resolves to its id, the webhook-id. */
  addOne(executor: Kysely<Database>, message: StandardMessage, at: number): Promise<string>;
  /** Stops an enrollment's messages that have not gone out yet (the enrollment was deleted). */
  cancelEnrollment(executor: Kysely<Database>, enrollmentId: string, at: number): Promise<number>;
  /** The dispatcher looks for due messages now instead of at its next poll; a no-op until started. */
  wake(): void;
}

/** The key ring's keys webhooks use, read on first need (a process that sends nothing reads none). */
export interface WebhookKeys {
  /** The `webhook-secrets` key: seals stored secrets when no encryption key is configured. */
  sealing(): Promise<Uint8Array>;
  /** The `event-callback-token` key: derives each tenant's flow-event token. */
  eventToken(): Promise<Uint8Array>;
}

export interface WebhooksConfig {
  /** ONWARD_WEBHOOK_ENCRYPTION_KEY; without it the key ring's sealing key. */
  encryptionKey: Uint8Array | undefined;
  /** Waits before retries 2..n+1 (ONWARD_WEBHOOK_RETRY_SCHEDULE). */
  retryScheduleMs: readonly number[];
  /** ONWARD_OUTBOUND_ALLOW: the private addresses callback and token URLs may name. */
  outboundAllow: readonly string[];
}

export interface WebhooksDeps {
  store: Store;
  outbound: OutboundClient;
  keys: WebhookKeys;
  config: WebhooksConfig;
  logger: Logger;
  now: () => number;
  dispatcher?: { batchSize?: number; concurrency?: number; pollMs?: number; leaseMs?: number; timeoutMs?: number };
  /** Settings changes for the audit trail, in their own transaction (settings.ts). */
  recordSettingsChange?: WebhookSettingsDeps['recordChange'];
  /** "Retry now" of a delivery for the audit trail, in its own transaction (deliveries.ts). */
  recordDeliveryRetry?: DeliveriesDeps['recordRetry'];
}

export interface Webhooks {
  outbox: WebhookOutbox;
  /** Per-tenant settings: the management routes, and tests verifying signatures. */
  settings: WebhookSettingsStore;
  /** What callback URLs and OAuth token URLs are checked against when they are set. */
  allow: AllowList;
  /** The messages with their attempts, and "retry now" (deliveries.ts). */
  deliveries: WebhookDeliveries;
  /** Claims and delivers due messages now, started or not (tests); resolves to how many were attempted. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the deliveries in flight to be recorded. */
  stop(): Promise<void>;
  /** Stops at once and records nothing more, as a killed process would (crash tests). */
  halt(): void;
}

/**
 * Writes messages of any format within `executor`: flow events in the real API's envelope go
 * through their URL's handshake (url-verification.ts), the others straight to the outbox.
 */
export async function addOutboxMessages(
  executor: Kysely<Database>,
  messages: readonly OutboxMessage[],
  at: number,
): Promise<number> {
  const callbacks: EventCallbackMessage[] = [];
  for (const message of messages) {
    if (message.format === 'event_callback') callbacks.push(message);
    else await addToOutbox(executor, message, at);
  }
  if (callbacks.length > 0) await addEventCallbacks(executor, callbacks, at);
  return messages.length;
}

export function createWebhooks(deps: WebhooksDeps): Webhooks {
  const { config, keys } = deps;
  // Both keys are read once, lazily: every process derives the same values from the key ring.
  let box: Promise<SecretBox> | undefined;
  const secretBox = () => {
    box ??= (async () => createSecretBox(config.encryptionKey ?? (await keys.sealing())))();
    return box;
  };
  let tokenKey: Promise<Uint8Array> | undefined;
  const settings = createWebhookSettings({
    db: deps.store.db,
    box: secretBox,
    now: deps.now,
    tokenKey: () => (tokenKey ??= keys.eventToken()),
    ...(deps.recordSettingsChange ? { recordChange: deps.recordSettingsChange } : {}),
  });
  const dispatcher = createWebhookDispatcher({
    store: deps.store,
    client: deps.outbound,
    settings,
    scheduleMs: config.retryScheduleMs,
    logger: deps.logger,
    now: deps.now,
    ...deps.dispatcher,
  });

  return {
    outbox: {
      add: addOutboxMessages,
      addOne: (executor, message, at) => addToOutbox(executor, message, at),
      cancelEnrollment: cancelPending,
      wake: () => dispatcher.wake(),
    },
    settings,
    allow: createAllowList(config.outboundAllow),
    deliveries: createDeliveries({
      db: deps.store.db,
      now: deps.now,
      wake: () => dispatcher.wake(),
      ...(deps.recordDeliveryRetry ? { recordRetry: deps.recordDeliveryRetry } : {}),
    }),
    runDue: () => dispatcher.runOnce(),
    start: () => dispatcher.start(),
    stop: () => dispatcher.stop(),
    halt: () => dispatcher.halt(),
  };
}
