/**
 * The outbox worker: claims due messages in batches under a lease, delivers them outside any
 * transaction, then records each attempt and the decision (delivered, retry at, dead-lettered).
 *
 * At-least-once: a worker that dies after sending but before recording leaves its lease to
 * expire, and the message is sent again with the same webhook-id. On PostgreSQL the claim uses
 * FOR UPDATE SKIP LOCKED, so several processes share the outbox without claiming a row twice; the
 * result is recorded only while the lease is still ours.
 *
 * Flow events in the real API's envelope get their per-attempt fields here (event-callback.ts),
 * and a URL_VERIFICATION handshake that succeeds releases its URL's waiting events in the
 * transaction that records it (url-verification.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Store } from '../store/database.js';
import type { Database } from '../store/schema.js';
import type { OutboundClient } from '../outbound/client.js';
import { createWebhookAuthorizer } from './auth.js';
import { deliverWebhook, type DeliveryAttempt } from './deliver.js';
import { decideAfterAttempt } from './policy.js';
import type { TenantWebhookSettings, WebhookSettingsStore } from './settings.js';
import { outgoing } from './event-callback.js';
import type { OutboxFormat } from './outbox.js';
import { markVerified, urlKey, verifiedAmong } from './url-verification.js';

export interface DispatcherOptions {
  store: Store;
  client: OutboundClient;
  settings: Pick<WebhookSettingsStore, 'get'>;
  scheduleMs: readonly number[];
  logger: Logger;
  now?: () => number;
  batchSize?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  pollMs?: number;
  /** How long a claimed message is ours before another worker may take it. */
  leaseMs?: number;
  timeoutMs?: number;
}

export interface WebhookDispatcher {
  start(): void;
  /** Look for due messages now (a message was just committed). */
  wake(): void;
  /** Claims and delivers one batch; resolves to the number of messages attempted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the deliveries in flight to be recorded. */
  stop(): Promise<void>;
  /** Stops at once and records nothing more, as a killed process would. */
  halt(): void;
}

interface Claimed {
  id: string;
  tenant_id: string;
  url: string;
  body: string;
  format: OutboxFormat;
  attempts: number;
  locked_until: number | null;
}

/** A second handshake (see url-verification.ts) to a URL verified meanwhile: nothing to send, its events to release. */
const ALREADY_VERIFIED: DeliveryAttempt = {
  ok: true,
  retry: false,
  durationMs: 0,
  error: 'not sent: the URL is already verified',
};

async function claim(store: Store, at: number, lease: number, limit: number): Promise<Claimed[]> {
  return store.db.transaction().execute(async (tx) => {
    let pick = tx
      .selectFrom('webhook_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('next_attempt_at')
      .limit(limit);
    if (store.dialect === 'postgres') pick = pick.forUpdate().skipLocked();
    const ids = (await pick.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    const rows = await tx
      .updateTable('webhook_outbox')
      .set((eb) => ({ locked_until: lease, attempts: eb('attempts', '+', 1), updated_at: at }))
      .where('id', 'in', ids)
      .returning(['id', 'tenant_id', 'url', 'body', 'format', 'attempts', 'locked_until'])
      .execute();
    return rows.map((r) => ({ ...r, format: r.format as OutboxFormat }));
  });
}

const keyOf = (row: Pick<Claimed, 'tenant_id' | 'url'>): string => urlKey({ tenantId: row.tenant_id, url: row.url });
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  });
  await Promise.all(lanes);
}

