// Every reference a compiled flow makes to other flows of its tenant, and cycles among them. Pure:
// the one publication check (src/flows/publication/flow-links.ts) reads the other flows'
// published versions and calls these, so a new kind of reference is added here and nowhere else.
import type { CompiledFlow, CompiledNode } from './compiled-types.js';
import type { FlowNode } from './types.js';

/**
 * How a node names another flow, as publication details say it (`details[].reference`):
 * - `flow_connector`: a flow_connector step runs the flow (`config.flowId`);
 * - `owner_person_flow`: an owner_verification service node runs it for each invited owner
 *   (`config.personFlowId`);
 * - `subsequent_flow`: an END issues subsequent tokens for it (`subsequentFlowId`).
 */
export const FLOW_REFERENCE_KINDS = ['flow_connector', 'owner_person_flow', 'subsequent_flow'] as const;
export type FlowReferenceKind = (typeof FLOW_REFERENCE_KINDS)[number];

/** The service whose node runs a person flow per owner (src/services/owner-verification-config.ts). */
export const OWNER_VERIFICATION_SERVICE = 'owner_verification';

export interface FlowReference {
  kind: FlowReferenceKind;
  /** The node naming the flow. */
  nodeId: string;
  /** JSON pointer of the flow id inside the document (`/nodes/3/config/personFlowId`). */
  field: string;
  flowId: string;
}

/** The reference `node`, the document's node `index`, makes, if any. */
function referenceOf(node: CompiledNode | FlowNode | undefined, index: number): FlowReference[] {
  const at = `/nodes/${index}`;
  if (node?.type === 'flow_connector')
    return [{ kind: 'flow_connector', nodeId: node.id, field: `${at}/config/flowId`, flowId: node.config.flowId }];
  if (node?.type === 'end' && node.subsequentFlowId !== undefined)
    return [
      { kind: 'subsequent_flow', nodeId: node.id, field: `${at}/subsequentFlowId`, flowId: node.subsequentFlowId },
    ];
  if (node?.type === 'service' && node.service === OWNER_VERIFICATION_SERVICE) {
    const person: unknown = node.config?.personFlowId;
    if (typeof person === 'string')
      return [{ kind: 'owner_person_flow', nodeId: node.id, field: `${at}/config/personFlowId`, flowId: person }];
  }
  return [];
}

/** Every reference of a compiled version: what publication checks. */
export function flowReferences(flow: CompiledFlow): FlowReference[] {
  // nodeOrder is document order (the compiler's added END last, naming no flow), so its index is the document's.
  return flow.nodeOrder.flatMap((id, i) => referenceOf(flow.nodes[id], i));
}

/** The same references of a document being edited (the Studio warns of them before publication refuses). */
export function documentFlowReferences(doc: { nodes: readonly FlowNode[] }): FlowReference[] {
  return doc.nodes.flatMap((node, i) => referenceOf(node, i));
}

/**
 * Whether a run of the referring flow runs the referenced flow inside itself (and waits for it):
 * connector and owners' runs do, so a cycle of them would nest runs without end; a subsequent flow
 * starts after this run ended and may lead anywhere.
 */
export const nestsRun = (ref: FlowReference): boolean => ref.kind !== 'subsequent_flow';

/** One edge of a cycle: flow `from`'s reference to flow `to`. */
export interface FlowEdge extends FlowReference {
  from: string;
  to: string;
}

/**
 * The edges of a cycle `start → … → start` through `edges` (each flow's references that nest a
 * run; absent: none), or undefined when `start` is on no cycle. Depth-first, each flow visited
 * once: linear in the flows and references reachable from `start`.
 */
export function cycleThrough(
  start: string,
  edges: ReadonlyMap<string, readonly FlowReference[]>,
): FlowEdge[] | undefined {
  const seen = new Set<string>([start]);
  const path: FlowEdge[] = [];
  const visit = (from: string): boolean => {
    for (const ref of edges.get(from) ?? []) {
      if (!nestsRun(ref)) continue;
      const to = ref.flowId;
      const edge = { ...ref, from, to };
      if (to === start) {
        path.push(edge);
        return true;
      }
      if (seen.has(to)) continue;
      seen.add(to);
      path.push(edge);
      if (visit(to)) return true;
      path.pop();
    }
    return false;
  };
  return visit(start) ? path : undefined;
}
