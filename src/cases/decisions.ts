/**
 * Reviewers' decisions: a status change with a reason, through the end clients' service
 * (src/end-clients/service.ts), so the allowed transitions, the `end_client.status_changed`
 * webhook and the audit entry are the management API's.
 *
 * Four eyes: when the case's flow has it on (settings.ts) and a screening service of the run hit,
 * a decision becomes a pending decision; a second, different person approves it (the change takes
 * effect then) or rejects it. One decision waits at a time. The same rule holds for the
 * management API's PUT /end-clients/status (`decideMany`): a person is a Studio account, the
 * tenant's Basic user or an API client, and the second must differ from the first.
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
import type { Scope } from '../end-clients/scope.js';

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

/** What PUT /end-clients/status answers: the service's three lists, and the changes held for a second person. */
export interface StatusChangeOutcome {
  updated: string[];
  unchanged: string[];
  notFound: string[];
  pending: Array<{ endClientId: string; decisionId: string }>;
}

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

function transitionMessage(from: string, to: EndClientStatus): string {
  const allowed = manualTargets(from);
  return `${from} cannot change to ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' by hand'}`;
}

function refusedTransition(from: string, to: EndClientStatus): OnwardError {
  return new OnwardError(4111, undefined, [
    { field: 'body/status', reason: 'status', status: from, message: transitionMessage(from, to) },
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

  /** Whether a decision on the case waits for a second reviewer: the flow's four eyes and a screening hit. */
  async function needsSecond(scope: Scope, caseId: string, flowId: string): Promise<boolean> {
    // A flow deleted meanwhile has no settings, so no four eyes.
    const fourEyes = await deps.settings
      .get(scope.tenantId, flowId)
      .then((s) => s.fourEyes)
      .catch(() => false);
    return fourEyes && hasScreeningHit((await deps.details.details(scope, caseId)).serviceResults);
  }

  function pendingRow(caseId: string, from: string, to: EndClientStatus, reason: string, actor: AuditActor) {
    const row: Database['case_decisions'] = {
      id: randomUUID(),
      session_id: caseId,
      from_status: from,
      to_status: to,
      reason,
      requested_by: actorKey(actor),
      requested_by_name: actor.name,
      requested_at: deps.now(),
      resolution: null,
      resolved_by: null,
      resolved_by_name: null,
      resolved_at: null,
      resolution_reason: null,
    };
    return row;
  }

  /** Writes pending decisions and their audit entries within `tx`. */
  async function requestSecond(
    tx: Kysely<Database>,
    tenantId: string,
    rows: ReadonlyArray<Database['case_decisions']>,
    actor: AuditActor,
  ) {
    if (rows.length === 0) return;
    await tx
      .insertInto('case_decisions')
      .values([...rows])
      .execute();
    await deps.audit.record(
      tx,
      rows.map((row) => ({
        tenantId,
        actor,
        action: 'case.decision_requested',
        target: { type: 'case' as const, id: row.session_id },
        before: { status: row.from_status },
        after: { status: row.to_status, decisionId: row.id },
        reason: row.reason,
      })),
      rows[0]!.requested_at,
    );
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
      if (await needsSecond(found.scope, caseId, found.flowId)) {
        const row = pendingRow(caseId, found.status, to, reason, actor);
        await db.transaction().execute((tx) => requestSecond(tx, tenantId, [row], actor));
        return { outcome: 'pending', status: found.status, decision: decisionOf(row) };
      }
      await deps.endClients.changeStatus(found.scope, [caseId], to, { actor, reason });
      return { outcome: 'changed', status: to };
    },

    /**
     * PUT /end-clients/status under four eyes: the end clients whose flow has four eyes on and
     * whose run has a screening hit get a pending decision instead of the change; the others
     * change at once. All or nothing, as the route always was: a refused transition (4111) or a
     * decision already waiting (4409) on any of them changes nothing, and the pending decisions
     * are written in the status change's own transaction.
     */
    async decideMany(
      scope: Scope,
      ids: readonly string[],
      to: EndClientStatus,
      reason: string | undefined,
      actor: AuditActor,
    ): Promise<StatusChangeOutcome> {
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom('sessions')
              .select(['id', 'flow_id', 'status'])
              .where('tenant_id', '=', scope.tenantId)
              .where('mode', '=', scope.mode)
              .where('id', 'in', [...ids])
              .execute();
      const second: Array<Database['case_decisions']> = [];
      const refused: Array<{ id: string; from: string }> = [];
      for (const r of rows) {
        if (r.status === to || !(await needsSecond(scope, r.id, r.flow_id))) continue;
        if (!canChangeStatus(r.status, to)) refused.push({ id: r.id, from: r.status });
        else if ((await pendingOf(db, r.id)) !== undefined)
          throw new OnwardError(4409, `A decision on ${r.id} waits for a second reviewer; approve or reject it first`);
        else second.push(pendingRow(r.id, r.status, to, reason ?? '', actor));
      }
      if (refused.length > 0)
        throw new OnwardError(
          4111,
          undefined,
          refused.map(({ id, from }) => ({
            field: `body/endClientIds/${ids.indexOf(id)}`,
            reason: 'status',
            endClientId: id,
            status: from,
            message: transitionMessage(from, to),
          })),
        );
      const held = new Set(second.map((d) => d.session_id));
      const direct = ids.filter((id) => !held.has(id));
      const alongside = (tx: Kysely<Database>) => requestSecond(tx, scope.tenantId, second, actor);
      const changed =
        direct.length > 0
          ? await deps.endClients.changeStatus(scope, direct, to, {
              actor,
              ...(reason !== undefined ? { reason } : {}),
              alongside,
            })
          : await db
              .transaction()
              .execute(alongside)
              .then(() => ({ updated: [], unchanged: [], notFound: [] }));
      return { ...changed, pending: second.map((d) => ({ endClientId: d.session_id, decisionId: d.id })) };
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
