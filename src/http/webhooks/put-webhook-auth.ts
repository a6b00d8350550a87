/**
 * PUT /admin/webhook-auth: the tenant's webhook authentication mode (none, basic, oauth), set with
 * the flow API's bearer token. Passwords and client secrets are sealed at rest and never shown
 * again; the answer carries the signing secret receivers verify `webhook-signature` with.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import { checkUrl, type AllowList } from '../../outbound/guard.js';
import { validateWebhookAuth, viewOf, type WebhookAuth, type WebhookSettingsStore } from '../../webhooks/index.js';

export interface WebhookAdminDeps {
  tokens: AccessTokens;
  webhookSettings: Pick<WebhookSettingsStore, 'get' | 'putAuth'>;
  allow: AllowList;
}

export const WebhookAuthAnswer = Type.Object({
  auth: Type.Object({ mode: Type.String() }, { additionalProperties: true }),
  signingSecret: Type.String({ description: 'whsec_... secret for verifying webhook-signature' }),
});

export function registerPutWebhookAuth(app: App, deps: WebhookAdminDeps): void {
  app.put(
    '/admin/webhook-auth',
    {
      preHandler: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: "Set the tenant's webhook authentication",
        security: [{ bearer: [] }],
        description:
          'Body: {"mode":"none"} | {"mode":"basic","username","password"} | {"mode":"oauth","tokenUrl","clientId","clientSecret","scope"?}',
        body: Type.Object({ mode: Type.String() }, { additionalProperties: true }),
        response: { 200: WebhookAuthAnswer },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const body = request.body as Record<string, unknown>;
      const problems = validateWebhookAuth(body);
      if (body.mode === 'oauth' && typeof body.tokenUrl === 'string' && problems.length === 0) {
        const verdict = checkUrl(body.tokenUrl, deps.allow);
        if (!verdict.ok) problems.push(`tokenUrl is not allowed: ${verdict.reason}`);
      }
      if (problems.length > 0) {
        throw new OnwardError(
          4400,
          problems[0],
          problems.map((message) => ({ field: 'body', reason: 'invalid', message })),
        );
      }
      const auth: WebhookAuth =
        body.mode === 'basic'
          ? { mode: 'basic', username: body.username as string, password: body.password as string }
          : body.mode === 'oauth'
            ? {
                mode: 'oauth',
                tokenUrl: body.tokenUrl as string,
                clientId: body.clientId as string,
                clientSecret: body.clientSecret as string,
                ...(typeof body.scope === 'string' && body.scope !== '' ? { scope: body.scope } : {}),
              }
            : { mode: 'none' };
      const saved = await deps.webhookSettings.putAuth(principal.tenantId, auth);
      return { auth: viewOf(saved.auth), signingSecret: saved.signingSecret };
    },
  );
}
