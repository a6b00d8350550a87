/**
 * The webhooks of a flow published with `webhook.url`: a signed, retried POST through the webhook
 * outbox (src/webhooks, docs/webhooks.md) when an end client's status changes (its flow reached
 * an END or its first submit, a reviewer set it by hand, or the abandonment timer ran out), in
 * the flow's format:
 * - `standard`: one `end_client.status_changed` per change, in the Standard Webhooks shape (`type`,
 *   `timestamp`, `data`), carrying ids, not personal data: the receiver reads what the run
 *   collected with GET /end-clients/{id}.
 * - `event_callback`: the real API's envelope (flow-events.ts), which also reports the run's start
 *   and every step and service it completes.
 *
 * The outbox rows are written in the same transaction as the change, so an event exists exactly
 * when the change committed; delivery happens later, outside any transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { CompiledFlow } from '../flows/prepare.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { Effect, SessionState } from '../engine/types.js';
import type { FlowMode, SessionRecord } from '../sessions/repository.js';
import type { OutboxMessage, WebhookOutbox } from '../webhooks/index.js';
import type { OwnerOf } from '../engine/types.js';
import { serviceHit } from '../engine/index.js';
import { runEventCallbacks, statusEventCallbacks } from './flow-events.js';
import { targetOf, type EventTarget, type OwnerLink, type StatusSource } from './event-target.js';
import { ownerProgressMessages } from './owner-events.js';

// Named here by the end-client operations that write status changes.
export { targetOf, type EventTarget, type StatusSource };

/**
 * Where one end client's status events go: its own flow's webhook, and for an owner's run
 * (docs/kyb-end-to-end.md) its business run's, with what its events say of the owner.
 */
export interface StatusTargets {
  own?: EventTarget;
  owner?: { ownerOf: OwnerOf; tenantId: string; flowId: string; screeningHit: boolean };
}

export const STATUS_CHANGED = 'end_client.status_changed';

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
  /** An owner's run: the business run it belongs to. */
  ownerOf?: OwnerLink;
}

export function statusMessage(url: string, change: StatusChange, at: number): OutboxMessage {
  const { tenantId, ...data } = change;
  return {
    tenantId,
    eventType: STATUS_CHANGED,
    url,
    endClientId: change.endClientId,
    body: JSON.stringify({ type: STATUS_CHANGED, timestamp: new Date(at).toISOString(), data }),
  };
}

type Change = { endClientId: string; from: string; to: string; endNodeId?: string; source: StatusSource };

/** The messages of one end client's status change, in its target's format. */
function changeMessages(t: EventTarget, change: Change, at: number): OutboxMessage[] {
  if (t.format === 'event_callback') return statusEventCallbacks(t, change, at);
  return [
    statusMessage(
      t.url,
      {
        tenantId: t.tenantId,
        flowId: t.flowId,
        flowVersion: t.flowVersion,
        mode: t.mode,
        ...change,
        ...(t.ownerOf ? { ownerOf: t.ownerOf } : {}),
      },
      at,
    ),
  ];
}

/** The business run's events for an owner's run: its invitation (the run's creation) and each status change. */
function ownerRunMessages(
  ownerOf: OwnerOf,
  session: SessionRecord<SessionState>,
  effects: readonly Effect[],
  isNew: boolean,
  at: number,
): OutboxMessage[] {
  const base = {
    tenantId: session.tenantId,
    endClientId: session.id,
    flowId: session.flowId,
    screeningHit: serviceHit(session.state),
    source: 'flow' as const,
  };
  const out = isNew ? ownerProgressMessages(ownerOf, { ...base, status: 'NOT_STARTED' }, at) : [];
  for (const e of effects)
    if (e.type === 'status_changed')
      out.push(
        ...ownerProgressMessages(
          ownerOf,
          { ...base, status: e.to, ...(e.endNodeId ? { endNodeId: e.endNodeId } : {}) },
          at,
        ),
      );
  return out;
}

/**
 * The messages of one engine step of a run: the session runtime's RunEvents port (src/sessions/ports.ts),
 * whose `record` is the webhooks' outbox. None, at the cost of one check, for flows without a webhook.
 */
