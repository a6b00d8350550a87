// The path a session took, as the Studio's "Try it" draws it: nodes in order, the branch taken,
// where the session stands; back takes a step off the path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, TODAY, compile } from './test-support/harness.js';
import { sessionPath } from './session-path.js';

const flow = compile({
  name: 'Screened',
  nodes: [
    {
      id: 'about',
      type: 'form',
      next: 'screening',
      elements: [
        { key: 'full_name', type: 'text', name: 'Full name', role: 'full_name', validations: [{ type: 'required' }] },
      ],
    },
    { id: 'screening', type: 'service', service: 'screening', next: 'route' },
    {
      id: 'route',
      type: 'condition',
      branches: [
        {
          condition: {
            type: 'AND',
            rules: [{ fieldId: 'service:screening.hit', operator: '=', comparable: { value: true } }],
          },
          next: 'review',
        },
      ],
      otherwise: 'accepted',
    },
    { id: 'accepted', type: 'end', status: 'ACCEPTED' },
    { id: 'review', type: 'end', status: 'PENDING_REVIEW' },
  ],
});

function finish(s: Session, result: unknown) {
  const pos = s.state.position;
  assert.equal(pos.kind, 'service');
  if (pos.kind !== 'service') return;
  assert.ok(s.send({ type: 'service_finished', nodeId: pos.nodeId, runId: pos.runId, result }).ok);
}

test('a new session has no path; then the step shown, the service running, the END through the branch', () => {
  const s = new Session(flow);
  assert.deepEqual(sessionPath(flow, s.state, TODAY), { nodes: [], links: [], current: undefined });
  s.get();
  assert.deepEqual(sessionPath(flow, s.state, TODAY), { nodes: ['about'], links: [], current: 'about' });
  s.submit({ full_name: 'Ada Lovelace' });
  assert.deepEqual(sessionPath(flow, s.state, TODAY), {
    nodes: ['about', 'screening'],
    links: [{ source: 'about', handle: 'next', target: 'screening' }],
    current: 'screening',
  });
  finish(s, { hit: true });
  assert.deepEqual(sessionPath(flow, s.state, TODAY), {
    nodes: ['about', 'screening', 'route', 'review'],
    links: [
      { source: 'about', handle: 'next', target: 'screening' },
      { source: 'screening', handle: 'next', target: 'route' },
      { source: 'route', handle: 'branch-0', target: 'review' },
    ],
    current: 'review',
  });
});

test('no hit takes the otherwise edge', () => {
  const s = new Session(flow);
  s.get();
  s.submit({ full_name: 'Ada Lovelace' });
  finish(s, { hit: false });
  const path = sessionPath(flow, s.state, TODAY);
  assert.deepEqual(path.links.at(-1), { source: 'route', handle: 'otherwise', target: 'accepted' });
  assert.equal(path.current, 'accepted');
});

test('a step left by back is off the path', () => {
  const twoForms = compile({
    name: 'Two',
    nodes: [
      { id: 'a', type: 'form', next: 'b', elements: [{ key: 'x', type: 'text', name: 'X' }] },
      { id: 'b', type: 'form', elements: [{ key: 'y', type: 'text', name: 'Y' }] },
    ],
  });
  const s = new Session(twoForms);
  s.get();
  assert.ok(s.submit({ [s.id('x')]: '1' }).ok);
  assert.deepEqual(sessionPath(twoForms, s.state, TODAY).nodes, ['a', 'b']);
  s.send({ type: 'back' });
  assert.deepEqual(sessionPath(twoForms, s.state, TODAY), { nodes: ['a'], links: [], current: 'a' });
});

// An owner_verification run that reached its deadline went to its END, not to `next`: the path
// shows the `deadline` edge the canvas draws, and a run settled by its owners still follows `next`.
const owners = compile({
  name: 'Owners',
  nodes: [
    {
      id: 'company',
      type: 'form',
      next: 'owners',
      elements: [
        { key: 'name', type: 'text', name: 'Name' },
        {
          key: 'owner',
          type: 'owner',
          name: 'Owner',
          elements: [{ key: 'owner_name', type: 'text', name: 'Full name', role: 'owner_full_name' }],
        },
      ],
    },
    {
      id: 'owners',
      type: 'service',
      service: 'owner_verification',
      config: { personFlowId: 'person', delivery: 'links', deadline: { afterHours: 72, end: 'expired' } },
      next: 'accepted',
    },
    { id: 'accepted', type: 'end', status: 'ACCEPTED' },
    { id: 'expired', type: 'end', status: 'DECLINED' },
  ],
});

const key = (k: string): string => owners.elementIdByKey[k] ?? k;

test('a deadline exit is followed instead of next', () => {
  const s = new Session(owners);
  s.get();
  assert.ok(s.submit({ [key('name')]: 'Acme' }).ok);
  const pos = s.state.position;
  assert.equal(pos.kind, 'service');
  if (pos.kind !== 'service') return;
  const result = { done: false, deadlineReached: true };
  assert.ok(s.send({ type: 'service_finished', nodeId: 'owners', runId: pos.runId, result, exit: 'expired' }).ok);
  const path = sessionPath(owners, s.state, TODAY);
  assert.deepEqual(path.links.at(-1), { source: 'owners', handle: 'deadline', target: 'expired' });
  assert.equal(path.current, 'expired');
});

test('a run its owners settled follows next', () => {
  const s = new Session(owners);
  s.get();
  assert.ok(s.submit({ [key('name')]: 'Acme' }).ok);
  const pos = s.state.position;
  if (pos.kind !== 'service') return assert.fail('not at the service');
  const result = { done: true, deadlineReached: false };
  assert.ok(s.send({ type: 'service_finished', nodeId: 'owners', runId: pos.runId, result }).ok);
  const path = sessionPath(owners, s.state, TODAY);
  assert.deepEqual(path.links.at(-1), { source: 'owners', handle: 'next', target: 'accepted' });
  assert.equal(path.current, 'accepted');
});
