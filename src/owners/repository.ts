/**
 * The owner cases and invitations in the store (migration 0024). Instants are epoch ms, booleans
 * 0/1, the config and each owner's prefill JSON text, as everywhere in the schema.
 */
import type { Database } from '../store/schema.js';
import { bindParameters, type Store } from '../store/database.js';
import type { FlowMode } from '../sessions/repository.js';
import type { OwnerPrefill } from '../engine/index.js';
import type { OwnerVerificationConfig } from '../services/owner-verification-config.js';

export interface OwnerCase {
  sessionId: string;
  nodeId: string;
  runId: number;
  tenantId: string;
  mode: FlowMode;
  personFlowId: string;
  config: OwnerVerificationConfig;
  createdAt: number;
  deadlineAt: number | null;
  nextReminderAt: number | null;
  remindersSent: number;
  finishedAt: number | null;
  outcome: 'owners_done' | 'deadline' | null;
}

export interface OwnerInvitation {
  sessionId: string;
  nodeId: string;
  index: number;
  name: string;
  email: string | null;
  invited: boolean;
  reason: string;
  personSessionId: string | null;
  prefill: OwnerPrefill;
  notifiedAt: number | null;
  notificationCount: number;
  deliveryError: string | null;
}

type CaseRow = Database['owner_cases'];
type InvitationRow = Database['owner_invitations'];
const num = (v: number | null): number | null => (v === null ? null : Number(v));

function toCase(r: Omit<CaseRow, 'reminders_sent'> & { reminders_sent: number }): OwnerCase {
  return {
    sessionId: r.session_id,
    nodeId: r.node_id,
    runId: Number(r.run_id),
    tenantId: r.tenant_id,
    mode: r.mode as FlowMode,
    personFlowId: r.person_flow_id,
    config: JSON.parse(r.config) as OwnerVerificationConfig,
    createdAt: Number(r.created_at),
    deadlineAt: num(r.deadline_at),
    nextReminderAt: num(r.next_reminder_at),
    remindersSent: Number(r.reminders_sent),
    finishedAt: num(r.finished_at),
    outcome: r.outcome as OwnerCase['outcome'],
  };
}

function toInvitation(r: Omit<InvitationRow, 'notification_count'> & { notification_count: number }): OwnerInvitation {
  return {
    sessionId: r.session_id,
    nodeId: r.node_id,
    index: Number(r.owner_index),
    name: r.name,
    email: r.email,
    invited: Number(r.invited) === 1,
    reason: r.reason,
    personSessionId: r.person_session_id,
    prefill: JSON.parse(r.prefill) as OwnerPrefill,
    notifiedAt: num(r.notified_at),
    notificationCount: Number(r.notification_count),
    deliveryError: r.delivery_error,
  };
}

