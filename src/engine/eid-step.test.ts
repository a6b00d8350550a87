// The built-in provider_electronic_id step in the pure engine: only an eid_result for the step the
// session stands on completes it, a declined login stays on the step, and the identity prefills
// later fields by role without replacing what the person or the tenant already gave.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compile, Session } from './test-support/harness.js';
import type { EidResult } from './types.js';

const ISSUER = 'https://idp.example';

const doc = (provider: 'builtin' | 'tenant_backend' = 'builtin') => ({
  name: 'eID',
  start: 'contact',
  nodes: [
    {
      id: 'contact',
      type: 'form',
      next: 'eid',
      elements: [{ key: 'first_given', type: 'text', name: 'Given name', role: 'first_name' }],
    },
    {
      id: 'eid',
      type: 'provider_electronic_id',
      config: provider === 'builtin' ? { provider, issuer: ISSUER, clientId: 'c', clientSecret: 's' } : { provider },
      next: 'you',
    },
    {
      id: 'you',
      type: 'form',
      next: 'done',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name' },
        { key: 'dob', type: 'date_picker', name: 'Born', role: 'dob', validations: [] },
        { key: 'pin', type: 'text', name: 'PIN', role: 'national_id_nr', prefillOptions: 'non_prefillable' },
      ],
    },
    { id: 'done', type: 'end' },
  ],
});

const verified = (extra: Partial<Extract<EidResult, { outcome: 'verified' }>> = {}): EidResult => ({
  outcome: 'verified',
  issuer: ISSUER,
  subject: 'sub-1',
  acr: 'high',
  claims: { sub: 'sub-1', given_name: 'Astrid' },
  mapped: { first_name: 'Astrid', last_name: 'Lindgren', dob: '1907-11-14', national_id_nr: '190711149999' },
  ...extra,
});

function atEid(provider: 'builtin' | 'tenant_backend' = 'builtin'): Session {
  const s = new Session(compile(doc(provider)), { eidStartPath: '/flow/flow-1/electronic-id/start' });
  // The tenant prefilled the last name before the run: the eID does not replace it.
  assert.ok(s.send({ type: 'init', data: { last_name: 'FromTenant' } }).ok);
  s.get();
  s.ok(s.submit({ first_name: 'Typed' }));
  return s;
}

describe('built-in provider_electronic_id steps', () => {
  it('shows where to start, and refuses a submit whatever it claims', () => {
    const s = atEid();
    assert.deepEqual(s.get(), {
      id: 'eid',
      type: 'provider_electronic_id',
      title: null,
      canGoBack: true,
      provider: 'builtin',
      startPath: '/flow/flow-1/electronic-id/start',
      status: 'ready',
    });
    const out = s.submit({ issuer: ISSUER, subject: 'mallory', mapped: { first_name: 'Mallory' } });
    assert.equal(out.ok, false);
    assert.equal(!out.ok && out.error.code, 4014);
    assert.equal(s.state.position.kind === 'step' && s.state.position.nodeId, 'eid');
  });

  it('a verified login stores the identity and prefills later fields by role, not over given values', () => {
    const s = atEid();
    const next = s.ok(s.send({ type: 'eid_result', nodeId: 'eid', result: verified() }));
    assert.equal(next.type, 'form');
    assert.deepEqual(s.state.submissions.eid?.values, {
      issuer: ISSUER,
      subject: 'sub-1',
      acr: 'high',
      claims: { sub: 'sub-1', given_name: 'Astrid' },
      mapped: { first_name: 'Astrid', last_name: 'Lindgren', dob: '1907-11-14', national_id_nr: '190711149999' },
    });
    const values = Object.fromEntries(
      (next.type === 'form' ? next.elements : []).map((e) => [e.role ?? e.id, e.value]),
    );
    // This form's first_name (another element than the one typed earlier) is prefilled; the tenant's
    // last name stays; non_prefillable fields stay empty.
    assert.equal(values.first_name, 'Astrid');
    assert.equal(values.last_name, 'FromTenant');
    assert.equal(values.dob, '1907-11-14');
    assert.equal(values.national_id_nr, undefined);
    assert.equal(s.state.history.at(-1), 'eid');
    assert.ok(s.last?.effects.some((e) => e.type === 'step_submitted' && e.nodeId === 'eid'));
  });

  it('a declined login stays on the step with its error, and a later verified one completes it', () => {
    const s = atEid();
    const denied = s.ok(
      s.send({ type: 'eid_result', nodeId: 'eid', result: { outcome: 'denied', error: 'access_denied' } }),
    );
    assert.equal(denied.type === 'provider_electronic_id' && denied.status, 'denied');
    assert.deepEqual(denied.type === 'provider_electronic_id' && denied.error, { error: 'access_denied' });
    assert.equal(s.ok(s.send({ type: 'eid_result', nodeId: 'eid', result: verified() })).type, 'form');
  });

  it('a result for another step, another issuer or a session that moved on changes nothing', () => {
    const s = atEid();
    const before = s.state;
    for (const [nodeId, result] of [
      ['you', verified()],
      ['eid', verified({ issuer: 'https://other.example' })],
    ] as const) {
      const out = s.send({ type: 'eid_result', nodeId, result });
      assert.equal(!out.ok && out.error.code, 4014);
      assert.deepEqual(s.state, before);
    }
    s.ok(s.send({ type: 'back' }));
    const late = s.send({ type: 'eid_result', nodeId: 'eid', result: verified() });
    assert.equal(!late.ok && late.error.code, 4014);
  });

  it('a tenant_backend step keeps taking the submitted result and takes no login', () => {
    const s = atEid('tenant_backend');
    const view = s.get();
    assert.equal(view.type === 'provider_electronic_id' && view.provider, 'tenant_backend');
    assert.equal(view.type === 'provider_electronic_id' && view.startPath, null);
    const login = s.send({ type: 'eid_result', nodeId: 'eid', result: verified() });
    assert.equal(!login.ok && login.error.code, 4014);
    assert.equal(s.ok(s.submit({ verified: true })).type, 'form');
  });
});
