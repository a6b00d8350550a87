// The owner_verification node's config at publication: its shape, and what it names in the
// document (the owner group, the fields each rule reads, the deadline END).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from '../flows/document/test-support/validate.js';
import { businessFlow } from '../owners/test-support/flows.js';

type Doc = ReturnType<typeof businessFlow>;

/** The test business flow with its owner_verification config changed by `edit`. */
function withConfig(edit: (config: Record<string, unknown>) => void, extra: Parameters<typeof businessFlow>[1] = {}) {
  const doc = JSON.parse(JSON.stringify(businessFlow('kyc-person', extra))) as Doc;
  const node = doc.nodes.find((n) => n.id === 'owners') as { config: Record<string, unknown> };
  edit(node.config);
  return doc;
}
function codes(doc: unknown): string[] {
  const r = validateFlowDocument(doc);
  return r.ok ? [] : r.errors.map((e) => `${e.code} ${e.path}`);
}

test('the test business flow, with reminders and a deadline, publishes', () => {
  const r = validateFlowDocument(
    businessFlow('kyc-person', { reminders: { everyHours: 24, max: 3 }, deadline: { afterHours: 72, end: 'expired' } }),
  );
  assert.ok(r.ok, JSON.stringify(r));
});

test('the shape: required person flow, known rules, prefill types, hours', () => {
  assert.deepEqual(codes(withConfig((c) => delete c.personFlowId)), ['missing_field /nodes/1/config/personFlowId']);
  assert.deepEqual(codes(withConfig((c) => (c.invite = { rule: 'oldest' }))), [
    'invalid_value /nodes/1/config/invite/rule',
  ]);
  assert.deepEqual(codes(withConfig((c) => (c.invite = { rule: 'ownership', threshold: 120 }))), [
    'invalid_value /nodes/1/config/invite/threshold',
  ]);
  assert.deepEqual(codes(withConfig((c) => (c.prefill = { roles: { last_name: 'frozen', nickname: 'locked' } }))), [
    'invalid_value /nodes/1/config/prefill/roles/last_name',
    'invalid_value /nodes/1/config/prefill/roles/nickname',
  ]);
  assert.deepEqual(codes(withConfig((c) => (c.reminders = { everyHours: 0, max: 2 }))), [
    'invalid_value /nodes/1/config/reminders/everyHours',
  ]);
  assert.deepEqual(
    codes(
      withConfig((c) => {
        c.delivery = 'links';
        c.reminders = { everyHours: 24, max: 2 };
      }),
    ),
    ['invalid_value /nodes/1/config/reminders'],
  );
  assert.deepEqual(codes(withConfig((c) => (c.colour = 'blue'))), ['unknown_field /nodes/1/config/colour']);
});

test('what the config names must be in the document', () => {
  assert.deepEqual(codes(withConfig((c) => (c.owners = 'directors'))), ['unknown_owner_group /nodes/1/config/owners']);
  assert.deepEqual(codes(withConfig((c) => (c.invite = { rule: 'directors' }))), [
    'owner_field_missing /nodes/1/config/invite/rule',
  ]);
  assert.deepEqual(codes(withConfig((c) => (c.invite = { rule: 'selected', field: 'invite_me' }))), [
    'owner_field_missing /nodes/1/config/invite/field',
  ]);
  assert.deepEqual(
    codes(withConfig((c) => (c.invite = { rule: 'selected', field: 'share' }))),
    [],
    'any field of the group may be the tick box',
  );
  // The END taken at the deadline must be an END of this flow.
  assert.deepEqual(codes(withConfig((c) => (c.deadline = { afterHours: 24, end: 'decide' }))), [
    'not_an_end_node /nodes/1/config/deadline/end',
  ]);
  // E-mail delivery needs an owner e-mail field.
  const doc = withConfig(() => undefined);
  const form = doc.nodes[0] as { elements: Array<{ key: string; elements?: Array<{ key: string }> }> };
  const group = form.elements.find((e) => e.key === 'owners')!;
  group.elements = group.elements!.filter((f) => f.key !== 'email');
  assert.deepEqual(codes(doc), ['owner_field_missing /nodes/1/config/delivery']);
});
