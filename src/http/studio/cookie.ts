/**
 * The Studio's session cookie. HttpOnly so page scripts (and any injected ones) cannot read it;
 * SameSite=Strict so no other site's page makes a browser send it; Path=/studio so the rest of
 * the API never sees it; Secure whenever the browser reached us over TLS.
 */
import type { FastifyRequest } from 'fastify';
import { parse, serialize } from 'cookie';

export const STUDIO_COOKIE = 'onward_studio';
const PATH = '/studio';

/**
 * Whether the browser's connection is TLS: our own socket, or (only when the operator says the
 * proxy in front overwrites it) the proxy's `X-Forwarded-Proto`. Anyone can send the header, so
 * it is ignored unless trusted.
 */
export function overTls(request: FastifyRequest, trustForwardedProto: boolean): boolean {
  if ('encrypted' in request.raw.socket && request.raw.socket.encrypted === true) return true;
  if (!trustForwardedProto) return false;
  const header = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export function sessionCookie(secret: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return serialize(STUDIO_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'strict',
    path: PATH,
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearedCookie(secure: boolean): string {
  return serialize(STUDIO_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    path: PATH,
    secure,
    maxAge: 0,
    expires: new Date(0),
  });
}

/** The session secret the request's cookie carries, if any. */
export function sessionSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[STUDIO_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}
