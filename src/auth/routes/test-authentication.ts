/** GET /connection/v1/testauthentication: checks Basic credentials; answers the JSON string "Hello <username>". */
import type { App } from '../../http/types.js';
import { ApiError } from '../../http/errors.js';
import type { TenantService } from '../tenants.js';
import { parseBasicAuthorization } from '../basic.js';
import { refuseWhileBlocked, type FailureLimiter } from '../failure-limiter.js';

export function registerTestAuthentication(app: App, deps: { tenants: Pick<TenantService, 'authenticateUser'>; authLimiter: FailureLimiter }): void {
  app.get('/connection/v1/testauthentication', {
    schema: {
      tags: ['auth'],
      summary: 'Check Basic credentials',
      security: [{ basic: [] }],
      response: { 200: { type: 'string', description: 'Hello <username>' } },
    },
  }, async (request, reply) => {
    const challenge = { 'www-authenticate': 'Basic realm="onward", charset="UTF-8"' };
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) throw new ApiError(4050, 'Basic credentials are required', undefined, challenge);
    const keys = [`user:${credentials.username.toLowerCase()}`, `ip:${request.ip}`];
    refuseWhileBlocked(deps.authLimiter, keys);
    const user = await deps.tenants.authenticateUser(credentials.username, credentials.password);
    if (!user) {
      deps.authLimiter.fail(keys);
      throw new ApiError(4050, undefined, undefined, challenge);
    }
    deps.authLimiter.succeed(keys);
    // A JSON string body, as the real service answers; serialise explicitly so it is quoted.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(`Hello ${user.username}`));
  });
}
