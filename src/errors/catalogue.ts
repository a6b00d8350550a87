/**
 * Onward's closed error catalogue: every numeric code the service can answer with, what kind of
 * failure it is and its default message, in one table. Domains throw `OnwardError(code)` and know
 * nothing of HTTP; the `http` layer maps each kind to a status in one function (src/http/status.ts).
 * Codes 4000-6505 are the real API's; 4030-4099 and 4400-4499 are ours, for cases the real API's
 * table leaves open (management API, request shape, rate limits), and are documented in docs/errors.md.
 */

/**
 * What went wrong, in words a domain can use. Each kind has one HTTP status (src/http/status.ts);
 * a code's kind is chosen so that status is the one the real API documents for the code.
 */
export type ErrorKind =
  | 'invalid' // the caller sent something wrong
  | 'unauthenticated' // no, bad or expired credentials
  | 'forbidden' // credentials fine, resource not theirs
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict' // a concurrent change won; retrying may succeed
  | 'too_large'
  | 'headers_too_large' // the request's header block exceeds the server's limit
  | 'request_timeout' // the client took too long to send its request
  | 'unsupported_media'
  | 'unprocessable' // well-formed, but the flow's configuration or data cannot serve it
  | 'rate_limited'
  | 'internal' // our fault
  | 'upstream_failed' // a provider we called refused or failed
  | 'not_offered' // this deployment does not offer it (not configured); retrying cannot help
  | 'unavailable'; // temporarily unable; retrying later may succeed

interface Entry {
  kind: ErrorKind;
  message: string;
}

