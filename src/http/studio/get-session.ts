/**
 * GET /studio/api/session: who is signed in, and the CSRF token (so a reloaded page can carry on).
 * Signed out (no cookie, or an ended session) is an answer here, not an error: the page asks on
 * every load, and a 401 would put an error in the browser console of everyone not yet signed in.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { TenantService } from '../../auth/tenants.js';
import type { StudioSessions } from '../../studio/sessions.js';
import { errorResponses } from '../responses.js';
import type { StudioAccounts } from '../../studio/accounts.js';
import { sessionSecretOf } from './cookie.js';
import { actorOf } from './actor.js';
import { SessionInfo, sessionInfo } from './schemas.js';

const SignedIn = Type.Composite([Type.Object({ signedIn: Type.Literal(true) }), SessionInfo]);
const SignedOut = Type.Object({ signedIn: Type.Literal(false) });

export function registerStudioGetSession(
  app: App,
  deps: {
    tenants: Pick<TenantService, 'getTenant'>;
    studioSessions: Pick<StudioSessions, 'resolve' | 'csrfToken'>;
    accounts: Pick<StudioAccounts, 'byId'>;
  },
): void {
  app.get(
    '/studio/api/session',
    {
      schema: { hide: true, response: { 200: Type.Union([SignedIn, SignedOut]), ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const secret = sessionSecretOf(request);
      const found = secret === undefined ? undefined : await deps.studioSessions.resolve(secret);
      const tenant = found?.ok ? await deps.tenants.getTenant(found.session.tenantId) : undefined;
      // A disabled account is signed out, as the guard treats it.
      const actor = found?.ok ? await actorOf(deps.accounts, found.session) : undefined;
      if (secret === undefined || !found?.ok || !tenant || !actor) return reply.send({ signedIn: false as const });
      return reply.send({
        signedIn: true as const,
        ...sessionInfo(tenant, found.session, deps.studioSessions.csrfToken(secret), actor),
      });
    },
  );
}
