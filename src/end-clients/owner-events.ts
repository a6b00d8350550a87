/**
 * The business run's events about its owners (docs/kyb-end-to-end.md, docs/webhooks.md): each
 * change of an owner's run (invited, started, finished with which END, abandoned, set by a
 * reviewer) is reported to the business flow's webhook, as the business end client's event, in
 * the transaction of the owner's change, so an event exists exactly when the change committed.
 * The owner's run carries the business run's webhook in its state (`ownerOf.businessWebhook`,
 * pinned when the owner was invited), so no lookup is needed on the owner's request.
 *
 * - `standard`: `end_client.owner_progress`, ids and states only, as every standard event;
 * - `event_callback`: the real API's `INTERMEDIATE_EVENT_RECEIVED` of the business run's
 *   owner_verification node (the node waits; the owners' progress are its intermediate events).
 */
import type { OwnerOf } from '../engine/types.js';
import { ownerRunState, type OwnerState } from '../engine/index.js';
import type { OutboxMessage } from '../webhooks/index.js';
import type { FlowMode } from '../sessions/repository.js';
import { message } from './flow-events.js';
import type { StatusSource } from './event-target.js';

export const OWNER_PROGRESS = 'end_client.owner_progress';
const SERVICE_TYPE = 'owner_verification';

/** One owner's run as the business run's events show it. */
export interface OwnerProgressEvent {
  index: number;
  endClientId: string;
  /** The person flow the owner runs. */
  flowId: string;
  state: Exclude<OwnerState, 'not_invited'>;
  status: string;
  endNodeId: string | null;
  screeningHit: boolean;
}

/** What changed on the owner's run. */
export interface OwnerChange {
  tenantId: string;
  endClientId: string;
  flowId: string;
  status: string;
  endNodeId?: string;
  screeningHit: boolean;
  source: StatusSource;
}

/** The business run's event for one change of its owner's run; none when the business flow has no webhook. */
export function ownerProgressMessages(ownerOf: OwnerOf, change: OwnerChange, at: number): OutboxMessage[] {
  const hook = ownerOf.businessWebhook;
  if (hook === undefined) return [];
  const owner: OwnerProgressEvent = {
    index: ownerOf.ownerIndex,
    endClientId: change.endClientId,
    flowId: change.flowId,
    state: ownerRunState(change.status),
    status: change.status,
    endNodeId: change.endNodeId ?? null,
    screeningHit: change.screeningHit,
  };
  const mode: FlowMode = hook.mode;
  if (hook.format === 'event_callback') {
    const target = {
      url: hook.url,
      format: hook.format,
      tenantId: change.tenantId,
      flowId: ownerOf.businessFlowId,
      flowVersion: hook.flowVersion,
      mode,
    };
    return [
      message(
        target,
        ownerOf.businessEndClientId,
        {
          type: 'INTERMEDIATE_EVENT_RECEIVED',
          nodeId: ownerOf.nodeId,
          serviceType: SERVICE_TYPE,
          serviceData: { owner, source: change.source },
        },
        at,
      ),
    ];
  }
  const data = {
    endClientId: ownerOf.businessEndClientId,
    flowId: ownerOf.businessFlowId,
    flowVersion: hook.flowVersion,
    mode,
    nodeId: ownerOf.nodeId,
    owner,
    source: change.source,
  };
  return [
    {
      tenantId: change.tenantId,
      eventType: OWNER_PROGRESS,
      url: hook.url,
      body: JSON.stringify({ type: OWNER_PROGRESS, timestamp: new Date(at).toISOString(), data }),
    },
  ];
}
