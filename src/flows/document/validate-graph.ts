// Graph rules of a document: unique ids, resolvable references, reachability, every path
// ending at an END, and no loop the engine could spin in without asking the user.
import { ADDED_END_ID } from './constants.js';
import { buildGraph, cyclicNodes, isInteractive, reachable, reverse } from './graph.js';
import type { DocumentIssue, FlowDocument, FlowNode } from './types.js';

export interface GraphFacts {
  start: string;
  /** True when some node leaves `next`/`otherwise` out, so the compiler adds an END. */
  endAdded: boolean;
}

function referenceFields(node: FlowNode): { field: string; path: string; target: string | undefined }[] {
  switch (node.type) {
    case 'end':
      return [];
    case 'condition':
      return [
        ...node.branches.map((b, i) => ({ field: 'next', path: `/branches/${i}/next`, target: b.next })),
        { field: 'otherwise', path: '/otherwise', target: node.otherwise },
      ];
    default:
      return [{ field: 'next', path: '/next', target: node.next }];
  }
}

export function checkGraph(doc: FlowDocument, issues: DocumentIssue[], warnings: DocumentIssue[]): GraphFacts {
  const nodes = doc.nodes;
  const index = new Map<string, number>();
  nodes.forEach((n, i) => {
    if (index.has(n.id)) {
      issues.push({
        code: 'duplicate_node_id',
        path: `/nodes/${i}/id`,
        nodeId: n.id,
        field: 'id',
        message: `node id \`${n.id}\` is used more than once`,
      });
    } else index.set(n.id, i);
  });

  const start = doc.start ?? nodes[0]?.id ?? '';
  if (!index.has(start)) {
    issues.push({
      code: 'unknown_node_reference',
      path: '/start',
      field: 'start',
      message: `start node \`${start}\` does not exist`,
    });
  }

  let endAdded = false;
  nodes.forEach((n, i) => {
    for (const ref of referenceFields(n)) {
      if (ref.target === undefined) {
        endAdded = true;
        continue;
      }
      if (ref.target === n.id) {
        issues.push({
          code: 'self_reference',
          path: `/nodes/${i}${ref.path}`,
          nodeId: n.id,
          field: ref.field,
          message: `node \`${n.id}\` points at itself`,
        });
      } else if (!index.has(ref.target)) {
        issues.push({
          code: 'unknown_node_reference',
          path: `/nodes/${i}${ref.path}`,
          nodeId: n.id,
          field: ref.field,
          message: `\`${ref.field}\` names node \`${ref.target}\`, which does not exist`,
        });
      }
    }
  });
  if (issues.length > 0) return { start, endAdded };

  const graph = buildGraph(nodes, endAdded);
  const seen = new Set(reachable(graph, start));
  nodes.forEach((n, i) => {
    if (!seen.has(n.id))
      issues.push({
        code: 'unreachable_node',
        path: `/nodes/${i}`,
        nodeId: n.id,
        message: `node \`${n.id}\` cannot be reached from the start node`,
      });
  });

  // Every reachable node must be able to reach some END (explicit or added).
  const ends = [...graph.keys()].filter((id) => id === ADDED_END_ID || nodes[index.get(id) ?? -1]?.type === 'end');
  const rev = reverse(graph);
  const canEnd = new Set<string>();
  for (const e of ends) for (const id of reachable(rev, e)) canEnd.add(id);
  nodes.forEach((n, i) => {
    if (seen.has(n.id) && !canEnd.has(n.id))
      issues.push({
        code: 'no_path_to_end',
        path: `/nodes/${i}`,
        nodeId: n.id,
        message: `no path from node \`${n.id}\` reaches an end node`,
      });
  });

  // A loop made only of condition and service nodes would run forever without user input.
  const cyclic = cyclicNodes(graph, (id) => {
    const n = nodes[index.get(id) ?? -1];
    return n !== undefined && !isInteractive(n) && n.type !== 'end';
  });
  for (const id of cyclic) {
    const i = index.get(id) ?? 0;
    issues.push({
      code: 'non_interactive_cycle',
      path: `/nodes/${i}`,
      nodeId: id,
      message: `node \`${id}\` is on a loop that contains no interactive node`,
    });
  }

  if (endAdded) {
    warnings.push({
      code: 'end_added',
      path: '/nodes',
      message: `an END node \`${ADDED_END_ID}\` is added where \`next\` or \`otherwise\` is absent`,
    });
  }
  return { start, endAdded };
}
