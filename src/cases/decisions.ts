/**
 * Reviewers' decisions: a status change with a reason, through the end clients' service
 * (src/end-clients/service.ts), so the allowed transitions, the `end_client.status_changed`
 * webhook and the audit entry are the management API's.
 *
 * Four eyes: when the case's flow has it on (settings.ts) and a screening service of the run hit,
 * a decision becomes a pending decision; a second, different person approves it (the change takes
 * effect then) or rejects it. One decision waits at a time.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { OnwardError } from '../errors/index.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';
import type { EndClients } from '../end-clients/service.js';
import type { EndClientDetailsService } from '../end-clients/details.js';
import { canChangeStatus, manualTargets, type EndClientStatus } from '../end-clients/status.js';
import { caseIn } from './scope.js';
import type { ReviewSettings } from './settings.js';

export interface CaseDecision {
  id: string;
  from: string;
  to: string;
  reason: string;
  requestedBy: string;
  requestedAt: string;
  /** pending until a second reviewer decides. */
  state: 'pending' | 'approved' | 'rejected';
  resolvedBy: string | null;
  resolvedAt: string | null;
  resolutionReason: string | null;
}

export type DecisionOutcome =
  { outcome: 'changed' | 'unchanged'; status: string } | { outcome: 'pending'; status: string; decision: CaseDecision };

export interface CaseDecisionsDeps {
  db: Kysely<Database>;
  endClients: Pick<EndClients, 'changeStatus'>;
  details: Pick<EndClientDetailsService, 'details'>;
  settings: Pick<ReviewSettings, 'get'>;
  audit: Pick<AuditTrail, 'record'>;
  now: () => number;
}

const actorKey = (a: AuditActor) => `${a.type}:${a.id}`;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function decisionOf(r: Database['case_decisions']): CaseDecision {
  return {
    id: r.id,
    from: r.from_status,
    to: r.to_status,
    reason: r.reason,
    requestedBy: r.requested_by_name,
    requestedAt: new Date(Number(r.requested_at)).toISOString(),
    state: r.resolution === 'approved' ? 'approved' : r.resolution === 'rejected' ? 'rejected' : 'pending',
    resolvedBy: r.resolved_by_name,
    resolvedAt: iso(r.resolved_at),
    resolutionReason: r.resolution_reason,
  };
}

/** Whether any screening service result of the run reports a hit. */
export function hasScreeningHit(serviceResults: Record<string, unknown>): boolean {
  return Object.values(serviceResults).some(
    (r) =>
      r !== null &&
      typeof r === 'object' &&
      (r as { hit?: unknown }).hit === true &&
      Array.isArray((r as { matches?: unknown }).matches),
  );
}

function refusedTransition(from: string, to: EndClientStatus): OnwardError {
  const allowed = manualTargets(from);
  return new OnwardError(4111, undefined, [
    {
      field: 'body/status',
      reason: 'status',
      status: from,
      message: `${from} cannot change to ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' by hand'}`,
    },
  ]);
}

