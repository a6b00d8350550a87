/**
 * Flow-API access tokens: HS256 JWTs (jose) naming the tenant and OAuth client. Stateless, so a new
 * token never revokes older ones (as in the real service) and any API process can verify them.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, decodeProtectedHeader, errors as joseErrors } from 'jose';
import type { KeyRing } from './keys.js';

export const FLOW_API_SCOPE = 'workflow.studio.api';
const ISSUER = 'onward';

export interface Principal {
  tenantId: string;
  clientId: string;
  scopes: string[];
}

export type TokenCheck = { ok: true; principal: Principal } | { ok: false; code: 4011 | 4012 };

export interface AccessTokens {
  issue(principal: Principal, audience?: string): Promise<{ token: string; expiresIn: number }>;
  verify(token: string, audience?: string): Promise<TokenCheck>;
}

/** Verified tokens remembered (per process), and for how long at most after verification. */
export const VERIFIED_CACHE_SIZE = 4096;
export const VERIFIED_CACHE_MS = 60_000;

interface Verified {
  principal: Principal;
  until: number;
}

export function createAccessTokens(keys: KeyRing, ttlSeconds: number, now: () => number = Date.now): AccessTokens {
  const DEFAULT_AUDIENCE = 'flow-api';
  // An HS256 verification through jose costs about 90 µs, a large share of a search-as-you-type
  // request that repeats the same token on every keystroke. Successful checks are remembered by
  // token string until the token expires (at most VERIFIED_CACHE_MS, so a key removed from the
  // ring stops being honoured soon); the map is bounded, oldest entry evicted first.
  const verified = new Map<string, Verified>();
  const remember = (cacheKey: string, principal: Principal, exp: number | undefined): void => {
    const until = Math.min(now() + VERIFIED_CACHE_MS, exp === undefined ? now() : exp * 1000);
    if (until <= now()) return;
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(cacheKey, { principal, until });
  };
  return {
    async issue(principal, audience = DEFAULT_AUDIENCE) {
      const key = await keys.current('access-token');
      const iat = Math.floor(now() / 1000);
      const token = await new SignJWT({ tid: principal.tenantId, scope: principal.scopes.join(' ') })
        .setProtectedHeader({ alg: 'HS256', kid: key.kid, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(principal.clientId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setJti(randomUUID())
        .sign(key.secret);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token, audience = DEFAULT_AUDIENCE) {
      const cacheKey = `${audience} ${token}`;
      const hit = verified.get(cacheKey);
      if (hit) {
        if (now() < hit.until) return { ok: true, principal: hit.principal };
        verified.delete(cacheKey);
      }
      let kid: string | undefined;
      try {
        kid = decodeProtectedHeader(token).kid;
      } catch {
        return { ok: false, code: 4011 };
      }
      const key = kid ? await keys.find('access-token', kid) : undefined;
      if (!key) return { ok: false, code: 4011 };
      try {
        const { payload } = await jwtVerify(token, key.secret, {
          issuer: ISSUER,
          audience,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (typeof payload.tid !== 'string' || typeof payload.sub !== 'string') return { ok: false, code: 4011 };
        const scopes = typeof payload.scope === 'string' && payload.scope !== '' ? payload.scope.split(' ') : [];
        const principal = { tenantId: payload.tid, clientId: payload.sub, scopes };
        remember(cacheKey, principal, payload.exp);
        return { ok: true, principal };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) return { ok: false, code: 4012 };
        return { ok: false, code: 4011 };
      }
    },
  };
}
