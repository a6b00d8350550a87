/**
 * What changed between two versions of a flow document, in terms of what the document means rather
 * than where its JSON moved: nodes matched by id, elements by key, validations by kind, options by
 * name, branches by position (the first branch that holds wins, so position is meaning). Positions
 * on the canvas (`layout`) are reported apart, so a layout-only change can be told from an
 * engine-relevant one. Pure and browser-safe: the Studio renders it (diff-text.ts gives the words).
 *
 * Complete by construction: every part of the document is either compared by one of the special
 * cases below or flattened into dotted leaf paths, so two documents the engine would run differently
 * never give an empty diff (diff.test.ts checks this with random documents).
 */
import type { FlowDocument } from './types.js';

/** One value that differs; `from`/`to` undefined means absent on that side. */
export interface FieldChange {
  /** Dotted path inside the thing changed: `title`, `config.threshold`, `validation:regex`, `option:yes`. */
  field: string;
  from?: unknown;
  to?: unknown;
}

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ElementChange {
  /** The element key; a field of an owner group is `<ownerKey>.<fieldKey>`. */
  key: string;
  /** The element kind (on the newer side when it changed kind). */
  type: string;
  /** Its label, for words. */
  name: string | undefined;
  change: ChangeKind;
  fields: FieldChange[];
}

export interface BranchChange {
  /** 0-based position of the branch. */
  index: number;
  change: ChangeKind;
  fields: FieldChange[];
}

export interface NodeChange {
  id: string;
  type: string;
  change: ChangeKind;
  /** The node's own fields (title, next, status, service, config.*...), for a changed node. */
  fields: FieldChange[];
  elements: ElementChange[];
  /** Element keys in order on each side, when the shared elements were reordered. */
  elementOrder?: { from: string[]; to: string[] };
  branches: BranchChange[];
}

export interface FlowDiff {
  /** Document-wide settings: name, start, language, authentication, webhook, abandonment timer... */
  flow: FieldChange[];
  nodes: NodeChange[];
  /** Translated texts, as `<language>.nodes.<id>.<field>` / `<language>.elements.<key>.<field>`. */
  translations: FieldChange[];
  /** Nodes whose position on the canvas changed (the engine ignores it). */
  moved: string[];
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** JSON with sorted keys and absent-undefined, so equal meanings compare equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObj(v))
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return v === undefined ? 'null' : JSON.stringify(v);
}

export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** Leaf values by dotted path; arrays are leaves (compared whole), empty objects too. */
function flatten(v: unknown, prefix: string, out: Map<string, unknown>, skip: ReadonlySet<string>): void {
  if (isObj(v)) {
    const keys = Object.keys(v).filter((k) => v[k] !== undefined && !(prefix === '' && skip.has(k)));
    if (keys.length === 0 && prefix !== '') out.set(prefix, v);
    for (const k of keys) flatten(v[k], prefix === '' ? k : `${prefix}.${k}`, out, skip);
  } else if (v !== undefined) {
    out.set(prefix, v);
  }
}

