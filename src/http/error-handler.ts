/**
 * The one error handler. Every failure leaves as the API's own error shape: the flow API's
 * `ErrorResponse`, or the format a route declares in `config.errorFormat` (the enrollment API's
 * envelope, RFC 6749 for the token endpoint). Unexpected errors are logged and answered 5000
 * without internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { OnwardError, type ErrorCode, type ErrorDetail } from '../errors/index.js';
import { headersOf } from './error-hints.js';
import { statusOf } from './status.js';
import { databaseUnavailable } from '../store/unavailable.js';

export type ErrorFormatter = (error: OnwardError, request: FastifyRequest) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Name of a formatter registered with the app; default is the flow API's ErrorResponse. */
    errorFormat?: string;
    /** The code a request failing the route's schema gets (default 4400), e.g. 4105 for POST /end-clients. */
    invalidRequestCode?: ErrorCode;
  }
}

const BY_STATUS: Record<number, ErrorCode> = {
  400: 4400,
  401: 4031,
  403: 4030,
  404: 4404,
  405: 4405,
  408: 4408,
  409: 4409,
  413: 4413,
  415: 4415,
  429: 4429,
  431: 4431,
  503: 5030,
};

interface SchemaProblem {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const ARTICLE: Record<string, string> = { integer: 'an integer', object: 'an object', array: 'an array', null: 'null' };

/** An Ajv parameter as text: a name, or a list of names joined by commas (Ajv's `type` can be either). */
function paramText(v: SchemaProblem, name: string): string {
  const value = v.params?.[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((x): x is string => typeof x === 'string').join(',');
  return '';
}

/** Ajv's wording, said the way the rest of the API says it: what is wrong, not Ajv's keyword. */
function schemaMessage(v: SchemaProblem): string {
  switch (v.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const types = paramText(v, 'type').split(',').filter(Boolean);
      return `must be ${types.map((t) => ARTICLE[t] ?? `a ${t}`).join(' or ')}`;
    }
    case 'additionalProperties':
      return 'is not a known field';
    default:
      return v.message ?? 'is invalid';
  }
}

/** One detail per schema problem: `reason` tells a missing field (`required`) from a wrong one (`type`, `enum`, ...). */
export function schemaDetails(problems: readonly SchemaProblem[], context: string): ErrorDetail[] {
  return problems.map((v) => {
    const extra = v.keyword === 'additionalProperties' ? `/${paramText(v, 'additionalProperty')}` : '';
    const missing = v.keyword === 'required' ? `/${paramText(v, 'missingProperty')}` : '';
    return { field: `${context}${v.instancePath}${extra}${missing}`, reason: v.keyword, message: schemaMessage(v) };
  });
}

/** Turns anything thrown by Fastify or a handler into an OnwardError. */
export function toApiError(error: unknown, invalidRequestCode: ErrorCode = 4400): OnwardError | undefined {
  if (error instanceof OnwardError) return error;
  const fe = error as Partial<FastifyError> & { validation?: SchemaProblem[]; validationContext?: string };
  if (fe.validation) {
    const context = fe.validationContext ?? 'body';
    const details = schemaDetails(fe.validation, context);
    const first = details[0];
    // The first problem in the message too: many clients show only the message.
    const summary = first
      ? `: ${first.field} ${first.message}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}`
      : '';
    return new OnwardError(invalidRequestCode, `Invalid request ${context}${summary}`, details);
  }
  switch (fe.code) {
    // Fastify's own parser is replaced (src/http/json-body.ts); these remain for parsers of plugins.
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new OnwardError(4007, 'The request body is not valid JSON', [
        { field: 'body', reason: 'syntax', message: 'The request body is not valid JSON' },
      ]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new OnwardError(4007, 'The request body is empty', [
        { field: 'body', reason: 'empty', message: 'The request body is empty' },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new OnwardError(4413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new OnwardError(4415, 'Unsupported Content-Type');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new OnwardError(4400, 'Content-Length does not match the body');
    default:
      break;
  }
  if (error instanceof SyntaxError && typeof fe.statusCode === 'number' && fe.statusCode === 400) {
    return new OnwardError(4007, 'The request body is not valid JSON');
  }
  // The database restarting or out of reach: the request may simply be retried.
  if (databaseUnavailable(error))
    return new OnwardError(5030, 'The database is unavailable; retry shortly', undefined, { retryAfterSeconds: 1 });
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  const code = status >= 400 && status < 500 ? (BY_STATUS[status] ?? 4400) : undefined;
  return code === undefined ? undefined : new OnwardError(code, fe.message);
}

export function createErrorHandler(formatters: Map<string, ErrorFormatter>) {
  return function handle(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    let apiError = toApiError(error, request.routeOptions.config?.invalidRequestCode);
    if (!apiError) {
      request.log.error({ err: error }, 'unhandled error');
      apiError = new OnwardError(5000);
    } else if (statusOf(apiError.code) >= 500) {
      request.log.warn({ err: error, code: apiError.code }, 'request failed');
    }
    const headers = headersOf(apiError.hints);
    if (headers) reply.headers(headers);
    const status = statusOf(apiError.code);
    const format = request.routeOptions.config?.errorFormat;
    const formatter = format ? formatters.get(format) : undefined;
    const body = formatter ? formatter(apiError, request) : apiError.toBody();
    if (status === 403 && format === 'plain') {
      return reply.status(403).type('text/plain; charset=utf-8').send(apiError.message);
    }
    return reply.status(status).send(body);
  };
}
