/**
 * A tenant's end clients of one mode, newest first, a page at a time (GET /end-clients): the
 * back office's way to find runs, above all those waiting for review. Each item is the run's
 * summary; GET /end-clients/{id} has everything it collected.
 *
 * Pages are keyset-paginated on (created_at, id), both fixed at the insert, so a page never
 * repeats or skips a run because runs were changed meanwhile; the cursor is that position,
 * opaque to clients. Served by the indexes of migration 0011.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { keysetPage, olderThan } from '../store/keyset-cursor.js';
import type { EndClientStatus } from './status.js';
import type { Scope } from './scope.js';

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 500;

export interface ListQuery {
  status?: EndClientStatus;
  flowId?: string;
  limit?: number;
  cursor?: string;
}

export interface EndClientSummary {
  endClientId: string;
  flowId: string;
  flowVersion: number;
  status: string;
  createdAt: string;
  updatedAt: string;
}

export interface EndClientPage {
  endClients: EndClientSummary[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

export function createEndClientList(db: Kysely<Database>) {
  return {
    async list(scope: Scope, query: ListQuery): Promise<EndClientPage> {
      const limit = query.limit ?? DEFAULT_PAGE;
      let q = db
        .selectFrom('sessions')
        .select(['id', 'flow_id', 'version', 'status', 'created_at', 'updated_at'])
        .where('tenant_id', '=', scope.tenantId)
        .where('mode', '=', scope.mode);
      // A literal, not a parameter (the status is one of a closed set): SQLite uses the partial
      // review-queue index only for a WHERE it can match when the statement is prepared.
      if (query.status !== undefined) q = q.where('status', '=', sql.lit(query.status));
      if (query.flowId !== undefined) q = q.where('flow_id', '=', query.flowId);
      if (query.cursor !== undefined) q = q.where(olderThan(query.cursor, 'created_at', 'id'));
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const { page, nextCursor } = keysetPage(rows, limit, (r) => ({ createdAt: Number(r.created_at), id: r.id }));
      return {
        endClients: page.map((r) => ({
          endClientId: r.id,
          flowId: r.flow_id,
          flowVersion: Number(r.version),
          status: r.status,
          createdAt: new Date(Number(r.created_at)).toISOString(),
          updatedAt: new Date(Number(r.updated_at)).toISOString(),
        })),
        nextCursor,
      };
    },
  };
}

export type EndClientList = ReturnType<typeof createEndClientList>;
