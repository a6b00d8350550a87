/**
 * The review queue: a tenant's cases of one mode, filtered by status, flow and creation date,
 * searched, newest or oldest first, keyset-paginated on (created_at, id) with the end-client
 * list's cursor (src/store/keyset-cursor.ts, src/end-clients/list.ts), plus the count per status.
 *
 * Search: an exact end client id, or words each found in a value the person gave or was
 * prefilled with (names, e-mail, company name, external customer id, ...). The database narrows
 * the rows with the trigram index of those values on PostgreSQL (migration 0034: pg_trgm on
 * `onward_case_text(state)`) for words of three characters or more, and otherwise (shorter words,
 * SQLite) with a substring test on the stored state;
 * each candidate is then checked on its parsed values, the one definition of a hit.
 */
import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../store/schema.js';
import { decodeCursor, encodeCursor } from '../store/keyset-cursor.js';
import { END_CLIENT_STATUSES, type EndClientStatus } from '../end-clients/status.js';
import type { EndClientSummary } from '../end-clients/list.js';
import type { Scope } from '../end-clients/scope.js';
import type { CaseNames, EndClientDetailsService } from '../end-clients/details.js';

export interface QueueQuery {
  status?: EndClientStatus;
  flowId?: string;
  /** Epoch milliseconds, inclusive. */
  createdFrom?: number;
  /** Epoch milliseconds, exclusive. */
  createdTo?: number;
  search?: string;
  order?: 'newest' | 'oldest';
  limit: number;
  cursor?: string;
}

export interface QueueItem extends EndClientSummary {
  mode: string;
  assignee: { accountId: string; username: string; displayName: string } | null;
  pendingDecision: boolean;
  /** The person's and the company's name, from the run's values by role. */
  names: CaseNames;
}

export interface QueuePage {
  cases: QueueItem[];
  nextCursor: string | null;
  /**
   * Cases per status under the same mode, flow and date filters (status and search aside), on a
   * first page; null on the pages after it, whose counts the first page already gave (counting
   * reads every matching row, the page itself only `limit`).
   */
  counts: Record<EndClientStatus, number> | null;
}

/** Rows a search reads per page at most before answering with what it found (and a cursor on). */
const SEARCH_SCAN_LIMIT = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether each word of the search (lower case) is in some string or number of the person's
 * values, so "ada lovelace" finds a first and a last name given apart.
 */
function valuesContain(state: string, words: readonly string[]): boolean {
  let parsed: { submissions?: Record<string, { values?: unknown }>; prefill?: unknown };
  try {
    parsed = JSON.parse(state) as typeof parsed;
  } catch {
    return false;
  }
  const texts: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') texts.push(v.toLowerCase());
    else if (typeof v === 'number') texts.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const s of Object.values(parsed.submissions ?? {})) walk(s.values);
  walk(parsed.prefill);
  return words.every((w) => texts.some((t) => t.includes(w)));
}

/** The search's words; a quoted or single-word search is one word. */
const wordsOf = (term: string): string[] => term.toLowerCase().split(/\s+/).filter(Boolean);

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The shortest word a trigram index finds. */
const TRIGRAM = 3;

const scanFor = (w: string) => sql<SqlBool>`lower(${sql.ref('state')}) like ${likePattern(w)} escape '\\'`;

/**
 * The conditions that a case's values hold every word (lower case), for the database to narrow
 * the candidates with: on PostgreSQL through the trigram index of migration 0034 where a word is
 * long enough; on SQLite (no index, to keep the submit path cheap) a scan of the stored state.
 */
function wordsCondition(db: Kysely<Database>, words: readonly string[]): Expression<SqlBool>[] {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return words.map(scanFor);
  return words.map((w) =>
    [...w].length < TRIGRAM
      ? scanFor(w)
      : sql<SqlBool>`onward_case_text(${sql.ref('state')}) like ${likePattern(w)} escape '\\'`,
  );
}

