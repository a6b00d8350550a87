// The Studio's warnings of the flows a document names: every kind of reference publication checks,
// with publication's reason names, pinned to the node and the field naming the flow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { flowReferenceIssues } from './flow-refs.js';

const doc: FlowDocument = {
  name: 'Parent',
  nodes: [
    { id: 'kyc', type: 'flow_connector', config: { flowId: 'child' }, next: 'done' },
    { id: 'done', type: 'end', subsequentFlowId: 'later' },
  ],
};

test('a connected or subsequent flow unknown or only a draft is a warning with publication’s reason', () => {
  const draft = (flowId: string) => ({ flowId, testVersion: null, liveVersion: null });
  const published = (flowId: string) => ({ flowId, testVersion: 1, liveVersion: null });
  assert.deepEqual(flowReferenceIssues(doc, [published('child'), published('later')]), []);
  assert.deepEqual(
    flowReferenceIssues(doc, [draft('child')]).map((i) => [i.code, i.nodeId, i.field, i.path]),
    [
      ['referenced_flow_not_published', 'kyc', 'flowId', '/nodes/0/config/flowId'],
      ['referenced_flow_unknown', 'done', 'subsequentFlowId', '/nodes/1/subsequentFlowId'],
    ],
  );
});
