/**
 * What a reviewer does to a case in the Studio besides deciding (decisions.ts): assign it and add
 * notes. Every action is audited in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { OnwardError } from '../errors/index.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';
import type { StudioAccounts } from '../studio/accounts.js';
import { allows } from '../studio/roles.js';
import { caseIn } from './scope.js';

export interface CaseNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface CaseReviewDeps {
  db: Kysely<Database>;
  accounts: Pick<StudioAccounts, 'get'>;
  audit: Pick<AuditTrail, 'record'>;
  now: () => number;
}

export function createCaseReview(deps: CaseReviewDeps) {
  const { db } = deps;

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
  };
}

export type CaseReview = ReturnType<typeof createCaseReview>;
