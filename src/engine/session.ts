// Creating a session and the checks every event starts with: the state belongs to this
// flow, and the nodes it stands on still exist in the version being run.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import type { EngineError, SessionState } from './types.js';

export function newSession(flow: CompiledFlow): SessionState {
  return {
    formatVersion: 1,
    flowId: flow.flowId,
    version: flow.version,
    status: 'NOT_STARTED',
    position: { kind: 'new' },
    history: [],
    submissions: {},
    prefill: {},
    serviceResults: {},
    nextRunId: 1,
  };
}

/**
 * The state as it runs on `flow`: a session keeps its version, but when the integrator
 * hands it another version (the old one being gone), it continues only if every node it
 * stands on or can go back to exists there; otherwise 4002.
 */
export function attach(flow: CompiledFlow, state: SessionState): SessionState | EngineError {
  if (state.flowId !== flow.flowId)
    return { code: 4002, message: `Node not found: the session belongs to flow ${state.flowId}` };
  const pos = state.position;
  const missing =
    state.history.find((id) => !own(flow.nodes, id)) ??
    (pos.kind !== 'new' && !own(flow.nodes, pos.nodeId) ? pos.nodeId : undefined);
  if (missing !== undefined)
    return { code: 4002, message: `Node not found: ${missing} is not in version ${flow.version} of the flow` };
  return state.version === flow.version ? state : { ...state, version: flow.version };
}
