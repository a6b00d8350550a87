/**
 * Where an end client's webhook events go and why its status moved: shared by the status-change
 * events (status-events.ts) and the real API's envelope (flow-events.ts), which import it from
 * here rather than from each other.
 */
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { WebhookFormat } from '../flows/document/constants.js';
import type { OwnerOf, SessionState } from '../engine/types.js';
import type { FlowMode, SessionRecord } from '../sessions/repository.js';

/** What moved the status: the flow itself, a reviewer (PUT /end-clients/status) or the timer. */
export type StatusSource = 'flow' | 'manual' | 'abandonment';

/** Where an end client's events go, in which format, and what they say about its run. */
export interface EventTarget {
  url: string;
  format: WebhookFormat;
  tenantId: string;
  flowId: string;
  flowVersion: number;
  mode: FlowMode;
  /** An owner's run: the business run it belongs to, which its events carry. */
  ownerOf?: OwnerLink;
}

/** The link an owner's run's events carry (docs/kyb-end-to-end.md). */
export type OwnerLink = Omit<OwnerOf, 'businessWebhook'>;

export function ownerLink(o: OwnerOf): OwnerLink {
  return {
    businessEndClientId: o.businessEndClientId,
    businessFlowId: o.businessFlowId,
    nodeId: o.nodeId,
    ownerIndex: o.ownerIndex,
  };
}

/** `ownerOf`: the run is an owner's (its state's `ownerOf`). */
export function targetOf(
  flow: CompiledFlow,
  session: Pick<SessionRecord<SessionState>, 'tenantId' | 'flowId' | 'version' | 'mode'>,
  ownerOf?: OwnerOf,
): EventTarget | undefined {
  const url = flow.webhookUrl;
  return url === undefined
    ? undefined
    : {
        url,
        format: flow.webhookFormat ?? 'standard',
        tenantId: session.tenantId,
        flowId: session.flowId,
        flowVersion: session.version,
        mode: session.mode,
        ...(ownerOf ? { ownerOf: ownerLink(ownerOf) } : {}),
      };
}
