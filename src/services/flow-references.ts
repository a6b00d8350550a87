/**
 * The flows a compiled flow names in its service nodes' configs, for publication's check that
 * each is published in the slot first (src/flows/publication/references.ts): an
 * owner_verification node's `personFlowId`.
 */
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { FlowReference } from '../flows/publication/references.js';
import { SERVICE_NAME as OWNER_VERIFICATION } from './owner-verification-config.js';

export function serviceFlowReferences(flow: CompiledFlow): FlowReference[] {
  const refs: FlowReference[] = [];
  // nodeOrder is document order (the compiler's added END last), so its index is the document's.
  for (const [index, nodeId] of flow.nodeOrder.entries()) {
    const node = flow.nodes[nodeId];
    if (node?.type !== 'service' || node.service !== OWNER_VERIFICATION) continue;
    const flowId = node.config.personFlowId;
    if (typeof flowId === 'string') refs.push({ nodeId, field: `/nodes/${index}/config/personFlowId`, flowId });
  }
  return refs;
}
