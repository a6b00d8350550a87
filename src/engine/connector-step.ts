// The flow_connector step (docs/connected-flows.md). Arriving at it asks the runtime for the
// connected run (`connect_flow`, one per session and node: arriving again finds the same run);
// the runtime answers `connector_started` with its end client id, which the view shows. The step
// moves on when that run reaches its END: the runtime's wake-up (`connector_ended`), or a submit
// `{endClientId}` naming the connected run once it has ended (a client coming back first, or a
// lost wake-up). Nothing else moves it: `{}`, another run's id or an unfinished run is 4470, so
// nobody can skip the connected flow by submitting.
import type { CompiledFlow, CompiledProviderNode } from '../flows/document/compiled-types.js';
import { lookup as own } from '../flows/document/compiled-types.js';
import type { EndStatus } from '../flows/document/constants.js';
import { advance, isEngineError, statusEffect } from './advance.js';
import type { Texts } from './language.js';
import { isPlainObject } from './resolve-keys.js';
import type {
  ConnectedRun,
  ConnectorRun,
  Effect,
  EngineEvent,
  EngineOutcome,
  FlowConnectorView,
  PendingView,
  SessionState,
} from './types.js';

export type CompiledConnectorNode = Extract<CompiledProviderNode, { type: 'flow_connector' }>;

type Changed = { state: SessionState; effects: Effect[] };

const TERMINAL: ReadonlySet<string> = new Set(['ACCEPTED', 'PENDING_REVIEW', 'DECLINED']);

function connectorAt(
  flow: CompiledFlow,
  state: SessionState,
): { node: CompiledConnectorNode; run: ConnectorRun | undefined } | undefined {
  const pos = state.position;
  if (pos.kind !== 'step') return undefined;
  const node = own(flow.nodes, pos.nodeId);
  return node?.type === 'flow_connector' ? { node, run: pos.connector } : undefined;
}

/** Whatever moved the session onto a flow_connector step, its connected run is asked for there. */
export function armConnector(flow: CompiledFlow, state: SessionState): Changed | undefined {
  const at = connectorAt(flow, state);
  if (!at || at.run) return undefined;
  const connectId = state.nextRunId;
  return {
    state: {
      ...state,
      position: { kind: 'step', nodeId: at.node.id, connector: { connectId } },
      nextRunId: connectId + 1,
    },
    effects: [{ type: 'connect_flow', nodeId: at.node.id, connectId, flowId: at.node.config.flowId }],
  };
}

/**
 * The connected run ended: its outcome is stored as the step's submission, then the session
 * continues at `next`, or (onEnd `end`) ends here with the connected run's status.
 */
function finish(
  flow: CompiledFlow,
  state: SessionState,
  node: CompiledConnectorNode,
  run: { endClientId: string; status: EndStatus },
  today: string,
): EngineOutcome {
  const values = { flowId: node.config.flowId, endClientId: run.endClientId, status: run.status };
  const started = state.status === 'NOT_STARTED' ? 'IN_PROGRESS' : state.status;
  const stored: SessionState = {
    ...state,
    status: started,
    submissions: { ...state.submissions, [node.id]: { values } },
    history: [...state.history, node.id],
  };
  const submitted: Effect = { type: 'step_submitted', nodeId: node.id, stepType: 'flow_connector' };
  if (node.config.onEnd === 'end') {
    const ended: SessionState = { ...stored, position: { kind: 'end', nodeId: node.id }, status: run.status };
    return {
      ok: true,
      state: ended,
      view: null,
      effects: [submitted, ...statusEffect(state.status, run.status, node.id)],
    };
  }
  const moved = advance(flow, stored, node.next, today);
  if (isEngineError(moved)) return { ok: false, error: moved, state, effects: [] };
  return {
    ok: true,
    state: moved.state,
    view: null,
    effects: [submitted, ...statusEffect(state.status, started), ...moved.effects],
  };
}

type ConnectorEvent = Extract<EngineEvent, { type: 'connector_started' | 'connector_ended' }>;

/** The runtime's answers; one for a step or run the session has left changes nothing. */
export function handleConnectorEvent(
  flow: CompiledFlow,
  state: SessionState,
  event: ConnectorEvent,
  today: string,
): EngineOutcome | Changed {
  const at = connectorAt(flow, state);
  const unchanged = { state, effects: [] };
  if (!at?.run || at.node.id !== event.nodeId) return unchanged;
  if (event.type === 'connector_started') {
    if (at.run.connectId !== event.connectId || at.run.endClientId !== undefined) return unchanged;
    const connector = { connectId: at.run.connectId, endClientId: event.endClientId };
    return { state: { ...state, position: { kind: 'step', nodeId: at.node.id, connector } }, effects: [] };
  }
  if (at.run.endClientId !== event.endClientId) return unchanged;
  return finish(flow, state, at.node, event, today);
}

/** A submit to a flow_connector step: `{endClientId}` of the connected run, once that run has ended. */
export function submitConnector(
  flow: CompiledFlow,
  state: SessionState,
  node: CompiledConnectorNode,
  data: unknown,
  connected: ConnectedRun | undefined,
  today: string,
): EngineOutcome {
  const refuse = (message: string): EngineOutcome => ({
    ok: false,
    error: { code: 4470, message },
    state,
    effects: [],
  });
  const pos = state.position;
  const run = pos.kind === 'step' ? pos.connector : undefined;
  const named = isPlainObject(data) && typeof data.endClientId === 'string' ? data.endClientId : undefined;
  if (named === undefined)
    return refuse(
      'This step continues when its connected run ends: submit {"endClientId": "<the connected run>"} once that run has reached its END',
    );
  if (run?.endClientId === undefined || named !== run.endClientId || connected?.endClientId !== named)
    return refuse('endClientId does not name this step’s connected run');
  if (!TERMINAL.has(connected.status))
    return refuse(`The connected run has not reached its END (it is ${connected.status})`);
  return finish(flow, state, node, { endClientId: named, status: connected.status as EndStatus }, today);
}

export function connectorView(
  node: CompiledConnectorNode,
  state: SessionState,
  texts: Texts,
  canGoBack: boolean,
): FlowConnectorView | PendingView {
  const pos = state.position;
  const endClientId = pos.kind === 'step' ? pos.connector?.endClientId : undefined;
  // The runtime is making the connected run: a pending answer, which x-hf-retry-on-pending waits out.
  if (endClientId === undefined) return { type: 'pending' };
  return {
    id: node.id,
    type: 'flow_connector',
    title: texts.node(node.id, 'title', node.title) ?? null,
    canGoBack,
    flowId: node.config.flowId,
    endClientId,
  };
}
