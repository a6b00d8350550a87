// Translations must name things that exist: node ids, element keys (`owner.field` inside
// owner groups), option names of that element and validation types it carries.
import type { DocumentIssue, FlowDocument, FormElement, OwnerGroupElement } from './types.js';
import { pointer } from './check-schema.js';

type AnyElement = FormElement | OwnerGroupElement;

function elementsByKey(doc: FlowDocument): Map<string, AnyElement> {
  const map = new Map<string, AnyElement>();
  for (const node of doc.nodes) {
    if (node.type !== 'form') continue;
    for (const el of node.elements) {
      map.set(el.key, el);
      if (el.type === 'owner') for (const sub of el.elements) map.set(`${el.key}.${sub.key}`, sub);
    }
  }
  return map;
}

export function checkTranslations(doc: FlowDocument, issues: DocumentIssue[]): void {
  if (!doc.translations) return;
  const nodeIds = new Set(doc.nodes.map((n) => n.id));
  const elements = elementsByKey(doc);
  const unknown = (path: string, message: string): void => {
    issues.push({ code: 'unknown_translation_target', path, field: 'translations', message });
  };
  for (const [lang, t] of Object.entries(doc.translations)) {
    const base = pointer('/translations', lang);
    for (const id of Object.keys(t.nodes ?? {}))
      if (!nodeIds.has(id)) unknown(pointer(`${base}/nodes`, id), `no node \`${id}\``);
    for (const [key, et] of Object.entries(t.elements ?? {})) {
      const at = pointer(`${base}/elements`, key);
      const el = elements.get(key);
      if (!el) {
        unknown(at, `no element \`${key}\``);
        continue;
      }
      const options = new Set('options' in el ? (el.options ?? []).map((o) => o.name) : []);
      for (const name of Object.keys(et.options ?? {}))
        if (!options.has(name)) unknown(pointer(`${at}/options`, name), `element \`${key}\` has no option \`${name}\``);
      const kinds = new Set('validations' in el ? (el.validations ?? []).map((v) => v.type) : []);
      for (const kind of Object.keys(et.validations ?? {}))
        if (!kinds.has(kind as never))
          unknown(pointer(`${at}/validations`, kind), `element \`${key}\` has no \`${kind}\` validation`);
    }
  }
}
