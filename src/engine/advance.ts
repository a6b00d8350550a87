// Moving forward from a node: condition nodes are decided on the spot, a service node
// starts a run (an effect) and waits, an interactive or END node becomes the position.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { conditionHolds } from './conditions.js';
import { pathLookup, serviceInput } from './path-values.js';
import type { Effect, EngineError, SessionState, SessionStatus } from './types.js';

export interface Advanced {
  state: SessionState;
  effects: Effect[];
}

export function statusEffect(from: SessionStatus, to: SessionStatus, endNodeId?: string): Effect[] {
  return from === to ? [] : [{ type: 'status_changed', from, to, ...(endNodeId ? { endNodeId } : {}) }];
}

export function advance(
  flow: CompiledFlow,
  state: SessionState,
  fromNodeId: string,
  today: string,
): Advanced | EngineError {
  let id = fromNodeId;
  const values = pathLookup(state);
  // Validation refuses loops without an interactive node, so this bound is never reached
  // for a valid flow; it turns a corrupt stored flow into an error instead of a hang.
  for (let steps = 0; steps <= flow.nodeOrder.length; steps++) {
    const node = own(flow.nodes, id);
    if (!node) return { code: 4002, message: `Node not found: ${id}` };
    switch (node.type) {
      case 'condition': {
        const branch = node.branches.find((b) => conditionHolds(b.condition, values, today));
        id = branch ? branch.next : node.otherwise;
        continue;
      }
      case 'service': {
        const runId = state.nextRunId;
        const next: SessionState = {
          ...state,
          position: { kind: 'service', nodeId: node.id, runId },
          nextRunId: runId + 1,
        };
        return {
          state: next,
          effects: [
            {
              type: 'start_service',
              nodeId: node.id,
              runId,
              service: node.service,
              config: node.config,
              input: serviceInput(flow, state),
            },
          ],
        };
      }
      case 'end': {
        const next: SessionState = { ...state, position: { kind: 'end', nodeId: node.id }, status: node.status };
        return { state: next, effects: statusEffect(state.status, node.status, node.id) };
      }
      case 'subsequent':
        // A run a subsequent token attached has what this root waits for (subsequent-step.ts).
        if (state.subsequentOf !== undefined) {
          id = node.next;
          continue;
        }
        return { state: { ...state, position: { kind: 'step', nodeId: node.id } }, effects: [] };
      default:
        return { state: { ...state, position: { kind: 'step', nodeId: node.id } }, effects: [] };
    }
  }
  return { code: 5000, message: 'Internal error: the flow loops without an interactive step' };
}

export function isEngineError(v: unknown): v is EngineError {
  return typeof v === 'object' && v !== null && 'code' in v && typeof v.code === 'number' && 'message' in v;
}
