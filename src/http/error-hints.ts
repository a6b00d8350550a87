/** The response headers an error's hints ask for (src/errors/onward-error.ts says what each means). */
import type { ErrorHints } from '../errors/index.js';

export function headersOf(hints: ErrorHints | undefined): Record<string, string> | undefined {
  if (!hints) return undefined;
  const headers: Record<string, string> = {};
  if (hints.retryAfterSeconds !== undefined) headers['retry-after'] = String(hints.retryAfterSeconds);
  if (hints.sessionId !== undefined) headers['x-hf-session'] = hints.sessionId;
  if (hints.challenge) {
    const { scheme, realm, error, charset } = hints.challenge;
    headers['www-authenticate'] =
      `${scheme} realm="${realm}"${error ? `, error="${error}"` : ''}${charset ? `, charset="${charset}"` : ''}`;
  }
  if (hints.stopReading) headers.connection = 'close';
  if (hints.allowedMethods && hints.allowedMethods.length > 0) headers.allow = hints.allowedMethods.join(', ');
  return headers;
}
