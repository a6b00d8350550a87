/**
 * Edits of a flow document as pure functions: each takes the document and returns a new one,
 * sharing what it does not change (history.ts keeps the values for undo). The canvas and the
 * side panel only call these, so what the Studio can do to a document is tested here without a
 * browser. Positions live in the document's `layout`, which the engine ignores.
 */
import { NODE_TYPES, type NodeType } from '../../../../src/flows/document/constants.js';
import type { FlowDocument, FlowNode, FormElementCondition } from '../../../../src/flows/document/types.js';
import { SERVICE_NAME as OWNER_SERVICE } from '../../../../src/services/owner-verification-config.js';
import { deadlineEnd } from '../canvas/graph.js';

export interface Point {
  x: number;
  y: number;
}

/** What the palette offers: every node type, and the service node once per shipped service. */
export type PaletteItem =
  { type: Exclude<NodeType, 'service'>; label: string } | { type: 'service'; service: string; label: string };

export const SERVICES = ['screening', 'business_verification', 'http_request', OWNER_SERVICE] as const;

const LABELS: Record<Exclude<NodeType, 'service'>, string> = {
  form: 'Form',
  condition: 'Condition',
  end: 'END',
  sms: 'SMS code',
  provider_kyb_search: 'Business search',
  provider_doc_v: 'Document check',
  provider_electronic_id: 'Electronic ID',
  person_ocr: 'Person OCR',
  business_ocr: 'Business OCR',
  flow_connector: 'Flow connector',
  subsequent: 'Subsequent',
};
const SERVICE_LABELS: Record<(typeof SERVICES)[number], string> = {
  screening: 'Screening',
  business_verification: 'Business verification',
  http_request: 'HTTP request',
  [OWNER_SERVICE]: 'Owner verification',
};

export const PALETTE: readonly PaletteItem[] = NODE_TYPES.flatMap((type): PaletteItem[] =>
  type === 'service'
    ? SERVICES.map((service) => ({ type, service, label: SERVICE_LABELS[service] }))
    : [{ type, label: LABELS[type] }],
);

const ID_BASE: Record<NodeType, string> = {
  form: 'form',
  condition: 'condition',
  service: 'service',
  end: 'end',
  sms: 'sms',
  provider_kyb_search: 'kyb_search',
  provider_doc_v: 'doc_check',
  provider_electronic_id: 'eid',
  person_ocr: 'person_ocr',
  business_ocr: 'business_ocr',
  flow_connector: 'connector',
  subsequent: 'subsequent',
};

