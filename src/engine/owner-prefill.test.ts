// An owner's prefill (OwnerPrefill, PrefillValue.prefillType): what the owner may change, and
// how the field's own prefillOptions decide first. Also the END a service may exit to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf } from './test-support/harness.js';
import { ownerPrefillInit, type OwnerPrefill } from './owner-prefill.js';
import type { FormView } from './types.js';

const flow = compile({
  name: 'Person',
  nodes: [
    {
      id: 'about',
      type: 'form',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name', validations: [{ type: 'required' }] },
        { key: 'id', type: 'text', name: 'Reference', role: 'external_customer_id' },
        { key: 'city', type: 'text', name: 'City', role: 'address_city', prefillOptions: 'non_prefillable' },
        {
          key: 'country',
          type: 'country_select',
          name: 'Country',
          role: 'address_country',
          prefillOptions: 'prefillable_non_editable_visible',
          validations: [],
        },
      ],
      next: 'route',
    },
    // Only so that `late` is reachable otherwise than by a service exit.
    {
      id: 'route',
      type: 'condition',
      otherwise: 'check',
      branches: [
        {
          next: 'late',
          condition: { type: 'AND', rules: [{ fieldId: 'first', operator: '=', comparable: { value: 'late' } }] },
        },
      ],
    },
    { id: 'check', type: 'service', service: 'screening', next: 'ok' },
    { id: 'ok', type: 'end', status: 'ACCEPTED' },
    { id: 'late', type: 'end', status: 'DECLINED' },
  ],
});
const id = (key: string) => flow.elementIdByKey[key] ?? '';

function prefilled(types: Record<string, 'editable' | 'locked' | 'hidden'>, values: Record<string, string>): Session {
  const prefill: OwnerPrefill = {
    elements: Object.entries(values).map(([key, value]) => ({
      elementId: id(key),
      value: { value, prefillType: types[key] ?? 'editable' },
    })),
  };
  const s = new Session(flow);
  const { data, prefillTypes } = ownerPrefillInit(prefill);
  assert.ok(s.send({ type: 'init', data, prefillTypes }).ok);
  return s;
}
function form(s: Session): FormView {
  const v = s.get() as FormView;
  assert.equal(v.type, 'form');
  return v;
}
const el = (v: FormView, key: string) => v.elements.find((e) => e.id === id(key));

test('a locked value is shown read-only and cannot be changed by the owner', () => {
  const s = prefilled({ last: 'locked' }, { first: 'Ada', last: 'Lovelace' });
  const v = form(s);
  assert.equal(el(v, 'last')?.value, 'Lovelace');
  assert.equal(el(v, 'last')?.readOnly, true);
  assert.equal(el(v, 'first')?.readOnly, undefined);
  assert.deepEqual(errorOf(s.send({ type: 'submit', data: { [id('last')]: 'Byron' } })), {
    code: 4008,
    reasons: ['read_only'],
  });
  // Left out or given unchanged, the locked value is what is stored.
  assert.ok(s.send({ type: 'submit', data: { [id('first')]: 'Augusta Ada' } }).ok);
  assert.deepEqual(s.state.submissions.about?.values, { [id('first')]: 'Augusta Ada', [id('last')]: 'Lovelace' });
});

test('an editable value may be changed; a hidden one is not shown and kept', () => {
  const s = prefilled({ id: 'hidden' }, { last: 'Lovelace', id: 'REF-7' });
  const v = form(s);
  assert.equal(el(v, 'id'), undefined, 'hidden');
  assert.equal(el(v, 'last')?.readOnly, undefined);
  assert.ok(s.send({ type: 'submit', data: { [id('last')]: 'King' } }).ok);
  assert.deepEqual(s.state.submissions.about?.values, { [id('last')]: 'King', [id('id')]: 'REF-7' });
});

test("the field's prefillOptions decide first: non_prefillable takes nothing, non_editable stays locked", () => {
  // Editable by type, yet the country field is prefillable_non_editable_visible: it stays locked.
  const s = prefilled({ country: 'editable' }, { last: 'Lovelace', country: 'GB' });
  assert.equal(el(form(s), 'country')?.readOnly, true);
  assert.deepEqual(errorOf(s.send({ type: 'submit', data: { [id('country')]: 'SE' } })), {
    code: 4008,
    reasons: ['read_only'],
  });
  // A non_prefillable field ignores the value (init data for it is ignored, as its option says).
  const t = prefilled({ city: 'locked' }, { last: 'Lovelace', city: 'London' });
  assert.equal(el(form(t), 'city')?.value, undefined);
  assert.equal(t.state.prefillLocks?.[id('city')], undefined, 'nothing prefilled, nothing locked');
});

test('a service may send its run to an END instead of next, and only to an END', () => {
  const run = (exit: string) => {
    const s = prefilled({}, { last: 'Lovelace' });
    assert.ok(s.send({ type: 'submit', data: {} }).ok);
    assert.equal(s.state.position.kind, 'service');
    const runId = s.state.position.kind === 'service' ? s.state.position.runId : -1;
    assert.ok(s.send({ type: 'service_finished', nodeId: 'check', runId, result: {}, exit }).ok);
    return s.state;
  };
  assert.deepEqual([run('late').status, run('late').position], ['DECLINED', { kind: 'end', nodeId: 'late' }]);
  // Not an END: the node's own next.
  assert.deepEqual(run('about').position, { kind: 'end', nodeId: 'ok' });
});
