/**
 * Opaque keyset cursors on (a millisecond time, an id): the position of the last item of a page,
 * shared by every newest-first listing (end clients, cases, the audit trail) so they all refuse a
 * tampered cursor alike.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
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

/**
 * The rows after a cursor's position in a newest-first listing ordered by (time desc, id desc):
 * `time < t or (time = t and id < id)`. Written out rather than as a row comparison so both
 * dialects' planners walk the (time, id) index the same way. Throws 4400 for a tampered cursor.
 */
export function olderThan(cursor: string, timeColumn: string, idColumn: string): Expression<SqlBool> {
  const p = decodeCursor(cursor);
  const time = sql.ref(timeColumn);
  return sql<SqlBool>`(${time} < ${p.createdAt} or (${time} = ${p.createdAt} and ${sql.ref(idColumn)} < ${p.id}))`;
}

/** One page out of `limit + 1` rows fetched (the extra row only tells that another page follows). */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  positionOf: (row: Row) => Position,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(positionOf(last)) : null };
}
