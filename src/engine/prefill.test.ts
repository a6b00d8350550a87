import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf, exampleFlow } from './test-support/harness.js';
import { prefillableFields } from './prefill.js';
import type { FormView } from './types.js';

const flow = exampleFlow('conditions-prefill');
function form(v: unknown): FormView {
  assert.equal((v as FormView).type, 'form');
  return v as FormView;
}
const company = { company_nr: '1', company_country_incorporation: 'SE', legal_form: 'sole' };

test('prefillable fields list id, role, normalizedName, type and node, without non-prefillable ones', () => {
  const fields = prefillableFields(flow);
  const name = fields.find((f) => f.role === 'company_name');
  assert.deepEqual(name, {
    id: flow.elementIdByKey.company_name,
    role: 'company_name',
    normalizedName: null,
    type: 'text',
    node: 'company',
    prefillOptions: 'prefillable_non_editable_visible',
  });
  assert.equal(fields.find((f) => f.normalizedName === 'legal_form')?.type, 'radio');
  assert.ok(fields.every((f) => f.prefillOptions !== 'non_prefillable'));
  assert.equal(fields.filter((f) => f.node === 'applicant').length, 7);
});

test('init applies values by id, role or normalizedName without moving the session', () => {
  const s = new Session(flow);
  const out = s.send({
    type: 'init',
    data: { company_name: 'Acme AB', [flow.elementIdByKey.company_nr ?? '']: '556', legal_form: 'llc' },
  });
  assert.ok(out.ok && out.view === null);
  assert.equal(s.state.position.kind, 'new');
  const v = form(s.get());
  assert.equal(v.elements.find((e) => e.role === 'company_name')?.value, 'Acme AB');
  assert.equal(v.elements.find((e) => e.role === 'company_name')?.readOnly, true);
  assert.equal(v.elements.find((e) => e.role === 'company_nr')?.value, '556');
  assert.equal(v.elements.find((e) => e.normalizedName === 'legal_form')?.value, 'llc');
});

test('init refuses unknown keys and bad values', () => {
  assert.deepEqual(errorOf(new Session(flow).send({ type: 'init', data: { nope: 1 } })), {
    code: 4007,
    reasons: ['unknown_field'],
  });
  assert.deepEqual(errorOf(new Session(flow).send({ type: 'init', data: { company_country_incorporation: 'se' } })), {
    code: 4008,
    reasons: ['invalid_country'],
  });
  assert.equal(errorOf(new Session(flow).send({ type: 'init', data: [] })).code, 4007);
});

test('prefillable_non_editable_visible: shown read-only; a different value is refused, the same or none accepted', () => {
  const s = new Session(flow);
  s.send({ type: 'init', data: { company_name: 'Acme AB' } });
  s.get();
  assert.deepEqual(errorOf(s.submit({ ...company, company_name: 'Other' })), { code: 4008, reasons: ['read_only'] });
  assert.ok(s.submit({ ...company, company_name: 'Acme AB' }).ok);
  const t = new Session(flow);
  t.send({ type: 'init', data: { company_name: 'Acme AB' } });
  t.get();
  assert.ok(t.submit(company).ok, 'omitted: the prefilled value is used');
  assert.equal(t.state.submissions.company?.values[t.id('company_name')], 'Acme AB');
});

test('prefillable_non_editable_hidden: not shown, value kept and stored', () => {
  const s = new Session(flow);
  s.send({ type: 'init', data: { external_customer_id: 'cust-9' } });
  const v = form(s.get());
  assert.equal(
    v.elements.find((e) => e.role === 'external_customer_id'),
    undefined,
  );
  assert.ok(s.submit({ ...company, company_name: 'Acme' }).ok);
  assert.equal(s.state.submissions.company?.values[s.id('external_id')], 'cust-9');
  const t = new Session(flow);
  t.send({ type: 'init', data: { external_customer_id: 'cust-9' } });
  t.get();
  assert.deepEqual(errorOf(t.submit({ ...company, company_name: 'Acme', [t.id('external_id')]: 'other' })), {
    code: 4008,
    reasons: ['read_only'],
  });
});

test('prefillable_editable: the prefilled value can be changed', () => {
  const s = new Session(flow);
  s.send({ type: 'init', data: { company_nr: '1' } });
  s.get();
  assert.ok(s.submit({ ...company, company_nr: '2', company_name: 'A' }).ok);
  assert.equal(s.state.submissions.company?.values[s.id('company_nr')], '2');
});

test('init after the end is 4013', () => {
  const f = exampleFlow('onboarding-basic');
  const s = new Session(f);
  s.get();
  s.submit({ first_name: 'A', last_name: 'B', dob: '1980-01-01' });
  s.submit({ address_street: 'S 1', address_city: 'C', address_country: 'SE' });
  assert.equal(
    s.view(s.submit({ email: 'a@b.se', mobile_number: '+46701234567', [s.id('consent')]: ['privacy'] })).type,
    'end',
  );
  assert.equal(errorOf(s.send({ type: 'init', data: { email: 'x@y.se' } })).code, 4013);
});

test('non_prefillable fields ignore init data and are not listed; document defaults are shown', () => {
  const f = compile({
    name: 'np',
    nodes: [
      {
        id: 'f',
        type: 'form',
        elements: [
          { key: 'secret', type: 'text', name: 'Secret', role: 'document_number', prefillOptions: 'non_prefillable' },
          { key: 'cur', type: 'currency_select', name: 'Currency', value: 'EUR' },
          { key: 'box', type: 'check_box', name: 'Box', options: [{ name: 'a', label: 'A' }] },
        ],
      },
    ],
  });
  assert.equal(
    prefillableFields(f).some((x) => x.role === 'document_number'),
    false,
  );
  const s = new Session(f);
  assert.ok(s.send({ type: 'init', data: { document_number: 'X1' } }).ok);
  const v = form(s.get());
  assert.equal(v.elements[0]?.value, undefined);
  assert.equal(v.elements[1]?.value, 'EUR');
  assert.deepEqual(v.elements[2]?.value, []);
});

test('a form without earlier values or prefill is one shared view; values and prefill get their own', async () => {
  const { isSharedView } = await import('./views.js');
  const a = new Session(flow).get();
  const b = new Session(flow).get();
  assert.equal(a, b, 'two fresh sessions see the same view object');
  assert.ok(isSharedView(a));
  const prefilled = new Session(flow);
  prefilled.send({ type: 'init', data: { company_name: 'Acme AB' } });
  const own = form(prefilled.get());
  assert.ok(!isSharedView(own));
  assert.equal(own.elements.find((e) => e.role === 'company_name')?.value, 'Acme AB');
  assert.equal(
    form(a).elements.find((e) => e.role === 'company_name')?.value,
    undefined,
    'the shared view was not touched',
  );
});
