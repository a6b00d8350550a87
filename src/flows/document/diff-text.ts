/**
 * A version diff (diff.ts) in words, for people who build flows rather than read JSON: one section
 * per changed node, one sentence per change (“END status: ACCEPTED → PENDING_REVIEW”, “now
 * Required”, “Branch 1: leads to review instead of accepted”). Pure and browser-safe: the Studio
 * shows these sections as they are.
 */
import type { BranchChange, ChangeKind, ElementChange, FieldChange, FlowDiff, NodeChange } from './diff.js';
import { hasMeaningfulChanges, sameValue } from './diff.js';
import { conditionText } from './rule-text.js';
import type { Rule } from './types.js';

/** One change; `details` lists the fields of a changed element, one each. */
export interface DiffLine {
  text: string;
  details: string[];
}

const line = (text: string): DiffLine => ({ text, details: [] });

export interface DiffSection {
  /** Stable key: `flow`, `node:<id>`, `translations`, `layout`. */
  id: string;
  /** What changed, e.g. `Form “about”`. */
  subject: string;
  /** The subject and how it changed, e.g. `Form “about” changed`. */
  heading: string;
  change: ChangeKind | 'layout';
  lines: DiffLine[];
}

export interface DiffText {
  summary: string;
  sections: DiffSection[];
}

const NODE_WORDS: Readonly<Record<string, string>> = {
  form: 'Form',
  condition: 'Condition',
  service: 'Service',
  end: 'END',
  sms: 'SMS code',
  provider_kyb_search: 'Business search',
  provider_doc_v: 'Document check',
  provider_electronic_id: 'Electronic ID',
  person_ocr: 'Person OCR',
  business_ocr: 'Business OCR',
  flow_connector: 'Flow connector',
  subsequent: 'Subsequent flow',
};

const FIELD_WORDS: Readonly<Record<string, string>> = {
  // The flow
  name: 'Flow name',
  description: 'Description',
  start: 'Start node',
  authenticated: 'Requires a bearer token',
  defaultLanguage: 'Default language',
  'abandonmentTimer.afterHours': 'Abandoned after (hours)',
  'webhook.url': 'Webhook URL',
  'webhook.format': 'Webhook format',
  // Nodes
  type: 'Type',
  title: 'Title',
  subtitle: 'Subtitle',
  next: 'Next step',
  otherwise: 'Otherwise leads to',
  status: 'END status',
  text: 'Text shown',
  redirectUrl: 'Redirect URL',
  service: 'Service',
};

const ELEMENT_WORDS: Readonly<Record<string, string>> = {
  type: 'kind',
  name: 'label',
  placeholder: 'placeholder',
  supportingText: 'supporting text',
  role: 'role',
  normalizedName: 'normalized name',
  prefillOptions: 'prefill option',
  value: 'default value',
  accept: 'accepted file types',
  compositeGroup: 'date group',
  partType: 'date part',
  condition: 'show/hide rule',
};

