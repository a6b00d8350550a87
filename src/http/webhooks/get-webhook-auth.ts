/** GET /admin/webhook-auth: the tenant's webhook mode (without secrets) and its signing secret. */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import { viewOf } from '../../webhooks/index.js';
import { WebhookAuthAnswer, type WebhookAdminDeps } from './put-webhook-auth.js';

export function registerGetWebhookAuth(app: App, deps: WebhookAdminDeps): void {
  app.get(
    '/admin/webhook-auth',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: "The tenant's webhook authentication and signing secret",
        description:
          "How Onward authenticates to the tenant's webhook receivers (none, Basic or OAuth client credentials; secrets are never shown) and the `whsec_` secret that receivers verify the `webhook-signature` header with (Standard Webhooks).",
        security: OAUTH,
        response: { 200: WebhookAuthAnswer, ...errorResponses([...AUTH_CODES]) },
      },
    },
    async (request) => {
      const settings = await deps.webhookSettings.get(principalOf(request).tenantId);
      return { auth: viewOf(settings.auth), signingSecret: settings.signingSecret };
    },
  );
}
