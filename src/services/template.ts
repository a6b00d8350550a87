/**
 * The small mapping language services use to take values out of a session.
 *
 * A reference is `<namespace>:<name>` optionally followed by a JSON pointer:
 *   key:email                 value of the element with key `email`
 *   role:first_name           value of the element carrying the role `first_name`
 *   service:risk/fields/score result of the earlier service node `risk`, pointer /fields/score
 *   step:kyb/registrationNumber what the step `kyb` received (a provider_kyb_search pick, an sms
 *                             step's verified number, a provider step's submission), pointer inside
 *   key:owners/0/last_name    pointers reach into owner groups and other structured values
 *   session:id                session facts (id, flowId, language, ...)
 *
 * A template is a string containing `{{reference}}` placeholders. Rendering a JSON template keeps
 * types when a string is exactly one placeholder (`"{{key:age}}"` gives the number), and
 * interpolates text otherwise (`"Hello {{role:first_name}}"`). Missing values render as null when
 * they stand alone and as an empty string inside text.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };

export const NAMESPACES = ['key', 'role', 'service', 'step', 'session'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What a service sees of the session: values by element key and role, earlier results by node. */
export interface SessionValues {
  key: Record<string, unknown>;
  role: Record<string, unknown>;
  service: Record<string, unknown>;
  /** What the interactive non-form steps on the path received, by node id. */
  step?: Record<string, unknown>;
  session?: Record<string, unknown>;
}

export interface Reference {
  namespace: Namespace;
  name: string;
  pointer: string[];
}

const REF = /^(key|role|service|step|session):([A-Za-z0-9_.-]+)((?:\/[^/]*)*)$/;
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function parseReference(text: string): Reference | undefined {
  const m = REF.exec(text.trim());
  if (!m) return undefined;
  const pointer = m[3] === '' || m[3] === undefined ? [] : m[3].slice(1).split('/').map(unescapePointer);
  return { namespace: m[1] as Namespace, name: m[2] as string, pointer };
}

export function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows a JSON pointer's segments; undefined when any step is missing. */
export function follow(value: unknown, segments: readonly string[]): unknown {
  let cur = value;
  for (const seg of segments) {
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9]\d*)$/.test(seg)) return undefined;
      cur = cur[Number(seg)];
    } else if (cur !== null && typeof cur === 'object' && Object.hasOwn(cur, seg)) {
      cur = (cur as Record<string, unknown>)[seg];
    } else {
      return undefined;
    }
  }
  return cur;
}

/** Parses an RFC 6901 pointer (`""` is the whole document); undefined when malformed. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/') || /~[^01]|~$/.test(pointer)) return undefined;
  return pointer.slice(1).split('/').map(unescapePointer);
}

export function resolveReference(ref: Reference, values: SessionValues): unknown {
  const source = values[ref.namespace] ?? {};
  return follow(Object.hasOwn(source, ref.name) ? source[ref.name] : undefined, ref.pointer);
}

/** Every placeholder in a text, for validation; each entry says whether it parsed. */
export function placeholders(text: string): Array<{ raw: string; ref: Reference | undefined }> {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ raw: m[1] ?? '', ref: parseReference(m[1] ?? '') }));
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Interpolates placeholders as text; `encode` escapes each value (e.g. encodeURIComponent for URLs). */
export function renderText(template: string, values: SessionValues, encode: (s: string) => string = (s) => s): string {
  return template.replace(PLACEHOLDER, (_m, raw: string) => {
    const ref = parseReference(raw);
    return ref ? encode(asText(resolveReference(ref, values))) : '';
  });
}

function toJson(value: unknown): JsonValue {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // Round-trip drops functions, undefined members and other non-JSON content.
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/** Renders a JSON template: strings are templates, everything else is kept as written. */
export function renderJson(template: JsonValue, values: SessionValues): JsonValue {
  if (typeof template === 'string') {
    const whole = /^\{\{\s*([^{}]*?)\s*\}\}$/.exec(template);
    const ref = whole ? parseReference(whole[1] ?? '') : undefined;
    return ref ? toJson(resolveReference(ref, values)) : renderText(template, values);
  }
  if (Array.isArray(template)) return template.map((t) => renderJson(t, values));
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, renderJson(v, values)]));
  }
  return template;
}
