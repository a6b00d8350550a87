/**
 * Links between two end clients of one tenant and mode (a company's run and its representative's,
 * say). Undirected: each pair is stored once, smaller id first. Both ends must be the caller's end
 * clients in the same mode; deleting an end client removes its links (a foreign-key cascade).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Store } from '../store/database.js';
import { OnwardError, type ErrorDetail } from '../errors/index.js';
import { statusesIn, type Scope } from './scope.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';

export interface LinkRequest {
  endClientId: string;
  linkedEndClientId: string;
}

const FIELDS = ['endClientId', 'linkedEndClientId'] as const;
const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** Throws `code` with a detail per id that is not one of the scope's end clients, or for a self-link. */
async function checkEnds(tx: Kysely<Database>, scope: Scope, request: LinkRequest, code: 4105 | 4106): Promise<void> {
  if (request.endClientId === request.linkedEndClientId) {
    throw new OnwardError(code, undefined, [
      {
        field: 'body/linkedEndClientId',
        reason: 'same_end_client',
        message: 'an end client cannot be linked to itself',
      },
    ]);
  }
  const found = await statusesIn(tx, scope, [request.endClientId, request.linkedEndClientId]);
  const missing: ErrorDetail[] = FIELDS.filter((f) => !found.has(request[f])).map((f) => ({
    field: `body/${f}`,
    reason: 'not_found',
    endClientId: request[f],
    message: 'no such end client in this mode',
  }));
  if (missing.length > 0) throw new OnwardError(code, undefined, missing);
}

export function createEndClientLinks(deps: {
  store: Pick<Store, 'db'>;
  now: () => number;
  /** Links made and removed are written to it, on both ends' trails, in the change's transaction. */
  audit?: Pick<AuditTrail, 'record'>;
}) {
  const { db } = deps.store;
  const audited = async (
    tx: Kysely<Database>,
    scope: Scope,
    request: LinkRequest,
    action: 'case.linked' | 'case.unlinked',
    actor: AuditActor | undefined,
  ) => {
    if (!actor || !deps.audit) return;
    const ends = [
      [request.endClientId, request.linkedEndClientId],
      [request.linkedEndClientId, request.endClientId],
    ] as const;
    await deps.audit.record(
      tx,
      ends.map(([id, other]) => ({
        tenantId: scope.tenantId,
        actor,
        action,
        target: { type: 'case' as const, id },
        after: { linkedEndClientId: other },
      })),
      deps.now(),
    );
  };
  return {
    /** Links the two end clients; linking a linked pair again changes nothing. */
    async link(scope: Scope, request: LinkRequest, actor?: AuditActor): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await checkEnds(tx, scope, request, 4105);
        const [first, second] = ordered(request.endClientId, request.linkedEndClientId);
        const existing = await tx
          .selectFrom('end_client_links')
          .select('first_id')
          .where('first_id', '=', first)
          .where('second_id', '=', second)
          .executeTakeFirst();
        await tx
          .insertInto('end_client_links')
          .values({ first_id: first, second_id: second, created_at: deps.now() })
          .onConflict((oc) => oc.columns(['first_id', 'second_id']).doNothing())
          .execute();
        // Linking a linked pair again changes nothing, so it records nothing.
        if (!existing) await audited(tx, scope, request, 'case.linked', actor);
      });
    },

    /** Removes the link between the two end clients; `removed` is false when there was none. */
    async unlink(scope: Scope, request: LinkRequest, actor?: AuditActor): Promise<{ removed: boolean }> {
      return db.transaction().execute(async (tx) => {
        await checkEnds(tx, scope, request, 4106);
        const [first, second] = ordered(request.endClientId, request.linkedEndClientId);
        const result = await tx
          .deleteFrom('end_client_links')
          .where('first_id', '=', first)
          .where('second_id', '=', second)
          .executeTakeFirst();
        const removed = Number(result.numDeletedRows) > 0;
        if (removed) await audited(tx, scope, request, 'case.unlinked', actor);
        return { removed };
      });
    },

    /** The end clients linked to one of the scope's end clients, oldest link first. */
    async linksOf(scope: Scope, endClientId: string): Promise<string[]> {
      if (!(await statusesIn(db, scope, [endClientId])).has(endClientId))
        throw new OnwardError(4100, 'End client not found');
      const rows = await db
        .selectFrom('end_client_links')
        .select(['first_id', 'second_id', 'created_at'])
        .where((eb) => eb.or([eb('first_id', '=', endClientId), eb('second_id', '=', endClientId)]))
        .orderBy('created_at')
        .orderBy('first_id')
        .orderBy('second_id')
        .execute();
      return rows.map((r) => (r.first_id === endClientId ? r.second_id : r.first_id));
    },
  };
}

export type EndClientLinks = ReturnType<typeof createEndClientLinks>;
