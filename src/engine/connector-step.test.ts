import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf } from './test-support/harness.js';
import { stateProblems } from './invariants.js';
import type { EngineOutcome } from './types.js';

function doc(onEnd?: 'continue' | 'end') {
  return {
    name: 'Parent',
    nodes: [
      {
        id: 'about',
        type: 'form',
        next: 'kyc',
        elements: [{ key: 'first', type: 'text', name: 'First name', role: 'first_name' }],
      },
      {
        id: 'kyc',
        type: 'flow_connector',
        title: 'Verify',
        config: { flowId: 'child', ...(onEnd ? { onEnd } : {}) },
        next: 'done',
      },
      { id: 'done', type: 'end', status: 'PENDING_REVIEW' },
    ],
  };
}

function atConnector(onEnd?: 'continue' | 'end') {
  const s = new Session(compile(doc(onEnd)));
  s.get();
  const out = s.submit({ first_name: 'Ada' });
  assert.ok(out.ok);
  const effect = out.effects.find((e) => e.type === 'connect_flow');
  assert.ok(effect && effect.type === 'connect_flow');
  assert.equal(effect.flowId, 'child');
  assert.deepEqual(stateProblems(s.flow, s.state), []);
  return { s, effect, view: out.view };
}

function started(onEnd?: 'continue' | 'end') {
  const { s, effect, view } = atConnector(onEnd);
  assert.deepEqual(view, { type: 'pending' });
  const out = s.send({ type: 'connector_started', nodeId: 'kyc', connectId: effect.connectId, endClientId: 'child-1' });
  assert.ok(out.ok);
  assert.deepEqual(out.view, {
    id: 'kyc',
    type: 'flow_connector',
    title: 'Verify',
    canGoBack: true,
    flowId: 'child',
    endClientId: 'child-1',
  });
  return s;
}

test('reaching a flow_connector asks once for the connected run; its END continues the parent', () => {
  const s = started();
  // A repeated start (an at-least-once job) changes nothing.
  const again = s.send({ type: 'connector_started', nodeId: 'kyc', connectId: 99, endClientId: 'other' });
  assert.ok(again.ok && again.view?.type === 'flow_connector' && again.view.endClientId === 'child-1');
  // Another run's end is not this step's.
  s.send({ type: 'connector_ended', nodeId: 'kyc', endClientId: 'other', status: 'DECLINED' });
  assert.equal(s.state.position.kind, 'step');
  const out = s.send({ type: 'connector_ended', nodeId: 'kyc', endClientId: 'child-1', status: 'ACCEPTED' });
  assert.ok(out.ok);
  assert.equal(out.view?.type, 'end');
  assert.equal(s.state.status, 'PENDING_REVIEW');
  assert.deepEqual(s.state.submissions.kyc?.values, { flowId: 'child', endClientId: 'child-1', status: 'ACCEPTED' });
  assert.deepEqual(stateProblems(s.flow, s.state), []);
});

test('onEnd end: the parent ends with the connected run’s status', () => {
  const s = started('end');
  const out = s.send({ type: 'connector_ended', nodeId: 'kyc', endClientId: 'child-1', status: 'DECLINED' });
  assert.ok(out.ok);
  assert.deepEqual(out.view, { id: 'kyc', type: 'end', text: null, redirectUrl: null });
  assert.equal(s.state.status, 'DECLINED');
  assert.ok(out.effects.some((e) => e.type === 'status_changed' && e.to === 'DECLINED' && e.endNodeId === 'kyc'));
  assert.deepEqual(stateProblems(s.flow, s.state), []);
});

test('a submit moves the step only naming the connected run after it ended; anything else is 4470', () => {
  const s = started();
  const submit = (
    data: unknown,
    connected?: { endClientId: string; status: 'IN_PROGRESS' | 'ACCEPTED' },
  ): EngineOutcome => s.send({ type: 'submit', data, ...(connected ? { connected } : {}) });
  assert.equal(errorOf(submit({})).code, 4470);
  assert.equal(
    errorOf(submit({ endClientId: 'someone-else' }, { endClientId: 'someone-else', status: 'ACCEPTED' })).code,
    4470,
  );
  assert.equal(
    errorOf(submit({ endClientId: 'child-1' }, { endClientId: 'child-1', status: 'IN_PROGRESS' })).code,
    4470,
  );
  assert.equal(s.state.position.kind, 'step');
  const out = submit({ endClientId: 'child-1' }, { endClientId: 'child-1', status: 'ACCEPTED' });
  assert.ok(out.ok);
  assert.equal(out.view?.type, 'end');
});

test('a subsequent root waits without a token and is passed by an attached run; 4005 on another root', () => {
  const subsequentDoc = {
    name: 'Later',
    nodes: [
      { id: 'root', type: 'subsequent', next: 'more' },
      { id: 'more', type: 'form', elements: [{ key: 'city', type: 'text', name: 'City', role: 'address_city' }] },
    ],
  };
  const waiting = new Session(compile(subsequentDoc));
  assert.equal(waiting.get().type, 'subsequent');
  assert.equal(errorOf(waiting.submit({})).code, 4102);

  const attached = new Session(compile(subsequentDoc));
  assert.ok(attached.send({ type: 'init', data: { address_city: 'Oslo' }, subsequentOf: 'earlier' }).ok);
  const first = attached.get();
  assert.ok(first.type === 'form' && first.id === 'more');
  assert.equal(first.canGoBack, false);
  assert.equal(first.elements[0]?.value, 'Oslo');
  assert.deepEqual(stateProblems(attached.flow, attached.state), []);
  assert.equal(errorOf(attached.send({ type: 'init', data: {}, subsequentOf: 'again' })).code, 4007);

  const plain = new Session(compile(doc()));
  assert.equal(errorOf(plain.send({ type: 'init', data: {}, subsequentOf: 'earlier' })).code, 4005);
});
