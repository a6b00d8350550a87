import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile } from '../engine/test-support/harness.js';
import { prefillableFields } from '../engine/index.js';
import { carryOver, sourceValues } from './carry-over.js';

/** Two forms asking overlapping things, so a later answer and a `back` can be seen. */
const source = compile(
  {
    name: 'Source',
    authenticated: false,
    start: 'a',
    nodes: [
      {
        id: 'a',
        type: 'form',
        title: 'A',
        next: 'b',
        elements: [
          { key: 'first', type: 'text', name: 'First', role: 'first_name' },
          {
            key: 'ref',
            type: 'text',
            name: 'Ref',
            role: 'external_customer_id',
            prefillOptions: 'prefillable_non_editable_hidden',
          },
          { key: 'doc', type: 'file', name: 'Document', normalizedName: 'document' },
        ],
      },
      {
        id: 'b',
        type: 'form',
        title: 'B',
        next: 'c',
        elements: [
          { key: 'first_again', type: 'text', name: 'First (again)', role: 'first_name' },
          { key: 'team', type: 'text', name: 'Team', normalizedName: 'team' },
        ],
      },
      {
        id: 'c',
        type: 'form',
        title: 'C',
        next: 'done',
        elements: [{ key: 'late', type: 'text', name: 'Late', normalizedName: 'late' }],
      },
      { id: 'done', type: 'end' },
    ],
  },
  'source',
);

const target = compile(
  {
    name: 'Target',
    authenticated: false,
    start: 't',
    nodes: [
      {
        id: 't',
        type: 'form',
        title: 'T',
        next: 'done',
        elements: [
          { key: 'given', type: 'text', name: 'Given', role: 'first_name' },
          // Matched by normalizedName when the role is not the source's.
          { key: 'squad', type: 'text', name: 'Squad', role: 'branch_or_division', normalizedName: 'team' },
          { key: 'customer', type: 'text', name: 'Customer', role: 'external_customer_id' },
          { key: 'upload', type: 'file', name: 'Upload', normalizedName: 'document' },
          { key: 'late', type: 'text', name: 'Late', normalizedName: 'late' },
          { key: 'never', type: 'text', name: 'Never', role: 'first_name', prefillOptions: 'non_prefillable' },
        ],
      },
      { id: 'done', type: 'end' },
    ],
  },
  'target',
);

test('carries prefill and path values by role, else normalizedName; the latest answer wins', () => {
  const s = new Session(source);
  assert.ok(s.send({ type: 'init', data: { external_customer_id: 'cust-1', first_name: 'Prefilled' } }).ok);
  s.get();
  assert.ok(s.submit({ first_name: 'Ada' }).ok);
  assert.ok(s.submit({ first_name: 'Augusta', team: 'Blue' }).ok);
  const { byRole, byName } = sourceValues(source, s.state);
  assert.equal(byRole.get('first_name'), 'Augusta');
  assert.equal(byName.get('team'), 'Blue');
  const data = carryOver({ flow: source, state: s.state }, prefillableFields(target));
  assert.deepEqual(data, {
    [target.elementIdByKey.given!]: 'Augusta',
    [target.elementIdByKey.squad!]: 'Blue',
    [target.elementIdByKey.customer!]: 'cust-1',
  });
});

test('values left behind by back are not carried, nor files, nor fields the target does not prefill', () => {
  const s = new Session(source);
  s.get();
  assert.ok(s.submit({ first_name: 'Ada' }).ok);
  assert.ok(s.submit({ first_name: 'Ada', team: 'Red' }).ok);
  assert.equal(
    carryOver({ flow: source, state: s.state }, prefillableFields(target))[target.elementIdByKey.squad!],
    'Red',
  );
  assert.ok(s.send({ type: 'back' }).ok);
  // A file id belongs to its own session: even held as a value it is not carried.
  const state = { ...s.state, prefill: { ...s.state.prefill, [source.elementIdByKey.doc!]: 'file-123' } };
  const data = carryOver({ flow: source, state }, prefillableFields(target));
  assert.deepEqual(data, { [target.elementIdByKey.given!]: 'Ada' });
  assert.equal(Object.hasOwn(data, target.elementIdByKey.never!), false);
});
