/**
 * The path a session took through its flow, for the Studio's "Try it" panel to draw on the canvas:
 * the nodes passed in order and the edges between them, up to where the session stands. The state
 * keeps the interactive steps submitted on the current path (`history`) and the results of the
 * services run; conditions keep nothing, so each is decided again as `advance` decides it, on the
 * values of the path (the validator only lets a condition read what comes before it, and those
 * values are the ones the session holds).
 */
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { conditionHolds } from './conditions.js';
import { pathLookup } from './path-values.js';
import type { SessionState } from './types.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface PathLink {
  source: string;
  /** The canvas handle of the reference followed: `next`, `branch-<i>`, `otherwise` or `deadline`. */
  handle: string;
  target: string;
}

export interface SessionPath {
  /** Node ids in the order the session passed them, the current one last. */
  nodes: string[];
  links: PathLink[];
  /** Where the session stands: the step shown, the service running, the END reached; none before it starts. */
  current: string | undefined;
}

/**
 * The END a service run was sent to at its deadline (owner_verification's `deadline.end`): the state
 * keeps no exit, but the stored result says whether the deadline decided it (src/owners/service.ts),
 * and the engine only takes an exit to an END (handle-events.ts), so the path checks the same. Read
 * by shape, not by service name, because the engine may not import the services.
 */
function deadlineEnd(config: Record<string, unknown>, result: unknown): string | undefined {
  if (!isRecord(result) || result.deadlineReached !== true) return undefined;
  const deadline = config.deadline;
  return isRecord(deadline) && typeof deadline.end === 'string' ? deadline.end : undefined;
}

export function sessionPath(flow: CompiledFlow, state: SessionState, today: string): SessionPath {
  const path: SessionPath = { nodes: [], links: [], current: undefined };
  if (state.position.kind === 'new') return path;
  const values = pathLookup(state);
  const position = state.position;
  let submitted = 0;
  let id: string | undefined = flow.start;
  const follow = (source: string, handle: string, target: string) => {
    path.links.push({ source, handle, target });
    id = target;
  };
  // Each pass moves one node on; a flow's path passes a node at most once per submitted step, so
  // this bound is only reached by a state that does not belong to the flow.
  for (let steps = 0; steps <= flow.nodeOrder.length * (state.history.length + 1) && id !== undefined; steps++) {
    const node = own(flow.nodes, id);
    if (!node) break;
    path.nodes.push(node.id);
    const atPosition = position.nodeId === node.id && submitted === state.history.length;
    if (node.type === 'end' || atPosition) {
      path.current = node.id;
      break;
    }
    if (node.type === 'condition') {
      const i = node.branches.findIndex((b) => conditionHolds(b.condition, values, today));
      const branch = node.branches[i];
      if (branch) follow(node.id, `branch-${i}`, branch.next);
      else follow(node.id, 'otherwise', node.otherwise);
    } else if (node.type === 'service') {
      if (!Object.hasOwn(state.serviceResults, node.id)) break;
      const end = deadlineEnd(node.config, state.serviceResults[node.id]);
      if (end !== undefined && own(flow.nodes, end)?.type === 'end') follow(node.id, 'deadline', end);
      else follow(node.id, 'next', node.next);
    } else {
      if (state.history[submitted] !== node.id) break;
      submitted++;
      follow(node.id, 'next', node.next);
    }
  }
  return path;
}
