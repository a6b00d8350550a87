/**
 * The enrollment API's response envelope `{Version, StatusCode, Message, Result}` (spec, area B),
 * for successes and, through the `envelope` error formatter, for every error of its routes.
 */
import type { FastifyRequest } from 'fastify';
import { statusOf } from '../status.js';
import type { OnwardError } from '../../errors/index.js';

export const ENROLLMENT_API_VERSION = '1.0.0';
export const ENVELOPE_FORMAT = 'envelope';

export interface Envelope<T> {
  Version?: string;
  StatusCode: number;
  Message: string;
  Result: T;
}

const SUCCESS_MESSAGE: Record<string, string> = {
  GET: 'GET Request successful.',
  POST: 'POST Request successful.',
  PUT: 'PUT Request successful.',
  DELETE: 'DELETE Request successful.',
};

export function ok<T>(method: string, result: T): Envelope<T> & { Version: string } {
  return { Version: ENROLLMENT_API_VERSION, ...okUnversioned(method, result) };
}

/** The history response's envelope, which the spec gives without Version. */
export function okUnversioned<T>(method: string, result: T): Envelope<T> {
  return { StatusCode: 200, Message: SUCCESS_MESSAGE[method] ?? 'Request successful.', Result: result };
}

/** Error bodies: the status mirrored in StatusCode, a clear Message, field problems in Result.Errors. */
export function envelopeErrorFormatter(
  error: OnwardError,
  _request: FastifyRequest,
): Envelope<{ Errors: { Field?: string; Message: string }[] } | null> {
  const errors = (error.details ?? []).map((d) =>
    d.field !== undefined ? { Field: d.field, Message: d.message } : { Message: d.message },
  );
  return {
    Version: ENROLLMENT_API_VERSION,
    StatusCode: statusOf(error.code),
    Message: error.message,
    Result: errors.length > 0 ? { Errors: errors } : null,
  };
}
