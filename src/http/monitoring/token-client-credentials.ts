/** POST /Token/ClientCredentials: a token pair for an OAuth client id and secret of the tenant. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { ok } from './envelope.js';
import { checkRate, envelopeConfig, EnvelopeSchema, stringFields, TAGS, type EnrollmentRouteDeps } from './common.js';
import { TokenResult } from './token.js';

export function registerTokenClientCredentials(app: App, deps: EnrollmentRouteDeps): void {
  app.post(
    `${deps.monitoring.basePath}/Token/ClientCredentials`,
    {
      config: envelopeConfig,
      schema: {
        tags: TAGS,
        summary: 'Get an access token with a client id and secret',
        body: Type.Partial(Type.Object({ ClientID: Type.String(), ClientSecret: Type.String() }), {
          additionalProperties: true,
        }),
        response: { 200: EnvelopeSchema(TokenResult) },
      },
    },
    async (request, reply) => {
      const { ClientID, ClientSecret } = stringFields(request.body, ['ClientID', 'ClientSecret'] as const);
      const keys = [`client:${ClientID}`, `ip:${request.ip}`];
      checkRate(deps, keys);
      const client = await deps.tenants.authenticateClient(ClientID, ClientSecret);
      if (!client) {
        deps.monitoring.limiter.fail(keys);
        throw new OnwardError(4050, 'Invalid client id or secret');
      }
      deps.monitoring.limiter.succeed(keys);
      const pair = await deps.monitoring.tokens.issue(client.tenantId, `client:${client.clientId}`);
      return reply.header('cache-control', 'no-store').send(ok('POST', pair));
    },
  );
}
