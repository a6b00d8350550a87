import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf, exampleFlow } from './test-support/harness.js';
import { exampleWith } from '../flows/document/test-support/example.js';
import type { FormView } from './types.js';

const flow = exampleFlow();
function aboutData(country = 'US'): Record<string, unknown> {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    dob: '1990-01-01',
    address_country: country,
    // A personnummer whose Luhn check digit is right: Swedish national ids are checked (src/identifiers).
    ...(country === 'SE' ? { national_id_nr: '199001011239' } : {}),
  };
}
function form(v: unknown): FormView {
  assert.equal((v as FormView).type, 'form');
  return v as FormView;
}

test('a new session shows the first form, NOT_STARTED, no back', () => {
  const s = new Session(flow);
  const v = form(s.get());
  assert.equal(v.id, 'about');
  assert.equal(v.canGoBack, false);
  assert.equal(v.elements.length, 5);
  assert.match(v.elements[0]?.id ?? '', /^[0-9a-f]{24}$/);
  assert.equal(s.state.status, 'NOT_STARTED');
  assert.deepEqual(form(s.get()), v, 'get is repeatable');
});

test('the first submit makes the session IN_PROGRESS; the end sets the end status', () => {
  const s = new Session(flow);
  s.get();
  const out = s.submit(aboutData());
  assert.ok(out.ok);
  assert.deepEqual(out.effects, [
    { type: 'step_submitted', nodeId: 'about', stepType: 'form' },
    { type: 'status_changed', from: 'NOT_STARTED', to: 'IN_PROGRESS' },
  ]);
  assert.equal(s.state.status, 'IN_PROGRESS');
  assert.equal(form(out.view).id, 'na', 'US goes to the North America branch');
  assert.equal(form(out.view).canGoBack, true);
});

test('condition nodes branch on submitted values', () => {
  const s = new Session(flow);
  s.get();
  assert.equal(form(s.view(s.submit(aboutData('SE')))).id, 'contact');
});

test('hidden elements are neither required nor stored', () => {
  const s = new Session(flow);
  s.get();
  // National ID is shown only for SE: for US it is hidden, so it is not required and a value is dropped.
  assert.ok(s.submit({ ...aboutData('US'), national_id_nr: 'garbage' }).ok);
  assert.equal(s.state.submissions.about?.values[s.id('nin')], undefined);
  const t = new Session(flow);
  t.get();
  assert.deepEqual(errorOf(t.submit({ ...aboutData('US'), address_country: 'SE' })), {
    code: 4006,
    reasons: ['required'],
  });
});

test('service nodes: effect, pending, result stored, then the next step; end status', () => {
  const s = new Session(flow);
  s.get();
  s.submit(aboutData('SE'));
  const out = s.submit({ email: 'a@b.se', [s.id('terms')]: ['accept'] });
  assert.ok(out.ok);
  assert.deepEqual(out.view, { type: 'pending' });
  const effect = out.effects.find((e) => e.type === 'start_service');
  assert.ok(
    effect &&
      effect.type === 'start_service' &&
      effect.service === 'screening' &&
      effect.input.byKey.email === 'a@b.se',
  );
  assert.deepEqual(s.get(), { type: 'pending' });
  assert.equal(errorOf(s.submit({})).code, 4014);
  const done = s.finish({ status: 'ok' });
  assert.deepEqual(done.ok && done.view, {
    id: 'done',
    type: 'end',
    text: 'Thank you',
    redirectUrl: 'https://example.com/done',
  });
  assert.deepEqual(done.effects, [
    { type: 'service_completed', nodeId: 'check', service: 'screening' },
    { type: 'status_changed', from: 'IN_PROGRESS', to: 'ACCEPTED', endNodeId: 'done' },
  ]);
  assert.equal(s.state.status, 'ACCEPTED');
  assert.deepEqual(s.state.serviceResults.check, { status: 'ok' });
  assert.equal(errorOf(s.submit({})).code, 4013);
  assert.equal(errorOf(s.send({ type: 'back' })).code, 4013);
});

test('service failure: error with the code, back at the submitting step, nothing lost; stale outcomes ignored', () => {
  const s = new Session(flow);
  s.get();
  s.submit(aboutData('SE'));
  s.submit({ email: 'a@b.se', [s.id('terms')]: ['accept'] });
  const pos = s.state.position;
  assert.equal(pos.kind, 'service');
  if (pos.kind !== 'service') return;
  const failed = s.send({ type: 'service_failed', nodeId: 'check', runId: pos.runId, code: 6505 });
  assert.equal(errorOf(failed).code, 6505);
  const again = form(s.get());
  assert.equal(again.id, 'contact');
  assert.equal(again.elements[0]?.value, 'a@b.se');
  // A late result of the failed run changes nothing.
  const before = s.state;
  assert.ok(s.send({ type: 'service_finished', nodeId: 'check', runId: pos.runId, result: {} }).ok);
  assert.deepEqual(s.state, before);
  const retry = s.submit({ email: 'a@b.se', [s.id('terms')]: ['accept'] });
  assert.ok(retry.ok && retry.effects.some((e) => e.type === 'start_service' && e.runId === pos.runId + 1));
});

