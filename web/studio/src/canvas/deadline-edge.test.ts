// The owner_verification deadline exit on the canvas: an edge labelled "deadline" to its END beside
// `next`, re-pointed by dragging its handle, and dropped with the deadline when its END is removed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { flowGraph } from './graph.js';
import { connect, removeNodes } from '../editor/model.js';

const doc: FlowDocument = {
  name: 'Owners',
  nodes: [
    {
      id: 'owners',
      type: 'service',
      service: 'owner_verification',
      config: { personFlowId: 'person', deadline: { afterHours: 72, end: 'expired' } },
      next: 'accepted',
    },
    { id: 'accepted', type: 'end', status: 'ACCEPTED' },
    { id: 'expired', type: 'end', status: 'DECLINED' },
    { id: 'late', type: 'end', status: 'PENDING_REVIEW' },
  ],
};

test('the deadline exit is an edge labelled deadline to its END', () => {
  const links = flowGraph(doc).links.filter((l) => l.source === 'owners');
  assert.deepEqual(
    links.map((l) => [l.handle, l.target, l.label]),
    [
      ['next', 'accepted', undefined],
      ['deadline', 'expired', 'deadline'],
    ],
  );
});

test('another service with a deadline-shaped config gets no deadline edge', () => {
  const other: FlowDocument = {
    ...doc,
    nodes: doc.nodes.map((n) => (n.type === 'service' ? { ...n, service: 'http_request' } : n)),
  };
  assert.equal(flowGraph(other).links.filter((l) => l.handle === 'deadline').length, 0);
});

test('dragging the deadline handle re-points the END; removing it drops the deadline', () => {
  const moved = connect(doc, 'owners', 'deadline', 'late');
  const node = moved.nodes[0];
  assert.ok(node?.type === 'service');
  assert.deepEqual(node.config?.deadline, { afterHours: 72, end: 'late' });
  const removed = removeNodes(doc, new Set(['expired'])).nodes[0];
  assert.ok(removed?.type === 'service');
  assert.equal(removed.config?.deadline, undefined);
  assert.equal(removed.next, 'accepted');
});
