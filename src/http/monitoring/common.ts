/** What the enrollment API's routes share: dependencies, the bearer guard, body helpers. */
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { OnwardError, type ErrorDetail } from '../../errors/index.js';
import type { Principal } from '../../auth/access-tokens.js';
import { parseBearerAuthorization } from '../../auth/basic.js';
import type { TenantService } from '../../auth/tenants.js';
import type { Monitoring } from '../../monitoring/service.js';
import type { AllowList } from '../../outbound/guard.js';
import { ENVELOPE_FORMAT } from './envelope.js';
import { refuseWhileBlocked } from '../../auth/failure-limiter.js';

export interface EnrollmentRouteDeps {
  tenants: Pick<TenantService, 'authenticateUser' | 'authenticateClient'>;
  monitoring: Pick<Monitoring, 'tokens' | 'limiter' | 'enrollments' | 'basePath'>;
  /** What a CallbackUrl is checked against (the webhooks' allow-list: the dispatcher will call it). */
  allow: AllowList;
  now: () => number;
}

/** Route options every enrollment route carries: envelope errors, OpenAPI tag. */
export const envelopeConfig = { errorFormat: ENVELOPE_FORMAT } as const;
export const TAGS = ['enrollment'];

/** The envelope's schema; the serializer keeps this field order on the wire. */
const envelopeFields = {
  StatusCode: Type.Integer({ description: 'Mirrors the HTTP status: 200 on success' }),
  Message: Type.String({ description: 'e.g. POST Request successful.' }),
};

/** The enrollment API's success envelope around `result`; `example` is a realistic Result. */
export const EnvelopeSchema = <T extends TSchema>(result: T, example: unknown, method = 'POST') =>
  Type.Object(
    {
      Version: Type.String({ description: 'The API version, major.minor.patch' }),
      ...envelopeFields,
      Result: result,
    },
    {
      description: 'Success envelope',
      examples: [{ Version: '1.0.0', StatusCode: 200, Message: `${method} Request successful.`, Result: example }],
    },
  );

/** The history envelope, which has no Version (spec). */
export const UnversionedEnvelopeSchema = <T extends TSchema>(result: T, example: unknown, method = 'GET') =>
  Type.Object(
    { ...envelopeFields, Result: result },
    {
      description: 'Success envelope (without Version, as the spec gives it)',
      examples: [{ StatusCode: 200, Message: `${method} Request successful.`, Result: example }],
    },
  );

export const EnrollmentIdParams = Type.Object({ enrollmentId: Type.String({ maxLength: 64 }) });

/** Unknown, deleted and other tenants' enrollments all answer the same (no existence oracle). */
export function enrollmentNotFound(): OnwardError {
  return new OnwardError(4404, 'Enrollment not found');
}

/** Refuses a sign-in while any of its keys (username, client id, IP) has failed too often. */
export async function checkRate(deps: EnrollmentRouteDeps, keys: readonly string[]): Promise<void> {
  await refuseWhileBlocked(deps.monitoring.limiter, keys);
}

const challenge = (error?: 'invalid_token') => ({
  challenge: { scheme: 'Bearer' as const, realm: 'enrollment', ...(error ? { error } : {}) },
});

/** onRequest hook (before the body is read): an enrollment-API access token (not a flow-API one: the audiences differ). */
export function requireEnrollmentToken(deps: EnrollmentRouteDeps) {
  return async (request: FastifyRequest) => {
    const token = parseBearerAuthorization(request.headers.authorization);
    if (!token) throw new OnwardError(4031, 'A bearer token is required: POST /Token first', undefined, challenge());
    const check = await deps.monitoring.tokens.verify(token);
    if (!check.ok) {
      throw new OnwardError(
        check.code,
        check.code === 4012 ? 'The access token has expired' : 'The access token is invalid',
        undefined,
        challenge('invalid_token'),
      );
    }
    request.principal = check.principal;
  };
}

export function callerOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new OnwardError(4031);
  return request.principal;
}

/** What is wrong with one required string field, if anything: missing is not the same as wrong. */
function stringProblem(field: string, v: unknown): ErrorDetail | undefined {
  if (v === undefined || v === null || v === '') return { field, reason: 'required', message: `${field} is required` };
  if (typeof v !== 'string') return { field, reason: 'type', message: `${field} must be a string` };
  if (v.length > 1024) return { field, reason: 'maxLength', message: `${field} must be at most 1024 characters` };
  return undefined;
}

/** Required non-empty string fields of a JSON object body, or a 400 naming each problem. */
export function stringFields<K extends string>(body: unknown, names: readonly K[]): Record<K, string> {
  const b =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (!b) throw new OnwardError(4400, 'The request body must be a JSON object');
  const problems = names.flatMap((n) => stringProblem(n, b[n]) ?? []);
  if (problems.length > 0) {
    const missing = problems.filter((p) => p.reason === 'required').map((p) => p.field);
    const message =
      missing.length === problems.length
        ? `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required`
        : problems.map((p) => p.message).join('; ');
    throw new OnwardError(4400, message, problems);
  }
  return Object.fromEntries(names.map((n) => [n, b[n] as string])) as Record<K, string>;
}
