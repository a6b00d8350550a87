/**
 * Bearer-token guard for tenant APIs. A missing header is 4031, an invalid or tampered token 4011,
 * an expired one 4012; all 401 with a `WWW-Authenticate` challenge as RFC 6750 asks.
 */
import type { FastifyRequest } from 'fastify';
import { OnwardError } from '../../errors/index.js';
import type { AccessTokens, Principal } from '../../auth/access-tokens.js';
import { parseBearerAuthorization } from '../../auth/basic.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

const challenge = (error?: 'invalid_token') => ({
  challenge: { scheme: 'Bearer' as const, realm: 'onward', ...(error ? { error } : {}) },
});

/** The 401 for a valid token that is not good for this resource (another tenant's flow). */
export function tokenRefused(message: string): OnwardError {
  return new OnwardError(4011, message, undefined, challenge('invalid_token'));
}

/** The 401 for a call that needs the tenant's bearer token and came without one. */
export function bearerRequired(message = 'A bearer token is required'): OnwardError {
  return new OnwardError(4031, message, undefined, challenge());
}

export async function authenticateBearer(tokens: AccessTokens, request: FastifyRequest): Promise<Principal> {
  const token = parseBearerAuthorization(request.headers.authorization);
  if (!token) throw bearerRequired();
  const check = await tokens.verify(token);
  if (!check.ok) throw new OnwardError(check.code, undefined, undefined, challenge('invalid_token'));
  request.principal = check.principal;
  return check.principal;
}

/**
 * onRequest hook for routes that need the tenant's bearer token: it runs before the body is read and
 * validated, so an unauthenticated caller learns nothing of the body's schema and costs no parsing.
 */
export function requireBearer(tokens: AccessTokens) {
  return async (request: FastifyRequest) => {
    await authenticateBearer(tokens, request);
  };
}

/** The authenticated principal; only call after requireBearer ran. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new OnwardError(4031);
  return request.principal;
}
