/**
 * The flow's translatable texts, as the document's `translations` holds them (schema.ts
 * NodeTranslation and ElementTranslation, read by src/engine/language.ts): node titles, subtitles,
 * END texts and SMS texts by node id; element names, placeholders, supporting texts, option labels
 * and validation messages by element key (`<owner>.<field>` inside owner groups). Reading and
 * writing one cell are pure functions, so the editor's edits are ordinary undoable documents.
 */
import type {
  ElementTranslation,
  FlowDocument,
  FormElement,
  LanguageTranslation,
  NodeTranslation,
  OwnerGroupElement,
} from '../../../../src/flows/document/types.js';

export type Cell =
  | { scope: 'nodes'; target: string; field: keyof NodeTranslation }
  | { scope: 'elements'; target: string; field: 'name' | 'placeholder' | 'supportingText' }
  | { scope: 'elements'; target: string; field: 'options' | 'validations'; sub: string };

export interface TextRow {
  /** Stable within one document: where the text sits in `translations`. */
  id: string;
  cell: Cell;
  /** Node title or id the text belongs to, for grouping. */
  group: string;
  /** What the text is, in words. */
  label: string;
  /** The document's own text; undefined when the engine's default applies (still translatable). */
  source: string | undefined;
}

const idOf = (cell: Cell): string => `${cell.scope}/${cell.target}/${cell.field}${'sub' in cell ? `/${cell.sub}` : ''}`;

function row(cell: Cell, group: string, label: string, source: string | undefined): TextRow {
  return { id: idOf(cell), cell, group, label, source };
}

function elementRows(el: FormElement | OwnerGroupElement, key: string, group: string): TextRow[] {
  const out: TextRow[] = [];
  const what = el.name || key;
  const text = (field: 'name' | 'placeholder' | 'supportingText', label: string, value: string | undefined) => {
    if (value) out.push(row({ scope: 'elements', target: key, field }, group, `${what}: ${label}`, value));
  };
  text('name', 'label', el.name);
  if ('placeholder' in el) text('placeholder', 'placeholder', el.placeholder);
  if ('supportingText' in el) text('supportingText', 'supporting text', el.supportingText);
  if ('options' in el)
    for (const o of el.options ?? [])
      out.push(
        row(
          { scope: 'elements', target: key, field: 'options', sub: o.name },
          group,
          `${what}: option ${o.name}`,
          o.label,
        ),
      );
  if ('validations' in el)
    for (const v of el.validations ?? [])
      out.push(
        row(
          { scope: 'elements', target: key, field: 'validations', sub: v.type },
          group,
          `${what}: ${v.type} message`,
          v.errorMessage,
        ),
      );
  return out;
}

/** Every text of the document a translation can hold, in document order. */
export function translatableTexts(doc: FlowDocument): TextRow[] {
  const out: TextRow[] = [];
  for (const node of doc.nodes) {
    const group = 'title' in node && node.title ? `${node.title} (${node.id})` : node.id;
    const nodeText = (field: keyof NodeTranslation, label: string, value: string | undefined, always = false) => {
      if (value || always) out.push(row({ scope: 'nodes', target: node.id, field }, group, label, value || undefined));
    };
    if ('title' in node) nodeText('title', 'step title', node.title);
    if (node.type === 'form') {
      nodeText('subtitle', 'subtitle', node.subtitle);
      for (const el of node.elements) {
        out.push(...elementRows(el, el.key, group));
        if (el.type === 'owner')
          for (const sub of el.elements) out.push(...elementRows(sub, `${el.key}.${sub.key}`, group));
      }
    }
    if (node.type === 'end') nodeText('text', 'END text', node.text);
    // The SMS text has a default of its own, which a translation replaces too.
    if (node.type === 'sms') nodeText('message', 'SMS text', node.config?.message, true);
  }
  return out;
}

export function readCell(t: LanguageTranslation | undefined, cell: Cell): string | undefined {
  if (cell.scope === 'nodes') return t?.nodes?.[cell.target]?.[cell.field];
  const et = t?.elements?.[cell.target];
  if ('sub' in cell) return et?.[cell.field]?.[cell.sub];
  return et?.[cell.field];
}