function fieldChanges(a: unknown, b: unknown, skip: ReadonlySet<string> = new Set()): FieldChange[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  flatten(a, '', left, skip);
  flatten(b, '', right, skip);
  const changes: FieldChange[] = [];
  for (const field of new Set([...left.keys(), ...right.keys()])) {
    const from = left.get(field);
    const to = right.get(field);
    if (!sameValue(from, to))
      changes.push({ field, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
  }
  return changes;
}

/**
 * Items keyed by `keyOf`, a repeated key getting `#2`, `#3`... (the validator refuses duplicates,
 * but the diff must still see every item).
 */
function keyed<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T> {
  const out = new Map<string, T>();
  const seen = new Map<string, number>();
  for (const item of items) {
    const k = keyOf(item);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    out.set(n === 1 ? k : `${k}#${n}`, item);
  }
  return out;
}

/** A name for matching: the string there, or `?` (only in a document the validator refuses). */
const nameOf = (item: unknown, field: string): string =>
  isObj(item) && typeof item[field] === 'string' ? item[field] : '?';

/**
 * A list that is not a list on one side (only a document the validator refuses has that) is
 * reported whole, so the diff stays complete.
 */
function notLists(a: unknown, b: unknown, field: string): FieldChange[] | undefined {
  const odd = (v: unknown) => v !== undefined && !Array.isArray(v);
  if (!odd(a) && !odd(b)) return undefined;
  return sameValue(a, b)
    ? []
    : [{ field, ...(a !== undefined ? { from: a } : {}), ...(b !== undefined ? { to: b } : {}) }];
}

/** Changes of a list matched by key; `prefix` names each item's field (`validation:`, `option:`). */
function listChanges(a: unknown, b: unknown, prefix: string, keyOf: (item: unknown) => string): FieldChange[] {
  const odd = notLists(a, b, prefix.replace(/:$/, 's'));
  if (odd) return odd;
  const left = keyed(arrayOf(a), keyOf);
  const right = keyed(arrayOf(b), keyOf);
  const changes: FieldChange[] = [];
  for (const k of new Set([...left.keys(), ...right.keys()])) {
    const from = left.get(k);
    const to = right.get(k);
    if (!sameValue(from, to))
      changes.push({
        field: `${prefix}${k}`,
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
      });
  }
  const order = (m: Map<string, unknown>, other: Map<string, unknown>) => [...m.keys()].filter((k) => other.has(k));
  if (order(left, right).join('\n') !== order(right, left).join('\n'))
    changes.push({ field: `${prefix}order`, from: [...left.keys()], to: [...right.keys()] });
  return changes;
}

/** Fields compared by the special cases, not flattened. */
const ELEMENT_SPECIAL = new Set(['elements', 'validations', 'options', 'condition', 'key']);

function elementFields(a: Obj | undefined, b: Obj | undefined): FieldChange[] {
  const fields = fieldChanges(a ?? {}, b ?? {}, ELEMENT_SPECIAL);
  if (!sameValue(a?.condition, b?.condition))
    fields.push({
      field: 'condition',
      ...(a?.condition !== undefined ? { from: a.condition } : {}),
      ...(b?.condition !== undefined ? { to: b.condition } : {}),
    });
  fields.push(...listChanges(a?.validations, b?.validations, 'validation:', (v) => nameOf(v, 'type')));
  fields.push(...listChanges(a?.options, b?.options, 'option:', (o) => nameOf(o, 'name')));
  return fields;
}

const elementKey = (e: unknown): string => nameOf(e, 'key');

function elementChanges(a: unknown, b: unknown, prefix = ''): ElementChange[] {
  const left = keyed(arrayOf(a), elementKey);
  const right = keyed(arrayOf(b), elementKey);
  const out: ElementChange[] = [];
  for (const k of new Set([...left.keys(), ...right.keys()])) {
    const from = left.get(k);
    const to = right.get(k);
    if (sameValue(from, to)) continue;
    const el: Obj = isObj(to) ? to : isObj(from) ? from : {};
    const base = {
      key: `${prefix}${k}`,
      type: nameOf(el, 'type'),
      name: typeof el.name === 'string' ? el.name : undefined,
    };
    if (from === undefined || to === undefined) {
      out.push({ ...base, change: from === undefined ? 'added' : 'removed', fields: [] });
      continue;
    }
    const fields = elementFields(isObj(from) ? from : undefined, isObj(to) ? to : undefined);
    const inner = elementChanges(isObj(from) ? from.elements : [], isObj(to) ? to.elements : [], `${k}.`);
    const innerOrder = orderChange(isObj(from) ? from.elements : [], isObj(to) ? to.elements : []);
    if (innerOrder) fields.push({ field: 'elements order', ...innerOrder });
    fields.push(...(notLists(isObj(from) ? from.elements : [], isObj(to) ? to.elements : [], 'elements') ?? []));
    // Whole, when what differs is not a field (an element that is not an object, a bad key).
    if (fields.length === 0 && inner.length === 0) fields.push({ field: 'element', from, to });
    if (fields.length > 0) out.push({ ...base, change: 'changed', fields });
    out.push(...inner);
  }
  return out;
}

/** The keys of both sides when the elements present on both are in a different order. */
function orderChange(a: unknown, b: unknown): { from: string[]; to: string[] } | undefined {
  const from = [...keyed(arrayOf(a), elementKey).keys()];
  const to = [...keyed(arrayOf(b), elementKey).keys()];
  const common = (xs: string[], ys: string[]) => xs.filter((x) => ys.includes(x)).join('\n');
  return common(from, to) === common(to, from) ? undefined : { from, to };
}

function branchChanges(a: unknown, b: unknown): BranchChange[] {
  const left = arrayOf(a);
  const right = arrayOf(b);
  const out: BranchChange[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const from = left[i];
    const to = right[i];
    if (sameValue(from, to)) continue;
    const change: ChangeKind = from === undefined ? 'added' : to === undefined ? 'removed' : 'changed';
    // Whole conditions, not their rules one by one: a condition reads as one sentence.
    const fields = (['condition', 'next'] as const).flatMap((f): FieldChange[] => {
      const x = isObj(from) ? from[f] : undefined;
      const y = isObj(to) ? to[f] : undefined;
      return sameValue(x, y)
        ? []
        : [{ field: f, ...(x !== undefined ? { from: x } : {}), ...(y !== undefined ? { to: y } : {}) }];
    });
    const rest = fieldChanges(from ?? {}, to ?? {}, new Set(['condition', 'next']));
    out.push({ index: i, change, fields: [...fields, ...rest] });
  }
  return out;
}

const NODE_SPECIAL = new Set(['id', 'elements', 'branches']);

function nodeChange(id: string, from: Obj | undefined, to: Obj | undefined): NodeChange | undefined {
  if (sameValue(from, to)) return undefined;
  const type = nameOf(to ?? from, 'type');
  if (!from || !to) return { id, type, change: from ? 'removed' : 'added', fields: [], elements: [], branches: [] };
  const order = orderChange(from.elements, to.elements);
  const fields = [
    ...fieldChanges(from, to, NODE_SPECIAL),
    ...(notLists(from.elements, to.elements, 'elements') ?? []),
    ...(notLists(from.branches, to.branches, 'branches') ?? []),
  ];
  const elements = elementChanges(from.elements, to.elements);
  const branches = branchChanges(from.branches, to.branches);
  // Whole, when what differs is none of the above (an id that is not a string).
  if (fields.length + elements.length + branches.length === 0 && !order) fields.push({ field: 'node', from, to });
  return { id, type, change: 'changed', fields, elements, ...(order ? { elementOrder: order } : {}), branches };
}

const nodeId = (n: unknown): string => nameOf(n, 'id');

/** The start the engine uses: `start`, or the first node. */
const nodeIdOf = (n: unknown): unknown => (isObj(n) ? n.id : undefined);
const startOf = (doc: FlowDocument): unknown => doc.start ?? nodeIdOf(arrayOf(doc.nodes)[0]);

const FLOW_SPECIAL = new Set(['nodes', 'translations', 'layout', 'start', '$schema']);

export function diffFlows(a: FlowDocument, b: FlowDocument): FlowDiff {
  const flow = fieldChanges(a, b, FLOW_SPECIAL);
  const startA = startOf(a);
  const startB = startOf(b);
  if (!sameValue(startA, startB))
    flow.unshift({
      field: 'start',
      ...(startA !== undefined ? { from: startA } : {}),
      ...(startB !== undefined ? { to: startB } : {}),
    });
  const left = keyed(arrayOf(a.nodes), nodeId);
  const right = keyed(arrayOf(b.nodes), nodeId);
  flow.push(...(notLists(a.nodes, b.nodes, 'nodes') ?? []));
  const nodes: NodeChange[] = [];
  for (const id of new Set([...left.keys(), ...right.keys()])) {
    const change = nodeChange(id, left.get(id) as Obj | undefined, right.get(id) as Obj | undefined);
    if (change) nodes.push(change);
  }
  const moved = [...new Set([...Object.keys(a.layout ?? {}), ...Object.keys(b.layout ?? {})])].filter(
    (id) => !sameValue(a.layout?.[id], b.layout?.[id]),
  );
  return { flow, nodes, translations: fieldChanges(a.translations ?? {}, b.translations ?? {}), moved };
}

/** True when the versions differ in something the engine (or a person reading the flow) sees. */
export function hasMeaningfulChanges(diff: FlowDiff): boolean {
  return diff.flow.length > 0 || diff.nodes.length > 0 || diff.translations.length > 0;
}

/** True when the only difference is where nodes sit on the canvas. */
export function isLayoutOnly(diff: FlowDiff): boolean {
  return !hasMeaningfulChanges(diff) && diff.moved.length > 0;
}
