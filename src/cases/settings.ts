/**
 * A flow's review settings, kept beside the flow rather than in its document: they govern the
 * Studio's review, not the run, so changing them needs no new version and no republication.
 * Today one setting: four eyes (review.ts). Changes are audited on the flow.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { OnwardError } from '../errors/index.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';

export interface FlowReviewSettings {
  flowId: string;
  /** Decisions on a case with a screening hit need a second reviewer's approval. */
  fourEyes: boolean;
}

export function createReviewSettings(deps: {
  db: Kysely<Database>;
  audit: Pick<AuditTrail, 'record'>;
  now: () => number;
}) {
  const { db } = deps;
  async function owned(executor: Kysely<Database>, tenantId: string, flowId: string): Promise<void> {
    const flow = await executor
      .selectFrom('flows')
      .select('tenant_id')
      .where('flow_id', '=', flowId)
      .executeTakeFirst();
    if (!flow || flow.tenant_id !== tenantId) throw new OnwardError(4000);
  }
  const read = async (executor: Kysely<Database>, flowId: string): Promise<FlowReviewSettings> => {
    const row = await executor
      .selectFrom('flow_review_settings')
      .select('four_eyes')
      .where('flow_id', '=', flowId)
      .executeTakeFirst();
    return { flowId, fourEyes: Number(row?.four_eyes ?? 0) === 1 };
  };
  return {
    /** 4000 when the flow is not the tenant's. */
    async get(tenantId: string, flowId: string): Promise<FlowReviewSettings> {
      await owned(db, tenantId, flowId);
      return read(db, flowId);
    },

    async set(tenantId: string, flowId: string, fourEyes: boolean, actor: AuditActor): Promise<FlowReviewSettings> {
      const at = deps.now();
      return db.transaction().execute(async (tx) => {
        await owned(tx, tenantId, flowId);
        const before = await read(tx, flowId);
        await tx
          .insertInto('flow_review_settings')
          .values({ flow_id: flowId, four_eyes: fourEyes ? 1 : 0, updated_at: at })
          .onConflict((oc) => oc.column('flow_id').doUpdateSet({ four_eyes: fourEyes ? 1 : 0, updated_at: at }))
          .execute();
        await deps.audit.record(
          tx,
          [
            {
              tenantId,
              actor,
              action: 'flow.review_settings_changed',
              target: { type: 'flow', id: flowId },
              before: { fourEyes: before.fourEyes },
              after: { fourEyes },
            },
          ],
          at,
        );
        return { flowId, fourEyes };
      });
    },
  };
}

export type ReviewSettings = ReturnType<typeof createReviewSettings>;
