/**
 * Whether an error means the database could not be reached (rather than refused a query): the
 * server shutting down or restarting, a dropped or refused connection, no pooled connection in
 * time. Such a request failed through no fault of its own and may be retried shortly, so the API
 * answers 503 with Retry-After instead of an internal error.
 */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

export function databaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // SQLSTATE class 08 (connection exception) and 57P0x (shutdown, crash, cannot connect now).
    if (/^08|^57P0[1-3]$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m));
}
