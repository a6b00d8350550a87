// Turns the TypeBox schema into the published JSON Schema: unions of constants become
// `enum`, and shared pieces (roles, validations, conditions, element kinds, nodes) move
// into `$defs` so the file stays readable instead of repeating them hundreds of times.
import { FlowDocumentSchema, FlowNode, LanguageTranslation } from './schema.js';
import { Condition, Rule, Validation } from './schema-common.js';
import { FormElement, OwnerGroupElement } from './schema-elements.js';
import { ROLES } from './roles.js';

type Json = unknown;

function plain(v: Json): Json {
  return JSON.parse(JSON.stringify(v)) as Json;
}

function enums(v: Json): Json {
  if (Array.isArray(v)) return v.map(enums);
  if (typeof v !== 'object' || v === null) return v;
  const o = v as Record<string, Json>;
  if (
    Array.isArray(o.anyOf) &&
    o.anyOf.length > 0 &&
    o.anyOf.every((m) => typeof m === 'object' && m !== null && 'const' in m)
  ) {
    const { anyOf, ...rest } = o;
    return { ...rest, type: 'string', enum: (anyOf as { const: Json }[]).map((m) => m.const) };
  }
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, enums(x)]));
}

function replaceShared(v: Json, shared: Map<string, string>, skip: string | undefined): Json {
  if (typeof v !== 'object' || v === null) return v;
  const text = JSON.stringify(v);
  const name = shared.get(text);
  if (name !== undefined && name !== skip) return { $ref: `#/$defs/${name}` };
  if (Array.isArray(v)) return v.map((x) => replaceShared(x, shared, undefined));
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceShared(x, shared, undefined)]));
}

export function publishedSchema(): Record<string, unknown> {
  const named: [string, Json][] = [
    ['Role', { type: 'string', enum: [...ROLES] }],
    ['Validation', Validation],
    ['Rule', Rule],
    ['FormElementCondition', Condition],
    ...OwnerGroupElement.anyOf.map((s): [string, Json] => [`${String(s.title)}_element`, s]),
    ...FormElement.anyOf
      .filter((s) => s.title === 'owner' || s.title === 'date_part_select')
      .map((s): [string, Json] => [`${String(s.title)}_element`, s]),
    ['OwnerGroupElement', OwnerGroupElement],
    ['FormElement', FormElement],
    ...FlowNode.anyOf.map((s): [string, Json] => [`${String(s.title)}_node`, s]),
    ['FlowNode', FlowNode],
    ['LanguageTranslation', LanguageTranslation],
  ];
  const defs = named.map(([name, s]) => [name, enums(plain(s))] as const);
  const shared = new Map(defs.map(([name, s]) => [JSON.stringify(s), name]));
  const $defs = Object.fromEntries(defs.map(([name, s]) => [name, replaceShared(s, shared, name)]));
  const root = replaceShared(enums(plain(FlowDocumentSchema)), shared, undefined) as Record<string, unknown>;
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...root, $defs };
}
