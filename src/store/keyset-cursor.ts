/**
 * Opaque keyset cursors on (a millisecond time, an id): the position of the last item of a page,
 * shared by every newest-first listing (end clients, cases, the audit trail) so they all refuse a
 * tampered cursor alike.
 */
import { OnwardError } from '../errors/index.js';

export interface Position {
  createdAt: number;
  id: string;
}

export function encodeCursor(p: Position): string {
  return Buffer.from(JSON.stringify([p.createdAt, p.id])).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  const bad = () =>
    new OnwardError(4400, 'Invalid cursor', [
      {
        field: 'querystring/cursor',
        reason: 'invalid_cursor',
        message: 'pass the nextCursor of a previous page unchanged',
      },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    !Number.isSafeInteger(parsed[0]) ||
    typeof parsed[1] !== 'string'
  )
    throw bad();
  return { createdAt: parsed[0] as number, id: parsed[1] };
}
