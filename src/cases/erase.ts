/**
 * Erasure of a case from the Studio: the end client and everything its run collected are deleted
 * through the end clients' service (the same path, and the same audit entry without personal
 * data, as DELETE /end-clients/delete-manually), and the answer is a receipt of what went: how
 * many values, files, notes, decisions and links. The receipt is counted just before the
 * deletion; a value submitted in between would go too, uncounted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { AuditActor } from '../audit/trail.js';
import type { EndClients } from '../end-clients/service.js';
import type { EndClientDetailsService } from '../end-clients/details.js';
import { OnwardError } from '../errors/index.js';
import { caseIn } from './scope.js';

export interface ErasureReceipt {
  endClientId: string;
  flowId: string;
  status: string;
  deletedAt: string;
  removed: { values: number; files: number; notes: number; decisions: number; links: number };
}

export function createCaseErasure(deps: {
  db: Kysely<Database>;
  endClients: Pick<EndClients, 'remove'>;
  details: Pick<EndClientDetailsService, 'details'>;
  now: () => number;
}) {
  const count = async (table: 'case_notes' | 'case_decisions' | 'session_files', caseId: string) =>
    Number(
      (
        await deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('session_id', '=', caseId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    /** 4100 when the case is not the tenant's (or was erased meanwhile). */
    async erase(tenantId: string, caseId: string, actor: AuditActor): Promise<ErasureReceipt> {
      const found = await caseIn(deps.db, tenantId, caseId);
      const details = await deps.details.details(found.scope, caseId);
      const links = await deps.db
        .selectFrom('end_client_links')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => eb.or([eb('first_id', '=', caseId), eb('second_id', '=', caseId)]))
        .executeTakeFirstOrThrow();
      const removed = {
        values: details.values.length,
        files: await count('session_files', caseId),
        notes: await count('case_notes', caseId),
        decisions: await count('case_decisions', caseId),
        links: Number(links.n),
      };
      const result = await deps.endClients.remove(found.scope, [caseId], { actor });
      if (result.deleted.length !== 1) throw new OnwardError(4100, 'Case not found');
      return {
        endClientId: caseId,
        flowId: found.flowId,
        status: found.status,
        deletedAt: new Date(deps.now()).toISOString(),
        removed,
      };
    },
  };
}

export type CaseErasure = ReturnType<typeof createCaseErasure>;
