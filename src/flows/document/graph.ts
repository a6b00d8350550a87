// Graph helpers over a document's nodes, shared by the validator and the compiler.
// All iterative (no recursion), so a huge uploaded document cannot overflow the stack.
import { ADDED_END_ID, PROVIDER_NODE_TYPES } from './constants.js';
import type { FlowNode } from './types.js';

/** A node's outgoing edges; a missing `next`/`otherwise` points at the added END. */
export function successors(node: FlowNode): string[] {
  switch (node.type) {
    case 'end':
      return [];
    case 'condition':
      return [...node.branches.map((b) => b.next), node.otherwise ?? ADDED_END_ID];
    case 'service':
      return [node.next ?? ADDED_END_ID, ...serviceExits(node.config)];
    default:
      return [node.next ?? ADDED_END_ID];
  }
}

/**
 * ENDs a service node may send its run to instead of `next`: an owner_verification node's deadline
 * END (`config.deadline.end`, docs/kyb-end-to-end.md). An edge of the graph like any other, so the
 * END counts as reachable and a dangling name is refused like a dangling `next`.
 */
function serviceExits(config: Record<string, unknown> | undefined): string[] {
  const deadline = config?.deadline;
  if (typeof deadline !== 'object' || deadline === null || !('end' in deadline)) return [];
  return typeof deadline.end === 'string' ? [deadline.end] : [];
}

export function isInteractive(node: FlowNode): boolean {
  return node.type === 'form' || (PROVIDER_NODE_TYPES as readonly string[]).includes(node.type);
}

export type Graph = ReadonlyMap<string, readonly string[]>;

/** Edges between known nodes (dangling references are the validator's business). */
export function buildGraph(nodes: readonly FlowNode[], withAddedEnd: boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const n of nodes) if (!graph.has(n.id)) graph.set(n.id, []);
  if (withAddedEnd && !graph.has(ADDED_END_ID)) graph.set(ADDED_END_ID, []);
  for (const n of nodes) {
    const out = graph.get(n.id);
    if (!out || out.length > 0) continue; // duplicate ids: the first one wins
    for (const s of successors(n)) if (graph.has(s) && !out.includes(s)) out.push(s);
  }
  return graph;
}

/** Nodes reachable from `from`, in breadth-first order. */
export function reachable(graph: Graph, from: string): string[] {
  if (!graph.has(from)) return [];
  const seen = new Set([from]);
  const order = [from];
  for (let i = 0; i < order.length; i++) {
    for (const s of graph.get(order[i] ?? '') ?? []) {
      if (!seen.has(s)) {
        seen.add(s);
        order.push(s);
      }
    }
  }
  return order;
}

export function reverse(graph: Graph): Map<string, string[]> {
  const rev = new Map<string, string[]>();
  for (const id of graph.keys()) rev.set(id, []);
  for (const [id, out] of graph) for (const s of out) rev.get(s)?.push(id);
  return rev;
}

/**
 * Dominator sets over the nodes reachable from `start`: dom(n) holds every node that lies
 * on every path from `start` to n (n included). A value submitted in a dominating form is
 * therefore always known when n runs.
 */
export function dominators(graph: Graph, start: string): Map<string, Set<string>> {
  const order = reachable(graph, start);
  const preds = reverse(graph);
  const all = new Set(order);
  const dom = new Map<string, Set<string>>(order.map((n) => [n, n === start ? new Set([n]) : new Set(all)]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const n of order) {
      if (n === start) continue;
      let meet: Set<string> | undefined;
      for (const p of preds.get(n) ?? []) {
        const dp = dom.get(p);
        if (!dp) continue; // unreachable predecessor
        meet = meet ? new Set([...meet].filter((x) => dp.has(x))) : new Set(dp);
      }
      const next = meet ?? new Set<string>();
      next.add(n);
      const cur = dom.get(n);
      if (!cur || cur.size !== next.size) {
        dom.set(n, next);
        changed = true;
      }
    }
  }
  return dom;
}

/**
 * Nodes lying on (or between) cycles of the subgraph restricted to `keep`: what is left
 * after peeling nodes without predecessors, and nodes without successors, repeatedly.
 */
export function cyclicNodes(graph: Graph, keep: (id: string) => boolean): string[] {
  const out = new Map<string, Set<string>>();
  const inn = new Map<string, Set<string>>();
  for (const id of graph.keys())
    if (keep(id)) {
      out.set(id, new Set());
      inn.set(id, new Set());
    }
  for (const [id, succ] of graph) {
    if (!out.has(id)) continue;
    for (const s of succ)
      if (out.has(s)) {
        out.get(id)?.add(s);
        inn.get(s)?.add(id);
      }
  }
  const queue = [...out.keys()].filter((id) => out.get(id)?.size === 0 || inn.get(id)?.size === 0);
  const removed = new Set<string>();
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (removed.has(id)) continue;
    removed.add(id);
    for (const s of out.get(id) ?? []) {
      const i = inn.get(s);
      i?.delete(id);
      if (i?.size === 0 && !removed.has(s)) queue.push(s);
    }
    for (const p of inn.get(id) ?? []) {
      const o = out.get(p);
      o?.delete(id);
      if (o?.size === 0 && !removed.has(p)) queue.push(p);
    }
  }
  return [...out.keys()].filter((id) => !removed.has(id));
}
