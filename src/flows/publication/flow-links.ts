/**
 * The one check of what a version names of the tenant's other flows before it is published in a
 * mode (test or live): every reference `flowReferences` finds (flow_connector, owner_verification
 * person flow, END subsequent flow) is resolved the same way, with one set of reasons
 * (docs/connected-flows.md, "Publication checks"):
 * - `referenced_flow_unknown`: the tenant has no flow with that id (another tenant's reads as absent);
 * - `referenced_flow_not_published`: the flow has no version published in the mode;
 * - `not_a_subsequent_flow`: an END's subsequent flow is published but its root is not `subsequent`;
 * - `flow_cycle`: following the references that nest a run (connector and owners' person flows)
 *   from this version through the versions published in the mode comes back to this flow, which
 *   would nest runs without end.
 * Each detail names the node (`nodeId`, `field`), the flow named (`flowId`) and how (`reference`).
 */
import type { ErrorDetail } from '../../errors/index.js';
import type { CompiledFlow } from '../document/compiled-types.js';
import { cycleThrough, flowReferences, nestsRun, type FlowEdge, type FlowReference } from '../document/flow-links.js';
import type { FlowLookup, PublishCandidate, ReferencedFlow } from './service.js';

export const FLOW_REFERENCE_REASONS = [
  'referenced_flow_unknown',
  'referenced_flow_not_published',
  'not_a_subsequent_flow',
  'flow_cycle',
] as const;
export type FlowReferenceReason = (typeof FLOW_REFERENCE_REASONS)[number];

/** Flows a cycle search reads at most: a bound on the work one publish can cause. */
const MAX_FLOWS = 1000;

/** How the node names the flow, for messages. */
function naming(ref: FlowReference): string {
  switch (ref.kind) {
    case 'flow_connector':
      return `flow_connector ${ref.nodeId} runs flow ${ref.flowId}`;
    case 'owner_person_flow':
      return `owner_verification node ${ref.nodeId} runs person flow ${ref.flowId} for each owner`;
    case 'subsequent_flow':
      return `END ${ref.nodeId} names subsequent flow ${ref.flowId}`;
  }
}

function detail(ref: FlowReference, reason: FlowReferenceReason, message: string): ErrorDetail {
  return { field: ref.field, nodeId: ref.nodeId, flowId: ref.flowId, reference: ref.kind, reason, message };
}

function cycleDetail(cycle: FlowEdge[], target: string): ErrorDetail {
  const first = cycle[0] as FlowEdge;
  const flows = [first.from, ...cycle.map((e) => e.to)];
  const steps = cycle.map((e) => `${e.from}: ${naming(e)}`).join('; ');
  return {
    ...detail(
      first,
      'flow_cycle',
      `Flows would run inside each other without end: ${flows.join(' → ')} (${steps}; as published to ${target})`,
    ),
    cycle: flows,
  };
}

export async function checkFlowReferences(
  candidate: PublishCandidate<CompiledFlow>,
  lookup: FlowLookup<CompiledFlow>,
): Promise<ErrorDetail[]> {
  const { flowId, target, compiled } = candidate;
  // The flow being published references itself as the version being published.
  const known = new Map<string, ReferencedFlow<CompiledFlow>>([[flowId, { published: compiled }]]);
  const resolve = async (id: string): Promise<ReferencedFlow<CompiledFlow>> => {
    if (!known.has(id)) known.set(id, await lookup(id));
    return known.get(id);
  };

  const issues: ErrorDetail[] = [];
  const refs = flowReferences(compiled);
  for (const ref of refs) {
    const named = await resolve(ref.flowId);
    if (named === undefined)
      issues.push(detail(ref, 'referenced_flow_unknown', `${naming(ref)}, but this account has no flow ${ref.flowId}`));
    else if (named.published === undefined)
      issues.push(
        detail(
          ref,
          'referenced_flow_not_published',
          `${naming(ref)}, which is not published to ${target}: publish it there first`,
        ),
      );
    else if (ref.kind === 'subsequent_flow' && named.published.nodes[named.published.start]?.type !== 'subsequent')
      issues.push(detail(ref, 'not_a_subsequent_flow', `${naming(ref)}, whose first node is not a subsequent node`));
  }

  // The flows this version nests runs of, breadth-first through the versions published in the mode.
  const edges = new Map<string, FlowReference[]>([[flowId, refs]]);
  const queue = refs.filter(nestsRun).map((r) => r.flowId);
  while (queue.length > 0 && edges.size < MAX_FLOWS) {
    const id = queue.shift() as string;
    if (edges.has(id)) continue;
    const published = (await resolve(id))?.published;
    const next = published ? flowReferences(published) : [];
    edges.set(id, next);
    queue.push(...next.filter(nestsRun).map((r) => r.flowId));
  }
  const cycle = cycleThrough(flowId, edges);
  if (cycle) issues.push(cycleDetail(cycle, target));
  return issues;
}
