import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf } from './test-support/harness.js';
import type { EngineOutcome, FormView, KybBusiness, KybPick, KybSearchView } from './types.js';

const eq = (value: unknown) => ({ value });

function kybDoc(config: Record<string, unknown> = { country: 'GB', allowNotFound: true }) {
  return {
    name: 'Business onboarding',
    start: 'kyb',
    nodes: [
      { id: 'kyb', type: 'provider_kyb_search', title: 'Find your company', config, next: 'route' },
      {
        id: 'route',
        type: 'condition',
        otherwise: 'manual',
        branches: [
          {
            next: 'closed',
            condition: {
              type: 'AND',
              rules: [
                { fieldId: 'step:kyb.found', operator: '=', comparable: eq(true) },
                { fieldId: 'step:kyb.status', operator: '!=', comparable: eq('active') },
              ],
            },
          },
          {
            next: 'company',
            condition: { type: 'AND', rules: [{ fieldId: 'step:kyb.found', operator: '=', comparable: eq(true) }] },
          },
        ],
      },
      {
        id: 'company',
        type: 'form',
        title: 'Your company',
        next: 'done',
        elements: [
          {
            key: 'name',
            type: 'text',
            name: 'Company name',
            role: 'company_name',
            validations: [{ type: 'required' }],
          },
          {
            key: 'nr',
            type: 'text',
            name: 'Registration number',
            role: 'company_nr',
            prefillOptions: 'prefillable_non_editable_visible',
          },
          { key: 'ctry', type: 'country_select', name: 'Country', role: 'company_country_incorporation' },
          { key: 'city', type: 'text', name: 'City', role: 'company_city', prefillOptions: 'non_prefillable' },
          {
            key: 'kind',
            type: 'select',
            name: 'Legal form',
            role: 'company_type',
            options: [{ name: 'ltd', label: 'Limited' }],
          },
        ],
      },
      {
        id: 'manual',
        type: 'form',
        title: 'Tell us about your company',
        next: 'done',
        elements: [{ key: 'described', type: 'text', name: 'Company', normalizedName: 'company_description' }],
      },
      { id: 'closed', type: 'end', text: 'We cannot onboard a closed company', status: 'DECLINED' },
      { id: 'done', type: 'end', text: 'Thanks' },
    ],
    translations: { sv: { nodes: { kyb: { title: 'Hitta ditt företag' } } } },
  };
}

const ACME: KybBusiness = {
  providerId: 'ukch:01234567',
  name: 'ACME WIDGETS LTD',
  country: 'GB',
  registrationNumber: '01234567',
  address: '1 High Street, London, EC1A 1AA, GB',
  address1: '1 High Street',
  city: 'London',
  postalCode: 'EC1A 1AA',
  legalForm: 'Private Limited Company',
  status: 'active',
  branch: false,
};
const ROLES_OF = (b: KybBusiness): Record<string, string> => ({
  company_name: b.name,
  company_nr: b.registrationNumber ?? '',
  company_country_incorporation: b.country,
  ...(b.city ? { company_city: b.city } : {}),
  ...(b.legalForm ? { company_type: b.legalForm } : {}),
});
const picked = (business: KybBusiness = ACME): KybPick => ({ ok: true, business, roleValues: ROLES_OF(business) });

function atKybStep(config?: Record<string, unknown>, ctx = { kybSearchPath: '/test/kyb-search/flow-1' }): Session {
  const s = new Session(compile(kybDoc(config)), ctx);
  assert.equal(s.get().type, 'provider_kyb_search');
  return s;
}
const pick = (
  s: Session,
  kybPick: KybPick = picked(),
  data: unknown = { PrefillId: 'token-from-the-search' },
): EngineOutcome => s.send({ type: 'submit', data, kybPick });
const form = (out: EngineOutcome): FormView => {
  assert.ok(out.ok && out.view?.type === 'form', JSON.stringify(out));
  return out.view;
};
const valueOf = (view: FormView, role: string) => view.elements.find((e) => e.role === role);

test('the step view names the registry, whether not-found is allowed and where to search', () => {
  const s = new Session(compile(kybDoc({ country: 'GB' })), { kybSearchPath: '/kyb-search/flow-1', language: 'sv' });
  assert.deepEqual(s.get(), {
    id: 'kyb',
    type: 'provider_kyb_search',
    title: 'Hitta ditt företag',
    canGoBack: false,
    country: 'GB',
    allowNotFound: false,
    searchPath: '/kyb-search/flow-1',
  } satisfies KybSearchView);
  const bare = new Session(compile(kybDoc()));
  assert.equal((bare.get() as KybSearchView).searchPath, null, 'no search endpoint outside the API');
});

