// Compiles a validated flow document into the CompiledFlow the engine runs: generated
// element ids, rules rewritten from keys to ids, the added END, lookup tables.
import { ADDED_END_ID, DEFAULT_LANGUAGE, isNodeRef } from './constants.js';
import { elementId } from './element-id.js';
import type { CompiledElement, CompiledFlow, CompiledNode, ElementLocation } from './compiled-types.js';
import type { FlowDocument, FlowNode, FormElement, FormElementCondition, FormNode } from './types.js';

export interface CompileOptions {
  flowId: string;
  version: number;
}

type KeyToId = (key: string) => string | undefined;

function rewrite(cond: FormElementCondition | undefined, resolve: KeyToId): FormElementCondition | undefined {
  if (!cond) return undefined;
  return {
    type: cond.type,
    rules: cond.rules.map((r) => ({
      ...r,
      fieldId: isNodeRef(r.fieldId) ? r.fieldId : (resolve(r.fieldId) ?? r.fieldId),
    })),
  };
}

function withCondition<T extends { condition?: FormElementCondition }>(el: T, resolve: KeyToId): T {
  const condition = rewrite(el.condition, resolve);
  const copy = { ...el };
  if (condition) copy.condition = condition;
  else delete copy.condition;
  return copy;
}

function compileElement(el: FormElement, flowId: string, resolve: KeyToId): CompiledElement {
  const id = elementId(flowId, el.key);
  if (el.type !== 'owner') return { ...withCondition(el, resolve), id };
  const inner = new Map(el.elements.map((s) => [s.key, elementId(flowId, `${el.key}.${s.key}`)]));
  // Inside an owner group a sibling key wins over a form-level key of the same name.
  const resolveInner: KeyToId = (k) => inner.get(k) ?? resolve(k);
  const elements = el.elements.map((s) => ({ ...withCondition(s, resolveInner), id: inner.get(s.key) ?? '' }));
  return { ...withCondition(el, resolve), id, elements };
}

/** Same-form condition inputs first; validation guarantees there is no cycle. */
function visibilityOrder(elements: readonly CompiledElement[]): string[] {
  const ids = new Set(elements.map((e) => e.id));
  const deps = new Map(
    elements.map((e) => [
      e.id,
      (e.condition?.rules ?? []).map((r) => r.fieldId).filter((f) => ids.has(f) && f !== e.id),
    ]),
  );
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < elements.length) {
    const ready = elements.find((e) => !done.has(e.id) && (deps.get(e.id) ?? []).every((d) => done.has(d)));
    const pick = ready ?? elements.find((e) => !done.has(e.id));
    if (!pick) break;
    done.add(pick.id);
    order.push(pick.id);
  }
  return order;
}

function compileNode(node: FlowNode, flowId: string, resolve: KeyToId): CompiledNode {
  switch (node.type) {
    case 'form': {
      const elements = node.elements.map((el) => compileElement(el, flowId, resolve));
      return { ...node, elements, next: node.next ?? ADDED_END_ID, visibilityOrder: visibilityOrder(elements) };
    }
    case 'condition':
      return {
        ...node,
        branches: node.branches.map((b) => ({ next: b.next, condition: rewrite(b.condition, resolve) ?? b.condition })),
        otherwise: node.otherwise ?? ADDED_END_ID,
      };
    case 'service':
      return { ...node, config: node.config ?? {}, next: node.next ?? ADDED_END_ID };
    case 'end':
      return { ...node, status: node.status ?? 'ACCEPTED' };
    default:
      return { ...node, next: node.next ?? ADDED_END_ID };
  }
}

function push(index: Record<string, string[]>, key: string | undefined, id: string): void {
  if (key === undefined) return;
  const list = Object.hasOwn(index, key) ? (index[key] ?? []) : [];
  list.push(id);
  index[key] = list;
}

export function compileFlow(document: FlowDocument, options: CompileOptions): CompiledFlow {
  const { flowId, version } = options;
  const forms = document.nodes.filter((n): n is FormNode => n.type === 'form');
  const idByKey: Record<string, string> = {};
  for (const f of forms) for (const el of f.elements) idByKey[el.key] = elementId(flowId, el.key);
  const resolve: KeyToId = (k) => (Object.hasOwn(idByKey, k) ? idByKey[k] : undefined);

  const nodes: Record<string, CompiledNode> = {};
  const nodeOrder: string[] = [];
  let needsEnd = false;
  for (const node of document.nodes) {
    const compiled = compileNode(node, flowId, resolve);
    nodes[node.id] = compiled;
    nodeOrder.push(node.id);
    if (
      ('next' in compiled && compiled.next === ADDED_END_ID) ||
      ('otherwise' in compiled && compiled.otherwise === ADDED_END_ID)
    )
      needsEnd = true;
  }
  if (needsEnd) {
    nodes[ADDED_END_ID] = { id: ADDED_END_ID, type: 'end', status: 'ACCEPTED' };
    nodeOrder.push(ADDED_END_ID);
  }

  const elements: Record<string, ElementLocation> = {};
  const byRole: Record<string, string[]> = {};
  const byName: Record<string, string[]> = {};
  for (const id of nodeOrder) {
    const node = nodes[id];
    if (node?.type !== 'form') continue;
    for (const el of node.elements) {
      elements[el.id] = { nodeId: node.id, key: el.key };
      if ('role' in el) {
        push(byRole, el.role, el.id);
        push(byName, el.normalizedName, el.id);
      }
      if (el.type === 'owner')
        for (const sub of el.elements)
          elements[sub.id] = { nodeId: node.id, key: `${el.key}.${sub.key}`, ownerId: el.id };
    }
  }
  return {
    formatVersion: 1,
    flowId,
    version,
    name: document.name,
    authenticated: document.authenticated ?? false,
    defaultLanguage: document.defaultLanguage ?? DEFAULT_LANGUAGE,
    start: document.start ?? document.nodes[0]?.id ?? ADDED_END_ID,
    nodes,
    nodeOrder,
    addedEndId: needsEnd ? ADDED_END_ID : null,
    elements,
    elementIdByKey: idByKey,
    elementIdsByRole: byRole,
    elementIdsByNormalizedName: byName,
    translations: document.translations ?? {},
    ...(document.abandonmentTimer
      ? { abandonAfterMs: Math.round(document.abandonmentTimer.afterHours * 3_600_000) }
      : {}),
    ...(document.webhook ? { webhookUrl: document.webhook.url } : {}),
    ...(document.webhook?.format === 'event_callback' ? { webhookFormat: 'event_callback' as const } : {}),
  };
}
