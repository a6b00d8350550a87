/**
 * PUT /admin/webhook-auth: the tenant's webhook authentication mode (none, basic, oauth), set with
 * the flow API's bearer token. Passwords and client secrets are sealed at rest and never shown
 * again; the answer carries the signing secret receivers verify `webhook-signature` with.
 */
import { clientActor } from '../../audit/trail.js';
import { errorResponses, AUTH_CODES, BODY_CODES } from '../contract/errors.js';
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { OAUTH } from '../contract/security.js';
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

export const WebhookAuthAnswer = Type.Object(
  {
    auth: Type.Union(
      [
        Type.Object({ mode: Type.Literal('none') }, { additionalProperties: false }),
        Type.Object(
          { mode: Type.Literal('basic'), username: Type.String({ description: 'Sent as Authorization: Basic' }) },
          { additionalProperties: false },
        ),
        Type.Object(
          {
            mode: Type.Literal('oauth'),
            tokenUrl: Type.String({ description: 'The receiver’s token endpoint (client credentials grant)' }),
            clientId: Type.String({ description: 'The client id Onward authenticates with there' }),
            scope: Type.Optional(Type.String({ description: 'The scope asked for' })),
          },
          { additionalProperties: false },
        ),
      ],
      { description: 'The mode; passwords and client secrets are never shown' },
    ),
    signingSecret: Type.String({ description: 'whsec_... secret for verifying webhook-signature' }),
  },
  {
    description: 'The webhook authentication mode and the signing secret',
    examples: [
      {
        auth: { mode: 'oauth', tokenUrl: 'https://hooks.example.com/token', clientId: 'onward', scope: 'webhooks' },
        signingSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      },
    ],
  },
);

export function registerPutWebhookAuth(app: App, deps: WebhookAdminDeps): void {
  app.put(
    '/admin/webhook-auth',
    {
      onRequest: requireBearer(deps.tokens),
      // The body is documented, not run: validateWebhookAuth names each problem (src/http/serializers.ts).
      attachValidation: true,
      schema: {
        tags: ['management'],
        summary: "Set the tenant's webhook authentication",
        security: OAUTH,
        description:
          'Body: {"mode":"none"} | {"mode":"basic","username","password"} | {"mode":"oauth","tokenUrl","clientId","clientSecret","scope"?}',
        // Checked by validateWebhookAuth, which names each problem; the schema documents the three modes.
        body: Type.Union(
          [
            Type.Object({ mode: Type.Literal('none') }, { additionalProperties: false }),
            Type.Object(
              {
                mode: Type.Literal('basic'),
                username: Type.String({ description: 'Sent as Authorization: Basic' }),
                password: Type.String({ description: 'Sealed at rest, never shown again' }),
              },
              { additionalProperties: false },
            ),
            Type.Object(
              {
                mode: Type.Literal('oauth'),
                tokenUrl: Type.String({ format: 'uri', description: 'The receiver’s token endpoint' }),
                clientId: Type.String({ description: 'Client id for the client credentials grant' }),
                clientSecret: Type.String({ description: 'Sealed at rest, never shown again' }),
                scope: Type.Optional(Type.String({ description: 'The scope to ask for' })),
              },
              { additionalProperties: false },
            ),
          ],
          {
            examples: [{ mode: 'basic', username: 'onward', password: 'correct-horse-battery-staple' }],
          },
        ),
        response: { 200: WebhookAuthAnswer, ...errorResponses([...BODY_CODES, ...AUTH_CODES]) },
      },
    },
    async (request) => {
      rethrowUnlessBody(request, { objectOnly: true });
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
      const saved = await deps.webhookSettings.putAuth(principal.tenantId, auth, clientActor(principal.clientId));
      return { auth: viewOf(saved.auth), signingSecret: saved.signingSecret };
    },
  );
}