/** Drops empty objects, so removing the last text of a node, element or language leaves nothing behind. */
function prune<T extends object>(o: T): T | undefined {
  const kept = Object.entries(o).filter(
    ([, v]) => v !== undefined && v !== '' && !(typeof v === 'object' && Object.keys(v as object).length === 0),
  );
  return kept.length > 0 ? (Object.fromEntries(kept) as T) : undefined;
}

function withEntry<V>(record: Record<string, V> | undefined, key: string, value: V | undefined) {
  const copy: Record<string, V> = { ...record };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return prune(copy);
}

/** The document with one cell of one language set (an empty value removes it). */
export function writeCell(doc: FlowDocument, language: string, cell: Cell, value: string): FlowDocument {
  const text = value === '' ? undefined : value;
  const t: LanguageTranslation = doc.translations?.[language] ?? {};
  let next: LanguageTranslation | undefined;
  if (cell.scope === 'nodes') {
    const nt = prune<NodeTranslation>({ ...t.nodes?.[cell.target], [cell.field]: text });
    next = prune({ ...t, nodes: withEntry(t.nodes, cell.target, nt) });
  } else {
    const et: ElementTranslation = { ...t.elements?.[cell.target] };
    const changed: ElementTranslation =
      'sub' in cell
        ? { ...et, [cell.field]: withEntry(et[cell.field], cell.sub, text) }
        : { ...et, [cell.field]: text };
    next = prune({ ...t, elements: withEntry(t.elements, cell.target, prune(changed)) });
  }
  const translations = withEntry(doc.translations, language, next);
  const { translations: _old, ...rest } = doc;
  return translations ? { ...rest, translations } : rest;
}

/** How many of the rows a language has no text for. */
export function missingCount(doc: FlowDocument, language: string, rows: readonly TextRow[]): number {
  const t = doc.translations?.[language];
  return rows.filter((r) => !readCell(t, r.cell)).length;
}

/** What translations may name (the validator's rule, validate-translations.ts): nodes, elements, their options and validations. */
function targets(doc: FlowDocument): Set<string> {
  const out = new Set<string>();
  const element = (el: FormElement | OwnerGroupElement, key: string) => {
    out.add(`elements/${key}`);
    if ('options' in el) for (const o of el.options ?? []) out.add(`elements/${key}/options/${o.name}`);
    if ('validations' in el) for (const v of el.validations ?? []) out.add(`elements/${key}/validations/${v.type}`);
  };
  for (const node of doc.nodes) {
    out.add(`nodes/${node.id}`);
    if (node.type !== 'form') continue;
    for (const el of node.elements) {
      element(el, el.key);
      if (el.type === 'owner') for (const sub of el.elements) element(sub, `${el.key}.${sub.key}`);
    }
  }
  return out;
}

/**
 * The document without the texts its languages hold for things it no longer has (a deleted node,
 * element, option or validation: the validator's unknown_translation_target), in one edit.
 */
export function withoutStale(doc: FlowDocument): FlowDocument {
  const known = targets(doc);
  let next = doc;
  for (const [language, t] of Object.entries(doc.translations ?? {}))
    for (const cell of cellsOf(t)) {
      const owner = `${cell.scope}/${cell.target}`;
      if (!known.has(owner) || ('sub' in cell && !known.has(`${owner}/${cell.field}/${cell.sub}`)))
        next = writeCell(next, language, cell, '');
    }
  return next;
}

function cellsOf(t: LanguageTranslation): Cell[] {
  const out: Cell[] = [];
  for (const [target, nt] of Object.entries(t.nodes ?? {}))
    for (const field of Object.keys(nt) as Array<keyof NodeTranslation>) out.push({ scope: 'nodes', target, field });
  for (const [target, et] of Object.entries(t.elements ?? {})) {
    for (const field of ['name', 'placeholder', 'supportingText'] as const)
      if (et[field] !== undefined) out.push({ scope: 'elements', target, field });
    for (const field of ['options', 'validations'] as const)
      for (const sub of Object.keys(et[field] ?? {})) out.push({ scope: 'elements', target, field, sub });
  }
  return out;
}
