/**
 * Bulk operations on a tenant's end clients (the sessions of its flows, one mode at a time):
 * status changes by hand and deletion. Each request is all or nothing, in one transaction, and
 * sees only the caller's tenant and mode: another tenant's ids read as not found.
 */
import type { Kysely } from 'kysely';
import type { Store } from '../store/database.js';
import type { Database } from '../store/schema.js';
import type { SessionRepository } from '../sessions/repository.js';
import { OnwardError, type ErrorDetail } from '../errors/index.js';
import { canChangeStatus, manualTargets, type EndClientStatus } from './status.js';
import { statusesIn, type Scope } from './scope.js';
import { statusUpdate } from './set-status.js';
import type { StatusEvents } from './status-events.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';

export interface EndClientsDeps {
  store: Pick<Store, 'db'>;
  sessions: Pick<SessionRepository<unknown>, 'rewriting'>;
  now: () => number;
  /** end_client.status_changed webhooks of the flows that have one. */
  events: Pick<StatusEvents, 'targetsOf' | 'messages' | 'record' | 'wake'>;
  /** Every change is written to the audit trail in its own transaction. */
  audit: Pick<AuditTrail, 'record'>;
}

/** Who asks for a change and why; `alongside` runs in the change's transaction (a four-eyes decision's resolution). */
export interface ChangeContext {
  actor: AuditActor;
  reason?: string;
  alongside?: (tx: Kysely<Database>) => Promise<void>;
}

export interface StatusChange {
  updated: string[];
  unchanged: string[];
  notFound: string[];
}
export interface Deletion {
  deleted: string[];
  notFound: string[];
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

export function createEndClients(deps: EndClientsDeps) {
  const { db } = deps.store;
  return {
    /**
     * Sets `status` on every found end client, or on none: one forbidden change (see status.ts)
     * rejects the request with 4111 and a detail per offending id.
     */
    async changeStatus(
      scope: Scope,
      requested: readonly string[],
      status: EndClientStatus,
      context: ChangeContext,
    ): Promise<StatusChange> {
      const ids = unique(requested);
      const targets = await deps.events.targetsOf(ids);
      let messages = 0;
      const result = await deps.sessions.rewriting(ids, () =>
        db.transaction().execute(async (tx) => {
          const current = await statusesIn(tx, scope, ids);
          // In the request's order, so answers and details read like the request.
          const found = ids.flatMap((id) => {
            const from = current.get(id);
            return from === undefined ? [] : [[id, from] as const];
          });
          const refused: ErrorDetail[] = [];
          for (const [id, from] of found) {
            if (!canChangeStatus(from, status)) {
              const allowed = manualTargets(from);
              refused.push({
                field: `body/endClientIds/${requested.indexOf(id)}`,
                reason: 'status',
                endClientId: id,
                status: from,
                message: `${from} cannot change to ${status}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' by hand'}`,
              });
            }
          }
          if (refused.length > 0) throw new OnwardError(4111, undefined, refused);
          const moving = found.filter(([, from]) => from !== status);
          // One statement per current status, not per id. The status guard and the row count catch
          // a flow write that moved one of them since the read above (PostgreSQL does not lock the
          // rows read): the whole request is then refused rather than reporting a change not made.
          const byStatus = new Map<string, string[]>();
          for (const [id, from] of moving) {
            const group = byStatus.get(from);
            if (group) group.push(id);
            else byStatus.set(from, [id]);
          }
          const at = deps.now();
          for (const [from, group] of byStatus) {
            // set-status.ts: the revision moves too, so a flow write racing this one (a background
            // service finishing, say) loses its compare-and-set and sees the new status.
            const changed = await statusUpdate(tx, group, from, status, at).executeTakeFirst();
            if (Number(changed.numUpdatedRows) !== group.length)
              throw new OnwardError(4409, 'An end client changed while its status was being set; retry');
            // With the change it reports, in the same transaction: the event exists exactly when the change does.
            messages += await deps.events.record(
              tx,
              deps.events.messages(group, targets, { from, to: status, source: 'manual' }, at),
              at,
            );
            await deps.audit.record(
              tx,
              group.map((id) => ({
                tenantId: scope.tenantId,
                actor: context.actor,
                action: 'case.status_changed',
                target: { type: 'case' as const, id },
                before: { status: from },
                after: { status },
                reason: context.reason ?? null,
              })),
              at,
            );
          }
          await context.alongside?.(tx);
          return {
            updated: moving.map(([id]) => id),
            unchanged: found.filter(([, from]) => from === status).map(([id]) => id),
            notFound: ids.filter((id) => !current.has(id)),
          };
        }),
      );
      if (messages > 0) deps.events.wake();
      return result;
    },

    /**
     * Deletes every found end client with its flow state; the rest are reported as not found. The
     * audit trail keeps that it happened and what the run was (flow, version, mode, status), never
     * what it collected.
     */
    async remove(scope: Scope, requested: readonly string[], context: Pick<ChangeContext, 'actor'>): Promise<Deletion> {
      const ids = unique(requested);
      return deps.sessions.rewriting(ids, () =>
        db.transaction().execute(async (tx) => {
          const rows =
            ids.length === 0
              ? []
              : await tx
                  .selectFrom('sessions')
                  .select(['id', 'status', 'flow_id', 'version'])
                  .where('tenant_id', '=', scope.tenantId)
                  .where('mode', '=', scope.mode)
                  .where('id', 'in', ids)
                  .execute();
          const found = new Map(rows.map((r) => [r.id, r]));
          if (found.size > 0) {
            const at = deps.now();
            await deps.audit.record(
              tx,
              rows.map((r) => ({
                tenantId: scope.tenantId,
                actor: context.actor,
                action: 'case.deleted',
                target: { type: 'case' as const, id: r.id },
                before: { status: r.status, flowId: r.flow_id, flowVersion: Number(r.version), mode: scope.mode },
              })),
              at,
            );
            await tx
              .deleteFrom('sessions')
              .where('tenant_id', '=', scope.tenantId)
              .where('mode', '=', scope.mode)
              .where('id', 'in', [...found.keys()])
              .execute();
          }
          return { deleted: ids.filter((id) => found.has(id)), notFound: ids.filter((id) => !found.has(id)) };
        }),
      );
    },
  };
}

export type EndClients = ReturnType<typeof createEndClients>;