export function createOwnerRepository(store: Pick<Store, 'db' | 'read'>) {
  const { db } = store;
  // Every run that reaches its END asks whether it is an owner's (runEnded): compiled once, since
  // building the query cost more than running it, on every completed flow, and run through
  // `store.read`, since on SQLite a read transaction of its own cost more than both.
  const ownerOfQuery = db
    .selectFrom('owner_invitations')
    .select(['session_id', 'node_id', 'owner_index'])
    .where('person_session_id', '=', '')
    .compile();
  return {
    /** Claims the case for (session, node); false when one exists already (an earlier run or a duplicate job). */
    async claim(c: Omit<OwnerCase, 'remindersSent' | 'finishedAt' | 'outcome'>): Promise<boolean> {
      const result = await db
        .insertInto('owner_cases')
        .values({
          session_id: c.sessionId,
          node_id: c.nodeId,
          run_id: c.runId,
          tenant_id: c.tenantId,
          mode: c.mode,
          person_flow_id: c.personFlowId,
          config: JSON.stringify(c.config),
          created_at: c.createdAt,
          deadline_at: c.deadlineAt,
          next_reminder_at: c.nextReminderAt,
        })
        .onConflict((oc) => oc.columns(['session_id', 'node_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async get(sessionId: string, nodeId: string): Promise<OwnerCase | undefined> {
      const row = await db
        .selectFrom('owner_cases')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('node_id', '=', nodeId)
        .executeTakeFirst();
      return row && toCase(row);
    },

    /** The cases of one business run, oldest first. */
    async casesOf(sessionId: string): Promise<OwnerCase[]> {
      const rows = await db
        .selectFrom('owner_cases')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('created_at')
        .execute();
      return rows.map(toCase);
    },

    /** A run that went back and reached the node again waits under its new run id; a reopened case waits again. */
    async rerun(sessionId: string, nodeId: string, runId: number): Promise<void> {
      await db
        .updateTable('owner_cases')
        .set({ run_id: runId, finished_at: null, outcome: null })
        .where('session_id', '=', sessionId)
        .where('node_id', '=', nodeId)
        .execute();
    },

    /** Open cases whose reminder or deadline is due, or any open case for the completion backstop. */
    async open(limit: number): Promise<OwnerCase[]> {
      const rows = await db
        .selectFrom('owner_cases')
        .selectAll()
        .where('finished_at', 'is', null)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(toCase);
    },

    async finish(sessionId: string, nodeId: string, at: number, outcome: 'owners_done' | 'deadline'): Promise<void> {
      await db
        .updateTable('owner_cases')
        .set({ finished_at: at, outcome, next_reminder_at: null })
        .where('session_id', '=', sessionId)
        .where('node_id', '=', nodeId)
        .where('finished_at', 'is', null)
        .execute();
    },

    /** Records a reminder round; `next` is the following one's due time, null after the last. */
    async reminded(sessionId: string, nodeId: string, next: number | null): Promise<void> {
      await db
        .updateTable('owner_cases')
        .set((eb) => ({ reminders_sent: eb('reminders_sent', '+', 1), next_reminder_at: next }))
        .where('session_id', '=', sessionId)
        .where('node_id', '=', nodeId)
        .execute();
    },

    async invitations(sessionId: string, nodeId: string): Promise<OwnerInvitation[]> {
      const rows = await db
        .selectFrom('owner_invitations')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('node_id', '=', nodeId)
        .orderBy('owner_index')
        .execute();
      return rows.map(toInvitation);
    },

    /** Adds one owner's row; false when it exists (a duplicate job made it first). */
    async addInvitation(i: Omit<OwnerInvitation, 'notifiedAt' | 'notificationCount' | 'deliveryError'>, at: number) {
      const result = await db
        .insertInto('owner_invitations')
        .values({
          session_id: i.sessionId,
          node_id: i.nodeId,
          owner_index: i.index,
          name: i.name,
          email: i.email,
          invited: i.invited ? 1 : 0,
          reason: i.reason,
          person_session_id: i.personSessionId,
          prefill: JSON.stringify(i.prefill),
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['session_id', 'node_id', 'owner_index']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async delivered(i: OwnerInvitation, at: number, error: string | null): Promise<void> {
      await db
        .updateTable('owner_invitations')
        .set((eb) =>
          error === null
            ? { notified_at: at, notification_count: eb('notification_count', '+', 1), delivery_error: null }
            : { delivery_error: error },
        )
        .where('session_id', '=', i.sessionId)
        .where('node_id', '=', i.nodeId)
        .where('owner_index', '=', i.index)
        .execute();
    },

    /** Removes a person run nobody has seen (the loser of a duplicate invitation). */
    async deleteSession(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** The business case an owner's run belongs to, if it is one. */
    async ownerOf(personSessionId: string): Promise<{ sessionId: string; nodeId: string; index: number } | undefined> {
      const row = (await store.read(bindParameters(ownerOfQuery, [personSessionId]))).rows[0];
      return row && { sessionId: row.session_id, nodeId: row.node_id, index: Number(row.owner_index) };
    },
  };
}

export type OwnerRepository = ReturnType<typeof createOwnerRepository>;