export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 200;
  const concurrency = options.concurrency ?? 32;
  const pollMs = options.pollMs ?? 250;
  const leaseMs = options.leaseMs ?? 120_000;
  const authorizer = createWebhookAuthorizer({ client: options.client, now });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let halted = false;

  interface Outcome {
    row: Claimed;
    attempt: DeliveryAttempt;
    attemptedAt: number;
  }

  /** Records a batch's attempts in one transaction (one fsync instead of one per message). */
  async function record(db: Kysely<Database>, outcomes: readonly Outcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const at = now();
    const decided = outcomes
      .map((o) => ({ ...o, decision: decideAfterAttempt(o.row.attempts, o.attempt, at, options.scheduleMs) }))
      // The lock order of event transactions (url-verification.ts): the two never deadlock.
      .sort((a, b) => compare(keyOf(a.row), keyOf(b.row)));
    let released = 0;
    await db.transaction().execute(async (tx) => {
      for (const { row, attempt, attemptedAt, decision } of decided) {
        const status = decision.state === 'delivered' ? 'delivered' : decision.state === 'dead' ? 'dead' : 'pending';
        // Only while the lease is ours: after it expired another worker owns the message.
        const r = await tx
          .updateTable('webhook_outbox')
          .set({
            status,
            locked_until: null,
            last_status: attempt.status ?? null,
            updated_at: at,
            last_error: decision.state === 'dead' ? decision.reason : (attempt.error ?? null),
            ...(decision.state === 'retry' ? { next_attempt_at: decision.at.getTime() } : {}),
            ...(decision.state === 'delivered' ? { delivered_at: at } : {}),
          })
          .where('id', '=', row.id)
          .where('locked_until', '=', row.locked_until as number)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) continue;
        await tx
          .insertInto('webhook_attempts')
          .values({
            id: randomUUID(),
            delivery_id: row.id,
            attempt: row.attempts,
            status_code: attempt.status ?? null,
            error: attempt.error ?? null,
            duration_ms: attempt.durationMs,
            attempted_at: attemptedAt,
            response_excerpt: attempt.responseSnippet ?? null,
          })
          .execute();
        if (row.format === 'url_verification' && decision.state === 'delivered')
          released += await markVerified(tx, row.tenant_id, row.url, at);
      }
    });
    // Released events are due now: look again at once instead of at the next poll.
    if (released > 0) again = true;
    for (const { row, decision } of decided) {
      if (decision.state === 'dead')
        options.logger.warn({ deliveryId: row.id, reason: decision.reason }, 'webhook dead-lettered');
    }
  }

  async function send(row: Claimed, s: TenantWebhookSettings): Promise<DeliveryAttempt> {
    const out = outgoing(row, s.eventToken);
    const attempt = await deliverWebhook({
      url: row.url,
      body: out.body,
      id: row.id,
      signingSecret: s.signingSecret,
      auth: s.auth,
      client: options.client,
      authorizer,
      headers: { 'webhook-attempt': String(row.attempts) },
      ...(out.check ? { check: out.check } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    // A handshake answered with any status is retried: an endpoint being set up often answers
    // 404 until its handler is deployed, and giving up would hold its events until the next one.
    return row.format === 'url_verification' && attempt.status !== undefined && !attempt.ok
      ? { ...attempt, retry: true }
      : attempt;
  }

  async function batch(): Promise<number> {
    const at = now();
    const claimed = await claim(options.store, at, at + leaseMs, batchSize);
    if (claimed.length === 0) return 0;
    const settings = new Map<string, Promise<TenantWebhookSettings>>();
    const settingsOf = (tenantId: string) => {
      let s = settings.get(tenantId);
      if (!s) {
        s = options.settings.get(tenantId);
        settings.set(tenantId, s);
      }
      return s;
    };
    const handshakes = claimed.filter((r) => r.format === 'url_verification');
    const verified = await verifiedAmong(
      options.store.db,
      handshakes.map((r) => ({ tenantId: r.tenant_id, url: r.url })),
    );
    const outcomes: Outcome[] = [];
    await pool(claimed, concurrency, async (row) => {
      if (halted) return;
      const attemptedAt = now();
      let attempt: DeliveryAttempt;
      try {
        attempt =
          row.format === 'url_verification' && verified.has(keyOf(row))
            ? ALREADY_VERIFIED
            : await send(row, await settingsOf(row.tenant_id));
      } catch (err) {
        attempt = { ok: false, retry: true, durationMs: 0, error: `internal: ${(err as Error).message}` };
      }
      outcomes.push({ row, attempt, attemptedAt });
    });
    if (!halted) await record(options.store.db, outcomes);
    return claimed.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    do {
      again = false;
      for (;;) {
        if (halted) return total;
        const n = await batch();
        total += n;
        if (n < batchSize) break;
      }
    } while (again && !halted);
    return total;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => {
        if (!halted) options.logger.error({ err }, 'webhook dispatch failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      halted = false;
      schedule();
    },
    wake() {
      if (!stopped && !halted) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    halt() {
      stopped = true;
      halted = true;
      if (timer) clearTimeout(timer);
    },
  };
}
