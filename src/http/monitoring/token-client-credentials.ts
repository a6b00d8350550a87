/** POST /Token/ClientCredentials: a token pair for an OAuth client id and secret of the tenant. */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { NONE } from '../contract/security.js';
import { envelopeErrorResponses, BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { ok } from './envelope.js';
import { checkRate, envelopeConfig, EnvelopeSchema, stringFields, TAGS, type EnrollmentRouteDeps } from './common.js';
import { TOKEN_RESULT_EXAMPLE, TokenResult } from './token.js';

export function registerTokenClientCredentials(app: App, deps: EnrollmentRouteDeps): void {
  app.post(
    `${deps.monitoring.basePath}/Token/ClientCredentials`,
    {
      config: envelopeConfig,
      attachValidation: true,
      schema: {
        tags: TAGS,
        security: NONE,
        summary: 'Get an access token with a client id and secret',
        description:
          "As POST /Token, with an OAuth client's `{ClientID, ClientSecret}` instead of a username and password.",
        body: Type.Object(
          {
            ClientID: Type.String({ description: 'The OAuth client id' }),
            ClientSecret: Type.String({ description: 'Its secret' }),
          },
          { additionalProperties: false, examples: [{ ClientID: 'client-a', ClientSecret: 'secret-a' }] },
        ),
        response: {
          200: EnvelopeSchema(TokenResult, TOKEN_RESULT_EXAMPLE),
          ...envelopeErrorResponses([...BODY_CODES, 4050, 4429]),
        },
      },
    },
    async (request, reply) => {
      rethrowUnlessBody(request);
      const { ClientID, ClientSecret } = stringFields(request.body, ['ClientID', 'ClientSecret'] as const);
      const keys = [`client:${ClientID}`, `ip:${request.ip}`];
      await checkRate(deps, keys);
      const client = await deps.tenants.authenticateClient(ClientID, ClientSecret);
      if (!client) {
        await deps.monitoring.limiter.fail(keys);
        throw new OnwardError(4050, 'Invalid client id or secret');
      }
      await deps.monitoring.limiter.succeed(keys);
      const pair = await deps.monitoring.tokens.issue(client.tenantId, `client:${client.clientId}`);
      return reply.header('cache-control', 'no-store').send(ok('POST', pair));
    },
  );
}
