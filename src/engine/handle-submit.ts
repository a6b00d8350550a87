// The submit event: validate against the current step, store, and move forward.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { advance, isEngineError, statusEffect } from './advance.js';
import type { Texts } from './language.js';
import { hasIdentifierFields, pathCountryHints } from './identifier-fields.js';
import { pathLookup } from './path-values.js';
import { isPlainObject } from './resolve-keys.js';
import { submitForm } from './submit-form.js';
import { submitSms } from './sms.js';
import { submitKybSearch } from './kyb-search.js';
import { isBuiltinEid, SUBMIT_REFUSED } from './eid-step.js';
import { isBuiltinDocv, submitDocumentStep } from './document-step.js';
import { isBuiltinOcr, submitOcrStep } from './ocr-step.js';
import { submitConnector } from './connector-step.js';
import { SUBSEQUENT_SUBMIT_REFUSED } from './subsequent-step.js';
import type {
  ConnectedRun,
  Effect,
  EngineContext,
  EngineOutcome,
  FileInfo,
  KybPick,
  SessionState,
  Submission,
} from './types.js';

export function handleSubmit(
  flow: CompiledFlow,
  state: SessionState,
  event: { data: unknown; files?: Record<string, FileInfo>; kybPick?: KybPick; connected?: ConnectedRun },
  ctx: EngineContext,
  texts: Texts,
  earlier: Effect[],
): EngineOutcome {
  const fail = (code: 4013 | 4014, message: string): EngineOutcome => ({
    ok: false,
    error: { code, message },
    state,
    effects: earlier,
  });
  const pos = state.position;
  if (pos.kind === 'end') return fail(4013, 'Flow already finished');
  if (pos.kind !== 'step')
    return fail(4014, 'Invalid submit data: the session is waiting for a service, not for input');
  const node = own(flow.nodes, pos.nodeId);
  let submission: Submission;
  let stepType: Extract<Effect, { type: 'step_submitted' }>['stepType'];
  // What the submission is stored on: the state, or a kyb pick's state with the prefill it adds.
  let base = state;
  if (node?.type === 'form') {
    const env = {
      today: ctx.today,
      texts,
      prefill: state.prefill,
      locks: state.prefillLocks,
      ...(event.files ? { files: event.files } : {}),
      // Only forms that ask for a national identifier need the countries answered so far.
      ...(hasIdentifierFields(node) ? { countries: pathCountryHints(flow, state) } : {}),
    };
    const result = submitForm(node, event.data, pathLookup(state), env, (id) => own(flow.elements, id)?.key ?? id);
    if (!result.ok) return { ok: false, error: result.error, state, effects: earlier };
    submission = result.submission;
    stepType = node.type;
  } else if (node?.type === 'sms') {
    const result = submitSms(flow, state, node, event.data, ctx, texts);
    if (result.kind === 'outcome') return { ...result.outcome, effects: [...earlier, ...result.outcome.effects] };
    submission = result.submission;
    stepType = node.type;
  } else if (node?.type === 'provider_kyb_search') {
    const result = submitKybSearch(flow, state, node, event.data, event.kybPick, texts);
    if (!result.ok) return { ok: false, error: result.error, state, effects: earlier };
    ({ submission, state: base } = result);
    stepType = node.type;
  } else if (isBuiltinEid(node)) {
    // Only a verified login completes it (eid-step.ts): nobody may assert an identity by submitting one.
    return fail(4014, SUBMIT_REFUSED);
  } else if (isBuiltinDocv(node)) {
    return submitDocumentStep(flow, state, node, event.data, event.files, earlier, texts);
  } else if (isBuiltinOcr(node)) {
    return submitOcrStep(flow, state, node, event.data, event.files, earlier, texts);
  } else if (node?.type === 'flow_connector') {
    const result = submitConnector(flow, state, node, event.data, event.connected, ctx.today);
    return { ...result, effects: [...earlier, ...result.effects] };
  } else if (node?.type === 'subsequent') {
    return { ok: false, error: { code: 4102, message: SUBSEQUENT_SUBMIT_REFUSED }, state, effects: earlier };
  } else if (node && node.type !== 'condition' && node.type !== 'service' && node.type !== 'end') {
    // Provider steps are executed by their integrations; the engine keeps what they submit.
    if (!isPlainObject(event.data))
      return {
        ok: false,
        error: { code: 4007, message: 'Submitted data is malformed: expected an object' },
        state,
        effects: earlier,
      };
    submission = { values: { ...event.data } };
    stepType = node.type;
  } else return { ok: false, error: { code: 4002, message: `Node not found: ${pos.nodeId}` }, state, effects: earlier };

  const started = state.status === 'NOT_STARTED' ? 'IN_PROGRESS' : state.status;
  const stored: SessionState = {
    ...base,
    status: started,
    submissions: { ...state.submissions, [pos.nodeId]: submission },
    history: [...state.history, pos.nodeId],
  };
  const moved = advance(flow, stored, node.next, ctx.today);
  if (isEngineError(moved)) return { ok: false, error: moved, state, effects: earlier };
  const submitted: Effect = { type: 'step_submitted', nodeId: pos.nodeId, stepType };
  return {
    ok: true,
    state: moved.state,
    view: null,
    effects: [...earlier, submitted, ...statusEffect(state.status, started), ...moved.effects],
  };
}
