/**
 * The audit trail: who did what, when, to which case, flow, enrollment, webhook delivery, account or setting, with
 * the state before and after and the reason given. Append-only: this module has no update or
 * delete, and the store refuses both (migration 0021's triggers), so history cannot be rewritten
 * by a bug either. Entries are written by the domains making the change, inside the change's own
 * transaction (`record(tx, ...)`), so an entry exists exactly when its change committed.
 *
 * What goes in `before`/`after` is chosen by the writer to carry no personal data of end clients
 * (statuses, versions, roles, ids), so erasing an end client leaves its trail intact and lawful.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { keysetPage, olderThan } from '../store/keyset-cursor.js';

export const AUDIT_TARGET_TYPES = ['case', 'flow', 'enrollment', 'webhook_delivery', 'account', 'settings'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const ACTOR_TYPES = ['account', 'user', 'client', 'system'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** Who acted: a Studio account, the tenant's Basic user, an API/OAuth client, or Onward itself (demo, CLI). */
export interface AuditActor {
  type: ActorType;
  id: string;
  name: string;
}

export interface AuditInput {
  tenantId: string;
  actor: AuditActor;
  action: string;
  target: { type: AuditTargetType; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: AuditActor;
  action: string;
  target: { type: AuditTargetType; id: string };
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export const AUDIT_DEFAULT_PAGE = 50;
export const AUDIT_MAX_PAGE = 500;
/** An export holds at most this many entries (newest first); a trail longer than that is paged through the API. */
export const AUDIT_EXPORT_MAX = 100_000;

let sequence = 0;
/**
 * Ids sort in write order within a millisecond (time, then a per-process counter), so several
 * entries of one transaction read back in the order written; the random tail keeps processes apart.
 */
function entryId(at: number): string {
  sequence = (sequence + 1) % 0x1000000;
  return `${at.toString(16).padStart(12, '0')}${sequence.toString(16).padStart(6, '0')}${randomBytes(5).toString('hex')}`;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

function shape(row: Database['audit_log']): AuditEntry {
  return {
    id: row.id,
    at: new Date(Number(row.at)).toISOString(),
    actor: { type: row.actor_type as ActorType, id: row.actor_id, name: row.actor_name },
    action: row.action,
    target: { type: row.target_type as AuditTargetType, id: row.target_id },
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
    reason: row.reason,
  };
}

export interface AuditTrail {
  /** Appends the entries within `executor` (the change's transaction). */
  record(executor: Kysely<Database>, entries: readonly AuditInput[], at: number): Promise<void>;
  /** One target's entries, newest first, keyset-paginated on (at, id). */
  page(
    tenantId: string,
    target: { type: AuditTargetType; id: string },
    query: { limit?: number; cursor?: string },
  ): Promise<AuditPage>;
  /** One target's entries for an export, oldest first, at most AUDIT_EXPORT_MAX. */
  all(tenantId: string, target: { type: AuditTargetType; id: string }): Promise<AuditEntry[]>;
}

export function createAuditTrail(db: Kysely<Database>): AuditTrail {
  const ofTarget = (tenantId: string, target: { type: AuditTargetType; id: string }) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id);
  return {
    async record(executor, entries, at) {
      if (entries.length === 0) return;
      await executor
        .insertInto('audit_log')
        .values(
          entries.map((e) => ({
            id: entryId(at),
            tenant_id: e.tenantId,
            at,
            actor_type: e.actor.type,
            actor_id: e.actor.id,
            actor_name: e.actor.name,
            action: e.action,
            target_type: e.target.type,
            target_id: e.target.id,
            before: json(e.before),
            after: json(e.after),
            reason: e.reason ?? null,
          })),
        )
        .execute();
    },

    async page(tenantId, target, query) {
      const limit = query.limit ?? AUDIT_DEFAULT_PAGE;
      let q = ofTarget(tenantId, target);
      if (query.cursor !== undefined) q = q.where(olderThan(query.cursor, 'at', 'id'));
      const rows = await q
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const { page, nextCursor } = keysetPage(rows, limit, (r) => ({ createdAt: Number(r.at), id: r.id }));
      return { entries: page.map(shape), nextCursor };
    },

    async all(tenantId, target) {
      const rows = await ofTarget(tenantId, target).orderBy('at').orderBy('id').limit(AUDIT_EXPORT_MAX).execute();
      return rows.map(shape);
    },
  };
}

/** The actor of a call made with an API or OAuth client's credentials (the management API). */
export const clientActor = (clientId: string): AuditActor => ({ type: 'client', id: clientId, name: clientId });
/** Onward itself acting for an operator (demo seeding, the CLI). */
export const systemActor = (name: string): AuditActor => ({ type: 'system', id: name, name });

/** The actor a `user:<id>` or `client:<id>` subject names (enrollment API tokens); another subject reads as a client id. */
export function subjectActor(subject: string): AuditActor {
  const m = /^(user|client):(.+)$/.exec(subject);
  if (!m) return clientActor(subject);
  return { type: m[1] === 'user' ? 'user' : 'client', id: m[2]!, name: m[2]! };
}
