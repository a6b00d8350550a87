// The served OpenAPI document names its shared schemas by their $id and has no dangling $ref.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { contractValidator, type OpenApiDoc } from '../../test/support/contract-check.js';

/** Every `$ref` string anywhere in `node`. */
function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, out);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsIn(value, out);
    }
  }
  return out;
}

/** The value a local JSON pointer (`#/components/schemas/X`) names in `doc`, or undefined. */
function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

describe('OpenAPI document', () => {
  let server: TestServer;
  let doc: { components: { schemas: Record<string, unknown> } };
  before(async () => {
    server = await startTestServer('sqlite');
    doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as typeof doc;
  });
  after(async () => server.close());

  it('names every component schema by its $id, never def-N', () => {
    const names = Object.keys(doc.components.schemas);
    assert.ok(names.length > 0);
    for (const name of names) {
      assert.doesNotMatch(name, /^(def-|schema)\d+$/, name);
      const schema = doc.components.schemas[name] as { $id?: string; title?: string };
      assert.ok(schema.$id === undefined || schema.$id === name, `${name} is named by its $id (${schema.$id})`);
    }
    for (const expected of ['FormStep', 'EndStep', 'ScreeningResult']) assert.ok(names.includes(expected), expected);
  });

  it('resolves every $ref', () => {
    const refs = refsIn(doc);
    assert.ok(refs.length > 0);
    for (const ref of new Set(refs)) assert.notEqual(resolve(doc, ref), undefined, `${ref} resolves`);
  });
});

/** Schemas that say nothing of their content: `{}` (Type.Unknown), or an object open to any field. */
function openSchemas(
  doc: unknown,
  schema: unknown,
  at: string,
  seen = new Set<string>(),
  out: string[] = [],
): string[] {
  if (schema === null || typeof schema !== 'object') return out;
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    // JsonValue is the one deliberate "any JSON": an integration's own data, stored as sent.
    if (s.$ref.endsWith('/JsonValue') || seen.has(s.$ref)) return out;
    seen.add(s.$ref);
    return openSchemas(doc, resolve(doc, s.$ref), s.$ref, seen, out);
  }
  const shaped = ['type', 'anyOf', 'oneOf', 'allOf', 'const', 'enum', 'not'].some((k) => k in s);
  if (!shaped) out.push(`${at}: untyped schema`);
  if (
    s.additionalProperties === true ||
    (s.type === 'object' &&
      s.properties === undefined &&
      s.additionalProperties === undefined &&
      s.patternProperties === undefined)
  ) {
    out.push(`${at}: open object`);
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' || key === 'patternProperties') {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>))
        openSchemas(doc, sub, `${at}/${name}`, seen, out);
    } else if (key === 'items' || key === 'additionalProperties' || key === 'not')
      openSchemas(doc, value, `${at}/${key}`, seen, out);
    else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf')
      (value as unknown[]).forEach((sub, i) => openSchemas(doc, sub, `${at}/${key}/${i}`, seen, out));
  }
  return out;
}

interface Operation {
  security?: unknown;
  parameters?: Array<{ schema?: unknown; name: string }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

describe('OpenAPI contract', () => {
  let server: TestServer;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
  before(async () => {
    server = await startTestServer('sqlite');
    doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as typeof doc;
  });
  after(async () => server.close());

  it('validates against the OpenAPI 3.1 meta-schema', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const result = await new Validator().validate(doc);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1));
  });

  it('documents no untyped or open body, parameter or error on any operation', () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? [])
          openSchemas(doc, p.schema, `${where} parameter ${p.name}`, new Set(), problems);
        for (const [media, c] of Object.entries(op.requestBody?.content ?? {}))
          openSchemas(doc, c.schema, `${where} body (${media})`, new Set(), problems);
        for (const [status, r] of Object.entries(op.responses ?? {})) {
          for (const [media, c] of Object.entries(r.content ?? {})) {
            if (media.startsWith('application/json'))
              openSchemas(doc, c.schema, `${where} ${status}`, new Set(), problems);
          }
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('gives every operation its security, a success and a 500, and an enumerated code per error status', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        assert.ok(Array.isArray(op.security), `${where} names its security`);
        const statuses = Object.keys(op.responses ?? {});
        assert.ok(
          statuses.some((s) => /^[23]/.test(s)),
          `${where} declares a success`,
        );
        assert.ok(statuses.includes('500'), `${where} declares 500`);
        for (const [status, r] of Object.entries(op.responses ?? {})) {
          assert.ok(r.description, `${where} ${status} has a description`);
          const schema = r.content?.['application/json']?.schema as
            { properties?: { code?: { enum?: unknown[] } } } | undefined;
          if (Number(status) >= 400 && schema?.properties?.code)
            assert.ok(Array.isArray(schema.properties.code.enum), `${where} ${status} enumerates its codes`);
        }
      }
    }
  });

  it('describes the 11 step types, 8 submit payloads, 18 element kinds and 10 validations as unions', () => {
    const union = (name: string) => (doc.components.schemas[name] as { anyOf: unknown[] }).anyOf.length;
    assert.equal(union('StepResponse'), 11);
    assert.equal(union('SubmitPayload'), 8);
    assert.equal(union('FormElement'), 18);
    assert.equal(union('OwnerGroupElements'), 16);
    assert.equal(union('Validation'), 10);
  });
});

describe('the contract check of the test suite (test/support/contract-check.ts)', () => {
  let server: TestServer;
  let check: ReturnType<typeof contractValidator>;
  before(async () => {
    server = await startTestServer('sqlite');
    check = contractValidator((await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as OpenApiDoc);
  });
  after(async () => server.close());

  const json = 'application/json; charset=utf-8';
  it('accepts what the document declares', () => {
    assert.deepEqual(check('GET', '/flow/:flowId', 200, json, '{"type":"pending"}'), []);
    assert.deepEqual(check('GET', '/flow/:flowId', 404, json, '{"code":4100,"message":"Session not found"}'), []);
  });

  it('catches a wrong body, an undeclared field, an undeclared code and an undeclared status', () => {
    assert.match(check('GET', '/flow/:flowId', 200, json, '{"type":"form"}')[0] ?? '', /does not match/);
    assert.match(check('GET', '/flow/:flowId', 200, json, '{"type":"pending","eta":3}')[0] ?? '', /does not match/);
    assert.match(
      check('GET', '/flow/:flowId', 404, json, '{"code":4404,"message":"Resource not found"}')[0] ?? '',
      /does not match/,
    );
    assert.match(check('GET', '/flow/:flowId', 418, json, '{}')[0] ?? '', /status not declared/);
    assert.match(
      check('GET', '/flow/:flowId', 200, 'text/html', '<p>')[0] ?? '',
      /content type text\/html not declared/,
    );
  });

  it('has checked the responses of this file’s servers', () => {
    assert.ok(server.contract.checked > 0);
    assert.deepEqual(server.contract.violations, []);
  });
});
