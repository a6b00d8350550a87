/** The webhook management routes: per-tenant auth, the flow-event token, deliveries and their attempts. */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { Webhooks } from '../../webhooks/index.js';
import { registerPutWebhookAuth } from './put-webhook-auth.js';
import { registerGetWebhookAuth } from './get-webhook-auth.js';
import { registerListDeliveries } from './list-deliveries.js';
import { registerEventCallbackToken } from './event-callback-token.js';

export function registerWebhookRoutes(
  app: App,
  services: {
    webhooks: Pick<Webhooks, 'settings' | 'allow' | 'deliveries'>;
    tokens: AccessTokens;
  },
): void {
  const admin = {
    tokens: services.tokens,
    webhookSettings: services.webhooks.settings,
    allow: services.webhooks.allow,
  };
  registerPutWebhookAuth(app, admin);
  registerGetWebhookAuth(app, admin);
  registerEventCallbackToken(app, admin);
  registerListDeliveries(app, { tokens: services.tokens, deliveries: services.webhooks.deliveries });
}
