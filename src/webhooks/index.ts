/**
 * What other modules use of webhooks: the composition (service.ts) with its outbox port, the
 * message shapes producers build, and what the management routes show and check.
 */
export {
  addOutboxMessages,
  createWebhooks,
  type WebhookKeys,
  type WebhookOutbox,
  type Webhooks,
  type WebhooksConfig,
  type WebhooksDeps,
} from './service.js';
export type { OutboxMessage, StandardMessage } from './outbox.js';
export type { EventCallbackMessage } from './url-verification.js';
export type { FlowEventType, StoredEventCallback } from './event-callback.js';
export { validateWebhookAuth, type WebhookAuth } from './auth.js';
export { viewOf, type WebhookSettingsStore } from './settings.js';
export {
  OUTBOX_STATUSES,
  type DeliveryRetry,
  type DeliveryView,
  type RetryOutcome,
  type WebhookDeliveries,
} from './deliveries.js';
