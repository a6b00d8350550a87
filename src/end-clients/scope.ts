/**
 * Whose end clients a request sees: one tenant's, in one mode (live, or /test for test sessions).
 * Every end-client operation looks its ids up through `statusesIn`, so another tenant's or mode's
 * ids read as not found everywhere alike.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { FlowMode } from '../sessions/repository.js';
import { OnwardError } from '../errors/index.js';

export interface Scope {
  tenantId: string;
  mode: FlowMode;
}

/** The status of each of `ids` that is one of the scope's end clients; the others are absent. */
export async function statusesIn(
  executor: Kysely<Database>,
  scope: Scope,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await executor
    .selectFrom('sessions')
    .select(['id', 'status'])
    .where('tenant_id', '=', scope.tenantId)
    .where('mode', '=', scope.mode)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** One end client's record read through the session store, if it is the scope's; else 4100. */
export async function endClientIn<R extends { tenantId: string; mode: FlowMode }>(
  sessions: { get(id: string): Promise<R | undefined> },
  scope: Scope,
  id: string,
): Promise<R> {
  const record = await sessions.get(id);
  if (!record || record.tenantId !== scope.tenantId || record.mode !== scope.mode)
    throw new OnwardError(4100, 'End client not found');
  return record;
}
