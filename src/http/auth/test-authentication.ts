/** GET /connection/v1/testauthentication: checks Basic credentials; answers the JSON string "Hello <username>". */
import { errorResponses, withChallenge } from '../contract/errors.js';
import { BASIC } from '../contract/security.js';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import type { TenantService } from '../../auth/tenants.js';
import { parseBasicAuthorization } from '../../auth/basic.js';
import { refuseWhileBlocked, type FailureLimiter } from '../../auth/failure-limiter.js';

export function registerTestAuthentication(
  app: App,
  deps: { tenants: Pick<TenantService, 'authenticateUser'>; authLimiter: FailureLimiter },
): void {
  app.get(
    '/connection/v1/testauthentication',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check Basic credentials',
        description:
          'Answers the JSON string `"Hello <username>"` when the `Authorization: Basic` credentials are valid, as the real API\'s credential check does; 401 with a Basic challenge otherwise.',
        security: BASIC,
        response: {
          200: { type: 'string', description: 'Hello <username>', examples: ['Hello user-a'] },
          ...withChallenge(errorResponses([4050, 4429])),
        },
      },
    },
    async (request, reply) => {
      const challenge = { challenge: { scheme: 'Basic' as const, realm: 'onward', charset: 'UTF-8' as const } };
      const credentials = parseBasicAuthorization(request.headers.authorization);
      if (!credentials) throw new OnwardError(4050, 'Basic credentials are required', undefined, challenge);
      const keys = [`user:${credentials.username.toLowerCase()}`, `ip:${request.ip}`];
      await refuseWhileBlocked(deps.authLimiter, keys);
      const user = await deps.tenants.authenticateUser(credentials.username, credentials.password);
      if (!user) {
        await deps.authLimiter.fail(keys);
        throw new OnwardError(4050, undefined, undefined, challenge);
      }
      await deps.authLimiter.succeed(keys);
      // A JSON string body, as the real service answers; serialise explicitly so it is quoted.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(`Hello ${user.username}`));
    },
  );
}
