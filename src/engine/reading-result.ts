// What the built-in document and OCR steps do with the result their job returns: both read an
// upload in the background, and both either retry the step (the upload could not be used) or store
// the result, prefill later fields by role and move on. One place, so the two steps cannot drift on
// what a retry leaves in the session or on what a malformed result does.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { advance, isEngineError, statusEffect } from './advance.js';
import { serviceInput } from './path-values.js';
import { prefillFrom } from './kyb-search.js';
import { isPlainObject } from './resolve-keys.js';
import type { ProviderNodeType } from '../flows/document/constants.js';
import type { Effect, EngineOutcome, SessionState } from './types.js';

export type ReadingStep = { id: string; next: string; type: ProviderNodeType };

/** The field of the result that decides, its allowed values, and those that send the person back. */
export type ReadingVerdict = {
  field: 'decision' | 'outcome';
  allowed: readonly string[];
  retryOn: readonly string[];
  /** The 4009 text for a result without a known verdict. */
  missing: string;
  /** The submission's own value kept beside the result (the uploaded file ids). */
  upload: 'files' | 'file';
};

/** The string values a reading or verification offers to prefill, by role. */
export function roleValues(prefill: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isPlainObject(prefill)) return out;
  for (const [role, v] of Object.entries(prefill)) if (typeof v === 'string' && v !== '') out[role] = v;
  return out;
}

/**
 * The accepted upload of a reading step: stored on the path, the session in progress, and a run
 * of the step's service started; the person waits on it (the node's position is a service run).
 */
export function startReading(
  flow: CompiledFlow,
  state: SessionState,
  node: { id: string; config: Readonly<Record<string, unknown>> },
  service: string,
  values: Record<string, unknown>,
  earlier: Effect[],
): EngineOutcome {
  const runId = state.nextRunId;
  const started = state.status === 'NOT_STARTED' ? 'IN_PROGRESS' : state.status;
  const stored: SessionState = {
    ...state,
    status: started,
    submissions: { ...state.submissions, [node.id]: { values } },
    history: [...state.history, node.id],
  };
  const next: SessionState = { ...stored, position: { kind: 'service', nodeId: node.id, runId }, nextRunId: runId + 1 };
  const run: Effect = {
    type: 'start_service',
    nodeId: node.id,
    runId,
    service,
    config: { ...node.config },
    input: serviceInput(flow, stored),
  };
  return { ok: true, state: next, view: null, effects: [...earlier, ...statusEffect(state.status, started), run] };
}

export function finishReading(
  flow: CompiledFlow,
  state: SessionState,
  node: ReadingStep,
  verdict: ReadingVerdict,
  result: unknown,
  prefill: Record<string, unknown> | undefined,
  today: string,
): EngineOutcome {
  const upload = own(state.submissions, node.id)?.values[verdict.upload];
  const said = isPlainObject(result) ? result[verdict.field] : undefined;
  if (!isPlainObject(result) || typeof said !== 'string' || !verdict.allowed.includes(said))
    return {
      ok: false,
      error: { code: 4009, message: verdict.missing },
      state: { ...state, history: state.history.slice(0, -1), position: { kind: 'step', nodeId: node.id } },
      effects: [],
    };
  const values = { ...result, [verdict.upload]: upload };
  if (verdict.retryOn.includes(said)) {
    // Off the path (history popped), so no rule or later step sees a document that was never read.
    const retry: SessionState = {
      ...state,
      submissions: { ...state.submissions, [node.id]: { values } },
      history: state.history.slice(0, -1),
      position: { kind: 'step', nodeId: node.id },
    };
    return { ok: true, state: retry, view: null, effects: [] };
  }
  const filled = prefillFrom(flow, state, node.id, roleValues(prefill));
  const stored: SessionState = {
    ...state,
    prefill: filled.prefill,
    submissions: {
      ...state.submissions,
      [node.id]: { values, ...(Object.keys(filled.prefilled).length > 0 ? { prefilled: filled.prefilled } : {}) },
    },
  };
  const moved = advance(flow, stored, node.next, today);
  if (isEngineError(moved)) return { ok: false, error: moved, state, effects: [] };
  return {
    ok: true,
    state: moved.state,
    view: null,
    effects: [{ type: 'step_submitted', nodeId: node.id, stepType: node.type }, ...moved.effects],
  };
}
