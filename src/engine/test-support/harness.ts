// Test harness: compile documents, run events and keep the latest state.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compileFlow } from '../../flows/document/compile.js';
import { validateFlowDocument } from '../../flows/document/test-support/validate.js';
import type { CompiledFlow } from '../../flows/document/compiled-types.js';
import { handleEvent } from '../engine.js';
import { newSession } from '../session.js';
import { stateProblems } from '../invariants.js';
import type { EngineContext, EngineEvent, EngineOutcome, SessionState, StepView } from '../types.js';

export const TODAY = '2025-06-01';

export function compile(doc: unknown, flowId = 'flow-1', version = 1): CompiledFlow {
  const r = validateFlowDocument(doc);
  assert.ok(r.ok, JSON.stringify(r));
  return compileFlow(r.document, { flowId, version });
}

export function exampleFlow(name = 'example', flowId = 'flow-1'): CompiledFlow {
  return compile(
    JSON.parse(readFileSync(new URL(`../../../examples/flows/${name}.json`, import.meta.url), 'utf8')) as unknown,
    flowId,
  );
}

/** A session driven event by event; `last` is the latest outcome. */
/** The key sms codes are hashed under in engine tests (the service takes its own from the key ring). */
export const TEST_SMS_KEY = Buffer.from('engine-tests-sms-code-key');

export class Session {
  state: SessionState;
  last: EngineOutcome | undefined;
  constructor(
    public flow: CompiledFlow,
    public ctx: Partial<EngineContext> = {},
  ) {
    this.state = newSession(flow);
  }
  send(event: EngineEvent): EngineOutcome {
    const out = handleEvent(this.flow, this.state, event, { today: TODAY, smsCodeKey: TEST_SMS_KEY, ...this.ctx });
    this.last = out;
    this.state = out.state;
    // On 4002 the state is, by definition, not one this flow version can run.
    if (out.ok || out.error.code !== 4002) assert.deepEqual(stateProblems(this.flow, this.state), []);
    assert.deepEqual(JSON.parse(JSON.stringify(out.state)), out.state, 'state must be plain JSON');
    return out;
  }
  get(): StepView {
    return this.view(this.send({ type: 'get' }));
  }
  submit(data: unknown): EngineOutcome {
    return this.send({ type: 'submit', data });
  }
  ok(out: EngineOutcome): StepView {
    assert.ok(out.ok, JSON.stringify(out.ok ? '' : out.error));
    assert.ok(out.view);
    return out.view;
  }
  view(out: EngineOutcome): StepView {
    return this.ok(out);
  }
  /** Id of the element with this key. */
  id(key: string): string {
    const id = this.flow.elementIdByKey[key];
    assert.ok(id, `no element ${key}`);
    return id;
  }
  /** Completes the pending service with a result. */
  finish(result: unknown = {}): EngineOutcome {
    const pos = this.state.position;
    assert.equal(pos.kind, 'service');
    if (pos.kind !== 'service') throw new Error('not pending');
    return this.send({ type: 'service_finished', nodeId: pos.nodeId, runId: pos.runId, result });
  }
}

export function errorOf(out: EngineOutcome): { code: number; reasons: string[] } {
  assert.equal(out.ok, false, 'expected an error');
  if (out.ok) return { code: 0, reasons: [] };
  return { code: out.error.code, reasons: (out.error.details ?? []).map((d) => d.reason) };
}
