/**
 * Answers to requests Node's HTTP parser refuses before Fastify sees them (a header block over
 * the limit, a request line that is not HTTP, a client too slow to send its headers). Node and
 * Fastify would write their own `{error, message, statusCode}` body; this writes the API's
 * `{code, message}` with a catalogue code instead, so even these answers carry a code clients
 * can branch on. No route is known at this point, so the route formats (enrollment envelope,
 * RFC 6749) cannot apply: the flow API's shape is the one answer.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { ERRORS, type ErrorCode } from '../errors/index.js';
import { statusOf } from './status.js';

/** The catalogue code for a parser error (llhttp's HPE_* codes, Node's ERR_HTTP_*). */
export function clientErrorCode(code: string | undefined): ErrorCode {
  if (code === 'HPE_HEADER_OVERFLOW') return 4431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 4408;
  return 4400;
}

const MESSAGE: Partial<Record<ErrorCode, string>> = {
  4400: 'Malformed HTTP request',
};

/** The raw HTTP/1.1 answer for a parser error, with its connection closed. */
export function clientErrorResponse(code: ErrorCode): string {
  const status = statusOf(code);
  const body = JSON.stringify({ code, message: MESSAGE[code] ?? ERRORS[code].message });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** Fastify's `clientErrorHandler`: the same cases as its default, answered in the API's shape. */
export function onClientError(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(clientErrorCode(err.code)));
  socket.destroy(err);
}
