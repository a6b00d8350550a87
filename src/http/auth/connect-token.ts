/**
 * POST /connect/token: OAuth 2.0 client credentials (RFC 6749 §4.4), wire-compatible with the real
 * service: form-encoded (JSON also accepted), client authentication in the body or by HTTP Basic
 * (RFC 6749 §2.3.1). Errors use RFC 6749 §5.2 bodies, not the flow API's ErrorResponse.
 */
import { statusOf } from '../status.js';
import { oauthErrorResponses } from '../contract/errors.js';
import { NONE } from '../contract/security.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types.js';
import type { OnwardError } from '../../errors/index.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { TenantService } from '../../auth/tenants.js';
import { parseBasicAuthorization } from '../../auth/basic.js';
import type { FailureLimiter } from '../../auth/failure-limiter.js';

export interface ConnectTokenDeps {
  tenants: Pick<TenantService, 'authenticateClient'>;
  tokens: Pick<AccessTokens, 'issue'>;
  authLimiter: FailureLimiter;
}

type OAuthErrorCode =
  'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope' | 'temporarily_unavailable';

export function oauthErrorFormatter(error: OnwardError): unknown {
  // A fault of ours is not the client's invalid request (RFC 6749 §5.2 has no 5xx code; server_error is §4.1.2.1's).
  // Too many requests is not an invalid one either: the same word as the credential limiter's 429.
  const status = statusOf(error.code);
  const word = status >= 500 ? 'server_error' : status === 429 ? 'temporarily_unavailable' : 'invalid_request';
  return { error: word, error_description: error.message };
}

function oauthError(reply: FastifyReply, error: OAuthErrorCode, description: string, status = 400) {
  return reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const v = body[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function registerConnectToken(app: App, deps: ConnectTokenDeps): void {
  app.post(
    '/connect/token',
    {
      config: { errorFormat: 'oauth' },
      schema: {
        tags: ['auth'],
        security: NONE,
        summary: 'Get an access token (OAuth 2.0 client credentials)',
        description:
          "The token for the flow execution API (flows published as authenticated, provider-step results), end clients, files, signed URLs, screening, business search and the management API. Send `grant_type=client_credentials` with the client id and secret as HTTP Basic (or `client_id` / `client_secret` in the body), form-encoded or JSON. The answer's `access_token` goes into `Authorization: Bearer <token>`; it expires after `expires_in` seconds, and a new token does not revoke older ones. Repeated failures of one client or address are refused for a while (429 with Retry-After).",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: {
          200: {
            type: 'object',
            properties: {
              access_token: {
                type: 'string',
                description: 'The access token (a signed JWT); send it as Authorization: Bearer <access_token>',
              },
              token_type: { type: 'string', enum: ['Bearer'], description: 'Always Bearer' },
              expires_in: { type: 'integer', description: 'Lifetime in seconds' },
              scope: { type: 'string', description: 'The scopes granted (workflow.studio.api)' },
            },
            required: ['access_token', 'token_type', 'expires_in', 'scope'],
            additionalProperties: false,
            examples: [
              {
                access_token: 'eyJhbGciOiJFUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJjbGllbnQtMSJ9.c2lnbmF0dXJl',
                token_type: 'Bearer',
                expires_in: 3600,
                scope: 'workflow.studio.api',
              },
            ],
          },
          ...oauthErrorResponses({
            400: ['invalid_request', 'unsupported_grant_type', 'invalid_client', 'invalid_scope'],
            413: ['invalid_request'],
            415: ['invalid_request'],
            429: ['temporarily_unavailable'],
            500: ['server_error'],
          }),
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const grantType = field(body, 'grant_type');
      if (!grantType) return oauthError(reply, 'invalid_request', 'grant_type is required');
      if (grantType !== 'client_credentials')
        return oauthError(reply, 'unsupported_grant_type', 'only client_credentials is supported');

      const basic = parseBasicAuthorization(request.headers.authorization);
      const clientId = basic?.username ?? field(body, 'client_id');
      const clientSecret = basic?.password ?? field(body, 'client_secret');
      if (!clientId || !clientSecret)
        return oauthError(reply, 'invalid_request', 'client_id and client_secret are required');

      const keys = [`client:${clientId}`, `ip:${request.ip}`];
      const wait = await deps.authLimiter.blockedFor(keys);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        return oauthError(reply, 'temporarily_unavailable', 'too many failed attempts; retry later', 429);
      }
      const client = await deps.tenants.authenticateClient(clientId, clientSecret);
      if (!client) {
        await deps.authLimiter.fail(keys);
        return oauthError(reply, 'invalid_client', 'client authentication failed');
      }
      await deps.authLimiter.succeed(keys);

      const requested = field(body, 'scope')?.split(/\s+/).filter(Boolean);
      const scopes = requested ?? client.scopes;
      if (scopes.some((s) => !client.scopes.includes(s)))
        return oauthError(reply, 'invalid_scope', 'scope not granted to this client');

      const { token, expiresIn } = await deps.tokens.issue({ tenantId: client.tenantId, clientId, scopes });
      return reply
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send({ access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' ') });
    },
  );
}
