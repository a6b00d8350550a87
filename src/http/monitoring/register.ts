/** The HTTP side of monitoring: the enrollment API and the webhook management routes. */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { TenantService } from '../../auth/tenants.js';
import type { Store } from '../../store/database.js';
import { registerEnrollmentRoutes } from './index.js';
import type { Monitoring } from '../../monitoring/service.js';
import { registerPutWebhookAuth } from '../webhooks/put-webhook-auth.js';
import { registerGetWebhookAuth } from '../webhooks/get-webhook-auth.js';
import { registerListDeliveries } from '../webhooks/list-deliveries.js';
import { registerEventCallbackToken } from '../webhooks/event-callback-token.js';

export { envelopeErrorFormatter, ENVELOPE_FORMAT } from './envelope.js';

export function registerMonitoringRoutes(app: App, services: {
  monitoring: Monitoring; tenants: TenantService; tokens: AccessTokens; store: Store; now: () => number;
}): void {
  const { monitoring } = services;
  registerEnrollmentRoutes(app, { tenants: services.tenants, monitoring, now: services.now });
  const admin = { tokens: services.tokens, webhookSettings: monitoring.webhookSettings, allow: monitoring.allow };
  registerPutWebhookAuth(app, admin);
  registerGetWebhookAuth(app, admin);
  registerEventCallbackToken(app, admin);
  registerListDeliveries(app, { tokens: services.tokens, db: services.store.db });
}
