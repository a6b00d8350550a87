/**
 * GET /admin/event-callback-token and POST /admin/event-callback-token/rotate: the `token` every
 * flow event in the real API's envelope carries (and the URL_VERIFICATION handshake too), so a
 * receiver can compare it, as receivers of the real API do. A rotation takes effect at the next
 * delivery attempt, queued events and retries included: the token is set into each body when it
 * is sent, never stored with the event.
 */
import { clientActor } from '../../audit/trail.js';
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { WebhookSettingsStore } from '../../webhooks/index.js';

export interface EventTokenDeps {
  tokens: AccessTokens;
  webhookSettings: Pick<WebhookSettingsStore, 'get' | 'rotateEventToken'>;
}

const TokenAnswer = Type.Object(
  {
    token: Type.String({
      description: 'The `token` of every EVENT_CALLBACK and URL_VERIFICATION body sent for this tenant',
    }),
  },
  { description: 'The verification token', examples: [{ token: 'evt_4c2f0a9d8e7b6a5f4c3d2e1f0a9b8c7d' }] },
);

export function registerEventCallbackToken(app: App, deps: EventTokenDeps): void {
  const guard = { onRequest: requireBearer(deps.tokens) };
  app.get(
    '/admin/event-callback-token',
    {
      ...guard,
      schema: {
        tags: ['management'],
        summary: "The tenant's flow-event verification token",
        description:
          "The `token` field that every EVENT_CALLBACK and URL_VERIFICATION body sent for this tenant carries, so a receiver can tell Onward's events from others.",
        security: OAUTH,
        response: { 200: TokenAnswer, ...errorResponses([...AUTH_CODES]) },
      },
    },
    async (request) => ({ token: (await deps.webhookSettings.get(principalOf(request).tenantId)).eventToken }),
  );

  app.post(
    '/admin/event-callback-token/rotate',
    {
      ...guard,
      schema: {
        tags: ['management'],
        summary: "Replace the tenant's flow-event verification token",
        description:
          'Issues a new token for EVENT_CALLBACK and URL_VERIFICATION bodies; events sent from now on carry it. The old token is not sent again, not even on retries of events already queued.',
        security: OAUTH,
        response: { 200: TokenAnswer, ...errorResponses([...AUTH_CODES]) },
      },
    },
    async (request) => {
      const { tenantId, clientId } = principalOf(request);
      return { token: (await deps.webhookSettings.rotateEventToken(tenantId, clientActor(clientId))).eventToken };
    },
  );
}
