// Rules of the nodes tying flows together (schema-connected-flows.ts) that a document alone can
// check: a flow_connector's mapping reads fields this flow has, and a `subsequent` node is the
// flow's root (a subsequent token attaches an end client to a run before its first step, so the
// node means nothing anywhere else). What needs other flows (the connected flow is published in
// the mode, no cycle between flows) is checked at publish (src/flows/publication/flow-links.ts).
import type { DocumentIssue, FlowDocument } from './types.js';

export function checkConnectedFlowNodes(doc: FlowDocument, issues: DocumentIssue[]): void {
  const names = new Set<string>();
  for (const n of doc.nodes) {
    if (n.type !== 'form') continue;
    for (const el of n.elements) {
      names.add(el.key);
      if ('role' in el && el.role !== undefined) names.add(el.role);
      if ('normalizedName' in el && el.normalizedName !== undefined) names.add(el.normalizedName);
    }
  }
  const start = doc.start ?? doc.nodes[0]?.id;
  doc.nodes.forEach((node, i) => {
    if (node.type === 'subsequent' && node.id !== start)
      issues.push({
        code: 'subsequent_not_root',
        path: `/nodes/${i}`,
        nodeId: node.id,
        message: 'a subsequent node must be the flow’s first node: a subsequent token attaches the end client there',
      });
    if (node.type !== 'flow_connector') return;
    (node.config.mapping ?? []).forEach((m, j) => {
      if (!names.has(m.from))
        issues.push({
          code: 'unknown_field_reference',
          path: `/nodes/${i}/config/mapping/${j}/from`,
          nodeId: node.id,
          field: 'from',
          message: `no form element of this flow has the key, role or normalizedName \`${m.from}\``,
        });
    });
  });
}
