/**
 * POST /studio/api/session: exchanges the tenant's Basic user or OAuth client credentials for a
 * Studio session cookie. Failures count against the same limiter keys as
 * /connection/v1/testauthentication and /connect/token, so guesses cannot be spread across them.
 * The origin check stops another site from signing a browser into the attacker's tenant.
 */
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import type { TenantService } from '../../auth/tenants.js';
import { refuseWhileBlocked, type FailureLimiter } from '../../auth/failure-limiter.js';
import type { StudioSessions } from '../../studio/sessions.js';
import { errorResponses } from '../responses.js';
import { checkSameOrigin, type StudioGuardDeps } from './guard.js';
import { overTls, sessionCookie } from './cookie.js';
import { SessionInfo, SignInBody, sessionInfo } from './schemas.js';

export interface SignInDeps extends Omit<StudioGuardDeps, 'studioSessions'> {
  tenants: Pick<TenantService, 'authenticateUser' | 'authenticateClient' | 'getTenant'>;
  authLimiter: FailureLimiter;
  studioSessions: Pick<StudioSessions, 'open' | 'csrfToken'>;
  maxSeconds: number;
}

export function registerStudioSignIn(app: App, deps: SignInDeps): void {
  app.post(
    '/studio/api/session',
    {
      schema: { hide: true, body: SignInBody, response: { 200: SessionInfo, ...errorResponses } },
    },
    async (request, reply) => {
      checkSameOrigin(deps, request);
      const body = request.body;
      const isUser = 'username' in body;
      const keys = [isUser ? `user:${body.username.toLowerCase()}` : `client:${body.clientId}`, `ip:${request.ip}`];
      await refuseWhileBlocked(deps.authLimiter, keys);
      const who = isUser
        ? await deps.tenants
            .authenticateUser(body.username, body.password)
            .then((u) => u && { tenantId: u.tenantId, subject: `user:${u.username}` })
        : await deps.tenants
            .authenticateClient(body.clientId, body.clientSecret)
            .then((c) => c && { tenantId: c.tenantId, subject: `client:${c.clientId}` });
      if (!who) {
        await deps.authLimiter.fail(keys);
        throw new OnwardError(4050);
      }
      await deps.authLimiter.succeed(keys);
      const tenant = await deps.tenants.getTenant(who.tenantId);
      if (!tenant) throw new OnwardError(4050);
      const { secret, session } = await deps.studioSessions.open(who);
      const secure = overTls(request, deps.trustForwardedProto);
      return reply
        .header('set-cookie', sessionCookie(secret, { secure, maxAgeSeconds: deps.maxSeconds }))
        .header('cache-control', 'no-store')
        .send(sessionInfo(tenant, session, deps.studioSessions.csrfToken(secret)));
    },
  );
}
