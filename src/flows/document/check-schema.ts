// Structural check of a value against the JSON Schema subset our schemas use. Written
// here rather than using a generic validator because unions of nodes, elements and
// validations are discriminated by `type`: picking the member by `type` gives one precise
// error ("unknown field `foo` in element") instead of "matches none of 18 schemas".
import type { DocumentIssue } from './types.js';

type Schema = Record<string, unknown>;
type Issue = Pick<DocumentIssue, 'code' | 'path' | 'message'>;

const MAX_ISSUES = 100;

export function pointer(path: string, segment: string | number): string {
  return `${path}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number' && Number.isInteger(v)) return 'integer';
  return typeof v;
}

function typeMatches(expected: string, v: unknown): boolean {
  const actual = typeOf(v);
  if (expected === 'number') return actual === 'number' || actual === 'integer';
  return expected === actual;
}

/** The literal `type` of an object schema, when it has one (discriminated union member). */
function discriminant(s: Schema): string | undefined {
  const props = s.properties;
  if (!isObject(props) || !isObject(props.type)) return undefined;
  const c = props.type.const;
  return typeof c === 'string' ? c : undefined;
}

function unionLabel(path: string): string {
  if (/\/validations\/\d+$/.test(path)) return 'validation';
  if (/\/elements\/\d+$/.test(path)) return 'element';
  if (/^\/nodes\/\d+$/.test(path)) return 'node';
  return 'value';
}

function checkUnion(members: Schema[], value: unknown, path: string, out: Issue[]): void {
  const tags = members.map(discriminant);
  if (tags.every((t) => t !== undefined)) {
    if (!isObject(value)) {
      out.push({ code: 'invalid_type', path, message: `expected an object, got ${typeOf(value)}` });
      return;
    }
    const index = tags.indexOf(typeof value.type === 'string' ? value.type : '');
    const member = members[index];
    if (member === undefined) {
      const label = unionLabel(path);
      out.push({
        code: `unknown_${label}_type`,
        path: pointer(path, 'type'),
        message: `unknown ${label} type ${JSON.stringify(value.type)}; expected one of ${tags.join(', ')}`,
      });
      return;
    }
    checkSchema(member, value, path, out);
    return;
  }
  const consts = members.map((m) => m.const);
  if (consts.every((c) => c !== undefined)) {
    if (!consts.includes(value as never)) {
      const code = path.endsWith('/role') ? 'unknown_role' : 'invalid_value';
      // Strings read as themselves; any other constant (number, object) as its JSON.
      const texts = consts.map((c) => (typeof c === 'string' ? c : JSON.stringify(c)));
      const shown = texts.length > 12 ? `${texts.slice(0, 12).join(', ')}, ...` : texts.join(', ');
      out.push({ code, path, message: `${JSON.stringify(value)} is not allowed; expected one of ${shown}` });
    }
    return;
  }
  for (const m of members) {
    const trial: Issue[] = [];
    checkSchema(m, value, path, trial);
    if (trial.length === 0) return;
  }
  out.push({ code: 'invalid_type', path, message: `${typeOf(value)} value is not of an allowed form` });
}

function checkObject(schema: Schema, value: Record<string, unknown>, path: string, out: Issue[]): void {
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const name of required) {
    if (!Object.hasOwn(value, name))
      out.push({ code: 'missing_field', path: pointer(path, name), message: `missing required field \`${name}\`` });
  }
  const names =
    isObject(schema.propertyNames) && Array.isArray(schema.propertyNames.enum) ? schema.propertyNames.enum : undefined;
  const patterns = isObject(schema.patternProperties) ? Object.values(schema.patternProperties) : [];
  for (const [name, v] of Object.entries(value)) {
    if (out.length >= MAX_ISSUES) return;
    const at = pointer(path, name);
    if (names && !names.includes(name)) {
      out.push({
        code: path.endsWith('/translations') || path === '/translations' ? 'unknown_language' : 'invalid_value',
        path: at,
        message: `\`${name}\` is not an allowed key`,
      });
      continue;
    }
    const own = props[name];
    if (isObject(own)) checkSchema(own, v, at, out);
    else if (isObject(patterns[0])) checkSchema(patterns[0], v, at, out);
    else if (schema.additionalProperties === false)
      out.push({ code: 'unknown_field', path: at, message: `unknown field \`${name}\`` });
  }
}

function checkScalar(schema: Schema, value: unknown, path: string, out: Issue[]): void {
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      out.push({ code: 'too_short', path, message: `must have at least ${schema.minLength} characters` });
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      out.push({ code: 'too_long', path, message: `must have at most ${schema.maxLength} characters` });
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      out.push({
        code: 'pattern_mismatch',
        path,
        message: `${JSON.stringify(value)} does not match ${schema.pattern}`,
      });
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push({ code: 'invalid_type', path, message: 'must be a finite number' });
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      out.push({ code: 'out_of_range', path, message: `must be at least ${schema.minimum}` });
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      out.push({ code: 'out_of_range', path, message: `must be at most ${schema.maximum}` });
  }
}

/** Appends to `out` every way `value` departs from `schema` (at most MAX_ISSUES). */
export function checkSchema(schema: Schema, value: unknown, path: string, out: Issue[]): void {
  if (out.length >= MAX_ISSUES) return;
  if (Array.isArray(schema.anyOf)) {
    checkUnion(schema.anyOf as Schema[], value, path, out);
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    out.push({
      code: path.endsWith('/role') ? 'unknown_role' : 'invalid_value',
      path,
      message: `${JSON.stringify(value)} is not an allowed value`,
    });
    return;
  }
  if (schema.const !== undefined && value !== schema.const) {
    out.push({ code: 'invalid_value', path, message: `must be ${JSON.stringify(schema.const)}` });
    return;
  }
  if (typeof schema.type === 'string' && !typeMatches(schema.type, value)) {
    out.push({ code: 'invalid_type', path, message: `expected ${schema.type}, got ${typeOf(value)}` });
    return;
  }
  if (isObject(value)) checkObject(schema, value, path, out);
  else if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      out.push({ code: 'too_few_items', path, message: `must have at least ${schema.minItems} item(s)` });
    if (isObject(schema.items))
      value.forEach((item, i) => checkSchema(schema.items as Schema, item, pointer(path, i), out));
  } else checkScalar(schema, value, path, out);
}
