/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: values a schema admits
 * (to reach a route's logic past its validation) and values it does not (to try its refusals).
 * Covers what the document uses: $ref, type (one or several), enum, const, anyOf/oneOf/allOf,
 * object properties and required, items, string lengths, patterns and formats, number ranges.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;
export type Components = Record<string, Schema>;

const MAX_DEPTH = 3;

/** Any JSON value, kept small: the wrong-type and random-body probes. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 }).map((v) => v as unknown);

/** Strings an attacker tries: control characters, prototype keys, SQL and path syntax, long runs. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uFEFF',
    '😀'.repeat(20),
    'a'.repeat(5000),
    '{{7*7}}',
    '<script>alert(1)</script>',
    '-1',
    '1e309',
    'NaN',
  ),
);

function resolve(schema: Schema, components: Components): Schema {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) {
    const name = s.$ref.replace(/^#\/components\/schemas\//, '');
    const next = components[name];
    if (!next) throw new Error(`unresolved $ref ${s.$ref}`);
    s = next;
  }
  return s;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function stringOf(s: Schema): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = Math.min(num(s.maxLength) ?? 40, minLength + 40);
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern);
    return fc.stringMatching(re).filter((x) => x.length >= minLength && x.length <= (num(s.maxLength) ?? Infinity));
  }
  switch (s.format) {
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ minLength, maxLength });
  }
}

/** Values the schema admits (as far as the generator can tell: patterns with lookarounds may miss). */
export function valid(schema: Schema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const union = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(union)) return fc.oneof(...union.map((u) => valid(u, components, depth + 1)));
  if (Array.isArray(s.allOf)) {
    const merged = Object.assign({}, ...(s.allOf as Schema[]).map((p) => resolve(p, components))) as Schema;
    return valid(merged, components, depth);
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...s, type }, components, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return fc.integer({ min: num(s.minimum) ?? -1000, max: num(s.maximum) ?? 100_000 });
    case 'number':
      return fc.double({ min: num(s.minimum) ?? -1000, max: num(s.maximum) ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const items = (s.items as Schema | undefined) ?? {};
      const minLength = num(s.minItems) ?? 0;
      return fc.array(valid(items, components, depth + 1), { minLength, maxLength: Math.max(minLength, 3) });
    }
    case 'object':
    default: {
      const properties = (s.properties as Record<string, Schema> | undefined) ?? {};
      if (types[0] !== 'object' && Object.keys(properties).length === 0) return anyJson;
      const required = new Set((s.required as string[] | undefined) ?? []);
      if (depth >= MAX_DEPTH && required.size === 0) return fc.constant({});
      const shape = Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => depth < MAX_DEPTH || required.has(key))
          .map(([key, p]) => [key, valid(p, components, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
    }
  }
}

/**
 * Bodies that are almost right: a valid one with one property replaced by a value of another type,
 * removed, or joined by an unknown or prototype key.
 */
export function nearlyValid(schema: Schema, components: Components): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid(schema, components), anyJson, nastyString, fc.nat(), fc.constantFrom('replace', 'drop', 'add'))
    .map(([body, other, key, pick, how]) => {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return other;
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const target = keys.length > 0 ? keys[pick % keys.length]! : key;
      if (how === 'replace') copy[target] = other;
      else if (how === 'drop') delete copy[target];
      else Object.defineProperty(copy, key, { value: other, enumerable: true, configurable: true, writable: true });
      return copy;
    });
}
