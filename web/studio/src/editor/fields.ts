/**
 * What a rule or a service config may refer to at a point of the flow: the form fields, service
 * results and provider-step data of the nodes that run on EVERY path before it (its dominators),
 * which is exactly what the validator accepts (validate-rules.ts), so the picker never offers a
 * reference publication would refuse.
 */
import { ADDED_END_ID, DISPLAY_KINDS } from '../../../../src/flows/document/constants.js';
import { buildGraph, dominators } from '../../../../src/flows/document/graph.js';
import { KYB_STEP_FIELDS } from '../../../../src/flows/document/schema-kyb-search.js';
import { DOCV_STEP_FIELDS } from '../../../../src/flows/document/schema-document-step.js';
import { isBuiltinDocv } from '../../../../src/flows/document/docv-node.js';
import type { FlowDocument, FormElement } from '../../../../src/flows/document/types.js';

/** What kind of value a reference holds, which decides the value input of a rule. */
export type ValueKind =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'choice'; options: Array<{ name: string; label: string }> };

export interface FieldRef {
  /** The rule's `fieldId`: an element key, `service:<node>.<path>` or `step:<node>.<path>`. */
  ref: string;
  label: string;
  value: ValueKind;
}

const SERVICE_FIELDS: Record<string, Array<[string, string, ValueKind]>> = {
  screening: [
    ['hit', 'has a watchlist hit', { kind: 'boolean' }],
    ['matchCount', 'number of matches', { kind: 'number' }],
    ['topScore', 'best match score', { kind: 'number' }],
  ],
  business_verification: [
    [
      'match',
      'registry match',
      {
        kind: 'choice',
        options: [
          { name: 'match', label: 'match' },
          { name: 'partial', label: 'partial' },
          { name: 'no_match', label: 'no match' },
        ],
      },
    ],
    ['record.status', 'company status', { kind: 'text' }],
  ],
};

const DOCV_VALUES: Partial<Record<(typeof DOCV_STEP_FIELDS)[number], ValueKind>> = {
  decision: {
    kind: 'choice',
    options: [
      { name: 'passed', label: 'passed' },
      { name: 'failed', label: 'failed' },
      { name: 'needs_review', label: 'needs review' },
    ],
  },
  dateOfBirth: { kind: 'date' },
  expiryDate: { kind: 'date' },
};

function elementValue(el: FormElement): ValueKind {
  switch (el.type) {
    case 'number':
      return { kind: 'number' };
    case 'date_picker':
      return { kind: 'date' };
    case 'select':
    case 'radio':
      return { kind: 'choice', options: el.options.map((o) => ({ name: o.name, label: o.label || o.name })) };
    case 'check_box':
      return { kind: 'choice', options: (el.options ?? []).map((o) => ({ name: o.name, label: o.label || o.name })) };
    default:
      return { kind: 'text' };
  }
}

function elementRefs(elements: readonly FormElement[], where: string): FieldRef[] {
  return elements
    .filter((el) => !DISPLAY_KINDS.includes(el.type) && el.type !== 'owner')
    .map((el) => ({
      ref: el.key,
      label: `${'name' in el && el.name ? el.name : el.key} (${where})`,
      value: elementValue(el),
    }));
}

/**
 * References available at node `nodeId`; for an element condition, `beforeElement` is the index of
 * the element in that form (its earlier elements count too).
 */
export function fieldsBefore(doc: FlowDocument, nodeId: string, beforeElement?: number): FieldRef[] {
  const start = doc.start ?? doc.nodes[0]?.id;
  if (start === undefined) return [];
  const graph = buildGraph(doc.nodes, true);
  const dom = graph.has(nodeId) ? (dominators(graph, start).get(nodeId) ?? new Set<string>()) : new Set<string>();
  const out: FieldRef[] = [];
  for (const n of doc.nodes) {
    if (n.id === ADDED_END_ID) continue;
    const own = n.id === nodeId;
    if (!dom.has(n.id) || (own && beforeElement === undefined)) continue;
    if (n.type === 'form') {
      out.push(...elementRefs(own ? n.elements.slice(0, beforeElement) : n.elements, n.title ?? n.id));
    } else if (!own && n.type === 'service') {
      const fields = SERVICE_FIELDS[n.service] ?? [];
      const mapped =
        n.service === 'http_request' && typeof n.config?.responseMapping === 'object' && n.config.responseMapping
          ? Object.keys(n.config.responseMapping).map((k): [string, string, ValueKind] => [k, k, { kind: 'text' }])
          : [];
      for (const [path, words, value] of [...fields, ...mapped])
        out.push({ ref: `service:${n.id}.${path}`, label: `${n.id}: ${words}`, value });
    } else if (!own && isBuiltinDocv(n)) {
      // What the built-in verifier stores (validate-document-step.ts refuses any other field).
      for (const f of DOCV_STEP_FIELDS.filter((x) => x !== 'checks' && x !== 'files' && x !== 'names'))
        out.push({
          ref: `step:${n.id}.${f}`,
          label: `${n.id}: document ${f}`,
          value: DOCV_VALUES[f] ?? { kind: 'text' },
        });
    } else if (!own && n.type === 'provider_kyb_search') {
      for (const f of KYB_STEP_FIELDS)
        out.push({
          ref: `step:${n.id}.${f}`,
          label: `${n.id}: ${f}`,
          value: f === 'found' ? { kind: 'boolean' } : { kind: 'text' },
        });
    }
  }
  return out;
}
