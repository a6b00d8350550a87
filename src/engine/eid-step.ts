// The built-in `provider_electronic_id` step (docs/verification.md). The person logs in at an OpenID
// provider; the runtime verifies the callback (src/verification/eid) and hands the result over as an
// `eid_result` event, which is the only way such a step is completed: a submit would let the browser
// (or an integration) assert an identity nobody proved. A verified login is stored as the step's
// data and its claims prefill later fields by role; a declined one stays on the step to be retried.
import { lookup as own, type CompiledFlow, type CompiledNode } from '../flows/document/compiled-types.js';
import { advance, isEngineError, statusEffect } from './advance.js';
import { prefillFrom } from './kyb-search.js';
import type { Texts } from './language.js';
import type { EidResult, ElectronicIdView, EngineContext, EngineOutcome, SessionState, Submission } from './types.js';

export type ElectronicIdNode = Extract<CompiledNode, { type: 'provider_electronic_id' }>;

/** Whether Onward runs the login itself; a node without config keeps the tenant's integration in charge. */
export function isBuiltinEid(node: CompiledNode | undefined): node is ElectronicIdNode {
  return node?.type === 'provider_electronic_id' && node.config?.provider === 'builtin';
}

export const SUBMIT_REFUSED =
  'Invalid submit data: this electronic ID step is completed by the person logging in at the provider (POST its startPath), not by a submit';

type Verified = Extract<EidResult, { outcome: 'verified' }>;

/** The step's stored data: what rules read as `step:<nodeId>.<field>` and end-client details show. */
function verifiedValues(result: Verified): Record<string, unknown> {
  return {
    issuer: result.issuer,
    subject: result.subject,
    ...(result.acr !== undefined ? { acr: result.acr } : {}),
    ...(result.authTime !== undefined ? { authTime: result.authTime } : {}),
    claims: result.claims,
    mapped: result.mapped,
  };
}

export function handleEidResult(
  flow: CompiledFlow,
  state: SessionState,
  event: { nodeId: string; result: EidResult },
  ctx: EngineContext,
): EngineOutcome {
  const fail = (code: 4013 | 4014, message: string): EngineOutcome => ({
    ok: false,
    error: { code, message },
    state,
    effects: [],
  });
  const pos = state.position;
  if (pos.kind === 'end') return fail(4013, 'Flow already finished');
  const node = own(flow.nodes, event.nodeId);
  // The login was started on this step; a session that moved on (back, another tab) is not moved by it.
  if (pos.kind !== 'step' || pos.nodeId !== event.nodeId || !isBuiltinEid(node))
    return fail(4014, 'Invalid submit data: the session is no longer at the electronic ID step this login was for');
  const result = event.result;
  if (result.outcome === 'denied') {
    const { outcome: _outcome, ...denial } = result;
    return {
      ok: true,
      state: { ...state, position: { kind: 'step', nodeId: pos.nodeId, eid: denial } },
      view: null,
      effects: [],
    };
  }
  // Defence in depth: the authorization carried the node's own issuer; a result from another one is not this step's.
  if (result.issuer !== node.config?.issuer)
    return fail(4014, 'Invalid submit data: the login was made at another issuer than this step names');
  const { prefill, prefilled } = prefillFrom(flow, state, node.id, result.mapped);
  const submission: Submission = {
    values: verifiedValues(result),
    ...(Object.keys(prefilled).length > 0 ? { prefilled } : {}),
  };
  const started = state.status === 'NOT_STARTED' ? 'IN_PROGRESS' : state.status;
  const stored: SessionState = {
    ...state,
    prefill,
    status: started,
    submissions: { ...state.submissions, [node.id]: submission },
    history: [...state.history, node.id],
  };
  const moved = advance(flow, stored, node.next, ctx.today);
  if (isEngineError(moved)) return { ok: false, error: moved, state, effects: [] };
  return {
    ok: true,
    state: moved.state,
    view: null,
    effects: [
      { type: 'step_submitted', nodeId: node.id, stepType: node.type },
      ...statusEffect(state.status, started),
      ...moved.effects,
    ],
  };
}

export function electronicIdView(
  node: ElectronicIdNode,
  state: SessionState,
  texts: Texts,
  canGoBack: boolean,
  startPath: string | undefined,
): ElectronicIdView {
  const builtin = isBuiltinEid(node);
  const denial = state.position.kind === 'step' ? state.position.eid : undefined;
  return {
    id: node.id,
    type: 'provider_electronic_id',
    title: texts.node(node.id, 'title', node.title) ?? null,
    canGoBack,
    provider: builtin ? 'builtin' : 'tenant_backend',
    startPath: builtin ? (startPath ?? null) : null,
    status: denial ? 'denied' : 'ready',
    ...(denial ? { error: denial } : {}),
  };
}
