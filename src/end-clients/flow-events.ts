/**
 * Flow events in the real API's envelope, for flows published with
 * `webhook: {url, format: "event_callback"}` (docs/webhooks.md). What causes each event:
 *
 * | event            | when                                                | nodeId      | serviceType             | serviceData                    |
 * |------------------|-----------------------------------------------------|-------------|-------------------------|--------------------------------|
 * | FLOW_START       | the run's session is created                        | null        | null                    | null                           |
 * | STEP_SUBMIT      | a form on the path took its submit                  | the form    | `form`                  | the values, by element id      |
 * | SERVICE_SUBMIT   | a provider step took its submit                     | the step    | its type (`sms`, ...)   | what the step received         |
 * | SERVICE_SUBMIT   | a service node's result was stored                  | the service | the service name        | the stored result              |
 * | FLOW_END         | the run reached an END                              | the END     | null                    | {status, previousStatus}       |
 * | ABANDONED        | the abandonment timer closed the run                | null        | null                    | {status, previousStatus}       |
 * | MANUALLY_*       | a reviewer set ACCEPTED, DECLINED (REJECTED), PENDING_REVIEW or ABANDONED | null | null | {status, previousStatus} |
 *
 * A provider step reports SERVICE_SUBMIT, as the real API reports its document check
 * (TRULIOO_DOCV). The run's first status change (NOT_STARTED to IN_PROGRESS) has no event of its
 * own: the submit that caused it reports it. Each message is written in the transaction of the
 * change that caused it, so an event exists exactly when its change committed.
 */
import type { Effect, SessionState } from '../engine/types.js';
import { lookup } from '../flows/document/compiled-types.js';
import type { EventCallbackMessage, FlowEventType, StoredEventCallback } from '../webhooks/index.js';
import type { EndClientStatus } from './status.js';
import type { EventTarget, StatusSource } from './event-target.js';

export interface FlowEvent {
  type: FlowEventType;
  nodeId: string | null;
  serviceType: string | null;
  serviceData: unknown;
}

export function message(target: EventTarget, endClientId: string, e: FlowEvent, at: number): EventCallbackMessage {
  const stored: StoredEventCallback = {
    type: 'EVENT_CALLBACK',
    event: { type: e.type, ts: Math.floor(at / 1000), user: endClientId },
    flowId: target.flowId,
    nodeId: e.nodeId,
    userId: endClientId,
    serviceType: e.serviceType,
    test: target.mode === 'test',
    // Never undefined: JSON would drop the field, and receivers of the real API expect it.
    serviceData: e.serviceData ?? null,
    ...(target.ownerOf ? { ownerOf: target.ownerOf } : {}),
  };
  return {
    format: 'event_callback',
    tenantId: target.tenantId,
    eventType: e.type,
    url: target.url,
    endClientId,
    body: JSON.stringify(stored),
  };
}

const MANUAL: Partial<Record<string, FlowEventType>> = {
  ACCEPTED: 'MANUALLY_ACCEPTED',
  DECLINED: 'MANUALLY_REJECTED',
  PENDING_REVIEW: 'MANUALLY_PENDING_REVIEW',
  ABANDONED: 'MANUALLY_ABANDONED',
} satisfies Partial<Record<EndClientStatus, FlowEventType>>;

/** The real API's event for a status change, when it has one (see the table above). */
function statusEventType(change: { to: string; source: StatusSource; endNodeId?: string }): FlowEventType | undefined {
  switch (change.source) {
    case 'flow':
      return change.endNodeId === undefined ? undefined : 'FLOW_END';
    case 'abandonment':
      return 'ABANDONED';
    case 'manual':
      return MANUAL[change.to];
  }
}

/** The event of one end client's status change, if the real API has one for it. */
export function statusEventCallbacks(
  target: EventTarget,
  change: { endClientId: string; from: string; to: string; endNodeId?: string; source: StatusSource },
  at: number,
): EventCallbackMessage[] {
  const type = statusEventType(change);
  if (type === undefined) return [];
  return [
    message(
      target,
      change.endClientId,
      {
        type,
        nodeId: change.endNodeId ?? null,
        serviceType: null,
        serviceData: { status: change.to, previousStatus: change.from },
      },
      at,
    ),
  ];
}

/** The events of one engine step of a run: its start, the steps and services it completed, its END. */
export function runEventCallbacks(
  target: EventTarget,
  endClientId: string,
  state: SessionState,
  effects: readonly Effect[],
  isNew: boolean,
  at: number,
): EventCallbackMessage[] {
  const out: EventCallbackMessage[] = isNew
    ? [message(target, endClientId, { type: 'FLOW_START', nodeId: null, serviceType: null, serviceData: null }, at)]
    : [];
  for (const e of effects) {
    if (e.type === 'step_submitted') {
      out.push(
        message(
          target,
          endClientId,
          {
            type: e.stepType === 'form' ? 'STEP_SUBMIT' : 'SERVICE_SUBMIT',
            nodeId: e.nodeId,
            serviceType: e.stepType,
            serviceData: lookup(state.submissions, e.nodeId)?.values,
          },
          at,
        ),
      );
    } else if (e.type === 'service_completed') {
      out.push(
        message(
          target,
          endClientId,
          {
            type: 'SERVICE_SUBMIT',
            nodeId: e.nodeId,
            serviceType: e.service,
            serviceData: lookup(state.serviceResults, e.nodeId),
          },
          at,
        ),
      );
    } else if (e.type === 'status_changed') {
      out.push(
        ...statusEventCallbacks(
          target,
          { endClientId, from: e.from, to: e.to, source: 'flow', ...(e.endNodeId ? { endNodeId: e.endNodeId } : {}) },
          at,
        ),
      );
    }
  }
  return out;
}
