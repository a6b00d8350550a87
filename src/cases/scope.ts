/**
 * A case is an end client seen from the Studio: the Studio names it by id alone (ids are unique
 * across modes), so its scope (tenant and mode) is read from the row. Another tenant's id reads
 * exactly like a missing one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Scope } from '../end-clients/scope.js';
import type { FlowMode } from '../sessions/repository.js';
import { OnwardError } from '../errors/index.js';

export interface CaseRow {
  scope: Scope;
  flowId: string;
  status: string;
}

export async function caseIn(executor: Kysely<Database>, tenantId: string, id: string): Promise<CaseRow> {
  const row = await executor
    .selectFrom('sessions')
    .select(['mode', 'flow_id', 'status'])
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw new OnwardError(4100, 'Case not found');
  return { scope: { tenantId, mode: row.mode as FlowMode }, flowId: row.flow_id, status: row.status };
}
