/**
 * The client's two error types. `OnwardApiError` is an answer of the service outside 2xx, in
 * whichever of the API's error shapes it came (ErrorResponse `{code, message, details}`, the
 * enrollment envelope, the token endpoint's RFC 6749 body, a plain-text 403). `OnwardClientError`
 * is a mistake or limit found on this side before or instead of a request: a role the current step
 * does not have, a wait that ran out. Integrations branch on `code` (docs/errors.md), never on text.
 */
import type { ErrorDetail } from './types.js';

/** Which of the API's error shapes the body had. */
export type ApiErrorFormat = 'error_response' | 'enrollment_envelope' | 'oauth' | 'text';

export interface OnwardApiErrorInit {
  status: number;
  format: ApiErrorFormat;
  /** The ErrorResponse code (docs/errors.md); the enrollment envelope and the token endpoint carry none. */
  code: number | undefined;
  /** The token endpoint's RFC 6749 `error` (`invalid_client`, ...). */
  oauthError: string | undefined;
  message: string;
  details: ErrorDetail[];
  retryAfterSeconds: number | undefined;
  requestId: string | undefined;
  method: string;
  url: string;
  body: unknown;
}

export class OnwardApiError extends Error {
  readonly status: number;
  readonly format: ApiErrorFormat;
  readonly code: number | undefined;
  readonly oauthError: string | undefined;
  readonly details: ErrorDetail[];
  readonly retryAfterSeconds: number | undefined;
  /** The service's `x-request-id`: quote it when asking the operator what happened. */
  readonly requestId: string | undefined;
  readonly method: string;
  readonly url: string;
  /** The body as received (parsed JSON, or the text). */
  readonly body: unknown;

  /** One line for logs: what was asked, what came back. */
  override toString(): string {
    const what = this.code ?? this.oauthError;
    return `${this.name}: ${this.method} ${this.url} answered ${this.status}${what !== undefined ? ` ${what}` : ''}: ${this.message}`;
  }

  constructor(init: OnwardApiErrorInit) {
    // The API's own message, as documented; where it came from is in method, url and requestId.
    super(init.message);
    this.name = 'OnwardApiError';
    this.status = init.status;
    this.format = init.format;
    this.code = init.code;
    this.oauthError = init.oauthError;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.requestId = init.requestId;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

/** What went wrong on this side. */
export type ClientErrorCode =
  | 'unknown_field'
  | 'ambiguous_field'
  | 'wrong_step'
  | 'pending_timeout'
  | 'no_session'
  | 'invalid_response'
  | 'invalid_configuration';

export class OnwardClientError extends Error {
  readonly code: ClientErrorCode;
  constructor(code: ClientErrorCode, message: string) {
    super(message);
    this.name = 'OnwardClientError';
    this.code = code;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function retryAfter(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** The typed error for a non-2xx answer, whatever shape its body had. */
export function apiErrorFrom(response: Response, body: unknown, method: string): OnwardApiError {
  const base = {
    status: response.status,
    retryAfterSeconds: retryAfter(response.headers),
    requestId: response.headers.get('x-request-id') ?? undefined,
    method,
    url: response.url,
    body,
  };
  if (isRecord(body) && typeof body.code === 'number' && typeof body.message === 'string') {
    const details = Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [];
    return new OnwardApiError({
      ...base,
      format: 'error_response',
      code: body.code,
      oauthError: undefined,
      message: body.message,
      details,
    });
  }
  if (isRecord(body) && typeof body.StatusCode === 'number' && typeof body.Message === 'string') {
    // The enrollment envelope lists its problems as Result.Errors [{Field, Message}].
    const result = body.Result;
    const errors = isRecord(result) && Array.isArray(result.Errors) ? result.Errors : [];
    const details: ErrorDetail[] = errors.filter(isRecord).map((e) => ({
      message: typeof e.Message === 'string' ? e.Message : '',
      ...(typeof e.Field === 'string' ? { field: e.Field } : {}),
    }));
    return new OnwardApiError({
      ...base,
      format: 'enrollment_envelope',
      code: undefined,
      oauthError: undefined,
      message: body.Message,
      details,
    });
  }
  if (isRecord(body) && typeof body.error === 'string') {
    return new OnwardApiError({
      ...base,
      format: 'oauth',
      code: undefined,
      oauthError: body.error,
      message: typeof body.error_description === 'string' ? body.error_description : body.error,
      details: [],
    });
  }
  return new OnwardApiError({
    ...base,
    format: 'text',
    code: undefined,
    oauthError: undefined,
    message: typeof body === 'string' && body !== '' ? body : `HTTP ${response.status}`,
    details: [],
  });
}
