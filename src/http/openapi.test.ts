// The served OpenAPI document names its shared schemas by their $id and has no dangling $ref.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { contractValidator, schemaChecker, type OpenApiDoc } from '../../test/support/contract-check.js';
import { LANGUAGES } from '../flows/document/constants.js';

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

interface MediaObject {
  schema?: { $ref?: string };
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface HeaderObject {
  required?: boolean;
  description?: string;
  schema?: { enum?: unknown[] };
}
interface ReferenceOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; description?: string; schema?: HeaderObject['schema'] }>;
  requestBody?: { content: Record<string, MediaObject> };
  responses?: Record<string, { headers?: Record<string, HeaderObject>; content?: Record<string, MediaObject> }>;
}
interface ReferenceDoc {
  info: { description?: string };
  tags?: Array<{ name: string; description?: string }>;
  'x-tagGroups'?: Array<{ name: string; tags: string[] }>;
  paths: Record<string, Record<string, ReferenceOperation>>;
  components: { schemas: Record<string, unknown> };
}

/** Each operation of the document with where it is: `GET /flow/{flowId}`. */
function operations(doc: ReferenceDoc): Array<[string, string, ReferenceOperation]> {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, string, ReferenceOperation] => [
      `${method.toUpperCase()} ${path}`,
      path,
      op,
    ]),
  );
}

/** The bodies of an operation (request and each response's media types), with where they are. */
function bodies(where: string, op: ReferenceOperation): Array<[string, MediaObject]> {
  const out: Array<[string, MediaObject]> = [];
  for (const [media, m] of Object.entries(op.requestBody?.content ?? {})) out.push([`${where} request ${media}`, m]);
  for (const [status, r] of Object.entries(op.responses ?? {}))
    for (const [media, m] of Object.entries(r.content ?? {})) out.push([`${where} ${status} ${media}`, m]);
  return out;
}

/** The examples a reader sees for a body: the media type's, else those of the component it names. */
function examplesOf(doc: ReferenceDoc, media: MediaObject): unknown[] {
  if (media.example !== undefined) return [media.example];
  if (media.examples) return Object.values(media.examples).map((e) => e.value);
  const ref = media.schema?.$ref;
  const component = ref ? (resolve(doc, ref) as { examples?: unknown[] } | undefined) : undefined;
  return component?.examples ?? [];
}

/** Whether `schema` reaches the JsonValue component (any JSON), through refs and sub-schemas. */
function reachesJsonValue(
  doc: unknown,
  schema: unknown,
  allowed: ReadonlySet<string>,
  seen = new Set<string>(),
): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() ?? '';
    if (name === 'JsonValue') return ['JsonValue'];
    if (allowed.has(name) || seen.has(s.$ref)) return [];
    seen.add(s.$ref);
    return reachesJsonValue(doc, resolve(doc, s.$ref), allowed, seen).map((p) => `${name} > ${p}`);
  }
  return Object.values(s).flatMap((v) =>
    Array.isArray(v)
      ? v.flatMap((x) => reachesJsonValue(doc, x, allowed, seen))
      : reachesJsonValue(doc, v, allowed, seen),
  );
}

/**
 * Properties of `schema` (through refs and unions) that say nothing of what they mean: neither the
 * property, nor the component it refers to, nor the one non-null branch of a nullable union has a
 * description. Constants (a union's `type` discriminator) explain themselves.
 */
