/**
 * `end_client.status_changed` webhooks: when an end client's status changes (its flow reached an
 * END or its first submit, a reviewer set it by hand, or the abandonment timer ran out), a flow
 * published with `webhook.url` gets a signed, retried POST through the webhook outbox
 * (src/webhooks, docs/webhooks.md).
 *
 * The outbox row is written in the same transaction as the status, so the event exists exactly
 * when the change committed; delivery happens later, outside any transaction. The body follows
 * the Standard Webhooks shape (`type`, `timestamp`, `data`) and carries ids, not personal data:
 * the receiver reads what the run collected with GET /end-clients/{id}.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { CompiledFlow } from '../flows/prepare.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { FlowMode } from '../sessions/repository.js';
import { addToOutbox, type OutboxMessage } from '../webhooks/outbox.js';

export const STATUS_CHANGED = 'end_client.status_changed';

/** What moved the status: the flow itself, a reviewer (PUT /end-clients/status) or the timer. */
export type StatusSource = 'flow' | 'manual' | 'abandonment';

export interface StatusChange {
  tenantId: string;
  endClientId: string;
  flowId: string;
  flowVersion: number;
  mode: FlowMode;
  from: string;
  to: string;
  /** The END node reached, when the flow finished. */
  endNodeId?: string;
  source: StatusSource;
}

export function statusMessage(url: string, change: StatusChange, at: number): OutboxMessage {
  const { tenantId, ...data } = change;
  return { tenantId, eventType: STATUS_CHANGED, url, body: JSON.stringify({ type: STATUS_CHANGED, timestamp: new Date(at).toISOString(), data }) };
}

/** Writes the messages within `executor` (the caller's transaction); resolves to how many. */
export async function recordStatusMessages(executor: Kysely<Database>, messages: readonly OutboxMessage[], at: number): Promise<number> {
  for (const message of messages) await addToOutbox(executor, message, at);
  return messages.length;
}

/** Where an end client's status events go, and what they say about its run. */
export interface EventTarget { url: string; tenantId: string; flowId: string; flowVersion: number; mode: FlowMode }

export interface StatusEventsDeps {
  db: Kysely<Database>;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
  /** Called after a transaction with messages committed: the outbox dispatcher looks at once. */
  wake: () => void;
}

/** For the bulk changes (manual, abandonment), whose end clients may run different flow versions. */
export function createStatusEvents(deps: StatusEventsDeps) {
  return {
    /**
     * The event target of each of `ids` whose flow version has a webhook. Read before the caller's
     * transaction: a session's flow version never changes, and on SQLite a transaction holds the
     * one connection that loading a flow version would need.
     */
    async targetsOf(ids: readonly string[]): Promise<Map<string, EventTarget>> {
      const targets = new Map<string, EventTarget>();
      if (ids.length === 0) return targets;
      const rows = await deps.db.selectFrom('sessions').select(['id', 'tenant_id', 'flow_id', 'version', 'mode']).where('id', 'in', ids).execute();
      const urls = new Map<string, string | undefined>();
      for (const row of rows) {
        const key = `${row.flow_id}\n${row.version}`;
        if (!urls.has(key)) urls.set(key, (await deps.flows.version(row.flow_id, Number(row.version)))?.compiled.webhookUrl);
        const url = urls.get(key);
        if (url) targets.set(row.id, { url, tenantId: row.tenant_id, flowId: row.flow_id, flowVersion: Number(row.version), mode: row.mode as FlowMode });
      }
      return targets;
    },

    /** The messages for the end clients `moved` from `from` to `to` that have a target. */
    messages(moved: readonly string[], targets: ReadonlyMap<string, EventTarget>, change: { from: string; to: string; source: StatusSource }, at: number): OutboxMessage[] {
      return moved.flatMap((id) => {
        const t = targets.get(id);
        return t ? [statusMessage(t.url, { tenantId: t.tenantId, endClientId: id, flowId: t.flowId, flowVersion: t.flowVersion, mode: t.mode, ...change }, at)] : [];
      });
    },

    wake: deps.wake,
  };
}

export type StatusEvents = ReturnType<typeof createStatusEvents>;
