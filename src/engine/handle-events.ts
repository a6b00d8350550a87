// The events other than submit: get, back, init, and the outcome of a service run.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { advance, isEngineError } from './advance.js';
import { applyPrefill } from './prefill.js';
import { withPrefillLocks } from './owner-prefill.js';
import type { PrefillType } from '../flows/document/constants.js';
import { finishDocumentStep, isBuiltinDocv } from './document-step.js';
import { finishOcrStep, isBuiltinOcr } from './ocr-step.js';
import { refuseSubsequent } from './subsequent-step.js';
import type { EngineContext, EngineEvent, EngineOutcome, Effect, RunLinks, SessionState } from './types.js';

type Ok = { ok: true; state: SessionState; effects: Effect[] };
type Result = Ok | EngineOutcome;

/** Moves a `new` session to its first step (or first pending service). */
export function start(flow: CompiledFlow, state: SessionState, today: string): Ok | EngineOutcome {
  if (state.position.kind !== 'new') return { ok: true, state, effects: [] };
  const moved = advance(flow, state, flow.start, today);
  if (isEngineError(moved)) return { ok: false, error: moved, state, effects: [] };
  return { ok: true, ...moved };
}

export function handleGet(flow: CompiledFlow, state: SessionState, ctx: EngineContext): Result {
  const pos = state.position;
  // A failed service with no step before it is retried when the client asks again.
  if (pos.kind === 'failed') {
    const moved = advance(flow, state, pos.nodeId, ctx.today);
    return isEngineError(moved) ? { ok: false, error: moved, state, effects: [] } : { ok: true, ...moved };
  }
  return start(flow, state, ctx.today);
}

export function handleBack(flow: CompiledFlow, state: SessionState): Result {
  const pos = state.position;
  if (pos.kind === 'end')
    return { ok: false, error: { code: 4013, message: 'Flow already finished' }, state, effects: [] };
  const previous = state.history[state.history.length - 1];
  if (previous === undefined)
    return {
      ok: false,
      error: { code: 4103, message: 'Illegal back action: already at the first step' },
      state,
      effects: [],
    };
  if (!own(flow.nodes, previous))
    return { ok: false, error: { code: 4002, message: `Node not found: ${previous}` }, state, effects: [] };
  const effects: Effect[] =
    pos.kind === 'service' ? [{ type: 'cancel_service', nodeId: pos.nodeId, runId: pos.runId }] : [];
  return {
    ok: true,
    state: { ...state, history: state.history.slice(0, -1), position: { kind: 'step', nodeId: previous } },
    effects,
  };
}

export function handleInit(
  flow: CompiledFlow,
  state: SessionState,
  data: unknown,
  prefillTypes?: Record<string, PrefillType>,
  links: RunLinks = {},
): Result {
  if (state.position.kind === 'end')
    return { ok: false, error: { code: 4013, message: 'Flow already finished' }, state, effects: [] };
  if (links.subsequentOf !== undefined) {
    const refused = refuseSubsequent(flow, state);
    if (refused) return { ok: false, error: refused, state, effects: [] };
  }
  const next = applyPrefill(flow, state, data);
  if (isEngineError(next)) return { ok: false, error: next, state, effects: [] };
  const locked = prefillTypes ? withPrefillLocks(next, prefillTypes) : next;
  return { ok: true, state: { ...locked, ...links }, effects: [] };
}

type ServiceEvent = Extract<EngineEvent, { type: 'service_finished' | 'service_failed' }>;

export function handleService(
  flow: CompiledFlow,
  state: SessionState,
  event: ServiceEvent,
  ctx: EngineContext,
): Result {
  const pos = state.position;
  // A result for a run the session has moved away from (back, retry) changes nothing.
  if (pos.kind !== 'service' || pos.nodeId !== event.nodeId || pos.runId !== event.runId)
    return { ok: true, state, effects: [] };
  const node = own(flow.nodes, pos.nodeId);
  // A built-in provider_doc_v step's verification runs like a service (document-step.ts).
  const docv = isBuiltinDocv(node) ? node : undefined;
  // So does a built-in OCR step's reading (ocr-step.ts).
  const ocr = isBuiltinOcr(node) ? node : undefined;
  if (node?.type !== 'service' && docv === undefined && ocr === undefined)
    return { ok: false, error: { code: 4002, message: `Node not found: ${pos.nodeId}` }, state, effects: [] };
  if (event.type === 'service_failed') {
    const error = {
      code: event.code,
      message:
        event.message ??
        (event.code === 4009
          ? 'Service execution failed'
          : event.code === 6504
            ? 'Service has timed out'
            : 'Upstream dependency unavailable (timed out)'),
    };
    const previous = state.history[state.history.length - 1];
    // Back to the step whose submit started the service, values kept, so it can be resubmitted.
    const next: SessionState =
      previous === undefined
        ? { ...state, position: { kind: 'failed', nodeId: pos.nodeId, error } }
        : { ...state, history: state.history.slice(0, -1), position: { kind: 'step', nodeId: previous } };
    return { ok: false, error, state: next, effects: [] };
  }
  if (docv !== undefined) return finishDocumentStep(flow, state, docv, event.result, event.prefill, ctx.today);
  if (ocr !== undefined) return finishOcrStep(flow, state, ocr, event.result, event.prefill, ctx.today);
  if (node?.type !== 'service')
    return { ok: false, error: { code: 4002, message: `Node not found: ${pos.nodeId}` }, state, effects: [] };
  let stored: SessionState = { ...state, serviceResults: { ...state.serviceResults, [pos.nodeId]: event.result } };
  if (event.prefill) {
    const withPrefill = applyPrefill(flow, stored, event.prefill);
    // Prefill from a service is best effort: unusable values are dropped, the run still counts.
    if (!isEngineError(withPrefill)) stored = withPrefill;
  }
  // Only an END may replace the node's next: a service cannot send the run into another step.
  const exit = event.type === 'service_finished' && event.exit !== undefined ? event.exit : undefined;
  const next = exit !== undefined && own(flow.nodes, exit)?.type === 'end' ? exit : node.next;
  const moved = advance(flow, stored, next, ctx.today);
  if (isEngineError(moved)) return { ok: false, error: moved, state, effects: [] };
  return {
    ok: true,
    state: moved.state,
    effects: [{ type: 'service_completed', nodeId: pos.nodeId, service: node.service }, ...moved.effects],
  };
}
