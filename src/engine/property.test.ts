import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compileFlow } from '../flows/document/compile.js';
import { validateFlowDocument } from '../flows/document/test-support/validate.js';
import { flowDocumentArb } from '../flows/document/test-support/arbitrary.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import { Session, TODAY } from './test-support/harness.js';
import { dataFor } from './test-support/random-data.js';
import { isVisible } from './conditions.js';
import type { EngineEvent } from './types.js';

const validFlow = flowDocumentArb({ maxNodes: 6 })
  .map((doc) => {
    const r = validateFlowDocument(doc);
    return r.ok ? compileFlow(r.document, { flowId: 'p', version: 1 }) : undefined;
  })
  .filter((f): f is CompiledFlow => f !== undefined);

const action = fc.record({
  kind: fc.constantFrom('get', 'submit', 'submit', 'submit', 'garbage', 'back', 'finish', 'fail', 'init', 'stale'),
  seed: fc.nat(1000),
});

function eventFor(s: Session, a: { kind: string; seed: number }): EngineEvent {
  const pos = s.state.position;
  switch (a.kind) {
    case 'submit':
    case 'garbage':
      return { type: 'submit', data: dataFor(s.flow, s.state, a.seed, a.kind === 'garbage') };
    case 'back':
      return { type: 'back' };
    case 'init':
      return { type: 'init', data: { email: 'x@y.se' } };
    case 'finish':
    case 'fail':
    case 'stale': {
      if (pos.kind !== 'service') return { type: 'get' };
      const runId = a.kind === 'stale' ? pos.runId - 1 : pos.runId;
      return a.kind === 'fail'
        ? { type: 'service_failed', nodeId: pos.nodeId, runId, code: ([4009, 6504, 6505] as const)[a.seed % 3] ?? 4009 }
        : { type: 'service_finished', nodeId: pos.nodeId, runId, result: { status: a.seed % 2 === 0 ? 'ok' : 'no' } };
    }
    default:
      return { type: 'get' };
  }
}

test('random flows and event sequences always leave a consistent state, never throw', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(validFlow, fc.array(action, { maxLength: 30 }), (flow, actions) => {
      const s = new Session(flow); // Session.send asserts stateProblems() is empty after every event
      for (const a of actions) {
        const out = s.send(eventFor(s, a));
        if (out.ok && out.view && s.state.position.kind === 'step')
          assert.equal('id' in out.view ? out.view.id : '', s.state.position.nodeId);
        seen.add(out.ok ? s.state.position.kind : String(out.error.code));
        if (!out.ok)
          assert.ok(
            [4002, 4006, 4007, 4008, 4009, 4013, 4014, 4103, 6504, 6505].includes(out.error.code),
            String(out.error.code),
          );
      }
    }),
    { numRuns: 150 },
  );
  for (const k of ['step', 'service', 'end', '4103', '4013'])
    assert.ok(seen.has(k), `never reached ${k}: ${[...seen].join(',')}`);
});

test('back then submitting the same data returns the same step', () => {
  let checked = 0;
  fc.assert(
    fc.property(validFlow, fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }), (flow, seeds) => {
      const s = new Session(flow);
      s.send({ type: 'get' });
      // Services answer deterministically by node, so re-running them gives the same path.
      const settle = (): void => {
        for (let i = 0; i < 10 && s.state.position.kind === 'service'; i++) s.finish({ status: 'ok' });
      };
      settle();
      for (const seed of seeds) {
        if (s.state.position.kind !== 'step') return;
        const out = s.send({ type: 'submit', data: dataFor(flow, s.state, seed, false) });
        if (!out.ok) return;
        settle();
        if (s.state.position.kind !== 'step' || s.state.history.length === 0) continue;
        const here = s.get();
        const previous = s.state.history[s.state.history.length - 1] ?? '';
        const values = s.state.submissions[previous]?.values ?? {};
        assert.ok(s.send({ type: 'back' }).ok);
        assert.ok(s.send({ type: 'submit', data: values }).ok);
        settle();
        assert.deepEqual(s.get(), here);
        checked++;
      }
    }),
    { numRuns: 150 },
  );
  assert.ok(checked > 30, `only ${checked} back-and-resubmit checks ran`);
});

// Forms of text fields, all required, each shown or hidden by rules on earlier fields.
const conditionalForm = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.tuple(
    ...Array.from({ length: n }, (_, i) =>
      fc.record({
        cond:
          i === 0
            ? fc.constant(undefined)
            : fc.option(
                fc.record({
                  on: fc.nat(i - 1),
                  operator: fc.constantFrom<'=' | '!=' | 'hv' | 'null' | 'in' | 'cv'>(
                    '=',
                    '!=',
                    'hv',
                    'null',
                    'in',
                    'cv',
                  ),
                  action: fc.constantFrom<'show' | 'hide'>('show', 'hide'),
                }),
                { nil: undefined },
              ),
        value: fc.constantFrom('a', 'b', '', undefined),
      }),
    ),
  ),
);

test('hidden fields are never required, and never stored', () => {
  fc.assert(
    fc.property(conditionalForm, (fields) => {
      const elements = fields.map((f, i) => ({
        key: `k${i}`,
        type: 'text',
        name: `F${i}`,
        validations: [{ type: 'required' }],
        ...(f.cond
          ? {
              condition: {
                type: 'AND',
                rules: [
                  {
                    action: f.cond.action,
                    fieldId: `k${f.cond.on}`,
                    operator: f.cond.operator,
                    ...(f.cond.operator === 'hv' || f.cond.operator === 'null'
                      ? {}
                      : { comparable: { value: f.cond.operator === 'in' ? ['a'] : 'a' } }),
                  },
                ],
              },
            }
          : {}),
      }));
      const r = validateFlowDocument({ name: 'h', nodes: [{ id: 'f', type: 'form', elements }] });
      assert.ok(r.ok, JSON.stringify(r));
      const flow = compileFlow(r.document, { flowId: 'h', version: 1 });
      const s = new Session(flow);
      s.send({ type: 'get' });
      const data: Record<string, unknown> = {};
      fields.forEach((f, i) => {
        if (f.value !== undefined) data[s.id(`k${i}`)] = f.value;
      });
      // Oracle: visibility in document order (rules only look backwards here).
      const visible = new Set<string>();
      const form = flow.nodes.f;
      if (form?.type !== 'form') throw new Error('no form');
      for (const el of form.elements) {
        const look = (id: string): unknown => (visible.has(id) && data[id] !== '' ? data[id] : undefined);
        if (isVisible(el.condition, look, TODAY)) visible.add(el.id);
      }
      const missing = form.elements.filter((el) => visible.has(el.id) && (data[el.id] ?? '') === '').map((el) => el.id);
      const out = s.send({ type: 'submit', data });
      if (missing.length === 0) {
        assert.ok(out.ok, JSON.stringify(!out.ok && out.error));
        assert.deepEqual(Object.keys(s.state.submissions.f?.values ?? {}).sort(), [...visible].sort());
      } else {
        assert.ok(!out.ok && out.error.code === 4006);
        assert.deepEqual((out.error.details ?? []).map((d) => d.elementId).sort(), missing.sort());
      }
    }),
    { numRuns: 300 },
  );
});
