/**
 * What the tenant's flow list says of the flows a document names (a flow_connector's flow, an END's
 * subsequent flow, an owner_verification's person flow: the references publication checks, found
 * by the same function, src/flows/document/flow-links.ts). Saving does not look at other flows (they
 * may be published later), so these are warnings, with publication's reason names as their codes;
 * publishing is refused until they are resolved (docs/connected-flows.md, "Publication checks").
 */
import { documentFlowReferences } from '../../../../src/flows/document/flow-links.js';
import type { DocumentIssue, FlowDocument } from '../../../../src/flows/document/types.js';
import type { FlowSummary } from '../../../../src/flows/publication/types.js';

type FlowSlots = Pick<FlowSummary, 'flowId' | 'testVersion' | 'liveVersion'>;

/**
 * A named flow: `unknown` when no flow has the id (deleted, or never saved), `unpublished` when it
 * is only a draft (runs open the version published to their own test or live slot), `loading`
 * before the list is there, so nothing is called unknown too early.
 */
export function flowState(
  flowId: string | undefined,
  flows: readonly FlowSlots[] | undefined,
): 'unset' | 'loading' | 'unknown' | 'unpublished' | 'published' {
  if (!flowId) return 'unset';
  if (flows === undefined) return 'loading';
  const flow = flows.find((f) => f.flowId === flowId);
  if (!flow) return 'unknown';
  return flow.testVersion === null && flow.liveVersion === null ? 'unpublished' : 'published';
}

/** The warnings of every reference to a flow the tenant does not have or has only as a draft. */
export function flowReferenceIssues(doc: FlowDocument, flows: readonly FlowSlots[] | undefined): DocumentIssue[] {
  return documentFlowReferences(doc).flatMap((ref): DocumentIssue[] => {
    const state = flowState(ref.flowId, flows);
    const base = { path: ref.field, nodeId: ref.nodeId, field: ref.field.slice(ref.field.lastIndexOf('/') + 1) };
    if (state === 'unknown')
      return [
        {
          ...base,
          code: 'referenced_flow_unknown',
          message: `no flow of this tenant has the id \`${ref.flowId}\` (deleted, or never saved): publishing this flow is refused until it exists and is published`,
        },
      ];
    if (state === 'unpublished')
      return [
        {
          ...base,
          code: 'referenced_flow_not_published',
          message: `the flow \`${ref.flowId}\` is not published to test or live: publishing this flow is refused until it is`,
        },
      ];
    return [];
  });
}