function undescribed(doc: unknown, schema: unknown, at: string, seen: Set<string>, out: Set<string>): void {
  if (schema === null || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  const describedAt = (node: unknown): boolean => {
    if (node === null || typeof node !== 'object') return false;
    const n = node as Record<string, unknown>;
    if (typeof n.description === 'string' && n.description !== '') return true;
    if (typeof n.$ref === 'string') return describedAt(resolve(doc, n.$ref));
    const branches = Array.isArray(n.anyOf) ? (n.anyOf as Array<{ type?: unknown }>) : [];
    const nonNull = branches.filter((b) => b.type !== 'null');
    return branches.length > nonNull.length && nonNull.length === 1 && describedAt(nonNull[0]);
  };
  if (typeof s.$ref === 'string') {
    if (seen.has(s.$ref)) return;
    seen.add(s.$ref);
    undescribed(doc, resolve(doc, s.$ref), s.$ref.split('/').pop() ?? at, seen, out);
    return;
  }
  for (const [name, p] of Object.entries((s.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    const constant = p.const !== undefined || (Array.isArray(p.enum) && p.enum.length === 1);
    if (!constant && !describedAt(p)) out.add(`${at}.${name}`);
    undescribed(doc, p, `${at}.${name}`, seen, out);
  }
  for (const key of ['items', 'additionalProperties'])
    if (typeof s[key] === 'object') undescribed(doc, s[key], `${at}[]`, seen, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const [i, sub] of ((s[key] ?? []) as unknown[]).entries()) undescribed(doc, sub, `${at}|${i}`, seen, out);
}

describe('OpenAPI reference: what an integrator reads', () => {
  let server: TestServer;
  let doc: ReferenceDoc;
  before(async () => {
    server = await startTestServer('sqlite');
    doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as ReferenceDoc;
  });
  after(async () => server.close());

  it('gives every request and response body an example that its own schema accepts', () => {
    const check = schemaChecker(doc);
    const problems: string[] = [];
    let checked = 0;
    for (const [where, , op] of operations(doc)) {
      for (const [at, media] of bodies(where, op)) {
        // A body the client never parses (a downloaded file, an HTML page) has no example to give.
        if (media.schema === undefined || !at.includes('json')) continue;
        const examples = examplesOf(doc, media);
        if (examples.length === 0) problems.push(`${at}: no example`);
        for (const example of examples) {
          checked += 1;
          for (const p of check(media.schema, example)) problems.push(`${at}: example ${p}`);
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(checked > 100, `${checked} examples checked`);
  });

  it('catches an example its schema refuses (the check above can fail)', () => {
    const check = schemaChecker(doc);
    assert.deepEqual(check({ $ref: '#/components/schemas/PendingStep' }, { type: 'pending' }), []);
    assert.notDeepEqual(check({ $ref: '#/components/schemas/PendingStep' }, { type: 'pending', eta: 3 }), []);
    assert.notDeepEqual(check({ $ref: '#/components/schemas/ServiceResult' }, { hit: 'yes' }), []);
  });

  it('declares the x-hf headers each flow operation reads, with descriptions and the 47 language codes', () => {
    const reads: Record<string, readonly string[]> = {
      'GET /flow/{flowId}': ['x-hf-session', 'x-hf-language'],
      'POST /submit/{flowId}': ['x-hf-session', 'x-hf-language', 'x-hf-retry-on-pending'],
      'GET /back/{flowId}': ['x-hf-session', 'x-hf-language'],
      'POST /init/{flowId}': ['x-hf-session'],
      'POST /file/{flowId}': ['x-hf-session'],
      'GET /kyb-search/{flowId}': ['x-hf-session'],
      'GET /flow-connect/{token}': ['x-hf-language'],
      'GET /resume/api/step': ['x-hf-language'],
      'POST /resume/api/submit': ['x-hf-language'],
      'GET /resume/api/back': ['x-hf-language'],
    };
    const byName = new Map(operations(doc).map(([where, , op]) => [where, op]));
    for (const [where, names] of Object.entries(reads)) {
      // The /test variant reads what the live one does.
      const variants = where.includes('/resume/') ? [where] : [where, where.replace(' /', ' /test/')];
      for (const variant of variants) {
        const op = byName.get(variant);
        assert.ok(op, `${variant} exists`);
        const headers = (op.parameters ?? []).filter((p) => p.in === 'header');
        for (const name of names) {
          const param = headers.find((p) => p.name === name);
          assert.ok(param, `${variant} declares ${name}`);
          assert.ok((param.description ?? '').length > 20, `${variant} describes ${name}`);
          if (name === 'x-hf-language') assert.deepEqual(param.schema?.enum, [...LANGUAGES], `${variant} ${name}`);
        }
      }
    }
  });

  it('declares x-hf-session on the step answers that send it, and Retry-After on every 429 and 503', () => {
    const problems: string[] = [];
    for (const [where, path, op] of operations(doc)) {
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const headers = Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
        if ((status === '429' || status === '503') && !headers['retry-after']) problems.push(`${where} ${status}`);
        if (status === '429' && headers['retry-after']?.required !== true)
          problems.push(`${where} 429 always sends it`);
        for (const [name, h] of Object.entries(headers))
          if (!h.description) problems.push(`${where} ${status} header ${name} has no description`);
      }
      if (
        /^\/(test\/)?(flow|submit|back)\/\{flowId\}$/.test(path) &&
        op.responses?.['200']?.headers?.['x-hf-session']?.required !== true
      )
        problems.push(`${where} 200 x-hf-session`);
    }
    assert.deepEqual(problems, []);
  });

  it('describes every property of every response body', () => {
    const out = new Set<string>();
    // The flow document is the management API's upload format, described in docs/flow-document.md
    // and generated from src/flows/document; the components that reach it stop here.
    const seen = new Set(['#/components/schemas/FlowDocument']);
    for (const [where, , op] of operations(doc))
      for (const [status, r] of Object.entries(op.responses ?? {}))
        for (const media of Object.values(r.content ?? {}))
          undescribed(doc, media.schema, `${where} ${status}`, seen, out);
    assert.deepEqual([...out], []);
  });

  it('uses JsonValue (any JSON) in no public response but where the data is a third party’s own', () => {
    // The tenant's endpoint's answer (http_request), the tenant's integration's provider result as
    // submitted, and the node configs of the management API's flow documents, each by design.
    const allowed = new Set(['HttpRequestServiceResult', 'IntegrationStepData', 'FlowDocument']);
    const problems: string[] = [];
    for (const [where, , op] of operations(doc))
      for (const [status, r] of Object.entries(op.responses ?? {}))
        for (const media of Object.values(r.content ?? {}))
          for (const p of reachesJsonValue(doc, media.schema, allowed)) problems.push(`${where} ${status}: ${p}`);
    assert.deepEqual(problems, []);
  });

  it('gives every operation a summary, a description and a declared tag, and the guide its front matter', () => {
    const tags = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
    const grouped = new Set((doc['x-tagGroups'] ?? []).flatMap((g) => g.tags));
    for (const [where, , op] of operations(doc)) {
      assert.ok((op.summary ?? '').length > 5, `${where} summary`);
      assert.ok((op.description ?? '').length > 20, `${where} description`);
      assert.ok((op.tags ?? []).length > 0, `${where} tag`);
      for (const tag of op.tags ?? []) {
        assert.ok((tags.get(tag) ?? '').length > 40, `${where}: tag ${tag} is declared and described`);
        assert.ok(grouped.has(tag), `${where}: tag ${tag} is in a tag group`);
      }
    }
    const guide = doc.info.description ?? '';
    for (const topic of [
      '/connect/token',
      '/Token',
      'x-hf-session',
      'Retry-After',
      '/test',
      'webhook-signature',
      'docs/errors.md',
    ])
      assert.ok(guide.includes(topic), `info.description covers ${topic}`);
  });
});
