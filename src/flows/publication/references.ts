/**
 * Flows a flow hands its end clients to (an owner_verification node's person flow, ...): a
 * version is published only when every flow it names is published in the same slot for the same
 * tenant, so a run never reaches a node whose flow cannot be started. The publication service
 * knows no node kinds: the composition root hands it what names flows (src/services).
 */
import type { ErrorDetail } from '../../errors/index.js';
import type { PublishTarget } from './types.js';

export interface FlowReference {
  /** The node naming the flow. */
  nodeId: string;
  /** JSON pointer of the flow id inside the document (`/nodes/3/config/personFlowId`). */
  field: string;
  flowId: string;
}

/** The flows a compiled version names. */
export type FlowReferences<Compiled> = (compiled: Compiled) => FlowReference[];

/** What publication knows of a named flow: absent (or another tenant's), or its published versions. */
export type ReferencedFlow = { testVersion: number | null; liveVersion: number | null } | undefined;

/**
 * The problems of publishing to `target` a version naming `refs`, given what each named flow is
 * (`flows`, by flow id). A flow naming itself is being published right now: it passes.
 */
export function referenceProblems(
  flowId: string,
  target: PublishTarget,
  refs: readonly FlowReference[],
  flows: ReadonlyMap<string, ReferencedFlow>,
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  for (const ref of refs) {
    if (ref.flowId === flowId) continue;
    const named = flows.get(ref.flowId);
    const base = { field: ref.field, nodeId: ref.nodeId, flowId: ref.flowId };
    if (named === undefined)
      problems.push({ ...base, reason: 'unknown_flow', message: `This account has no flow ${ref.flowId}` });
    else if ((target === 'live' ? named.liveVersion : named.testVersion) === null)
      problems.push({
        ...base,
        reason: 'flow_not_published',
        message: `Flow ${ref.flowId} is not published to ${target}: publish it there first`,
      });
  }
  return problems;
}
