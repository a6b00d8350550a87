/** POST /Token: an enrollment-API token pair for a username and password (an enrollment user). */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { NONE } from '../contract/security.js';
import { envelopeErrorResponses, BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { ok } from './envelope.js';
import { checkRate, envelopeConfig, EnvelopeSchema, stringFields, TAGS, type EnrollmentRouteDeps } from './common.js';

export const TokenResult = Type.Object(
  {
    Token: Type.String({ description: 'The access token; send it as Authorization: Bearer <Token>' }),
    TokenType: Type.Literal('bearer'),
    RefreshToken: Type.String({ description: 'Single use: POST /Token/Refresh exchanges it for a new pair' }),
    ExpiresIn: Type.Integer({ description: 'Access token lifetime in seconds' }),
  },
  { description: 'The token pair' },
);
export const TOKEN_RESULT_EXAMPLE = {
  Token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyLWEifQ.c2lnbmF0dXJl',
  TokenType: 'bearer',
  RefreshToken: 'rt_8f3a1c9e2b7d4a6f',
  ExpiresIn: 3600,
};

export function registerToken(app: App, deps: EnrollmentRouteDeps): void {
  app.post(
    `${deps.monitoring.basePath}/Token`,
    {
      config: envelopeConfig,
      attachValidation: true,
      schema: {
        tags: TAGS,
        security: NONE,
        summary: 'Get an access token with a username and password',
        description:
          "The enrollment API's sign-in: `{Username, Password}` of an enrollment user. `Result.Token` goes into `Authorization: Bearer <Token>` on every /Enrollment call; it expires after `ExpiresIn` seconds, and `Result.RefreshToken` gets a new pair once (POST /Token/Refresh). Repeated failures are refused for a while (429 with Retry-After).",
        body: Type.Object(
          { Username: Type.String(), Password: Type.String() },
          { additionalProperties: false, examples: [{ Username: 'user-a', Password: 'password-a' }] },
        ),
        response: {
          200: EnvelopeSchema(TokenResult, TOKEN_RESULT_EXAMPLE),
          ...envelopeErrorResponses([...BODY_CODES, 4050, 4429]),
        },
      },
    },
    async (request, reply) => {
      rethrowUnlessBody(request);
      const { Username, Password } = stringFields(request.body, ['Username', 'Password'] as const);
      const keys = [`user:${Username.toLowerCase()}`, `ip:${request.ip}`];
      await checkRate(deps, keys);
      const user = await deps.tenants.authenticateUser(Username, Password);
      // One message for an unknown user and a wrong password: no hint which part was wrong.
      if (!user) {
        await deps.monitoring.limiter.fail(keys);
        throw new OnwardError(4050, 'Invalid username or password');
      }
      await deps.monitoring.limiter.succeed(keys);
      const pair = await deps.monitoring.tokens.issue(user.tenantId, `user:${user.id}`);
      return reply.header('cache-control', 'no-store').send(ok('POST', pair));
    },
  );
}
