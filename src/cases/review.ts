/**
 * What a reviewer does to a case in the Studio: assign it, add notes, decide (change its status
 * with a reason), and, where the flow asks for four eyes, approve or reject another reviewer's
 * decision. Status changes go through the end clients' service (src/end-clients/service.ts), so
 * the allowed transitions, the `end_client.status_changed` webhook and the audit entry are the
 * management API's. Every action is audited in its own transaction.
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
import type { StudioAccounts } from '../studio/accounts.js';
import { allows } from '../studio/roles.js';
import { caseIn } from './scope.js';
import type { ReviewSettings } from './settings.js';

export interface CaseNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

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

export interface CaseReviewDeps {
  db: Kysely<Database>;
  endClients: Pick<EndClients, 'changeStatus'>;
  details: Pick<EndClientDetailsService, 'details'>;
  accounts: Pick<StudioAccounts, 'get'>;
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

export function createCaseReview(deps: CaseReviewDeps) {
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
    async notes(tenantId: string, caseId: string): Promise<CaseNote[]> {
      await caseIn(db, tenantId, caseId);
      const rows = await db
        .selectFrom('case_notes')
        .selectAll()
        .where('session_id', '=', caseId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        author: r.author,
        body: r.body,
        createdAt: new Date(Number(r.created_at)).toISOString(),
      }));
    },

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

    async assignee(caseId: string) {
      return db
        .selectFrom('case_assignments')
        .innerJoin('studio_accounts', 'studio_accounts.id', 'case_assignments.account_id')
        .select(['studio_accounts.id', 'studio_accounts.username', 'studio_accounts.display_name', 'assigned_at'])
        .where('case_assignments.session_id', '=', caseId)
        .executeTakeFirst()
        .then((a) =>
          a
            ? {
                accountId: a.id,
                username: a.username,
                displayName: a.display_name,
                assignedAt: new Date(Number(a.assigned_at)).toISOString(),
              }
            : null,
        );
    },

    /** Notes are append-only: there is no edit or delete. The audit entry names the note, not its text. */
    async addNote(tenantId: string, caseId: string, body: string, actor: AuditActor): Promise<CaseNote> {
      await caseIn(db, tenantId, caseId);
      const at = deps.now();
      const note = { id: randomUUID(), session_id: caseId, author: actor.name, body, created_at: at };
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('case_notes').values(note).execute();
        await deps.audit.record(
          tx,
          [
            {
              tenantId,
              actor,
              action: 'case.note_added',
              target: { type: 'case', id: caseId },
              after: { noteId: note.id, length: body.length },
            },
          ],
          at,
        );
      });
      return { id: note.id, author: note.author, body, createdAt: new Date(at).toISOString() };
    },

    /** Assigns the case to an enabled reviewer (or admin) account of the tenant; null unassigns it. */
    async assign(tenantId: string, caseId: string, accountId: string | null, actor: AuditActor) {
      await caseIn(db, tenantId, caseId);
      if (accountId !== null) {
        const account = await deps.accounts.get(tenantId, accountId).catch(() => undefined);
        if (!account || account.disabled || !allows(account.role, 'cases'))
          throw new OnwardError(4400, 'Cases are assigned to enabled reviewer or admin accounts', [
            { field: 'body/accountId', reason: 'not_reviewer', message: 'not an enabled reviewer or admin account' },
          ]);
      }
      const at = deps.now();
      await db.transaction().execute(async (tx) => {
        const before = await tx
          .selectFrom('case_assignments')
          .select('account_id')
          .where('session_id', '=', caseId)
          .executeTakeFirst();
        await tx.deleteFrom('case_assignments').where('session_id', '=', caseId).execute();
        if (accountId !== null)
          await tx
            .insertInto('case_assignments')
            .values({ session_id: caseId, account_id: accountId, assigned_at: at })
            .execute();
        await deps.audit.record(
          tx,
          [
            {
              tenantId,
              actor,
              action: accountId === null ? 'case.unassigned' : 'case.assigned',
              target: { type: 'case', id: caseId },
              before: { accountId: before?.account_id ?? null },
              after: { accountId },
            },
          ],
          at,
        );
      });
      return this.assignee(caseId);
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

export type CaseReview = ReturnType<typeof createCaseReview>;
