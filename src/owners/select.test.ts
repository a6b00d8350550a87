// Pure parts of end-to-end business verification: who is invited by each rule, what each owner's
// run is prefilled with, and the result the business run branches on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../engine/test-support/harness.js';
import { newSession } from '../engine/session.js';
import { prefillableFields } from '../engine/prefill.js';
import type { SessionState } from '../engine/types.js';
import type { OwnerVerificationConfig } from '../services/owner-verification-config.js';
import { isTicked, listOwners, ownerPrefill } from './select.js';
import { verificationData, type OwnerFacts } from './progress.js';
import { PERSON_FLOW, businessFlow } from './test-support/flows.js';

const business = compile(businessFlow('kyc-person'));
const person = compile(PERSON_FLOW, 'kyc-person');
const group = business.elementIdByKey.owners ?? '';

/** A business state whose company form holds these owner records (by field key). */
function stateWith(records: Array<Record<string, unknown>>): SessionState {
  const form = business.nodes.company;
  assert.ok(form?.type === 'form');
  const owner = form.elements.find((e) => e.type === 'owner');
  assert.ok(owner?.type === 'owner');
  const byId = records.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [owner.elements.find((f) => f.key === k)!.id, v])),
  );
  return {
    ...newSession(business),
    history: ['company'],
    submissions: { company: { values: { [group]: byId } } },
  };
}
const config = (invite: OwnerVerificationConfig['invite']): OwnerVerificationConfig => ({
  personFlowId: 'kyc-person',
  invite,
});

test('each rule invites its owners and says why', () => {
  const state = stateWith([
    { first: 'Ada', last: 'Lovelace', share: 60, email: 'ada@example.com' },
    { first: 'Charles', last: 'Babbage', share: 25 },
    { last: 'Menabrea', share: '10' },
  ]);
  const verdicts = (c: OwnerVerificationConfig) => listOwners(business, state, c).map((o) => [o.invited, o.reason]);
  assert.deepEqual(verdicts(config({ rule: 'all' })), [
    [true, 'all'],
    [true, 'all'],
    [true, 'all'],
  ]);
  assert.deepEqual(verdicts(config({ rule: 'ownership', threshold: 25 })), [
    [true, 'ownership'],
    [true, 'ownership'],
    [false, 'below_threshold'],
  ]);
  // Any field of the group can be the applicant's tick; here a 1/0 one.
  const ticks = stateWith([
    { last: 'Lovelace', share: 1 },
    { last: 'Babbage', share: 0 },
  ]);
  assert.deepEqual(
    listOwners(business, ticks, config({ rule: 'selected', field: 'share' })).map((o) => [o.invited, o.reason]),
    [
      [true, 'selected'],
      [false, 'not_selected'],
    ],
  );
  const owners = listOwners(business, state, config({ rule: 'all' }));
  assert.deepEqual(
    owners.map((o) => [o.name, o.email]),
    [
      ['Ada Lovelace', 'ada@example.com'],
      ['Charles Babbage', null],
      ['Menabrea', null],
    ],
  );
});

test('ticks read as the applicant meant them', () => {
  for (const yes of [true, 1, 'yes', 'TRUE', ['director']]) assert.equal(isTicked(yes), true, JSON.stringify(yes));
  for (const no of [false, 0, 'no', '', [], ['no'], null, undefined])
    assert.equal(isTicked(no), false, JSON.stringify(no));
});

test("the owner's prefill matches the person flow's fields by role, with each value's prefillType", () => {
  const [ada] = listOwners(
    business,
    stateWith([{ first: 'Ada', last: 'Lovelace', dob: '1985-12-10' }]),
    config(undefined),
  );
  const prefill = ownerPrefill(ada!, prefillableFields(person), {
    default: 'editable',
    roles: { last_name: 'locked' },
  });
  const byRole = (role: string) => person.elementIdsByRole[role]?.[0];
  assert.deepEqual(prefill.elements, [
    { elementId: byRole('first_name'), value: { value: 'Ada', prefillType: 'editable' } },
    { elementId: byRole('last_name'), value: { value: 'Lovelace', prefillType: 'locked' } },
    { elementId: byRole('dob'), value: { value: '1985-12-10', prefillType: 'editable' } },
  ]);
});

test('the result: done, all passed, any hit, deadline', () => {
  const run = (status: string, hit = false) => ({
    status,
    state: {
      ...newSession(person),
      status: status as SessionState['status'],
      position: { kind: 'end' as const, nodeId: status === 'ACCEPTED' ? 'ok' : 'review' },
      serviceResults: { screen: { hit } },
    },
  });
  const owner = (index: number, r: OwnerFacts['run'] | undefined, invited = true): OwnerFacts => ({
    index,
    name: `o${index}`,
    invited,
    reason: invited ? 'all' : 'below_threshold',
    endClientId: invited ? `e${index}` : null,
    run: r,
  });
  const waiting = verificationData(
    [owner(0, run('ACCEPTED')), owner(1, { ...run('IN_PROGRESS'), state: newSession(person) })],
    false,
  );
  assert.deepEqual([waiting.done, waiting.outstanding, waiting.allPassed], [false, 1, false]);
  const passed = verificationData([owner(0, run('ACCEPTED')), owner(1, undefined, false)], false);
  assert.deepEqual([passed.done, passed.allPassed, passed.anyHit, passed.invited], [true, true, false, 1]);
  const hit = verificationData([owner(0, run('ACCEPTED')), owner(1, run('PENDING_REVIEW', true))], false);
  assert.deepEqual([hit.done, hit.allPassed, hit.anyHit, hit.anyPendingReview], [true, false, true, true]);
  assert.deepEqual(
    hit.owners.map((o) => [o.state, o.endNodeId, o.screeningHit]),
    [
      ['finished', 'ok', false],
      ['finished', 'review', true],
    ],
  );
  // A deleted owner run can never finish: it counts as abandoned, and the case is done.
  const deleted = verificationData([owner(0, undefined)], false);
  assert.deepEqual([deleted.done, deleted.anyAbandoned, deleted.allPassed], [true, true, false]);
});
