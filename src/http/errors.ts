/**
 * The flow API's closed error catalogue: every numeric code the service can answer with, its HTTP
 * status and its default message, in one table. Handlers throw `ApiError(code)`; the one error
 * handler (error-handler.ts) turns it into the `ErrorResponse` body `{code, message, details?}`.
 * Codes 4000-6505 are the real API's; 4030-4099 and 4400-4499 are ours, for cases the real API's
 * table leaves open (management API, request shape, rate limits), and are documented in docs/errors.md.
 */
export const ERRORS = {
  4000: { status: 404, message: 'Flow not found' },
  4001: { status: 404, message: 'Flow theme not found' },
  4002: { status: 400, message: 'Node not found' },
  4003: { status: 400, message: 'Flow is empty' },
  4005: { status: 400, message: 'Root node is not a subsequent token node' },
  4006: { status: 400, message: 'Missing data for a required element' },
  4007: { status: 400, message: 'Submitted data is malformed' },
  4008: { status: 400, message: 'Submitted data failed validation' },
  4009: { status: 503, message: 'Service execution failed' },
  4011: { status: 401, message: 'Invalid token' },
  4012: { status: 401, message: 'Token has expired' },
  4013: { status: 400, message: 'Flow already finished' },
  4014: { status: 400, message: 'Invalid submit data' },
  4015: { status: 400, message: 'Invalid direct submit on a root node that is not a form node' },
  4016: { status: 400, message: 'Uploaded file type is not supported' },
  4017: { status: 400, message: 'Flow is not in a valid state and cannot be executed in test mode' },
  4050: { status: 401, message: 'Invalid credentials' },
  4100: { status: 404, message: 'Client not found' },
  4101: { status: 404, message: 'Client has no flow with the given id' },
  4102: { status: 400, message: 'Subsequent token not found' },
  4103: { status: 400, message: 'Illegal back action' },
  4105: { status: 400, message: 'Create linked leads: invalid request' },
  4106: { status: 400, message: 'Delete linked leads: invalid request' },
  4109: { status: 400, message: 'End client marked as abandoned' },
  4110: { status: 500, message: 'Could not retrieve full end client data' },
  4111: { status: 400, message: 'End client status change not allowed' },
  4200: { status: 422, message: 'Service not configured' },
  4201: { status: 422, message: 'Service not configured for the country' },
  4202: { status: 422, message: 'Country not set in client data' },
  4203: { status: 422, message: 'OCR node requires at least one structured field configured' },
  4204: { status: 422, message: 'Selected OCR option ids not present in results' },
  4205: { status: 422, message: 'Missing service data for node' },
  4206: { status: 422, message: 'Client workflow configuration error' },
  4207: { status: 422, message: 'Workflow configuration references stale data' },
  4208: { status: 422, message: 'Required value missing' },
  4209: { status: 400, message: 'OCR node requires exactly one uploaded file' },
  4210: { status: 404, message: 'End client holds no data for the given flow' },
  4211: { status: 422, message: 'Conditional node branch not configured in the flow' },
  4212: { status: 422, message: 'Unsupported document verification service attribute in a flow rule' },
  5000: { status: 500, message: 'Internal error' },
  5300: { status: 400, message: 'Invalid SMS verification code' },
  5301: { status: 502, message: 'Failed to send SMS to the phone number' },
  5302: { status: 502, message: 'SMS provider internal error' },
  6504: { status: 503, message: 'Service has timed out' },
  6505: { status: 503, message: 'Upstream dependency unavailable (timed out)' },
  // Onward's own codes, for what the real API's table leaves open.
  4030: { status: 403, message: 'The supplied authentication is not authorized to access the resource' },
  4031: { status: 401, message: 'Authentication required' },
  // A resume link issued before its end client's links were revoked: not expired, not forged.
  4032: { status: 401, message: 'Resume link revoked' },
  4400: { status: 400, message: 'Invalid request' },
  4404: { status: 404, message: 'Resource not found' },
  4405: { status: 405, message: 'Method not allowed' },
  4409: { status: 409, message: 'Conflict' },
  4413: { status: 413, message: 'Request body too large' },
  4415: { status: 415, message: 'Unsupported media type' },
  4420: { status: 422, message: 'Flow document is invalid' },
  4429: { status: 429, message: 'Too many requests' },
  // The spec answers an expired connector token with 400, while 4012 (expired bearer token) is 401.
  4412: { status: 400, message: 'Connector token has expired' },
  5030: { status: 503, message: 'Service unavailable' },
  // Notification e-mails (POST /end-clients/{id}/notification): the server has no SMTP set up;
  // the mail server could not be reached or refused the message.
  5001: { status: 500, message: 'E-mail is not configured on this server' },
  5020: { status: 502, message: 'E-mail dispatch failed' },
} as const satisfies Record<number, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorDetail {
  /** Where the problem is: an element id, a JSON pointer into the request, or a document path. */
  field?: string;
  reason: string;
  message: string;
  [extra: string]: unknown;
}

export interface ErrorResponse {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
    /** Extra response headers, e.g. Retry-After on 429/503. */
    readonly headers?: Record<string, string>,
  ) {
    // A 4xx is an answer, not a fault: its stack is never logged or shown, and capturing one
    // was the largest single cost of a rejected submit. 5xx keep theirs for the log.
    const limit = Error.stackTraceLimit;
    if (ERRORS[code].status < 500) Error.stackTraceLimit = 0;
    super(message ?? ERRORS[code].message);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
  }

  get status(): number {
    return ERRORS[this.code].status;
  }

  toBody(): ErrorResponse {
    return this.details && this.details.length > 0
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

/** The single place that maps a code to its HTTP status. */
export function statusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function isErrorCode(n: number): n is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERRORS, n);
}
