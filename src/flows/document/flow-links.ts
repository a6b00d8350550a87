// Which other flows a compiled flow runs or hands its end client to, and cycles among them. Pure:
// the publication check (src/flows/publication/flow-links.ts) reads the other flows' published
// versions and calls these.
import type { CompiledFlow } from './compiled-types.js';

/**
 * `connector`: a flow_connector step runs the flow; `owners`: an owner_verification service node
 * runs it for each invited owner; `subsequent`: an END issues tokens for it. The first two nest a
 * run inside this one, so a cycle of them would nest runs without end; a subsequent flow starts
 * after this run ended and may lead anywhere.
 */
export interface FlowLink {
  kind: 'connector' | 'owners' | 'subsequent';
  nodeId: string;
  flowId: string;
}

export const OWNER_VERIFICATION_SERVICE = 'owner_verification';

export function flowLinks(flow: CompiledFlow): FlowLink[] {
  const links: FlowLink[] = [];
  for (const nodeId of flow.nodeOrder) {
    const node = flow.nodes[nodeId];
    if (node?.type === 'flow_connector') links.push({ kind: 'connector', nodeId, flowId: node.config.flowId });
    else if (node?.type === 'end' && node.subsequentFlowId !== undefined)
      links.push({ kind: 'subsequent', nodeId, flowId: node.subsequentFlowId });
    else if (node?.type === 'service' && node.service === OWNER_VERIFICATION_SERVICE) {
      const person = node.config.personFlowId;
      if (typeof person === 'string') links.push({ kind: 'owners', nodeId, flowId: person });
    }
  }
  return links;
}

/** The flows a run of `flow` nests runs of (connector and owners links), each once. */
export function nestedFlowIds(flow: CompiledFlow): string[] {
  return [...new Set(flowLinks(flow).flatMap((l) => (l.kind === 'subsequent' ? [] : [l.flowId])))];
}

/**
 * A path `start → … → start` through `edges`, or undefined when `start` is on no cycle. `edges`
 * gives each flow's nested flows (absent: none). Depth-first, each flow visited once: linear in
 * the flows and links reachable from `start`.
 */
export function cycleThrough(start: string, edges: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const seen = new Set<string>();
  const path: string[] = [start];
  const visit = (id: string): boolean => {
    for (const next of edges.get(id) ?? []) {
      if (next === start) {
        path.push(next);
        return true;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      if (visit(next)) return true;
      path.pop();
    }
    return false;
  };
  return visit(start) ? path : undefined;
}
