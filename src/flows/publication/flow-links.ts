/**
 * What publishing a flow version checks about the other flows it names (docs/connected-flows.md),
 * in the mode being published (test or live):
 * - a flow_connector's flow is one of the tenant's flows published in that mode
 *   (`connected_flow_not_published`);
 * - an END's subsequent flow is published in that mode and has a `subsequent` root
 *   (`subsequent_flow_not_published`, `not_a_subsequent_flow`);
 * - no cycle of nested runs: following flow_connector steps and owner_verification person flows
 *   from this version through the versions published in the mode never comes back to this flow
 *   (`flow_cycle`), which would nest runs without end.
 */
import type { ErrorDetail } from '../../errors/index.js';
import type { CompiledFlow } from '../document/compiled-types.js';
import { cycleThrough, flowLinks, nestedFlowIds } from '../document/flow-links.js';
import type { PublishedFlow, PublishTarget } from './service.js';

export type PublishedLookup = (
  flowId: string,
  target: PublishTarget,
) => Promise<PublishedFlow<CompiledFlow> | undefined>;

export interface PublishCandidate {
  tenantId: string;
  flowId: string;
  target: PublishTarget;
  compiled: CompiledFlow;
}

/** Flows a cycle search reads at most: a bound on the work one publish can cause. */
const MAX_FLOWS = 1000;

export function createFlowLinkCheck(published: PublishedLookup) {
  async function tenantFlow(tenantId: string, flowId: string, target: PublishTarget) {
    const p = await published(flowId, target);
    // Another tenant's flow is as absent as a missing one.
    return p && p.tenantId === tenantId ? p.compiled : undefined;
  }

  async function nestedGraph(c: PublishCandidate): Promise<Map<string, string[]>> {
    const edges = new Map<string, string[]>([[c.flowId, nestedFlowIds(c.compiled)]]);
    const queue = [...(edges.get(c.flowId) ?? [])];
    while (queue.length > 0 && edges.size < MAX_FLOWS) {
      const id = queue.shift() as string;
      if (edges.has(id)) continue;
      const flow = await tenantFlow(c.tenantId, id, c.target);
      const next = flow ? nestedFlowIds(flow) : [];
      edges.set(id, next);
      queue.push(...next);
    }
    return edges;
  }

  return async function check(c: PublishCandidate): Promise<ErrorDetail[]> {
    const issues: ErrorDetail[] = [];
    const mode = c.target === 'test' ? 'test' : 'live';
    for (const link of flowLinks(c.compiled)) {
      if (link.kind === 'owners' || link.flowId === c.flowId) continue;
      const target = await tenantFlow(c.tenantId, link.flowId, c.target);
      const field = `nodes/${link.nodeId}`;
      if (link.kind === 'connector' && !target)
        issues.push({
          field,
          reason: 'connected_flow_not_published',
          message: `flow_connector ${link.nodeId} connects to flow ${link.flowId}, which is not one of your flows published ${mode}`,
        });
      if (link.kind === 'subsequent' && !target)
        issues.push({
          field,
          reason: 'subsequent_flow_not_published',
          message: `END ${link.nodeId} names subsequent flow ${link.flowId}, which is not one of your flows published ${mode}`,
        });
      if (link.kind === 'subsequent' && target && target.nodes[target.start]?.type !== 'subsequent')
        issues.push({
          field,
          reason: 'not_a_subsequent_flow',
          message: `END ${link.nodeId} names flow ${link.flowId}, whose root is not a subsequent node`,
        });
    }
    const cycle = cycleThrough(c.flowId, await nestedGraph(c));
    if (cycle)
      issues.push({
        field: 'nodes',
        reason: 'flow_cycle',
        message: `Flows would run inside each other without end: ${cycle.join(' → ')} (through flow_connector steps and owner_verification person flows, as published ${mode})`,
      });
    return issues;
  };
}