test('a failing service at the root is retried by the next get', () => {
  const f = compile({
    name: 'svc',
    nodes: [
      { id: 's', type: 'service', service: 'http_request', config: { url: 'https://example.com/check' }, next: 'f' },
      { id: 'f', type: 'form', elements: [] },
    ],
  });
  const s = new Session(f);
  const first = s.send({ type: 'get' });
  assert.ok(first.ok && first.effects[0]?.type === 'start_service');
  const pos = s.state.position;
  if (pos.kind !== 'service') throw new Error('expected pending');
  assert.equal(errorOf(s.send({ type: 'service_failed', nodeId: 's', runId: pos.runId, code: 4009 })).code, 4009);
  assert.equal(s.state.position.kind, 'failed');
  const retry = s.send({ type: 'get' });
  assert.ok(retry.ok && retry.effects[0]?.type === 'start_service');
  assert.equal(errorOf(s.send({ type: 'back' })).code, 4103);
});

test('back returns earlier steps with their values, to the root, then 4103', () => {
  const s = new Session(flow);
  s.get();
  assert.equal(errorOf(s.send({ type: 'back' })).code, 4103);
  s.submit(aboutData('US'));
  s.submit({ social_service_number: '123-45-6789' });
  const na = form(s.view(s.send({ type: 'back' })));
  assert.equal(na.id, 'na');
  assert.equal(na.elements[0]?.value, '123-45-6789');
  const about = form(s.view(s.send({ type: 'back' })));
  assert.equal(about.id, 'about');
  assert.equal(about.canGoBack, false);
  assert.equal(about.elements.find((e) => e.role === 'address_country')?.value, 'US');
  assert.equal(errorOf(s.send({ type: 'back' })).code, 4103);
  // Forward again on another branch: the condition is decided anew.
  assert.equal(form(s.view(s.submit(aboutData('SE')))).id, 'contact');
  assert.deepEqual(s.state.history, ['about']);
});

test('back from a pending service cancels it; going forward runs the service again', () => {
  const s = new Session(flow);
  s.get();
  s.submit(aboutData('SE'));
  const first = s.submit({ email: 'a@b.se', [s.id('terms')]: ['accept'] });
  const run1 = first.effects.find((e) => e.type === 'start_service');
  const back = s.send({ type: 'back' });
  assert.ok(back.ok && back.effects[0]?.type === 'cancel_service');
  const again = s.submit({ email: 'a@b.se', [s.id('terms')]: ['accept'] });
  const run2 = again.effects.find((e) => e.type === 'start_service');
  assert.ok(run1?.type === 'start_service' && run2?.type === 'start_service' && run2.runId > run1.runId);
  // The late result of the abandoned run changes nothing and reports no completion.
  const late = s.send({ type: 'service_finished', nodeId: run1.nodeId, runId: run1.runId, result: {} });
  assert.deepEqual(late.effects, []);
});

test('direct submit: allowed when the first node is a form, else 4015', () => {
  const s = new Session(flow);
  assert.ok(s.send({ type: 'submit', data: aboutData(), direct: true }).ok);
  const f = compile({
    name: 'svc',
    nodes: [
      { id: 's', type: 'service', service: 'x', next: 'f' },
      { id: 'f', type: 'form', elements: [] },
    ],
  });
  assert.equal(errorOf(new Session(f).send({ type: 'submit', data: {}, direct: true })).code, 4015);
});

test('end status comes from the end node', () => {
  const f = compile({
    name: 'e',
    nodes: [
      { id: 'f', type: 'form', elements: [], next: 'e' },
      { id: 'e', type: 'end', status: 'PENDING_REVIEW' },
    ],
  });
  const s = new Session(f);
  s.get();
  const out = s.submit({});
  assert.ok(
    out.ok && out.effects.some((e) => e.type === 'status_changed' && e.to === 'PENDING_REVIEW' && e.endNodeId === 'e'),
  );
  const added = compile({ name: 'a', nodes: [{ id: 'f', type: 'form', elements: [] }] });
  const t = new Session(added);
  t.get();
  assert.deepEqual(t.view(t.submit({})), { id: '_end', type: 'end', text: null, redirectUrl: null });
  assert.equal(t.state.status, 'ACCEPTED');
});

