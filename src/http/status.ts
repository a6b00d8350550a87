/**
 * The single place that maps an error to its HTTP status: each kind of the catalogue
 * (src/errors/catalogue.ts) has exactly one status.
 */
import { kindOf, type ErrorCode, type ErrorKind } from '../errors/index.js';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  headers_too_large: 431,
  request_timeout: 408,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  not_offered: 501,
  upstream_failed: 502,
  unavailable: 503,
};

export function statusOf(code: ErrorCode): number {
  return STATUS[kindOf(code)];
}
