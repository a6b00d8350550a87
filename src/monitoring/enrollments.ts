/**
 * The enrollment operations behind the routes. Every read and write is scoped to the caller's
 * tenant, so another tenant's enrollment id behaves exactly like an unknown one (404).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { WebhookOutbox } from '../webhooks/index.js';
import { addInterval, type Frequency } from './frequency.js';
import { CALLBACK_EVENT, SCAN_JOB, type ScanJobData } from './scanner.js';
import type { CallbackRecord } from './record.js';
import type { EnrollmentRequest, IndividualToMonitor } from './validate.js';
import { removeSubjectKeys, writeSubjectKeys } from './subject-index.js';
import { SUBJECT_KEY_SCHEME } from '../screening/index.js';
import { subjectActor, type AuditActor, type AuditTrail } from '../audit/trail.js';

/**
 * Who asks for a resend: through the enrollment API only the user or client that created the
 * enrollment may (its `subject`); in the Studio any reviewer of the tenant, as `actor`.
 */
export type ResendCaller = { creator: string } | { actor: AuditActor };

export type ResendOutcome =
  | { outcome: 'sent'; deliveryId: string }
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'no_result' };

export interface EnrollmentService {
  create(tenantId: string, owner: string, request: EnrollmentRequest): Promise<string>;
  /** False when there is no such active enrollment in the tenant; `actor` is written to the audit trail. */
  remove(tenantId: string, id: string, actor?: AuditActor): Promise<boolean>;
  /** False when there is no such active enrollment; with `actor`, the change is audited (before/after). */
  setFrequency(tenantId: string, id: string, frequency: Frequency, actor?: AuditActor): Promise<boolean>;
  /** Callback records, newest first; undefined when the enrollment is unknown to the tenant. */
  history(tenantId: string, id: string): Promise<CallbackRecord[] | undefined>;
  /** Queues the most recent callback record again (a new message); audited. */
  resend(tenantId: string, id: string, caller: ResendCaller): Promise<ResendOutcome>;
}

export interface EnrollmentDeps {
  store: Store;
  queue: JobQueue;
  now: () => number;
  /** Callbacks: resent ones added, a deleted enrollment's unsent ones cancelled. */
  outbox: WebhookOutbox;
  leaseMs?: number;
  /** Deletions are written to it in their own transaction. */
  audit?: Pick<AuditTrail, 'record'>;
}

