import { ERRORS, kindOf, type ErrorCode } from './catalogue.js';

export interface ErrorDetail {
  /** Where the problem is: an element id, a JSON pointer into the request, or a document path. */
  field?: string;
  reason: string;
  message: string;
  [extra: string]: unknown;
}

/** The error body every API answers with (the enrollment and token APIs wrap it in their own shapes). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}

/**
 * What a caller can do about the failure, said in the domain's words; the http layer turns each
 * into its header (Retry-After, x-hf-session, WWW-Authenticate).
 */
export interface ErrorHints {
  /** Seconds after which trying again is worthwhile. */
  retryAfterSeconds?: number;
  /** The session the failure belongs to, so a client that lost it can resume. */
  sessionId?: string;
  /** The credential scheme the caller must present (an authentication challenge, RFC 6750 / 7617). */
  challenge?: { scheme: 'Bearer' | 'Basic'; realm: string; error?: 'invalid_token'; charset?: 'UTF-8' };
  /** The rest of the request is not worth reading (an upload refused part-way). */
  stopReading?: boolean;
  /** The methods the resource does answer to (a 405). */
  allowedMethods?: readonly string[];
}

/** Kinds whose stack is worth logging: the rest are answers to the caller, not faults. */
const FAULTS = new Set(['internal', 'upstream_failed', 'unavailable']);

/** The one error type domains throw: a catalogue code, a message and optional details and hints. */
export class OnwardError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
    readonly hints?: ErrorHints,
  ) {
    // A caller's mistake is an answer, not a fault: its stack is never logged or shown, and
    // capturing one was the largest single cost of a rejected submit. Faults keep theirs for the log.
    const limit = Error.stackTraceLimit;
    if (!FAULTS.has(kindOf(code))) Error.stackTraceLimit = 0;
    super(message ?? ERRORS[code].message);
    Error.stackTraceLimit = limit;
    this.name = 'OnwardError';
  }

  get kind() {
    return kindOf(this.code);
  }

  toBody(): ErrorBody {
    return this.details && this.details.length > 0
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}
