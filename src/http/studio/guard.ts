/**
 * Guards of the Studio API. Every call needs a live session cookie; every state-changing call
 * also needs the session's CSRF token in `x-onward-csrf` and, when the browser says where it
 * comes from (`Origin`, `Sec-Fetch-Site`), to come from this origin. SameSite=Strict already
 * keeps the cookie off cross-site requests; the token and the origin check hold even where a
 * browser or a same-site subdomain gets around that. Refusals use the API's error shape.
 * Every guard also names the area it opens (src/studio/roles.ts) and refuses, with 4030, a
 * session whose role does not reach it.
 */
import type { FastifyRequest } from 'fastify';
import { OnwardError } from '../../errors/index.js';
import type { StudioSession, StudioSessions } from '../../studio/sessions.js';
import type { StudioAccounts } from '../../studio/accounts.js';
import { allows, type StudioPermission } from '../../studio/roles.js';
import { overTls, sessionSecretOf } from './cookie.js';
import { actorOf, type StudioActor } from './actor.js';

export const CSRF_HEADER = 'x-onward-csrf';

declare module 'fastify' {
  interface FastifyRequest {
    studio?: { session: StudioSession; secret: string; actor: StudioActor };
  }
}

export interface StudioGuardDeps {
  studioSessions: Pick<StudioSessions, 'resolve' | 'csrfMatches'>;
  /** ONWARD_TRUST_FORWARDED_PROTO: decides the scheme of our own origin behind a proxy. */
  trustForwardedProto: boolean;
  /** ONWARD_PUBLIC_URL: its origin is ours too (a proxy may rewrite Host). */
  publicBaseUrl: string | undefined;
  /** Resolves an account session to its account and role. */
  accounts: Pick<StudioAccounts, 'byId'>;
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Refuses a request a browser marks as coming from another origin. */
export function checkSameOrigin(
  deps: Pick<StudioGuardDeps, 'trustForwardedProto' | 'publicBaseUrl'>,
  request: FastifyRequest,
): void {
  const site = headerOf(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new OnwardError(4030, 'Cross-site request refused');
  }
  const origin = headerOf(request, 'origin');
  if (origin === undefined) return;
  const own = new Set<string>();
  const host = headerOf(request, 'host');
  if (host) own.add(`${overTls(request, deps.trustForwardedProto) ? 'https' : 'http'}://${host}`.toLowerCase());
  if (deps.publicBaseUrl) own.add(new URL(deps.publicBaseUrl).origin.toLowerCase());
  if (!own.has(origin.toLowerCase())) throw new OnwardError(4030, 'Request from another origin refused');
}

async function authenticate(
  deps: StudioGuardDeps,
  request: FastifyRequest,
  permission: StudioPermission,
): Promise<{ session: StudioSession; secret: string; actor: StudioActor }> {
  const secret = sessionSecretOf(request);
  if (!secret) throw new OnwardError(4031, 'Sign in to the Studio');
  const found = await deps.studioSessions.resolve(secret);
  if (!found.ok) {
    if (found.reason === 'expired') throw new OnwardError(4012, 'The Studio session has expired; sign in again');
    throw new OnwardError(4031, 'Sign in to the Studio');
  }
  // A disabled (or vanished) account's session ends at its next call.
  const actor = await actorOf(deps.accounts, found.session);
  if (!actor) throw new OnwardError(4031, 'Sign in to the Studio');
  if (!allows(actor.role, permission)) throw new OnwardError(4030, `The ${actor.role} role may not do this`);
  request.studio = { session: found.session, secret, actor };
  return request.studio;
}

/** preHandler of read-only Studio calls; `permission` for reads only some roles may make. */
export function requireStudioSession(deps: StudioGuardDeps, permission: StudioPermission = 'read') {
  return async (request: FastifyRequest) => {
    await authenticate(deps, request, permission);
  };
}

/**
 * preHandler of state-changing Studio calls: origin first (no database work for a forged
 * request), then session, role and CSRF token. The area is required: a new write route must say
 * which roles may call it.
 */
export function requireStudioWrite(deps: StudioGuardDeps, permission: StudioPermission) {
  return async (request: FastifyRequest) => {
    checkSameOrigin(deps, request);
    const { secret } = await authenticate(deps, request, permission);
    const token = headerOf(request, CSRF_HEADER);
    if (!token || !deps.studioSessions.csrfMatches(secret, token)) {
      throw new OnwardError(4030, `Missing or wrong ${CSRF_HEADER} header`);
    }
  };
}

/** The signed-in session; only call after one of the guards ran. */
export function studioOf(request: FastifyRequest): { session: StudioSession; secret: string; actor: StudioActor } {
  if (!request.studio) throw new OnwardError(4031, 'Sign in to the Studio');
  return request.studio;
}