export function createEnrollmentService(deps: EnrollmentDeps): EnrollmentService {
  const { store, now } = deps;
  const leaseMs = deps.leaseMs ?? 600_000;
  const active = (tenantId: string, id: string) =>
    store.db
      .selectFrom('enrollments')
      .select(['id', 'created_by', 'callback_url', 'last_result_id'])
      .where('id', '=', id)
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'active');

  /** One audit entry on the enrollment, in the change's transaction; none without an actor (internal callers). */
  const audited = (
    tx: Kysely<Database>,
    entry: {
      tenantId: string;
      id: string;
      actor: AuditActor | undefined;
      action: string;
      before?: unknown;
      after: unknown;
    },
    at: number,
  ) =>
    entry.actor
      ? deps.audit?.record(
          tx,
          [
            {
              tenantId: entry.tenantId,
              actor: entry.actor,
              action: entry.action,
              target: { type: 'enrollment', id: entry.id },
              before: entry.before,
              after: entry.after,
            },
          ],
          at,
        )
      : undefined;

  return {
    async create(tenantId, owner, request) {
      const id = randomUUID();
      const at = now();
      const initial = !request.SkipInitialCallback;
      await store.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('enrollments')
          .values({
            id,
            tenant_id: tenantId,
            created_by: owner,
            callback_url: request.CallbackUrl,
            frequency: request.Frequency,
            subject: JSON.stringify(request.IndividualToMonitor),
            customer_reference_id: request.CustomerReferenceId ?? null,
            service_name: request.ServiceName,
            status: 'active',
            // The initial check is due now and already claimed by the job enqueued with it; with
            // SkipInitialCallback the first check is the first scheduled one.
            next_scan_at: initial ? at : addInterval(at, request.Frequency),
            scan_lease_until: initial ? at + leaseMs : null,
            last_result_id: null,
            created_at: at,
            updated_at: at,
            deleted_at: null,
            subject_keys_scheme: SUBJECT_KEY_SCHEME,
          })
          .execute();
        // In the same transaction: a list update never sees this enrollment without its keys.
        await writeSubjectKeys(tx, id, request.IndividualToMonitor);
        if (initial) {
          await deps.queue.enqueue<ScanJobData>(tx, {
            name: SCAN_JOB,
            data: { reason: 'initial', items: [{ id, dueAt: at }] },
            maxAttempts: 5,
          });
        }
      });
      if (initial) deps.queue.wake();
      return id;
    },

    async remove(tenantId, id, actor) {
      return store.db.transaction().execute(async (tx) => {
        const at = now();
        const r = await tx
          .updateTable('enrollments')
          .set({ status: 'deleted', next_scan_at: null, scan_lease_until: null, deleted_at: at, updated_at: at })
          .where('id', '=', id)
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) return false;
        const row = await tx.selectFrom('enrollments').select('subject').where('id', '=', id).executeTakeFirstOrThrow();
        await removeSubjectKeys(tx, id, JSON.parse(row.subject) as IndividualToMonitor);
        await deps.outbox.cancelEnrollment(tx, id, at);
        // Ids and statuses only: the enrolled person's name stays out of the trail.
        await audited(
          tx,
          {
            tenantId,
            id,
            actor,
            action: 'enrollment.deleted',
            before: { status: 'active' },
            after: { status: 'deleted' },
          },
          at,
        );
        return true;
      });
    },

    async setFrequency(tenantId, id, frequency, actor) {
      return store.db.transaction().execute(async (tx) => {
        const at = now();
        const before = await tx
          .selectFrom('enrollments')
          .select(['frequency', 'next_scan_at'])
          .where('id', '=', id)
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (!before) return false;
        const next = addInterval(at, frequency);
        // The spec: the next scan is the change date plus the new interval. A scan claimed but not
        // yet recorded loses its compare-and-set and records nothing.
        const r = await tx
          .updateTable('enrollments')
          .set({ frequency, next_scan_at: next, scan_lease_until: null, updated_at: at })
          .where('id', '=', id)
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) return false;
        const when = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
        await audited(
          tx,
          {
            tenantId,
            id,
            actor,
            action: 'enrollment.frequency_changed',
            before: { frequency: before.frequency, nextScanAt: when(before.next_scan_at) },
            after: { frequency, nextScanAt: when(next) },
          },
          at,
        );
        return true;
      });
    },

    async history(tenantId, id) {
      const found = await store.db
        .selectFrom('enrollments')
        .select('id')
        .where('id', '=', id)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      if (!found) return undefined;
      const rows = await store.db
        .selectFrom('monitoring_results')
        .select('record')
        .where('enrollment_id', '=', id)
        .orderBy('scanned_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => JSON.parse(r.record) as CallbackRecord);
    },

    async resend(tenantId, id, caller) {
      const row = await active(tenantId, id).executeTakeFirst();
      if (!row) return { outcome: 'not_found' };
      if ('creator' in caller && row.created_by !== caller.creator) return { outcome: 'forbidden' };
      if (row.last_result_id === null) return { outcome: 'no_result' };
      const resultId = row.last_result_id;
      const actor = 'creator' in caller ? subjectActor(caller.creator) : caller.actor;
      const deliveryId = await store.db.transaction().execute(async (tx) => {
        const last = await tx
          .selectFrom('monitoring_results')
          .select(['record'])
          .where('id', '=', resultId)
          .executeTakeFirst();
        if (!last) return undefined;
        const at = now();
        // A new message (new webhook-id) carrying the most recent record unchanged.
        const added = await deps.outbox.addOne(
          tx,
          { tenantId, enrollmentId: id, eventType: CALLBACK_EVENT, url: row.callback_url, body: last.record },
          at,
        );
        await audited(
          tx,
          { tenantId, id, actor, action: 'enrollment.callback_resent', after: { resultId, deliveryId: added } },
          at,
        );
        return added;
      });
      if (deliveryId === undefined) return { outcome: 'no_result' };
      deps.outbox.wake();
      return { outcome: 'sent', deliveryId };
    },
  };
}
