// Link generations: how an end client's resume links are revoked without a row per link. The
// session row holds a counter (migration 0013), every token carries the value it was issued under
// (token.ts), and a token whose value is no longer the row's is refused. Revoking increments the
// counter: every link issued before stops at once, links issued afterwards work.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { OnwardError } from '../errors/index.js';
import { statusesIn, type Scope } from '../end-clients/scope.js';
import { MAX_LINK_GENERATION } from './token.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';

export interface LinkGenerations {
  /** The session's flow and current link generation; undefined when the session does not exist. */
  current(sessionId: string): Promise<{ flowId: string; generation: number } | undefined>;
  /**
   * Refuses every link of the scope's end client issued so far. 404 4100 when the id is not the
   * scope's; 409 4409 once the generation reached what a token can carry (65,535 revocations).
   */
  revoke(scope: Scope, endClientId: string, actor?: AuditActor): Promise<{ revokedAt: number }>;
}

export function createLinkGenerations(deps: {
  db: Kysely<Database>;
  now: () => number;
  /** A revocation is written to it in its own transaction. */
  audit?: Pick<AuditTrail, 'record'>;
}): LinkGenerations {
  const { db } = deps;
  return {
    async current(sessionId) {
      const row = await db
        .selectFrom('sessions')
        .select(['flow_id', 'link_generation'])
        .where('id', '=', sessionId)
        .executeTakeFirst();
      return row ? { flowId: row.flow_id, generation: Number(row.link_generation) } : undefined;
    },
    async revoke(scope, endClientId, actor) {
      // One statement, so two concurrent revocations both count and neither is lost. The session
      // cache (sessions/session-cache.ts) holds no generation, so it needs no invalidation.
      const at = deps.now();
      const done = await db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable('sessions')
          .set((eb) => ({ link_generation: eb('link_generation', '+', 1) }))
          .where('id', '=', endClientId)
          .where('tenant_id', '=', scope.tenantId)
          .where('mode', '=', scope.mode)
          .where('link_generation', '<', MAX_LINK_GENERATION)
          .executeTakeFirst();
        const revoked = Number(result.numUpdatedRows) === 1;
        if (revoked && actor && deps.audit)
          await deps.audit.record(
            tx,
            [
              {
                tenantId: scope.tenantId,
                actor,
                action: 'case.links_revoked',
                target: { type: 'case', id: endClientId },
              },
            ],
            at,
          );
        return revoked;
      });
      if (done) return { revokedAt: at };
      if ((await statusesIn(db, scope, [endClientId])).size === 0) throw new OnwardError(4100, 'End client not found');
      throw new OnwardError(
        4409,
        'The links of this end client were revoked too many times; delete the end client instead',
      );
    },
  };
}
