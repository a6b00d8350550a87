/**
 * The cookie that binds a hosted page's eID login to the browser that started it. The start sets a
 * fresh random secret (the verifier keeps only its hash); the callback must bring it back, so a
 * provider URL copied to another person's browser cannot prove that person's identity into this
 * session (login CSRF). HttpOnly (page scripts never read it), Path=/eid/callback (no other route
 * sees it), SameSite=Lax (sent on the provider's top-level redirect back, on nothing cross-site else),
 * Secure when the public address is https. One per browser: a second start in another tab replaces it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parse, serialize } from 'cookie';
import { EID_CALLBACK_PATH } from './paths.js';

export const EID_COOKIE = 'onward_eid';
/** Longer than any authorization may live (stateTtlSeconds is at most 3600). */
const MAX_AGE_SECONDS = 3600;

export function newBrowserBinding(): string {
  return randomBytes(24).toString('base64url');
}

/** `publicBaseUrl`: ONWARD_PUBLIC_URL (its path prefix, if any, is where the callback is reached). */
export function bindingCookie(secret: string, publicBaseUrl: string): string {
  const base = new URL(publicBaseUrl);
  return serialize(EID_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: `${base.pathname.replace(/\/+$/, '')}${EID_CALLBACK_PATH}`,
    secure: base.protocol === 'https:',
    maxAge: MAX_AGE_SECONDS,
  });
}

export function browserBindingOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[EID_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}
