/**
 * Sign-in of the mailbox page: HTTP Basic with the tenant's Basic user, the only credential a
 * browser can present today (the Studio will replace it with a cookie session). A request without
 * credentials, or with wrong ones, gets 401 and a `WWW-Authenticate` challenge, so the browser
 * asks for them; repeated failures are refused like every other credential check (failure-limiter.ts).
 */
import type { FastifyRequest } from 'fastify';
import { parseBasicAuthorization } from '../../auth/basic.js';
import type { FailureLimiter } from '../../auth/failure-limiter.js';
import type { TenantService } from '../../auth/tenants.js';

export const MAILBOX_CHALLENGE = 'Basic realm="onward mailbox", charset="UTF-8"';

export type PageSignIn =
  | { ok: true; tenantId: string; username: string }
  | { ok: false; status: 401; reason: 'missing' | 'invalid' }
  | { ok: false; status: 429; retryAfterSeconds: number };

export interface PageAuthDeps {
  tenants: Pick<TenantService, 'authenticateUser'>;
  authLimiter: FailureLimiter;
}

export async function signInPageUser(deps: PageAuthDeps, request: FastifyRequest): Promise<PageSignIn> {
  const credentials = parseBasicAuthorization(request.headers.authorization);
  if (!credentials) return { ok: false, status: 401, reason: 'missing' };
  // The same keys as GET /connection/v1/testauthentication: guesses cannot be spread across the two.
  const keys = [`user:${credentials.username.toLowerCase()}`, `ip:${request.ip}`];
  const waitMs = await deps.authLimiter.blockedFor(keys);
  if (waitMs > 0) return { ok: false, status: 429, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  const user = await deps.tenants.authenticateUser(credentials.username, credentials.password);
  if (!user) {
    await deps.authLimiter.fail(keys);
    return { ok: false, status: 401, reason: 'invalid' };
  }
  await deps.authLimiter.succeed(keys);
  return { ok: true, tenantId: user.tenantId, username: user.username };
}