const VALIDATION_WORDS: Readonly<Record<string, string>> = {
  required: 'Required',
  min: 'Minimum',
  max: 'Maximum',
  min_length: 'Minimum length',
  max_length: 'Maximum length',
  min_date: 'Earliest date',
  max_date: 'Latest date',
  regex: 'Pattern',
  max_number_of_elements: 'Maximum number of entries',
  max_file_size: 'Maximum file size (bytes)',
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a person reads it: text in quotes, yes/no, lists with commas. */
export function valueWords(v: unknown): string {
  if (v === undefined) return '(none)';
  if (v === null) return 'empty';
  if (typeof v === 'string') return `“${v}”`;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length === 0 ? 'none' : v.map(valueWords).join(', ');
  if (isObj(v))
    return Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${k} ${valueWords(x)}`)
      .join(', ');
  // JSON has nothing else; a bigint or symbol never reaches here from a document.
  return typeof v === 'bigint' ? v.toString() : '?';
}

/** `from → to`, `set to …` or `removed (was …)`. */
function change(label: string, c: FieldChange, words: (v: unknown) => string = valueWords): string {
  if (c.from === undefined) return `${label} set to ${words(c.to)}`;
  if (c.to === undefined) return `${label} removed (was ${words(c.from)})`;
  return `${label}: ${words(c.from)} → ${words(c.to)}`;
}

const OPERATORS = new Set(['null', 'hv', '=', '!=', 'cv', 'nc', '<', '>', 'in', 'nin']);
const isRule = (r: unknown): r is Rule =>
  isObj(r) &&
  typeof r.fieldId === 'string' &&
  typeof r.operator === 'string' &&
  OPERATORS.has(r.operator) &&
  (r.comparable === undefined || isObj(r.comparable));
/** A condition ruleText can word; anything else (refused by the validator) is shown as a value. */
const isCondition = (v: unknown): v is { type: 'AND' | 'OR'; rules: Rule[] } =>
  isObj(v) && (v.type === 'AND' || v.type === 'OR') && Array.isArray(v.rules) && v.rules.every(isRule);

function conditionWords(v: unknown): string {
  if (!isCondition(v)) return valueWords(v);
  const action = v.rules[0]?.action;
  const when = `when ${conditionText(v)}`;
  return action === 'hide' ? `hidden ${when}` : action === 'show' ? `shown ${when}` : when;
}

/** Where a `next`/`otherwise`/branch leads; absent is the END the engine adds. */
const target = (v: unknown): string => (typeof v === 'string' ? v : 'the END the engine adds');

function fieldLabel(field: string): string {
  const known = FIELD_WORDS[field];
  if (known) return known;
  if (field.startsWith('config.')) return `Setting “${field.slice('config.'.length)}”`;
  return field;
}

function nodeField(c: FieldChange, type: string): string {
  if (c.field === 'next' || c.field === 'otherwise')
    return `${fieldLabel(c.field)}: ${target(c.from)} → ${target(c.to)}`;
  // An END without a status ends ACCEPTED: say so rather than “set to”.
  if (c.field === 'status' && type === 'end')
    return `END status: ${valueWords(c.from ?? 'ACCEPTED')} → ${valueWords(c.to ?? 'ACCEPTED')}`;
  return change(fieldLabel(c.field), c);
}

function validationWords(v: unknown): string {
  if (!isObj(v)) return valueWords(v);
  const label = typeof v.type === 'string' ? (VALIDATION_WORDS[v.type] ?? v.type) : valueWords(v.type);
  const value = v.value !== undefined ? ` ${valueWords(v.value)}` : '';
  const message = typeof v.errorMessage === 'string' ? ` (message “${v.errorMessage}”)` : '';
  return `${label}${value}${message}`;
}

function optionWords(v: unknown): string {
  if (!isObj(v)) return valueWords(v);
  return `${valueWords(v.label ?? v.name)} (${typeof v.name === 'string' ? v.name : valueWords(v.name)})`;
}

function elementField(c: FieldChange): string {
  if (c.field === 'validation:order') return 'validations reordered';
  if (c.field === 'option:order') return 'options reordered';
  if (c.field === 'elements order') return 'fields reordered';
  if (c.field.startsWith('validation:')) {
    if (c.from === undefined) return `now ${validationWords(c.to)}`;
    if (c.to === undefined) return `no longer ${validationWords(c.from)}`;
    if (isObj(c.from) && isObj(c.to) && c.from.type === c.to.type && typeof c.to.type === 'string') {
      // The same validation with another value or message: say only what moved.
      const label = VALIDATION_WORDS[c.to.type] ?? c.to.type;
      const parts: string[] = [];
      if (!sameValue(c.from.value, c.to.value))
        parts.push(change(label, { field: 'value', from: c.from.value, to: c.to.value }));
      if (!sameValue(c.from.errorMessage, c.to.errorMessage))
        parts.push(
          change(`${label} message`, { field: 'errorMessage', from: c.from.errorMessage, to: c.to.errorMessage }),
        );
      if (parts.length > 0) return parts.join('; ');
    }
    return `${validationWords(c.from)} → ${validationWords(c.to)}`;
  }
  if (c.field.startsWith('option:')) {
    if (c.from === undefined) return `option ${optionWords(c.to)} added`;
    if (c.to === undefined) return `option ${optionWords(c.from)} removed`;
    return `option ${optionWords(c.from)} → ${optionWords(c.to)}`;
  }
  if (c.field === 'condition') return change('show/hide rule', c, conditionWords);
  return change(ELEMENT_WORDS[c.field] ?? c.field, c);
}

function elementLine(e: ElementChange): DiffLine {
  const who = `${e.name !== undefined ? `“${e.name}” ` : ''}(${e.key}, ${e.type})`;
  if (e.change === 'added') return line(`Added element ${who}`);
  if (e.change === 'removed') return line(`Removed element ${who}`);
  return { text: `Element ${who}`, details: e.fields.map(elementField) };
}

function branchLine(b: BranchChange): string {
  const n = `Branch ${b.index + 1}`;
  const get = (f: string, side: 'from' | 'to') => b.fields.find((c) => c.field === f)?.[side];
  if (b.change === 'added')
    return `${n} added: ${conditionWords(get('condition', 'to'))} → ${target(get('next', 'to'))}`;
  if (b.change === 'removed')
    return `${n} removed (was ${conditionWords(get('condition', 'from'))} → ${target(get('next', 'from'))})`;
  const parts = b.fields.map((c) =>
    c.field === 'condition'
      ? `condition ${conditionWords(c.from)} → ${conditionWords(c.to)}`
      : c.field === 'next'
        ? `leads to ${target(c.to)} instead of ${target(c.from)}`
        : change(c.field, c),
  );
  return `${n}: ${parts.join('; ')}`;
}

function nodeSection(n: NodeChange): DiffSection {
  const kind = NODE_WORDS[n.type] ?? n.type;
  const subject = `${kind} “${n.id}”`;
  const heading = `${subject} ${n.change}`;
  const lines =
    n.change === 'changed'
      ? [
          ...n.fields.map((c) => line(nodeField(c, n.type))),
          ...n.elements.map(elementLine),
          ...(n.elementOrder ? [line(`Elements reordered: ${n.elementOrder.to.join(', ')}`)] : []),
          ...n.branches.map((b) => line(branchLine(b))),
        ]
      : [];
  return { id: `node:${n.id}`, subject, heading, change: n.change, lines };
}

/** `fr-FR.nodes.about.title` → `fr-FR: title of node about`. */
function translationLine(c: FieldChange): string {
  const [lang, group, owner, ...rest] = c.field.split('.');
  const what =
    (group === 'nodes' || group === 'elements') && owner !== undefined && rest.length > 0
      ? `${rest.join('.')} of ${group === 'nodes' ? 'node' : 'element'} ${owner}`
      : [group, owner, ...rest].filter((x) => x !== undefined).join('.');
  return change(`${lang ?? ''}: ${what}`, c);
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export function describeDiff(diff: FlowDiff): DiffText {
  const sections: DiffSection[] = [];
  if (diff.flow.length > 0)
    sections.push({
      id: 'flow',
      subject: 'Flow settings',
      heading: 'Flow settings changed',
      change: 'changed',
      lines: diff.flow.map((c) => line(nodeField(c, ''))),
    });
  for (const n of diff.nodes) sections.push(nodeSection(n));
  if (diff.translations.length > 0)
    sections.push({
      id: 'translations',
      subject: 'Translations',
      heading: 'Translations changed',
      change: 'changed',
      lines: diff.translations.map((c) => line(translationLine(c))),
    });
  if (diff.moved.length > 0)
    sections.push({
      id: 'layout',
      subject: 'Positions on the canvas',
      heading: 'Positions on the canvas changed',
      change: 'layout',
      lines: [line(`Moved: ${diff.moved.join(', ')} (layout only: the engine ignores positions)`)],
    });

  let summary: string;
  if (!hasMeaningfulChanges(diff))
    summary =
      diff.moved.length > 0
        ? 'Layout only: nodes moved on the canvas; the flow runs exactly the same.'
        : 'No differences.';
  else {
    const by = (k: ChangeKind) => diff.nodes.filter((n) => n.change === k).length;
    const parts = [
      by('added') > 0 ? `${count(by('added'), 'node')} added` : '',
      by('removed') > 0 ? `${count(by('removed'), 'node')} removed` : '',
      by('changed') > 0 ? `${count(by('changed'), 'node')} changed` : '',
      diff.flow.length > 0 ? 'flow settings changed' : '',
      diff.translations.length > 0 ? 'translations changed' : '',
      diff.moved.length > 0 ? 'nodes moved' : '',
    ].filter((p) => p !== '');
    summary = `${parts.join(', ')}.`;
    summary = summary.charAt(0).toUpperCase() + summary.slice(1);
  }
  return { summary, sections };
}