test('a pick stores the business for step: rules and prefills the later company fields', () => {
  const s = atKybStep();
  const view = form(pick(s));
  assert.deepEqual(s.state.submissions.kyb?.values, { found: true, ...ACME });
  assert.equal(s.state.status, 'IN_PROGRESS');
  assert.deepEqual(valueOf(view, 'company_name')?.value, 'ACME WIDGETS LTD');
  assert.deepEqual([valueOf(view, 'company_nr')?.value, valueOf(view, 'company_nr')?.readOnly], ['01234567', true]);
  assert.equal(valueOf(view, 'company_country_incorporation')?.value, 'GB');
  assert.equal(valueOf(view, 'company_city')?.value, undefined, 'non_prefillable fields are left alone');
  assert.equal(valueOf(view, 'company_type')?.value, undefined, 'a value the select does not offer is dropped');
  // The prefilled (read-only) registration number is kept; changing it is refused like any locked prefill.
  assert.deepEqual(errorOf(s.submit({ company_name: 'Acme', company_nr: '999' })), {
    code: 4008,
    reasons: ['read_only'],
  });
  const done = s.submit({ company_name: 'Acme Widgets' });
  assert.ok(done.ok && done.view?.type === 'end');
  assert.equal(s.state.submissions.company?.values[s.id('nr')], '01234567');
});

test('a condition branches on what was picked (step:<nodeId>.<field>)', () => {
  const s = atKybStep();
  const out = pick(s, picked({ ...ACME, status: 'dissolved' }));
  assert.ok(out.ok && out.view?.type === 'end' && out.view.id === 'closed');
  assert.equal(s.state.status, 'DECLINED');
});

test('fields that already have a value keep it: init prefill and earlier submissions win', () => {
  const s = atKybStep();
  assert.ok(s.send({ type: 'init', data: { company_name: 'Acme (as the tenant knows it)' } }).ok);
  const view = form(pick(s));
  assert.equal(valueOf(view, 'company_name')?.value, 'Acme (as the tenant knows it)');
  assert.deepEqual(s.state.submissions.kyb?.prefilled, { [s.id('nr')]: '01234567', [s.id('ctry')]: 'GB' });
});

test('notFound: allowed, it stores found=false and takes its branch; refused when the node does not allow it', () => {
  const s = atKybStep();
  const out = s.submit({ notFound: true });
  assert.ok(out.ok && out.view?.type === 'form' && out.view.id === 'manual');
  assert.deepEqual(s.state.submissions.kyb?.values, { found: false });
  const strict = atKybStep({ country: 'GB' });
  assert.deepEqual(errorOf(strict.submit({ notFound: true })), { code: 4008, reasons: ['not_found_not_allowed'] });
  assert.equal(strict.state.position.kind === 'step' && strict.state.position.nodeId, 'kyb');
});

test('refused PrefillIds are 4008 with the reason; malformed bodies 4007; nothing is stored', () => {
  const s = atKybStep();
  const before = s.state;
  for (const reason of ['invalid_prefill_id', 'expired', 'unknown_business'] as const) {
    assert.deepEqual(errorOf(pick(s, { ok: false, reason })), { code: 4008, reasons: [reason] });
  }
  assert.deepEqual(errorOf(pick(s, picked({ ...ACME, country: 'IE' }))), { code: 4008, reasons: ['wrong_country'] });
  for (const data of [
    {},
    [],
    'x',
    null,
    { PrefillId: '' },
    { PrefillId: 7 },
    { PrefillId: 't', notFound: true },
    { notFound: 'yes' },
    { company_name: 'Acme' },
  ]) {
    assert.equal(errorOf(pick(s, picked(), data)).code, 4007, JSON.stringify(data));
  }
  assert.equal(
    errorOf(s.submit({ PrefillId: 'never-resolved' })).code,
    5000,
    'a PrefillId the runtime did not resolve',
  );
  assert.deepEqual(s.state, before);
});

test('back shows the pick; a new pick replaces its prefill, keeping what the tenant set meanwhile', () => {
  const s = atKybStep();
  form(pick(s));
  const back = s.view(s.send({ type: 'back' })) as KybSearchView;
  assert.deepEqual(back.selected, ACME);
  assert.equal(back.canGoBack, false);
  // The tenant overrides the country prefill meanwhile; the next pick must not take it back.
  assert.ok(s.send({ type: 'init', data: { company_country_incorporation: 'IE' } }).ok);
  const other: KybBusiness = {
    providerId: 'ukch:7654321',
    name: 'BETA HOLDINGS PLC',
    country: 'GB',
    registrationNumber: '07654321',
    status: 'active',
    branch: false,
  };
  const view = form(pick(s, picked(other)));
  assert.equal(valueOf(view, 'company_name')?.value, 'BETA HOLDINGS PLC');
  assert.equal(valueOf(view, 'company_nr')?.value, '07654321');
  assert.equal(valueOf(view, 'company_country_incorporation')?.value, 'IE');
  assert.deepEqual(s.state.submissions.kyb?.values, { found: true, ...other });
  // Going back and saying "not listed" takes the pick's prefill back.
  s.send({ type: 'back' });
  assert.ok(s.submit({ notFound: true }).ok);
  assert.deepEqual(s.state.prefill, { [s.id('ctry')]: 'IE' });
  assert.equal((s.view(s.send({ type: 'back' })) as KybSearchView).selected, undefined);
});
