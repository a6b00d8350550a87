/**
 * The URL_VERIFICATION handshake of flow events in the real API's envelope (event-callback.ts):
 * before the first event to a (tenant, URL) goes out, the URL must echo a challenge once.
 *
 * - An event is written in its change's transaction (addEventCallbacks): `pending` when the URL
 *   is verified, else `waiting`, with a pending handshake row for the URL (one at most: a partial
 *   unique index, migration 0012). The dispatcher never claims waiting rows, so an unverified
 *   URL's backlog costs the outbox's claim query nothing.
 * - The handshake is an outbox row like any other: claimed, sent outside any transaction, retried
 *   on the schedule, listed with its attempts. When it succeeds, markVerified records the URL and
 *   releases its waiting events in the same transaction. When its schedule runs out it is
 *   dead-lettered; the events stay waiting (never dropped) and the next event to the URL starts a
 *   new handshake.
 *
 * Several processes: an event transaction that found the URL unverified holds a row lock on the
 * pending handshake (the upsert below) until it commits, and the dispatcher updates that row
 * before it releases, so the release sees every waiting event committed before it. An event whose
 * transaction instead waited for the handshake's success makes a second handshake; the dispatcher
 * sends none for a URL verified meanwhile but releases its waiting events. Both take their locks in
 * (tenant, URL) order, so they cannot deadlock.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { addToOutbox, outboxRow, type OutboxMessage } from './outbox.js';

export type EventCallbackMessage = Extract<OutboxMessage, { format: 'event_callback' }>;

export const HANDSHAKE_EVENT = 'URL_VERIFICATION';

/** The lock order of the URLs one transaction touches. */
export const urlKey = (m: { tenantId: string; url: string }): string => `${m.tenantId}\n${m.url}`;

async function isVerified(executor: Kysely<Database>, tenantId: string, url: string): Promise<boolean> {
  const row = await executor
    .selectFrom('webhook_verified_urls')
    .select('verified_at')
    .where('tenant_id', '=', tenantId)
    .where('url', '=', url)
    .executeTakeFirst();
  return row !== undefined;
}

/** A pending handshake for the URL: a new one, or the existing one, locked until the caller commits. */
async function ensureHandshake(executor: Kysely<Database>, tenantId: string, url: string, now: number): Promise<void> {
  // The conflict target names the partial index's predicate as literals: PostgreSQL matches the
  // index only when it can prove the predicate at planning time.
  await executor
    .insertInto('webhook_outbox')
    .values(outboxRow({ tenantId, eventType: HANDSHAKE_EVENT, url, body: '', format: 'url_verification' }, now))
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'url'])
        .where(sql.ref('format'), '=', sql.lit('url_verification'))
        .where(sql.ref('status'), '=', sql.lit('pending'))
        // A no-op update, for its row lock (see the module comment).
        .doUpdateSet({ updated_at: (eb) => eb.ref('excluded.updated_at') }),
    )
    .execute();
}

/** Writes flow events within `executor` (the change's transaction); resolves to how many. */
export async function addEventCallbacks(
  executor: Kysely<Database>,
  messages: readonly EventCallbackMessage[],
  now: number,
): Promise<number> {
  const byUrl = new Map<string, EventCallbackMessage[]>();
  for (const m of messages) {
    const list = byUrl.get(urlKey(m));
    if (list) list.push(m);
    else byUrl.set(urlKey(m), [m]);
  }
  for (const key of [...byUrl.keys()].sort()) {
    const group = byUrl.get(key) ?? [];
    const { tenantId, url } = group[0] as EventCallbackMessage;
    const verified = await isVerified(executor, tenantId, url);
    if (!verified) await ensureHandshake(executor, tenantId, url, now);
    for (const m of group) await addToOutbox(executor, m, now, verified ? 'pending' : 'waiting');
  }
  return messages.length;
}

/** Of the given URLs, the verified ones (by urlKey): the dispatcher sends no handshake to those. */
export async function verifiedAmong(
  db: Kysely<Database>,
  urls: ReadonlyArray<{ tenantId: string; url: string }>,
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .selectFrom('webhook_verified_urls')
    .select(['tenant_id', 'url'])
    .where((eb) => eb.or(urls.map((u) => eb.and([eb('tenant_id', '=', u.tenantId), eb('url', '=', u.url)]))))
    .execute();
  return new Set(rows.map((r) => urlKey({ tenantId: r.tenant_id, url: r.url })));
}

/** Records the URL as verified and makes its waiting events due now; call after updating the handshake row. */
export async function markVerified(tx: Kysely<Database>, tenantId: string, url: string, at: number): Promise<number> {
  await tx
    .insertInto('webhook_verified_urls')
    .values({ tenant_id: tenantId, url, verified_at: at })
    .onConflict((oc) => oc.columns(['tenant_id', 'url']).doNothing())
    .execute();
  const r = await tx
    .updateTable('webhook_outbox')
    .set({ status: 'pending', next_attempt_at: at, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('url', '=', url)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
