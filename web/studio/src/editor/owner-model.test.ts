// The owner_verification form's choices and edits, checked with the server's own validator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { validateOwnerVerificationConfig } from '../../../../src/services/owner-verification-config.js';
import { findingsOf } from '../canvas/issues.js';
import {
  endNodes,
  groupOf,
  inviteRule,
  ownerGroupsBefore,
  prefilledRoles,
  setDelivery,
  setRolePrefill,
} from './owner-model.js';
import { flowReferenceIssues, flowState } from './flow-refs.js';

const doc: FlowDocument = {
  name: 'Business',
  nodes: [
    {
      id: 'company',
      type: 'form',
      next: 'owners',
      elements: [
        {
          key: 'owner',
          type: 'owner',
          name: 'Owner',
          elements: [
            { key: 'name', type: 'text', name: 'Full name', role: 'owner_full_name' },
            { key: 'mail', type: 'email', name: 'E-mail', role: 'owner_email' },
            { key: 'pick', type: 'check_box', name: 'Invite' },
          ],
        },
      ],
    },
    { id: 'owners', type: 'service', service: 'owner_verification', config: { personFlowId: 'person' }, next: 'later' },
    {
      id: 'later',
      type: 'form',
      next: 'ok',
      elements: [{ key: 'other', type: 'owner', name: 'Late', elements: [{ key: 'n', type: 'text', name: 'N' }] }],
    },
    { id: 'ok', type: 'end', status: 'ACCEPTED' },
    { id: 'expired', type: 'end', status: 'DECLINED' },
  ],
};

test('offers the owner groups before the node only, and the END nodes', () => {
  const groups = ownerGroupsBefore(doc, 'owners');
  assert.deepEqual(
    groups.map((g) => g.key),
    ['owner'],
  );
  assert.deepEqual(endNodes(doc), ['ok', 'expired']);
  assert.deepEqual(prefilledRoles(groups[0]), ['full_name', 'email']);
});

test('a selected rule starts on the group checkbox; links drop reminders; the result validates', () => {
  const group = groupOf(ownerGroupsBefore(doc, 'owners'), { personFlowId: 'person' });
  assert.deepEqual(inviteRule('selected', group), { rule: 'selected', field: 'pick' });
  assert.deepEqual(inviteRule('ownership', group), { rule: 'ownership', threshold: 25 });
  const withReminders = { personFlowId: 'person', reminders: { everyHours: 24, max: 3 } };
  assert.equal(validateOwnerVerificationConfig({ ...withReminders, delivery: 'links' }).length, 1);
  const links = setDelivery(withReminders, 'links');
  assert.deepEqual(links, { personFlowId: 'person', delivery: 'links' });
  const config = setRolePrefill(
    { ...links, invite: inviteRule('selected', group), deadline: { afterHours: 72, end: 'expired' } },
    'email',
    'locked',
  );
  assert.deepEqual(config.prefill, { roles: { email: 'locked' } });
  assert.deepEqual(setRolePrefill(config, 'email', undefined).prefill, undefined);
  assert.deepEqual(validateOwnerVerificationConfig(config), []);
});

test('a person flow the tenant does not have, or has only as a draft, is a warning pinned to its field', () => {
  const draft = { flowId: 'person', testVersion: null, liveVersion: null };
  const published = { flowId: 'person', testVersion: 2, liveVersion: null };
  assert.equal(flowState('person', undefined), 'loading', 'nothing is unknown before the list arrives');
  assert.equal(flowState('', []), 'unset');
  assert.equal(flowState('person', [{ flowId: 'other', testVersion: 1, liveVersion: 1 }]), 'unknown');
  assert.equal(flowState('person', [draft]), 'unpublished');
  assert.equal(flowState('person', [published]), 'published');

  assert.deepEqual(flowReferenceIssues(doc, undefined), []);
  assert.deepEqual(flowReferenceIssues(doc, [published]), []);
  const unknown = flowReferenceIssues(doc, []);
  assert.deepEqual(
    unknown.map((i) => [i.code, i.nodeId, i.field, i.path]),
    [['referenced_flow_unknown', 'owners', 'personFlowId', '/nodes/1/config/personFlowId']],
  );
  assert.match(unknown[0]?.message ?? '', /`person`/);
  assert.deepEqual(
    flowReferenceIssues(doc, [draft]).map((i) => i.code),
    ['referenced_flow_not_published'],
  );

  // Saving does not read other flows: the warning never makes the document unsavable.
  const findings = findingsOf(doc, unknown);
  assert.equal(findings.publishable, findingsOf(doc).publishable);
  assert.deepEqual(
    findings.byNode.get('owners')?.map((f) => [f.severity, f.code]),
    // The document's two owner groups leave the node without a named one: the validator's error stays.
    [
      ['error', 'missing_field'],
      ['warning', 'referenced_flow_unknown'],
    ],
  );
});
