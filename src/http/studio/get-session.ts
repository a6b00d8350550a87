/** GET /studio/api/session: who is signed in, and the CSRF token (so a reloaded page can carry on). */
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import type { TenantService } from '../../auth/tenants.js';
import type { StudioSessions } from '../../studio/sessions.js';
import { errorResponses } from '../responses.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from './guard.js';
import { SessionInfo, sessionInfo } from './schemas.js';

export function registerStudioGetSession(
  app: App,
  deps: StudioGuardDeps & { tenants: Pick<TenantService, 'getTenant'>; studioSessions: Pick<StudioSessions, 'csrfToken'> },
): void {
  app.get('/studio/api/session', {
    preHandler: requireStudioSession(deps),
    schema: { hide: true, response: { 200: SessionInfo, ...errorResponses } },
  }, async (request, reply) => {
    const { session, secret } = studioOf(request);
    const tenant = await deps.tenants.getTenant(session.tenantId);
    if (!tenant) throw new OnwardError(4031, 'Sign in to the Studio');
    return reply.header('cache-control', 'no-store').send(sessionInfo(tenant, session, deps.studioSessions.csrfToken(secret)));
  });
}