export function createCaseDecisions(deps: CaseDecisionsDeps) {
  const { db } = deps;

  async function pendingOf(executor: Kysely<Database>, caseId: string) {
    return executor
      .selectFrom('case_decisions')
      .selectAll()
      .where('session_id', '=', caseId)
      .where('resolution', 'is', null)
      .executeTakeFirst();
  }

  return {
    async decisions(tenantId: string, caseId: string): Promise<CaseDecision[]> {
      await caseIn(db, tenantId, caseId);
      const rows = await db
        .selectFrom('case_decisions')
        .selectAll()
        .where('session_id', '=', caseId)
        .orderBy('requested_at')
        .orderBy('id')
        .execute();
      return rows.map(decisionOf);
    },

    /**
     * A reviewer's decision: the status changes now (with the reason in the audit trail and the
     * webhook sent), or, under four eyes, a pending decision waits for a second reviewer.
     */
    async decide(
      tenantId: string,
      caseId: string,
      to: EndClientStatus,
      reason: string,
      actor: AuditActor,
    ): Promise<DecisionOutcome> {
      const found = await caseIn(db, tenantId, caseId);
      if (!canChangeStatus(found.status, to)) throw refusedTransition(found.status, to);
      if (found.status === to) return { outcome: 'unchanged', status: to };
      if ((await pendingOf(db, caseId)) !== undefined)
        throw new OnwardError(4409, 'A decision on this case waits for a second reviewer; approve or reject it first');
      const fourEyes = (await deps.settings.get(tenantId, found.flowId)).fourEyes;
      if (fourEyes && hasScreeningHit((await deps.details.details(found.scope, caseId)).serviceResults)) {
        const at = deps.now();
        const row: Database['case_decisions'] = {
          id: randomUUID(),
          session_id: caseId,
          from_status: found.status,
          to_status: to,
          reason,
          requested_by: actorKey(actor),
          requested_by_name: actor.name,
          requested_at: at,
          resolution: null,
          resolved_by: null,
          resolved_by_name: null,
          resolved_at: null,
          resolution_reason: null,
        };
        await db.transaction().execute(async (tx) => {
          await tx.insertInto('case_decisions').values(row).execute();
          await deps.audit.record(
            tx,
            [
              {
                tenantId,
                actor,
                action: 'case.decision_requested',
                target: { type: 'case', id: caseId },
                before: { status: found.status },
                after: { status: to, decisionId: row.id },
                reason,
              },
            ],
            at,
          );
        });
        return { outcome: 'pending', status: found.status, decision: decisionOf(row) };
      }
      await deps.endClients.changeStatus(found.scope, [caseId], to, { actor, reason });
      return { outcome: 'changed', status: to };
    },

    /** The second reviewer's answer to a pending decision; never the person who asked for it. */
    async resolve(
      tenantId: string,
      caseId: string,
      decisionId: string,
      approve: boolean,
      reason: string | undefined,
      actor: AuditActor,
    ): Promise<CaseDecision> {
      const found = await caseIn(db, tenantId, caseId);
      const pending = await pendingOf(db, caseId);
      if (!pending || pending.id !== decisionId) throw new OnwardError(4404, 'No such pending decision on this case');
      if (pending.requested_by === actorKey(actor))
        throw new OnwardError(4030, 'A second, different reviewer must approve or reject this decision');
      if (approve && found.status !== pending.from_status)
        throw new OnwardError(4409, 'The case changed since the decision was requested; reject it and decide again');
      const at = deps.now();
      const resolution = approve ? 'approved' : 'rejected';
      const settle = async (tx: Kysely<Database>) => {
        const done = await tx
          .updateTable('case_decisions')
          .set({
            resolution,
            resolved_by: actorKey(actor),
            resolved_by_name: actor.name,
            resolved_at: at,
            resolution_reason: reason ?? null,
          })
          .where('id', '=', decisionId)
          .where('resolution', 'is', null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new OnwardError(4409, 'The decision was settled meanwhile');
        await deps.audit.record(
          tx,
          [
            {
              tenantId,
              actor,
              action: approve ? 'case.decision_approved' : 'case.decision_rejected',
              target: { type: 'case', id: caseId },
              before: { status: pending.from_status, decisionId },
              after: { status: approve ? pending.to_status : pending.from_status, decisionId },
              reason: reason ?? null,
            },
          ],
          at,
        );
      };
      if (approve)
        await deps.endClients.changeStatus(found.scope, [caseId], pending.to_status as EndClientStatus, {
          actor,
          reason: pending.reason,
          alongside: settle,
        });
      else await db.transaction().execute(settle);
      const settled = await db
        .selectFrom('case_decisions')
        .selectAll()
        .where('id', '=', decisionId)
        .executeTakeFirstOrThrow();
      return decisionOf(settled);
    },
  };
}

export type CaseDecisions = ReturnType<typeof createCaseDecisions>;
