/**
 * The enrollment operations behind the routes. Every read and write is scoped to the caller's
 * tenant, so another tenant's enrollment id behaves exactly like an unknown one (404).
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { WebhookOutbox } from '../webhooks/index.js';
import { addInterval, type Frequency } from './frequency.js';
import { CALLBACK_EVENT, SCAN_JOB, type ScanJobData } from './scanner.js';
import type { CallbackRecord } from './record.js';
import type { EnrollmentRequest, IndividualToMonitor } from './validate.js';
import { removeSubjectKeys, writeSubjectKeys } from './subject-index.js';
import { SUBJECT_KEY_SCHEME } from '../screening/index.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';

export type ResendOutcome = 'sent' | 'not_found' | 'forbidden' | 'no_result';

export interface EnrollmentService {
  create(tenantId: string, owner: string, request: EnrollmentRequest): Promise<string>;
  /** False when there is no such active enrollment in the tenant; `actor` is written to the audit trail. */
  remove(tenantId: string, id: string, actor?: AuditActor): Promise<boolean>;
  setFrequency(tenantId: string, id: string, frequency: Frequency): Promise<boolean>;
  /** Callback records, newest first; undefined when the enrollment is unknown to the tenant. */
  history(tenantId: string, id: string): Promise<CallbackRecord[] | undefined>;
  resend(tenantId: string, owner: string, id: string): Promise<ResendOutcome>;
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
        if (actor)
          await deps.audit?.record(
            tx,
            [
              {
                tenantId,
                actor,
                action: 'enrollment.deleted',
                target: { type: 'enrollment', id },
                before: { status: 'active' },
                after: { status: 'deleted' },
              },
            ],
            at,
          );
        return true;
      });
    },

    async setFrequency(tenantId, id, frequency) {
      const at = now();
      // The spec: the next scan is the change date plus the new interval. A scan claimed but not
      // yet recorded loses its compare-and-set and records nothing.
      const r = await store.db
        .updateTable('enrollments')
        .set({ frequency, next_scan_at: addInterval(at, frequency), scan_lease_until: null, updated_at: at })
        .where('id', '=', id)
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
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

    async resend(tenantId, owner, id) {
      const row = await active(tenantId, id).executeTakeFirst();
      if (!row) return 'not_found';
      if (row.created_by !== owner) return 'forbidden';
      if (row.last_result_id === null) return 'no_result';
      const last = await store.db
        .selectFrom('monitoring_results')
        .select(['record'])
        .where('id', '=', row.last_result_id)
        .executeTakeFirst();
      if (!last) return 'no_result';
      // A new message (new webhook-id) carrying the most recent record unchanged.
      await deps.outbox.add(
        store.db,
        [{ tenantId, enrollmentId: id, eventType: CALLBACK_EVENT, url: row.callback_url, body: last.record }],
        now(),
      );
      deps.outbox.wake();
      return 'sent';
    },
  };
}
