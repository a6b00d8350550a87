/**
 * Scans: the scheduler claims due enrollments in batches and enqueues one job per batch in the
 * claim's transaction (JobQueue: the embedded table on SQLite, pg-boss on PostgreSQL, so several
 * processes share the batches). The job screens each subject against the current lists outside
 * any transaction, then writes result, next due time and the webhook outbox row together.
 *
 * No double scan: a scheduled or initial scan commits only if the enrollment's `next_scan_at` is
 * still the due time it was claimed for (compare-and-set), so a re-run after a crash, a duplicate
 * claim after an expired lease, a frequency change or a delete in the meantime records nothing.
 * No lost scan: a claim is a lease; if its job never completes the lease expires and it is
 * claimed again.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { ScreeningService } from '../screening/index.js';
import type { WebhookOutbox } from '../webhooks/index.js';
import { parseFrequency, nextScanAfter } from './frequency.js';
import { buildRecord, hitKey, type ScanReason } from './record.js';
import type { IndividualToMonitor } from './validate.js';

export const SCAN_JOB = 'monitoring.scan';
export const CALLBACK_EVENT = 'monitoring.callback';

export interface ScanItem {
  id: string;
  dueAt: number;
}
export interface ScanJobData {
  reason: ScanReason;
  items: ScanItem[];
}

export interface ScannerDeps {
  store: Store;
  queue: JobQueue;
  screening: Pick<ScreeningService, 'screenIndividual'>;
  logger: Logger;
  now: () => number;
  /** Where callbacks go: written with their results, woken after the commit. */
  outbox: Pick<WebhookOutbox, 'add' | 'wake'>;
  leaseMs?: number;
  batchSize?: number;
}

export interface Scanner {
  /** Claims due enrollments and enqueues their scan jobs; resolves to the number claimed. */
  claimDue(maxBatches?: number): Promise<number>;
  /** Enqueues an out-of-cycle rescan of every active enrollment (a list was updated). */
  rescanAll(): Promise<number>;
  /** Enqueues an out-of-cycle rescan of these enrollments (a delta rescan's reachable ones). */
  rescanIds(ids: readonly string[]): Promise<number>;
  runJob(data: ScanJobData): Promise<number>;
}

