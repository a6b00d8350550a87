/**
 * POST /studio/api/session: exchanges a Studio account's username and password, or the tenant's
 * Basic user or OAuth client credentials (which act as admin), for a Studio session cookie. A
 * username is an account's when one has it (account names are kept apart from Basic users'),
 * else the Basic user's. Failures count against the same limiter keys as
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
import type { StudioAccounts } from '../../studio/accounts.js';
import { accountSubject, type StudioActor } from './actor.js';

export interface SignInDeps extends Omit<StudioGuardDeps, 'studioSessions' | 'accounts'> {
  tenants: Pick<TenantService, 'authenticateUser' | 'authenticateClient' | 'getTenant'>;
  authLimiter: FailureLimiter;
  studioSessions: Pick<StudioSessions, 'open' | 'csrfToken'>;
  accounts: Pick<StudioAccounts, 'authenticate'>;
  maxSeconds: number;
}

type Who = { tenantId: string; subject: string; actor: StudioActor };

async function accountOrUser(deps: SignInDeps, username: string, password: string): Promise<Who | undefined> {
  const account = await deps.accounts.authenticate(username, password);
  if (account.ok) {
    const a = account.account;
    return {
      tenantId: a.tenantId,
      subject: accountSubject(a.id),
      actor: { type: 'account', id: a.id, name: a.username, displayName: a.displayName, role: a.role },
    };
  }
  if (account.reason === 'refused') return undefined;
  const u = await deps.tenants.authenticateUser(username, password);
  return (
    u && {
      tenantId: u.tenantId,
      subject: `user:${u.username}`,
      actor: { type: 'user', id: u.username, name: u.username, displayName: u.username, role: 'admin' },
    }
  );
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
      const who: Who | undefined = isUser
        ? await accountOrUser(deps, body.username, body.password)
        : await deps.tenants.authenticateClient(body.clientId, body.clientSecret).then(
            (c) =>
              c && {
                tenantId: c.tenantId,
                subject: `client:${c.clientId}`,
                actor: {
                  type: 'client' as const,
                  id: c.clientId,
                  name: c.clientId,
                  displayName: c.clientId,
                  role: 'admin' as const,
                },
              },
          );
      if (!who) {
        await deps.authLimiter.fail(keys);
        throw new OnwardError(4050);
      }
      await deps.authLimiter.succeed(keys);
      const tenant = await deps.tenants.getTenant(who.tenantId);
      if (!tenant) throw new OnwardError(4050);
      const { secret, session } = await deps.studioSessions.open({ tenantId: who.tenantId, subject: who.subject });
      const secure = overTls(request, deps.trustForwardedProto);
      return reply
        .header('set-cookie', sessionCookie(secret, { secure, maxAgeSeconds: deps.maxSeconds }))
        .header('cache-control', 'no-store')
        .send(sessionInfo(tenant, session, deps.studioSessions.csrfToken(secret), who.actor));
    },
  );
}