test('condition nodes branch on service results', () => {
  const f = exampleFlow('conditions-prefill');
  const s = new Session(f);
  s.get();
  const applicant = {
    full_name: 'Ann',
    owner_day_of_birth: 1,
    owner_month_of_birth: 2,
    owner_year_of_birth: 1980,
    [s.id('id_document')]: 'file1',
  };
  assert.ok(
    s.submit({
      company_name: 'Acme',
      company_nr: '1',
      company_country_incorporation: 'GB',
      legal_form: 'sole',
      [s.id('turnover')]: 5,
    }).ok,
  );
  assert.ok(s.submit(applicant).ok);
  assert.deepEqual(s.view(s.finish({ match: 'match', record: { status: 'active' } })), {
    id: 'accepted',
    type: 'end',
    text: 'Your company is verified.',
    redirectUrl: 'https://example.com/welcome',
  });
  assert.equal(s.state.status, 'ACCEPTED');
  const dissolved = new Session(f);
  dissolved.get();
  dissolved.submit({ company_name: 'Acme', company_nr: '1', company_country_incorporation: 'GB', legal_form: 'sole' });
  dissolved.submit(applicant);
  assert.deepEqual(dissolved.view(dissolved.finish({ match: 'partial', record: { status: 'dissolved' } })), {
    id: 'declined',
    type: 'end',
    text: 'We cannot onboard your company: the registry does not list it as active.',
    redirectUrl: null,
  });
  // A country the registry does not cover skips the service: the condition node sends it to review.
  const elsewhere = new Session(f);
  elsewhere.get();
  elsewhere.submit({ company_name: 'Acme', company_nr: '1', company_country_incorporation: 'SE', legal_form: 'sole' });
  assert.deepEqual(elsewhere.view(elsewhere.submit(applicant)), {
    id: 'review',
    type: 'end',
    text: 'Thanks, we will review your application.',
    redirectUrl: null,
  });
});

test('republishing: a session continues on a version that has its node, else 4002', () => {
  const s = new Session(flow);
  s.get();
  s.submit(aboutData('US'));
  const v2 = compile(exampleWith(['/nodes/0/title', 'Changed']), 'flow-1', 2);
  s.flow = v2;
  assert.equal(form(s.get()).id, 'na');
  assert.equal(s.state.version, 2);
  const v3 = compile(exampleWith(['/nodes/1/branches/0/next', 'contact'], ['/nodes/2', undefined]), 'flow-1', 3);
  s.flow = v3;
  assert.equal(errorOf(s.send({ type: 'get' })).code, 4002);
});

test('languages: translations with fallback; unknown codes are refused', () => {
  const f = exampleFlow('conditions-prefill');
  const sv = new Session(f, { language: 'sv' });
  const v = form(sv.get());
  assert.equal(v.title, 'Ditt företag');
  assert.equal(v.elements[0]?.name, 'Företagsnamn');
  assert.equal(v.elements[1]?.name, 'Registration number', 'untranslated text falls back');
  assert.deepEqual(
    v.elements.find((e) => e.normalizedName === 'legal_form')?.options?.map((o) => o.label),
    ['Aktiebolag', 'Enskild firma', 'Annan'],
  );
  assert.equal(form(new Session(f, { language: 'fi' }).get()).title, 'Your company');
  const bad = new Session(f, { language: 'xx-YY' });
  const out = bad.send({ type: 'get' });
  assert.ok(!out.ok && out.error.code === 4007 && out.error.details?.[0]?.reason === 'unsupported_language');
});

test('translated validation messages', () => {
  const f = exampleFlow('conditions-prefill');
  const s = new Session(f, { language: 'sv' });
  s.get();
  s.submit({ company_name: 'Acme', company_nr: '1', company_country_incorporation: 'SE', legal_form: 'sole' });
  const out = s.submit({
    full_name: 'Ann',
    owner_day_of_birth: 1,
    owner_month_of_birth: 2,
    owner_year_of_birth: 2020,
    [s.id('id_document')]: 'f',
  });
  assert.ok(!out.ok && out.error.details?.some((d) => d.message === 'Du måste vara minst 18 år'));
});

test('a provider step reports its submit with its step type; a refused submit reports nothing', () => {
  const f = compile({
    name: 'doc',
    nodes: [
      { id: 'check', type: 'provider_doc_v', next: 'done' },
      { id: 'done', type: 'end', status: 'PENDING_REVIEW' },
    ],
  });
  const s = new Session(f);
  s.get();
  assert.deepEqual(errorOf(s.submit('not an object')).code, 4007);
  const out = s.submit({ verdict: 'approved' });
  assert.deepEqual(out.effects, [
    { type: 'step_submitted', nodeId: 'check', stepType: 'provider_doc_v' },
    { type: 'status_changed', from: 'NOT_STARTED', to: 'IN_PROGRESS' },
    { type: 'status_changed', from: 'IN_PROGRESS', to: 'PENDING_REVIEW', endNodeId: 'done' },
  ]);
});