/** `base`, or `base_2`, `base_3`... whichever no node has. */
export function uniqueId(taken: ReadonlySet<string>, base: string): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}_${i}`)) return `${base}_${i}`;
}

/** A new node of the palette item, with the least config that its kind needs. */
export function newNode(item: PaletteItem, id: string): FlowNode {
  switch (item.type) {
    case 'form':
      return { id, type: 'form', title: 'New form', elements: [] };
    case 'condition':
      // No branch yet: the validator says so until one is connected from the node's "+ branch" handle.
      return { id, type: 'condition', branches: [] };
    case 'service':
      if (item.service === 'http_request')
        return { id, type: 'service', service: item.service, config: { url: 'https://example.com/check' } };
      // The person flow is the one setting without a default: empty, the validator points at it until
      // one is picked; everything else takes the server's defaults (every owner, e-mail, editable).
      if (item.service === OWNER_SERVICE)
        return { id, type: 'service', service: item.service, config: { personFlowId: '' } };
      return { id, type: 'service', service: item.service, config: {} };
    case 'end':
      return { id, type: 'end', status: 'ACCEPTED', text: 'Thank you.' };
    case 'provider_kyb_search':
      return { id, type: 'provider_kyb_search', title: 'Find your business', config: { country: 'GB' } };
    case 'sms':
      return { id, type: 'sms', title: 'Confirm your phone' };
    case 'flow_connector':
      // No connected flow yet: the validator says so until one is named in the inspector.
      return { id, type: 'flow_connector', title: LABELS[item.type], config: { flowId: '' } };
    case 'subsequent':
      return { id, type: 'subsequent', title: LABELS[item.type] };
    default:
      return { id, type: item.type, title: LABELS[item.type] };
  }
}

const ids = (doc: FlowDocument) => new Set(doc.nodes.map((n) => n.id));

export function addNode(doc: FlowDocument, item: PaletteItem, at: Point): { doc: FlowDocument; id: string } {
  const base = item.type === 'service' ? item.service : ID_BASE[item.type];
  const id = uniqueId(ids(doc), base);
  const node = newNode(item, id);
  return { doc: { ...doc, nodes: [...doc.nodes, node], layout: { ...doc.layout, [id]: at } }, id };
}

/** The node's outgoing references with the handle each leaves from on the canvas. */
export function outgoing(node: FlowNode): Array<{ handle: string; target: string | undefined }> {
  switch (node.type) {
    case 'end':
      return [];
    case 'condition':
      return [
        ...node.branches.map((b, i) => ({ handle: `branch-${i}`, target: b.next })),
        { handle: 'otherwise', target: node.otherwise },
      ];
    default: {
      const end = deadlineEnd(node);
      return [
        { handle: 'next', target: node.next },
        ...(end === undefined ? [] : [{ handle: 'deadline', target: end }]),
      ];
    }
  }
}

/** Points the deadline exit at another END, or drops the deadline when its END goes. */
function setDeadline(node: FlowNode, target: string | undefined): FlowNode {
  if (node.type !== 'service' || !node.config) return node;
  const { deadline, ...rest } = node.config;
  if (target === undefined) return { ...node, config: rest };
  if (typeof deadline !== 'object' || deadline === null) return node;
  return { ...node, config: { ...rest, deadline: { ...deadline, end: target } } };
}

function withoutKey<T extends object, K extends keyof T>(o: T, key: K): Omit<T, K> {
  const copy = { ...o };
  delete copy[key];
  return copy;
}

/** Points the reference leaving `handle` at `target`; `new-branch` on a condition adds a branch. */
export function setLink(
  node: FlowNode,
  handle: string,
  target: string | undefined,
  firstField: string | undefined,
): FlowNode {
  if (node.type === 'end') return node;
  if (node.type === 'condition') {
    if (handle === 'otherwise')
      return target === undefined ? withoutKey(node, 'otherwise') : { ...node, otherwise: target };
    if (handle === 'new-branch') {
      if (target === undefined) return node;
      const condition: FormElementCondition = {
        type: 'AND',
        rules: [{ fieldId: firstField ?? '', operator: 'hv' }],
      };
      return { ...node, branches: [...node.branches, { condition, next: target }] };
    }
    const i = Number(/^branch-(\d+)$/.exec(handle)?.[1] ?? NaN);
    if (!Number.isInteger(i) || node.branches[i] === undefined) return node;
    const branches =
      target === undefined
        ? node.branches.filter((_, k) => k !== i)
        : node.branches.map((b, k) => (k === i ? { ...b, next: target } : b));
    return { ...node, branches };
  }
  if (handle === 'deadline') return setDeadline(node, target);
  return target === undefined ? (withoutKey(node, 'next') as FlowNode) : { ...node, next: target };
}

export function replaceNode(doc: FlowDocument, id: string, node: FlowNode): FlowDocument {
  return { ...doc, nodes: doc.nodes.map((n) => (n.id === id ? node : n)) };
}

export function connect(
  doc: FlowDocument,
  source: string,
  handle: string,
  target: string | undefined,
  firstField?: string,
): FlowDocument {
  const node = doc.nodes.find((n) => n.id === source);
  if (!node) return doc;
  return replaceNode(doc, source, setLink(node, handle, target, firstField));
}

/** Removes nodes and every reference to them (a `next` to a removed node becomes the END). */
export function removeNodes(doc: FlowDocument, removed: ReadonlySet<string>): FlowDocument {
  if (removed.size === 0) return doc;
  const nodes = doc.nodes
    .filter((n) => !removed.has(n.id))
    .map((n) => {
      let out = n;
      // Highest branch first, so removing one does not shift the indexes still to visit.
      for (const { handle, target } of outgoing(n).reverse())
        if (target !== undefined && removed.has(target)) out = setLink(out, handle, undefined, undefined);
      return out;
    });
  const layout = doc.layout && Object.fromEntries(Object.entries(doc.layout).filter(([id]) => !removed.has(id)));
  const start = doc.start !== undefined && removed.has(doc.start) ? undefined : doc.start;
  const { start: _s, layout: _l, ...rest } = doc;
  return { ...rest, nodes, ...(layout ? { layout } : {}), ...(start !== undefined ? { start } : {}) };
}

export function moveNodes(doc: FlowDocument, moved: ReadonlyMap<string, Point>): FlowDocument {
  if (moved.size === 0) return doc;
  const round = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(p.y) });
  return { ...doc, layout: { ...doc.layout, ...Object.fromEntries([...moved].map(([id, p]) => [id, round(p)])) } };
}

/** Renames a node and every reference to it (next, branches, otherwise, start, layout, service:/step: rule fields). */
export function renameNode(doc: FlowDocument, from: string, to: string): FlowDocument {
  if (from === to || ids(doc).has(to)) return doc;
  const json = JSON.stringify(doc.nodes, (key, value: unknown) => {
    if ((key === 'next' || key === 'otherwise' || key === 'id') && value === from) return to;
    if (key === 'fieldId' && typeof value === 'string')
      return value.replace(new RegExp(`^(service|step):${from}(?=\\.|$)`), `$1:${to}`);
    return value;
  });
  const nodes = JSON.parse(json) as FlowNode[];
  const layout =
    doc.layout && Object.fromEntries(Object.entries(doc.layout).map(([id, p]) => [id === from ? to : id, p]));
  return { ...doc, nodes, ...(layout ? { layout } : {}), ...(doc.start === from ? { start: to } : {}) };
}

/**
 * Pastes copied nodes under fresh ids, shifted by `offset`: references between pasted nodes follow
 * the copies, references to nodes outside the copy stay as they were.
 */
export function pasteNodes(
  doc: FlowDocument,
  copied: readonly FlowNode[],
  positions: ReadonlyMap<string, Point>,
  offset: Point,
): { doc: FlowDocument; ids: string[] } {
  const taken = ids(doc);
  const renames = new Map<string, string>();
  for (const n of copied) {
    const id = uniqueId(taken, `${n.id}_copy`);
    taken.add(id);
    renames.set(n.id, id);
  }
  let scratch: FlowDocument = { ...doc, nodes: [...copied] };
  for (const [from, to] of renames) scratch = renameNode(scratch, from, to);
  const layout = { ...doc.layout };
  for (const [from, to] of renames) {
    const p = positions.get(from) ?? { x: 0, y: 0 };
    layout[to] = { x: Math.round(p.x + offset.x), y: Math.round(p.y + offset.y) };
  }
  return { doc: { ...doc, nodes: [...doc.nodes, ...scratch.nodes], layout }, ids: [...renames.values()] };
}

/** An empty document for a new flow. */
export const emptyDocument = (name: string): FlowDocument => ({ name, nodes: [], layout: {} });