export function createCaseQueue(db: Kysely<Database>, details: Pick<EndClientDetailsService, 'names'>) {
  const base = (scope: Scope, query: QueueQuery) => {
    let q = db.selectFrom('sessions').where('tenant_id', '=', scope.tenantId).where('mode', '=', scope.mode);
    if (query.flowId !== undefined) q = q.where('flow_id', '=', query.flowId);
    if (query.createdFrom !== undefined) q = q.where('created_at', '>=', query.createdFrom);
    if (query.createdTo !== undefined) q = q.where('created_at', '<', query.createdTo);
    return q;
  };

  async function counts(scope: Scope, query: QueueQuery): Promise<Record<EndClientStatus, number>> {
    const rows = await base(scope, query)
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute();
    const out = Object.fromEntries(END_CLIENT_STATUSES.map((s) => [s, 0])) as Record<EndClientStatus, number>;
    for (const r of rows) if (r.status in out) out[r.status as EndClientStatus] = Number(r.n);
    return out;
  }

  async function annotate(
    rows: ReadonlyArray<{
      id: string;
      flow_id: string;
      version: number;
      status: string;
      mode: string;
      created_at: number;
      updated_at: number;
      state: string;
    }>,
  ): Promise<QueueItem[]> {
    const ids = rows.map((r) => r.id);
    const [assigned, pending] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .selectFrom('case_assignments')
              .innerJoin('studio_accounts', 'studio_accounts.id', 'case_assignments.account_id')
              .select([
                'case_assignments.session_id',
                'studio_accounts.id',
                'studio_accounts.username',
                'studio_accounts.display_name',
              ])
              .where('case_assignments.session_id', 'in', ids)
              .execute(),
            db
              .selectFrom('case_decisions')
              .select('session_id')
              .where('session_id', 'in', ids)
              .where('resolution', 'is', null)
              .execute(),
          ]);
    const byCase = new Map(assigned.map((a) => [a.session_id, a]));
    const waiting = new Set(pending.map((p) => p.session_id));
    // Compiled flow versions are cached, so a page's names cost its rows' JSON parsing.
    const names = await Promise.all(
      rows.map((r) => details.names({ flowId: r.flow_id, version: Number(r.version), state: r.state })),
    );
    return rows.map((r, i) => {
      const a = byCase.get(r.id);
      return {
        names: names[i] ?? { person: null, company: null },
        endClientId: r.id,
        flowId: r.flow_id,
        flowVersion: Number(r.version),
        status: r.status,
        mode: r.mode,
        createdAt: new Date(Number(r.created_at)).toISOString(),
        updatedAt: new Date(Number(r.updated_at)).toISOString(),
        assignee: a ? { accountId: a.id, username: a.username, displayName: a.display_name } : null,
        pendingDecision: waiting.has(r.id),
      };
    });
  }

  return {
    async list(scope: Scope, query: QueueQuery): Promise<QueuePage> {
      const newest = query.order !== 'oldest';
      const term = query.search?.trim() ?? '';
      const byId = UUID.test(term);
      const words = byId ? [] : wordsOf(term);
      let position = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const conditions = wordsCondition(db, words);
      const found: Array<{
        id: string;
        flow_id: string;
        version: number;
        status: string;
        mode: string;
        created_at: number;
        updated_at: number;
        state: string;
      }> = [];
      let scanned = 0;
      let more = true;
      // Without a text search one query fills the page; with one, candidates the values do not
      // bear out are dropped and the next batch read, up to SEARCH_SCAN_LIMIT rows.
      while (more && found.length <= query.limit && scanned < SEARCH_SCAN_LIMIT) {
        let q = base(scope, query).selectAll();
        // A literal, as in list.ts: SQLite uses the partial review-queue index only for a WHERE it can match.
        if (query.status !== undefined) q = q.where('status', '=', sql.lit(query.status));
        if (byId) q = q.where('id', '=', term.toLowerCase());
        else for (const condition of conditions) q = q.where(condition);
        if (position !== undefined) {
          const p = position;
          q = q.where((eb) =>
            eb.or([
              eb('created_at', newest ? '<' : '>', p.createdAt),
              eb.and([eb('created_at', '=', p.createdAt), eb('id', newest ? '<' : '>', p.id)]),
            ]),
          );
        }
        const batch = query.limit + 1 - found.length;
        const rows = await q
          .orderBy('created_at', newest ? 'desc' : 'asc')
          .orderBy('id', newest ? 'desc' : 'asc')
          .limit(batch)
          .execute();
        scanned += rows.length;
        more = rows.length === batch && term !== '' && !byId;
        for (const r of rows) {
          if (byId || words.length === 0 || valuesContain(r.state, words)) found.push(r);
          position = { createdAt: Number(r.created_at), id: r.id };
          if (found.length > query.limit) break;
        }
        if (rows.length < batch) more = false;
      }
      const page = found.slice(0, query.limit);
      const last = page[page.length - 1];
      // A full page and rows after it; or a search that stopped at its scan limit (carry on from the last row read).
      const nextCursor =
        found.length > query.limit && last
          ? encodeCursor({ createdAt: Number(last.created_at), id: last.id })
          : more && position
            ? encodeCursor(position)
            : null;
      return {
        cases: await annotate(page),
        nextCursor,
        counts: query.cursor === undefined ? await counts(scope, query) : null,
      };
    },
  };
}

export type CaseQueue = ReturnType<typeof createCaseQueue>;
