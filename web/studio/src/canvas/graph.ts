/**
 * A flow document as a graph for the canvas: one card per node, one edge per `next`, branch,
 * `otherwise` and owner-verification deadline, and the END the engine adds where a `next` is absent. Pure, so the server's tests
 * check it without a browser. Dangling references get no edge: the validator reports them.
 */
import { ADDED_END_ID } from '../../../../src/flows/document/constants.js';
import type { FlowDocument, FlowNode } from '../../../../src/flows/document/types.js';
import { conditionText } from '../../../../src/flows/document/rule-text.js';
import { SERVICE_NAME as OWNER_SERVICE } from '../../../../src/services/owner-verification-config.js';

// The words of a condition are shared with the version diff (src/flows/document/diff-text.ts).
export { conditionText, ruleText } from '../../../../src/flows/document/rule-text.js';

export type CardKind = 'form' | 'condition' | 'service' | 'end' | 'provider';

export interface Card {
  id: string;
  kind: CardKind;
  /** The document's node type (`form`, `sms`, `provider_doc_v`, ...), or `end` for the added END. */
  type: string;
  title: string;
  /** One line under the title: element count, service name, end status... */
  summary: string;
  start: boolean;
  /** The END the engine adds for absent `next`s; not in the document. */
  added: boolean;
  /** The document's node, for the details panel; undefined for the added END. */
  node: FlowNode | undefined;
}

export interface Link {
  id: string;
  source: string;
  target: string;
  /** The branch's condition in words, `otherwise`, `deadline`, or undefined for a plain `next`. */
  label: string | undefined;
  /** Which reference of the source it is: `next`, `branch-<i>`, `otherwise` or `deadline` (the editor's handles). */
  handle: string;
}

/**
 * The END an owner_verification node takes at its deadline (src/services/owner-verification-config.ts),
 * a second exit beside `next`, so the canvas draws it as an edge of its own.
 */
export function deadlineEnd(node: FlowNode): string | undefined {
  if (node.type !== 'service' || node.service !== OWNER_SERVICE) return undefined;
  const deadline = node.config?.deadline;
  if (typeof deadline !== 'object' || deadline === null || !('end' in deadline)) return undefined;
  return typeof deadline.end === 'string' && deadline.end !== '' ? deadline.end : undefined;
}

function describe(node: FlowNode): Pick<Card, 'kind' | 'title' | 'summary'> {
  switch (node.type) {
    case 'form': {
      const n = node.elements.length;
      return { kind: 'form', title: node.title ?? node.id, summary: `Form · ${n} element${n === 1 ? '' : 's'}` };
    }
    case 'condition': {
      const n = node.branches.length;
      return {
        kind: 'condition',
        title: node.id,
        summary: `Condition · ${n} branch${n === 1 ? '' : 'es'} + otherwise`,
      };
    }
    case 'service':
      return { kind: 'service', title: node.id, summary: `Service · ${node.service}` };
    case 'end':
      return { kind: 'end', title: node.id, summary: `END · ${node.status ?? 'ACCEPTED'}` };
    default:
      return { kind: 'provider', title: node.title ?? node.id, summary: `Step · ${node.type}` };
  }
}

export function flowGraph(doc: FlowDocument): { cards: Card[]; links: Link[] } {
  const startId = doc.start ?? doc.nodes[0]?.id;
  const ids = new Set<string>();
  const cards: Card[] = [];
  for (const node of doc.nodes) {
    // A duplicate id is a validation error; the first node keeps the id, as the engine's graph does.
    if (ids.has(node.id)) continue;
    ids.add(node.id);
    cards.push({ id: node.id, type: node.type, start: node.id === startId, added: false, node, ...describe(node) });
  }
  const links: Link[] = [];
  let needsEnd = false;
  const link = (source: string, target: string | undefined, label: string | undefined, handle: string) => {
    const to = target ?? ADDED_END_ID;
    if (target === undefined) needsEnd = true;
    else if (!ids.has(target)) return;
    links.push({ id: `${source}:${handle}->${to}`, source, target: to, label, handle });
  };
  for (const card of cards) {
    const node = card.node;
    if (!node || node.type === 'end') continue;
    if (node.type === 'condition') {
      node.branches.forEach((branch, i) => link(node.id, branch.next, conditionText(branch.condition), `branch-${i}`));
      link(node.id, node.otherwise, 'otherwise', 'otherwise');
    } else {
      link(node.id, node.next, undefined, 'next');
      const end = deadlineEnd(node);
      if (end !== undefined) link(node.id, end, 'deadline', 'deadline');
    }
  }
  if (needsEnd && !ids.has(ADDED_END_ID)) {
    cards.push({
      id: ADDED_END_ID,
      kind: 'end',
      type: 'end',
      title: 'END',
      summary: 'END · ACCEPTED (added)',
      start: false,
      added: true,
      node: undefined,
    });
  }
  return { cards, links };
}
