// The stored form of a state is JSON.stringify's, whatever the state holds, and stays so when
// the same submission objects are carried into later states (the remembered JSON).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { stateJson } from './state-json.js';
import type { SessionState } from '../engine/types.js';

const id = fc.string({ minLength: 1, maxLength: 8 });
const value = fc.jsonValue({ maxDepth: 2 });
const submission = fc.record(
  { values: fc.dictionary(id, value, { maxKeys: 4 }), composites: fc.dictionary(id, fc.string(), { maxKeys: 2 }) },
  { requiredKeys: ['values'] },
);
const state = fc.record(
  {
    formatVersion: fc.constant(1 as const),
    flowId: id,
    version: fc.integer({ min: 1, max: 99 }),
    status: fc.constantFrom('NOT_STARTED', 'IN_PROGRESS', 'ACCEPTED'),
    position: fc.oneof(
      fc.constant({ kind: 'new' as const }),
      fc.record({ kind: fc.constant('step' as const), nodeId: id }),
    ),
    history: fc.array(id, { maxLength: 4 }),
    submissions: fc.dictionary(id, submission, { maxKeys: 4 }),
    prefill: fc.dictionary(id, value, { maxKeys: 3 }),
    serviceResults: fc.dictionary(id, value, { maxKeys: 2 }),
    nextRunId: fc.integer({ min: 1, max: 1000 }),
    smsSends: fc.dictionary(id, fc.integer({ min: 0, max: 5 }), { maxKeys: 2 }),
    prefillLocks: fc.dictionary(id, fc.constantFrom('locked' as const, 'hidden' as const), { maxKeys: 2 }),
    ownerOf: fc.record(
      {
        businessEndClientId: id,
        businessFlowId: id,
        nodeId: id,
        ownerIndex: fc.nat(9),
        businessWebhook: fc.record({
          url: id,
          format: fc.constantFrom('standard' as const, 'event_callback' as const),
          flowVersion: fc.integer({ min: 1, max: 9 }),
          mode: fc.constantFrom('live' as const, 'test' as const),
        }),
      },
      { requiredKeys: ['businessEndClientId', 'businessFlowId', 'nodeId', 'ownerIndex'] },
    ),
    trail: fc.array(
      fc.oneof(
        fc.record({
          at: fc.nat(),
          event: fc.constant('step_submitted' as const),
          nodeId: id,
          stepType: fc.constant('form' as const),
        }),
        fc.record({ at: fc.nat(), event: fc.constant('back' as const), nodeId: id }),
        fc.record(
          {
            at: fc.nat(),
            event: fc.constant('status_changed' as const),
            from: fc.constant('IN_PROGRESS' as const),
            to: fc.constant('ACCEPTED' as const),
            endNodeId: id,
          },
          { requiredKeys: ['at', 'event', 'from', 'to'] },
        ),
      ),
      { maxLength: 3 },
    ),
  },
  {
    requiredKeys: [
      'formatVersion',
      'flowId',
      'version',
      'status',
      'position',
      'history',
      'submissions',
      'prefill',
      'serviceResults',
      'nextRunId',
    ],
  },
) as fc.Arbitrary<SessionState>;

test('property: stateJson equals JSON.stringify, also for states sharing submissions', () => {
  fc.assert(
    fc.property(state, id, submission, (s, key, extra) => {
      assert.equal(stateJson(s), JSON.stringify(s));
      const later: SessionState = { ...s, submissions: { ...s.submissions, [key]: extra }, nextRunId: s.nextRunId + 1 };
      assert.equal(stateJson(later), JSON.stringify(later));
      assert.deepEqual(JSON.parse(stateJson(later)), JSON.parse(JSON.stringify(later)));
    }),
  );
});