export function runMessages(
  flow: CompiledFlow,
  session: SessionRecord<SessionState>,
  effects: readonly Effect[],
  isNew: boolean,
  at: number,
): OutboxMessage[] {
  const ownerOf = session.state.ownerOf;
  const own = ownMessages(targetOf(flow, session, ownerOf), session, effects, isNew, at);
  return ownerOf ? [...own, ...ownerRunMessages(ownerOf, session, effects, isNew, at)] : own;
}

function ownMessages(
  t: EventTarget | undefined,
  session: SessionRecord<SessionState>,
  effects: readonly Effect[],
  isNew: boolean,
  at: number,
): OutboxMessage[] {
  if (t === undefined) return [];
  if (t.format === 'event_callback') return runEventCallbacks(t, session.id, session.state, effects, isNew, at);
  return effects.flatMap((e) =>
    e.type !== 'status_changed'
      ? []
      : changeMessages(
          t,
          {
            endClientId: session.id,
            from: e.from,
            to: e.to,
            ...(e.endNodeId ? { endNodeId: e.endNodeId } : {}),
            source: 'flow',
          },
          at,
        ),
  );
}

export interface StatusEventsDeps {
  db: Kysely<Database>;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
  /** The webhooks' outbox: messages added in the change's transaction, woken after it committed. */
  outbox: Pick<WebhookOutbox, 'add' | 'wake'>;
}

/** For the bulk changes (manual, abandonment), whose end clients may run different flow versions. */
export function createStatusEvents(deps: StatusEventsDeps) {
  return {
    /**
     * The event target of each of `ids` whose flow version has a webhook. Read before the caller's
     * transaction: a session's flow version never changes, and on SQLite a transaction holds the
     * one connection that loading a flow version would need.
     */
    async targetsOf(ids: readonly string[]): Promise<Map<string, StatusTargets>> {
      const targets = new Map<string, StatusTargets>();
      if (ids.length === 0) return targets;
      const rows = await deps.db
        .selectFrom('sessions')
        .select(['id', 'tenant_id', 'flow_id', 'version', 'mode', 'state'])
        .where('id', 'in', ids)
        .execute();
      const flows = new Map<string, CompiledFlow | undefined>();
      for (const row of rows) {
        const key = `${row.flow_id}\n${row.version}`;
        if (!flows.has(key)) flows.set(key, (await deps.flows.version(row.flow_id, Number(row.version)))?.compiled);
        const flow = flows.get(key);
        // Only an owner's run has it: the text is looked at before any state is parsed.
        const state = row.state.includes('"ownerOf":') ? (JSON.parse(row.state) as SessionState) : undefined;
        const ownerOf = state?.ownerOf;
        const own =
          flow &&
          targetOf(
            flow,
            { tenantId: row.tenant_id, flowId: row.flow_id, version: Number(row.version), mode: row.mode as FlowMode },
            ownerOf,
          );
        const owner =
          state && ownerOf
            ? { ownerOf, tenantId: row.tenant_id, flowId: row.flow_id, screeningHit: serviceHit(state) }
            : undefined;
        if (own || owner) targets.set(row.id, { ...(own ? { own } : {}), ...(owner ? { owner } : {}) });
      }
      return targets;
    },

    /** The messages for the end clients `moved` from `from` to `to` that have a target. */
    messages(
      moved: readonly string[],
      targets: ReadonlyMap<string, StatusTargets>,
      change: { from: string; to: string; source: StatusSource },
      at: number,
    ): OutboxMessage[] {
      return moved.flatMap((id) => {
        const t = targets.get(id);
        if (!t) return [];
        const own = t.own ? changeMessages(t.own, { endClientId: id, ...change }, at) : [];
        if (!t.owner) return own;
        const { ownerOf, ...owner } = t.owner;
        return [
          ...own,
          ...ownerProgressMessages(
            ownerOf,
            { ...owner, endClientId: id, status: change.to, source: change.source },
            at,
          ),
        ];
      });
    },

    /** Writes the messages within `executor` (the change's transaction); resolves to how many. */
    record: (executor: Kysely<Database>, messages: readonly OutboxMessage[], at: number): Promise<number> =>
      deps.outbox.add(executor, messages, at),
    /** After the transaction committed: the outbox dispatcher looks at once. */
    wake: (): void => deps.outbox.wake(),
  };
}

export type StatusEvents = ReturnType<typeof createStatusEvents>;
