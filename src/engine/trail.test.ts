// The run's trail: each event that moved the run leaves its entries with the context's clock;
// an event that changed nothing, an error, or a caller without a clock leaves none; the trail
// keeps the newest TRAIL_LIMIT entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, errorOf, exampleFlow } from './test-support/harness.js';
import { TRAIL_LIMIT, traced } from './trail.js';
import type { EngineOutcome, SessionState, TrailEntry } from './types.js';

const flow = exampleFlow();
// Sweden goes on to the contact form and the screening service; its national id has a right check digit.
const about = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  dob: '1990-01-01',
  address_country: 'SE',
  national_id_nr: '199001011239',
};
const summary = (t: TrailEntry[] | undefined) =>
  (t ?? []).map((e) => [e.at, e.event, 'nodeId' in e ? e.nodeId : `${e.from}>${e.to}`]);

test('a run through form, back, form, service failure and result records each step with its time', () => {
  const s = new Session(flow, { now: 1000 });
  s.get();
  const trail = (): TrailEntry[] | undefined => s.state.trail;
  assert.equal(trail(), undefined, 'showing the first step moves nothing');
  const at = (now: number) => (s.ctx.now = now);
  at(2000);
  assert.ok(s.submit(about).ok);
  at(3000);
  assert.ok(s.send({ type: 'back' }).ok);
  at(4000);
  assert.ok(s.submit(about).ok);
  at(5000);
  assert.ok(s.submit({ email: 'a@b.se', [s.id('terms')]: ['accept'] }).ok);
  const pos = s.state.position;
  assert.ok(pos.kind === 'service');
  at(6000);
  errorOf(s.send({ type: 'service_failed', nodeId: 'check', runId: pos.runId, code: 6505 }));
  at(7000);
  assert.ok(s.submit({ email: 'a@b.se', [s.id('terms')]: ['accept'] }).ok);
  at(8000);
  assert.ok(s.finish({ status: 'ok' }).ok);
  assert.deepEqual(summary(trail()), [
    [2000, 'step_submitted', 'about'],
    [2000, 'status_changed', 'NOT_STARTED>IN_PROGRESS'],
    [3000, 'back', 'contact'],
    [4000, 'step_submitted', 'about'],
    [5000, 'step_submitted', 'contact'],
    [6000, 'service_failed', 'check'],
    [7000, 'step_submitted', 'contact'],
    [8000, 'service_completed', 'check'],
    [8000, 'status_changed', 'IN_PROGRESS>ACCEPTED'],
  ]);
  assert.deepEqual(trail()?.[5], { at: 6000, event: 'service_failed', nodeId: 'check', code: 6505 });
  assert.deepEqual(trail()?.at(-1), {
    at: 8000,
    event: 'status_changed',
    from: 'IN_PROGRESS',
    to: 'ACCEPTED',
    endNodeId: 'done',
  });
});

test('without a clock, nothing is recorded', () => {
  const s = new Session(flow);
  s.get();
  assert.ok(s.submit(about).ok);
  assert.equal(s.state.trail, undefined);
});

test('an event that changes nothing or is refused adds nothing', () => {
  const s = new Session(flow, { now: 1 });
  s.get();
  assert.ok(s.submit(about).ok);
  const before = s.state;
  s.get();
  assert.equal(s.state, before);
  errorOf(s.submit({}));
  assert.deepEqual(s.state.trail, before.trail);
});

test(`keeps the newest ${TRAIL_LIMIT} entries`, () => {
  const trail: TrailEntry[] = Array.from({ length: TRAIL_LIMIT }, (_, i) => ({ at: i, event: 'back', nodeId: 'x' }));
  const state = { ...new Session(flow).state, trail } satisfies SessionState;
  const outcome: EngineOutcome = {
    ok: true,
    state: { ...state },
    effects: [{ type: 'step_submitted', nodeId: 'y', stepType: 'form' }],
    view: null,
  };
  const kept = traced(state, { type: 'get' }, outcome, 9999).state.trail ?? [];
  assert.equal(kept.length, TRAIL_LIMIT);
  assert.deepEqual(kept.at(-1), { at: 9999, event: 'step_submitted', nodeId: 'y', stepType: 'form' });
  assert.equal(kept[0]?.at, 1);
});
