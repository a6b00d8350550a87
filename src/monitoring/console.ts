/**
 * What the Studio's monitoring console reads (docs/studio.md, "Monitoring console"): a tenant's
 * active enrollments with their last state, newest first, searched by name and filtered by that
 * state, keyset-paginated on (created_at, id) with the shared cursor; one enrollment; and its
 * scan history, newest first, keyset-paginated alike on (scanned_at, id). Writes stay in enrollments.ts, where the enrollment API makes them too.
 */
import { sql } from 'kysely';
import type { Store } from '../store/database.js';
import { keysetPage, olderThan } from '../store/keyset-cursor.js';
import type { CallbackRecord } from './record.js';
import type { IndividualToMonitor } from './validate.js';

/** The outcome of the last scan: a potential hit, no hit, or no scan recorded yet. */
export const LAST_STATES = ['hit', 'clear', 'unscanned'] as const;
export type LastState = (typeof LAST_STATES)[number];

export interface EnrollmentSummary {
  enrollmentId: string;
  firstName: string | null;
  lastName: string;
  dateOfBirth: string | null;
  customerReferenceId: string | null;
  frequency: string;
  nextScanAt: string | null;
  lastState: LastState;
  lastScanAt: string | null;
  createdAt: string;
}

export interface EnrollmentScan {
  resultId: string;
  scannedAt: string;
  reason: string;
  record: CallbackRecord;
}

export interface EnrollmentDetail extends EnrollmentSummary {
  callbackUrl: string;
  /** The user or client of the enrollment API that created it (`user:...`, `client:...` or a client id). */
  createdBy: string;
  /** Every scan recorded; `scans` reads them a page at a time. */
  scanCount: number;
}

export interface ScanPage {
  /** Newest first. */
  scans: EnrollmentScan[];
  nextCursor: string | null;
}

export interface EnrollmentQuery {
  state?: LastState;
  /** Text in the enrolled person's name (first and last), any case. */
  search?: string;
  limit: number;
  cursor?: string;
}

export interface EnrollmentPage {
  enrollments: EnrollmentSummary[];
  nextCursor: string | null;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Row {
  id: string;
  subject: string;
  customer_reference_id: string | null;
  frequency: string;
  next_scan_at: number | null;
  created_at: number;
  hit_key: string | null;
  scanned_at: number | null;
}

function summary(r: Row): EnrollmentSummary {
  const subject = JSON.parse(r.subject) as IndividualToMonitor;
  return {
    enrollmentId: r.id,
    firstName: subject.FirstName ?? null,
    lastName: subject.LastName,
    dateOfBirth: subject.DateOfBirth ?? null,
    customerReferenceId: r.customer_reference_id,
    frequency: r.frequency,
    nextScanAt: iso(r.next_scan_at),
    lastState: r.hit_key === null ? 'unscanned' : r.hit_key === 'none' ? 'clear' : 'hit',
    lastScanAt: iso(r.scanned_at),
    createdAt: new Date(Number(r.created_at)).toISOString(),
  };
}

export function createMonitoringConsole(store: Store) {
  const { db } = store;
  // "First Last" in lower case from the stored subject: the search matches a name typed whole.
  const field = (name: string) =>
    store.dialect === 'sqlite'
      ? sql<string | null>`json_extract(e.subject, ${`$.${name}`})`
      : sql<string | null>`(e.subject::jsonb ->> ${name})`;
  const fullName = sql<string>`lower(coalesce(${field('FirstName')} || ' ', '') || ${field('LastName')})`;

  const base = (tenantId: string) =>
    db
      .selectFrom('enrollments as e')
      .leftJoin('monitoring_results as r', 'r.id', 'e.last_result_id')
      .select([
        'e.id',
        'e.subject',
        'e.customer_reference_id',
        'e.frequency',
        'e.next_scan_at',
        'e.created_at',
        'r.hit_key',
        'r.scanned_at',
      ])
      .where('e.tenant_id', '=', tenantId)
      .where('e.status', '=', 'active');

  return {
    async list(tenantId: string, query: EnrollmentQuery): Promise<EnrollmentPage> {
      let q = base(tenantId);
      if (query.state === 'unscanned') q = q.where('e.last_result_id', 'is', null);
      else if (query.state === 'clear') q = q.where('r.hit_key', '=', 'none');
      else if (query.state === 'hit') q = q.where('r.hit_key', '<>', 'none');
      const term = query.search?.trim() ?? '';
      if (term !== '') q = q.where(sql<boolean>`${fullName} like ${likePattern(term)} escape '\\'`);
      if (query.cursor !== undefined) q = q.where(olderThan(query.cursor, 'e.created_at', 'e.id'));
      const rows = await q
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const { page, nextCursor } = keysetPage(rows, query.limit, (r) => ({
        createdAt: Number(r.created_at),
        id: r.id,
      }));
      return { enrollments: page.map(summary), nextCursor };
    },

    /** One active enrollment as the list shows it; undefined when the tenant has no such active one. */
    async item(tenantId: string, id: string): Promise<EnrollmentSummary | undefined> {
      const row = await base(tenantId).where('e.id', '=', id).executeTakeFirst();
      return row ? summary(row) : undefined;
    },

    /** The active enrollment with its count of scans; undefined when the tenant has no such active one. */
    async detail(tenantId: string, id: string): Promise<EnrollmentDetail | undefined> {
      const row = await base(tenantId)
        .select(['e.callback_url', 'e.created_by'])
        .where('e.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const count = await db
        .selectFrom('monitoring_results')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('enrollment_id', '=', id)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return {
        ...summary(row),
        callbackUrl: row.callback_url,
        createdBy: row.created_by,
        scanCount: Number(count.n),
      };
    },

    /**
     * A page of the active enrollment's scans, newest first (index monitoring_results_enrollment);
     * undefined when the tenant has no such active enrollment.
     */
    async scans(tenantId: string, id: string, page: { limit: number; cursor?: string }): Promise<ScanPage | undefined> {
      // Decoded first: a tampered cursor is 4400 whether or not the enrollment exists.
      const after = page.cursor === undefined ? undefined : olderThan(page.cursor, 'scanned_at', 'id');
      if (!(await base(tenantId).where('e.id', '=', id).executeTakeFirst())) return undefined;
      let q = db
        .selectFrom('monitoring_results')
        .select(['id', 'scanned_at', 'reason', 'record'])
        .where('enrollment_id', '=', id)
        .where('tenant_id', '=', tenantId);
      if (after !== undefined) q = q.where(after);
      const rows = await q
        .orderBy('scanned_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit + 1)
        .execute();
      const { page: shown, nextCursor } = keysetPage(rows, page.limit, (r) => ({
        createdAt: Number(r.scanned_at),
        id: r.id,
      }));
      return {
        scans: shown.map((s) => ({
          resultId: s.id,
          scannedAt: new Date(Number(s.scanned_at)).toISOString(),
          reason: s.reason,
          record: JSON.parse(s.record) as CallbackRecord,
        })),
        nextCursor,
      };
    },
  };
}

export type MonitoringConsole = ReturnType<typeof createMonitoringConsole>;
