/**
 * The one statement that moves end clients from one status to another, shared by the manual
 * status change (service.ts) and the abandonment sweep (abandonment.ts) so both leave the rows
 * alike. Callers run it inside `SessionRepository.rewriting` so no cached copy outlives it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { EndClientStatus } from './status.js';

/**
 * UPDATE for `ids` still at status `from` (the guard catches a flow write that moved one since the
 * caller read it). The revision moves too, so a flow write racing this one loses its
 * compare-and-set and sees the new status. Only IN_PROGRESS runs have an abandonment due time
 * (nothing moves a run to IN_PROGRESS by hand), so it is cleared with any other status.
 */
export function statusUpdate(
  executor: Kysely<Database>,
  ids: readonly string[],
  from: string,
  to: EndClientStatus,
  at: number,
) {
  return executor
    .updateTable('sessions')
    .set((eb) => ({
      status: to,
      updated_at: at,
      revision: eb('revision', '+', 1),
      ...(to === 'IN_PROGRESS' ? {} : { abandon_at: null }),
    }))
    .where('id', 'in', ids)
    .where('status', '=', from);
}
