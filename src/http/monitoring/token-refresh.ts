/**
 * POST /Token/Refresh: exchanges a refresh token for a new pair. Rotating: the refresh token
 * works once; presenting it again revokes every token descended from the same sign-in.
 */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { NONE } from '../contract/security.js';
import { envelopeErrorResponses, BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { ok } from './envelope.js';
import { checkRate, envelopeConfig, EnvelopeSchema, stringFields, TAGS, type EnrollmentRouteDeps } from './common.js';
import { TOKEN_RESULT_EXAMPLE, TokenResult } from './token.js';

export function registerTokenRefresh(app: App, deps: EnrollmentRouteDeps): void {
  app.post(
    `${deps.monitoring.basePath}/Token/Refresh`,
    {
      config: envelopeConfig,
      attachValidation: true,
      schema: {
        tags: TAGS,
        security: NONE,
        summary: 'Exchange a refresh token for a new token pair (the refresh token works once)',
        description:
          'Trades the RefreshToken of an earlier token answer for a new Token and RefreshToken. Each refresh token works once; a second use is refused (401 4011).',
        body: Type.Object(
          { RefreshToken: Type.String({ description: 'The RefreshToken of the last token answer' }) },
          { additionalProperties: false, examples: [{ RefreshToken: 'rt_8f3a1c9e2b7d4a6f' }] },
        ),
        response: {
          200: EnvelopeSchema(TokenResult, TOKEN_RESULT_EXAMPLE),
          ...envelopeErrorResponses([...BODY_CODES, 4011, 4429]),
        },
      },
    },
    async (request, reply) => {
      rethrowUnlessBody(request);
      const { RefreshToken } = stringFields(request.body, ['RefreshToken'] as const);
      const keys = [`ip:${request.ip}`];
      await checkRate(deps, keys);
      const pair = await deps.monitoring.tokens.refresh(RefreshToken);
      if (!pair) {
        await deps.monitoring.limiter.fail(keys);
        throw new OnwardError(4011, 'The refresh token is invalid, expired or already used');
      }
      return reply.header('cache-control', 'no-store').send(ok('POST', pair));
    },
  );
}