export const ERRORS = {
  4000: { kind: 'not_found', message: 'Flow not found' },
  4001: { kind: 'not_found', message: 'Flow theme not found' },
  4002: { kind: 'invalid', message: 'Node not found' },
  4003: { kind: 'invalid', message: 'Flow is empty' },
  4005: { kind: 'invalid', message: 'Root node is not a subsequent token node' },
  4006: { kind: 'invalid', message: 'Missing data for a required element' },
  4007: { kind: 'invalid', message: 'Submitted data is malformed' },
  4008: { kind: 'invalid', message: 'Submitted data failed validation' },
  4009: { kind: 'unavailable', message: 'Service execution failed' },
  4011: { kind: 'unauthenticated', message: 'Invalid token' },
  4012: { kind: 'unauthenticated', message: 'Token has expired' },
  4013: { kind: 'invalid', message: 'Flow already finished' },
  4014: { kind: 'invalid', message: 'Invalid submit data' },
  4015: { kind: 'invalid', message: 'Invalid direct submit on a root node that is not a form node' },
  4016: { kind: 'invalid', message: 'Uploaded file type is not supported' },
  4017: { kind: 'invalid', message: 'Flow is not in a valid state and cannot be executed in test mode' },
  4050: { kind: 'unauthenticated', message: 'Invalid credentials' },
  4100: { kind: 'not_found', message: 'Client not found' },
  4101: { kind: 'not_found', message: 'Client has no flow with the given id' },
  4102: { kind: 'invalid', message: 'Subsequent token not found' },
  4103: { kind: 'invalid', message: 'Illegal back action' },
  4105: { kind: 'invalid', message: 'Create linked leads: invalid request' },
  4106: { kind: 'invalid', message: 'Delete linked leads: invalid request' },
  4109: { kind: 'invalid', message: 'End client marked as abandoned' },
  4110: { kind: 'internal', message: 'Could not retrieve full end client data' },
  4111: { kind: 'invalid', message: 'End client status change not allowed' },
  4200: { kind: 'unprocessable', message: 'Service not configured' },
  4201: { kind: 'unprocessable', message: 'Service not configured for the country' },
  4202: { kind: 'unprocessable', message: 'Country not set in client data' },
  4203: { kind: 'unprocessable', message: 'OCR node requires at least one structured field configured' },
  4204: { kind: 'unprocessable', message: 'Selected OCR option ids not present in results' },
  4205: { kind: 'unprocessable', message: 'Missing service data for node' },
  4206: { kind: 'unprocessable', message: 'Client workflow configuration error' },
  4207: { kind: 'unprocessable', message: 'Workflow configuration references stale data' },
  4208: { kind: 'unprocessable', message: 'Required value missing' },
  4209: { kind: 'invalid', message: 'OCR node requires exactly one uploaded file' },
  4210: { kind: 'not_found', message: 'End client holds no data for the given flow' },
  4211: { kind: 'unprocessable', message: 'Conditional node branch not configured in the flow' },
  4212: { kind: 'unprocessable', message: 'Unsupported document verification service attribute in a flow rule' },
  5000: { kind: 'internal', message: 'Internal error' },
  5300: { kind: 'invalid', message: 'Invalid SMS verification code' },
  5301: { kind: 'upstream_failed', message: 'Failed to send SMS to the phone number' },
  5302: { kind: 'upstream_failed', message: 'SMS provider internal error' },
  6504: { kind: 'unavailable', message: 'Service has timed out' },
  6505: { kind: 'unavailable', message: 'Upstream dependency unavailable (timed out)' },
  // Onward's own codes, for what the real API's table leaves open.
  4030: { kind: 'forbidden', message: 'The supplied authentication is not authorized to access the resource' },
  4031: { kind: 'unauthenticated', message: 'Authentication required' },
  // A resume link issued before its end client's links were revoked: not expired, not forged.
  4032: { kind: 'unauthenticated', message: 'Resume link revoked' },
  4400: { kind: 'invalid', message: 'Invalid request' },
  4404: { kind: 'not_found', message: 'Resource not found' },
  4405: { kind: 'method_not_allowed', message: 'Method not allowed' },
  4409: { kind: 'conflict', message: 'Conflict' },
  4413: { kind: 'too_large', message: 'Request body too large' },
  4415: { kind: 'unsupported_media', message: 'Unsupported media type' },
  4420: { kind: 'unprocessable', message: 'Flow document is invalid' },
  4429: { kind: 'rate_limited', message: 'Too many requests' },
  // Answered by the HTTP server before any route runs (src/http/client-errors.ts).
  4408: { kind: 'request_timeout', message: 'The request was not received in time' },
  4431: { kind: 'headers_too_large', message: 'Request header fields too large' },
  // Electronic ID (src/verification/eid): a callback whose state cannot be used; a provider answer
  // that fails verification (signature, issuer, audience, nonce, acr); a provider refusing our request.
  4460: { kind: 'invalid', message: 'Electronic ID authorization is unknown, already used or expired' },
  4461: { kind: 'upstream_failed', message: 'Electronic ID provider response failed verification' },
  4462: { kind: 'upstream_failed', message: 'Electronic ID provider refused the request' },
  // The spec answers an expired connector token with 400, while 4012 (expired bearer token) is 401.
  4412: { kind: 'invalid', message: 'Connector token has expired' },
  5030: { kind: 'unavailable', message: 'Service unavailable' },
  // A flow_connector step moves on when its connected run ends (docs/connected-flows.md): a submit
  // naming another run, none at all (`{}`), or a run that has not ended cannot move it.
  4470: { kind: 'invalid', message: 'Flow connector step continues when its connected run ends' },
  // Notification e-mails (POST /end-clients/{id}/notification): the server has no mail transport
  // (ONWARD_MAIL_TRANSPORT=none); the mail server could not be reached or refused the message.
  // 5001 is not `internal` (nothing failed) nor `unavailable` (a retry cannot help until the
  // operator configures e-mail) nor a 4xx (the caller did nothing wrong): it is not offered here.
  5001: { kind: 'not_offered', message: 'E-mail is not configured on this server' },
  5020: { kind: 'upstream_failed', message: 'E-mail dispatch failed' },
} as const satisfies Record<number, Entry>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(n: number): n is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERRORS, n);
}

export function kindOf(code: ErrorCode): ErrorKind {
  return ERRORS[code].kind;
}
