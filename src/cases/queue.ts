/**
 * The review queue: a tenant's cases of one mode, filtered by status, flow and creation date,
 * searched, newest or oldest first, keyset-paginated on (created_at, id) with the end-client
 * list's cursor (src/store/keyset-cursor.ts, src/end-clients/list.ts), plus the count per status.
 *
 * Search: an exact end client id, or words each found in a value the person gave or was
 * prefilled with (names, e-mail, company name, external customer id, ...). The database narrows
 * the rows with a trigram index of those values for words of three characters or more
 * (PostgreSQL: migration 0034's pg_trgm on `onward_case_text(state)`; SQLite: migration 0035's
 * FTS5 table, kept by a background indexer, with the cases written since its watermark scanned),
 * and for shorter words with a substring test on the stored state; each candidate is then
 * checked on its parsed values (case-text.ts), the one definition of a hit.
 */
import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../store/schema.js';
import { decodeCursor, encodeCursor } from '../store/keyset-cursor.js';
import { END_CLIENT_STATUSES, type EndClientStatus } from '../end-clients/status.js';
import type { EndClientSummary } from '../end-clients/list.js';
import type { Scope } from '../end-clients/scope.js';
import type { CaseNames, EndClientDetailsService } from '../end-clients/details.js';
import { valuesContain } from './case-text.js';
import { ensureWrittenLog, searchWatermark, writtenIds } from './written-log.js';

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

/** The search's words; a quoted or single-word search is one word. */
const wordsOf = (term: string): string[] => term.toLowerCase().split(/\s+/).filter(Boolean);

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The shortest word a trigram index finds. */
const TRIGRAM = 3;
/**
 * Past this many cases holding the words (any tenant's), SQLite reads the queue in its order and
 * tests each row instead: such words fill a page within the first rows, while the index would
 * hand over every one of its matches first. PostgreSQL's planner makes that choice itself.
 */
const BROAD_MATCHES = 5000;

/**
 * Up to this many candidates (index matches plus logged writes), SQLite reads each candidate by
 * its id and sorts them, instead of walking the queue's index in order and testing every case
 * against the candidates (which read 100,000 index entries for a one-case e-mail search).
 */
const FEW_MATCHES = 1000;

interface WordsCondition {
  conditions: Expression<SqlBool>[];
  /** SQLite: few enough candidates to read by id (FEW_MATCHES). */
  few: boolean;
}

const scanFor = (w: string) => sql<SqlBool>`lower(${sql.ref('state')}) like ${likePattern(w)} escape '\\'`;

/**
 * The conditions that a case's values hold every word (lower case), for the database to narrow
 * the candidates with, through a trigram index where a word is long enough:
 * - PostgreSQL: migration 0034's index on `onward_case_text(state)`, kept by the database.
 * - SQLite: migration 0035's FTS5 index, kept by the indexer (search-index.ts) for the cases at
 *   or below its watermark; the cases written since (the written log, written-log.ts) are read
 *   as well, by a scan of their state, so a case is found before the indexer has caught up with it.
 * Words shorter than a trigram are tested on the stored state.
 */
async function wordsCondition(db: Kysely<Database>, words: readonly string[]): Promise<WordsCondition> {
  const long = words.filter((w) => [...w].length >= TRIGRAM);
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return {
      conditions: words.map((w) =>
        long.includes(w)
          ? sql<SqlBool>`onward_case_text(${sql.ref('state')}) like ${likePattern(w)} escape '\\'`
          : scanFor(w),
      ),
      few: false,
    };
  if (long.length === 0) return { conditions: words.map(scanFor), few: false };
  // An FTS5 trigram phrase is a substring, case aside; every phrase must be in the case's text.
  const match = long.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');
  const { rows } = await sql<{ n: number }>`select count(*) as n from
    (select 1 from case_search_fts where case_search_fts match ${match} limit ${BROAD_MATCHES + 1})`.execute(db);
  const matches = Number(rows[0]?.n ?? 0);
  if (matches > BROAD_MATCHES) return { conditions: words.map(scanFor), few: false };
  await ensureWrittenLog(db);
  const mark = await searchWatermark(db);
  const logged = await sql<{ n: number }>`select count(*) as n from ${writtenIds}`.execute(db);
  const recentHolds = long.map(
    (w) => sql<SqlBool>`lower(${sql.ref('recent.state')}) like ${likePattern(w)} escape '\\'`,
  );
  return {
    conditions: [
      ...words.filter((w) => !long.includes(w)).map(scanFor),
      // CROSS JOIN: the log (a few rows, which the planner has no statistics of) is the outer loop.
      sql<SqlBool>`${sql.ref('sessions.id')} in (
        select session_id from case_search where id in
          (select rowid from case_search_fts where case_search_fts match ${match})
        union all
        select recent.id from ${writtenIds} as w cross join main.sessions as recent on recent.id = w.session_id
          where recent.updated_at > ${mark} and ${sql.join(recentHolds, sql` and `)})`,
    ],
    few: matches + Number(logged.rows[0]?.n ?? 0) <= FEW_MATCHES,
  };
}

export function createCaseQueue(db: Kysely<Database>, details: Pick<EndClientDetailsService, 'names'>) {
  /** `byCandidates`: SQLite's unary plus keeps the planner off the tenant's indexes (see FEW_MATCHES). */
  const base = (scope: Scope, query: QueueQuery, byCandidates = false) => {
    const column = (name: 'tenant_id' | 'mode') => (byCandidates ? sql<string>`+${sql.ref(name)}` : sql.ref(name));
    let q = db
      .selectFrom('sessions')
      .where(column('tenant_id'), '=', scope.tenantId)
      .where(column('mode'), '=', scope.mode);
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
      const { conditions, few } = await wordsCondition(db, words);
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
        let q = base(scope, query, few).selectAll();
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