export function createScanner(deps: ScannerDeps): Scanner {
  const { store, now } = deps;
  const leaseMs = deps.leaseMs ?? 600_000;
  const batchSize = deps.batchSize ?? 200;

  async function claimBatch(): Promise<number> {
    return store.db.transaction().execute(async (tx) => {
      const at = now();
      let pick = tx
        .selectFrom('enrollments')
        .select(['id', 'next_scan_at'])
        .where('status', '=', 'active')
        .where('next_scan_at', '<=', at)
        .where((eb) => eb.or([eb('scan_lease_until', 'is', null), eb('scan_lease_until', '<', at)]))
        .orderBy('next_scan_at')
        .limit(batchSize);
      if (store.dialect === 'postgres') pick = pick.forUpdate().skipLocked();
      const rows = await pick.execute();
      if (rows.length === 0) return 0;
      await tx
        .updateTable('enrollments')
        .set({ scan_lease_until: at + leaseMs })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      const items = rows.map((r) => ({ id: r.id, dueAt: Number(r.next_scan_at) }));
      await deps.queue.enqueue<ScanJobData>(tx, {
        name: SCAN_JOB,
        data: { reason: 'scheduled', items },
        maxAttempts: 5,
      });
      return rows.length;
    });
  }

  async function enqueueListUpdate(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    await deps.queue.enqueue<ScanJobData>(store.db, {
      name: SCAN_JOB,
      data: { reason: 'list-update', items: ids.map((id) => ({ id, dueAt: 0 })) },
      maxAttempts: 5,
    });
    return ids.length;
  }

  async function runJob(data: ScanJobData): Promise<number> {
    const ids = data.items.map((i) => i.id);
    if (ids.length === 0) return 0;
    const rows = await store.db
      .selectFrom('enrollments')
      .select(['id', 'tenant_id', 'callback_url', 'frequency', 'subject', 'customer_reference_id', 'last_result_id'])
      .where('id', 'in', ids)
      .where('status', '=', 'active')
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const lastKeys = new Map<string, string>();
    if (data.reason === 'list-update') {
      const last = rows.map((r) => r.last_result_id).filter((x): x is string => x !== null);
      if (last.length > 0) {
        for (const r of await store.db
          .selectFrom('monitoring_results')
          .select(['enrollment_id', 'hit_key'])
          .where('id', 'in', last)
          .execute()) {
          lastKeys.set(r.enrollment_id, r.hit_key);
        }
      }
    }
    // Screening is CPU only: done before the transaction so the write lock is held briefly.
    const at = now();
    const scanned = data.items.flatMap((item) => {
      const row = byId.get(item.id);
      if (!row) return [];
      const result = deps.screening.screenIndividual(JSON.parse(row.subject) as IndividualToMonitor);
      const key = hitKey(result);
      if (data.reason === 'list-update' && lastKeys.get(row.id) === key) return [];
      const resultId = randomUUID();
      const record = buildRecord({
        resultId,
        enrollmentId: row.id,
        customerReferenceId: row.customer_reference_id,
        at,
        reason: data.reason,
        result,
      });
      return [{ item, row, resultId, key, body: JSON.stringify(record) }];
    });
    if (scanned.length === 0) return 0;
    let written = 0;
    await store.db.transaction().execute(async (tx) => {
      for (const s of scanned) {
        const frequency = parseFrequency(s.row.frequency) ?? 'Monthly';
        let update = tx
          .updateTable('enrollments')
          .set({ last_result_id: s.resultId, updated_at: at })
          .where('id', '=', s.row.id)
          .where('status', '=', 'active');
        if (data.reason !== 'list-update') {
          update = update
            .set({ next_scan_at: nextScanAfter(s.item.dueAt, at, frequency), scan_lease_until: null })
            .where('next_scan_at', '=', s.item.dueAt);
        } else {
          // Compare-and-set on the result it compared with: two list-update scans of one enrollment
          // at once (a rescan job rerun after a crash enqueues its scans again) record one result.
          const last = s.row.last_result_id;
          update =
            last === null ? update.where('last_result_id', 'is', null) : update.where('last_result_id', '=', last);
        }
        const r = await update.executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) continue;
        await tx
          .insertInto('monitoring_results')
          .values({
            id: s.resultId,
            enrollment_id: s.row.id,
            tenant_id: s.row.tenant_id,
            reason: data.reason,
            hit_key: s.key,
            record: s.body,
            scanned_at: at,
          })
          .execute();
        await deps.outbox.add(
          tx,
          [
            {
              tenantId: s.row.tenant_id,
              enrollmentId: s.row.id,
              eventType: CALLBACK_EVENT,
              url: s.row.callback_url,
              body: s.body,
              dueAt: data.reason === 'list-update' ? at : s.item.dueAt,
            },
          ],
          at,
        );
        written += 1;
      }
    });
    if (written > 0) deps.outbox.wake();
    return written;
  }

  return {
    async claimDue(maxBatches = 1000) {
      let total = 0;
      for (let i = 0; i < maxBatches; i++) {
        const n = await claimBatch();
        total += n;
        if (n < batchSize) break;
      }
      if (total > 0) deps.queue.wake();
      return total;
    },
    async rescanAll() {
      let after = '';
      let total = 0;
      for (;;) {
        const rows = await store.db
          .selectFrom('enrollments')
          .select('id')
          .where('status', '=', 'active')
          .where('id', '>', after)
          .orderBy('id')
          .limit(batchSize)
          .execute();
        if (rows.length === 0) break;
        after = rows[rows.length - 1]?.id ?? after;
        total += await enqueueListUpdate(rows.map((r) => r.id));
      }
      if (total > 0) deps.queue.wake();
      return total;
    },
    async rescanIds(ids) {
      let total = 0;
      for (let i = 0; i < ids.length; i += batchSize) total += await enqueueListUpdate(ids.slice(i, i + batchSize));
      if (total > 0) deps.queue.wake();
      return total;
    },
    runJob,
  };
}
