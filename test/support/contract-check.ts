/**
 * The contract check of the test suite: every response an integration test's server sends is
 * validated against what `/openapi.json` declares for its route, method and status. A status the
 * operation does not declare, a content type it does not declare, or a JSON body its schema
 * refuses is recorded as a violation, and `TestServer.close()` fails on any (so the test that
 * caused it fails, naming the request). Schemas are compiled once per route and status.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../src/http/types.js';

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface ContractCheck {
  /** Responses checked so far. */
  readonly checked: number;
  readonly violations: readonly string[];
}

const DOC_ID = 'https://onward.invalid/openapi.json';

/** Fastify's `/flow/:flowId` as OpenAPI writes it: `/flow/{flowId}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * A schema made to compile apart from the document: `#/components/...` refs made absolute. Objects
 * that declare properties and say nothing of others are closed, so a field the document does not
 * mention is a violation too (the document is meant to be exact; see docs/architecture.md).
 */
function absolute(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolute);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : absolute(v),
    ]),
  );
  if ('properties' in out && !('additionalProperties' in out) && !('patternProperties' in out))
    out.additionalProperties = false;
  return out;
}

function mediaOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Ajv over the document's components, configured as the contract check runs it. */
function documentAjv(doc: OpenApiDoc): Ajv2020 {
  // strict off: OpenAPI's own keywords (discriminator, example, x-*) are not JSON Schema's.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: DOC_ID, components: absolute(doc.components ?? {}) });
  return ajv;
}

/**
 * Checks a value against a schema of the document exactly as the contract check checks responses
 * (closed objects, formats): for the document's own examples. Returns the problems, none when valid.
 */
export function schemaChecker(doc: OpenApiDoc): (schema: unknown, value: unknown) => string[] {
  const ajv = documentAjv(doc);
  return (schema, value) => {
    const validate = ajv.compile(absolute(schema) as object);
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  };
}

/** A validator per path, method and status against `doc`; compiled on first use. */
export function contractValidator(doc: OpenApiDoc) {
  const ajv = documentAjv(doc);
  const cache = new Map<string, ValidateFunction | null>();

  /** Problems of one response, as sentences; none when it matches the document. */
  return function check(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    body: string | undefined,
    /** The response's header names (any case); when given, every header declared required must be among them. */
    headerNames?: readonly string[],
  ): string[] {
    const path = openApiPath(url);
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return [];
    const declared =
      operation.responses?.[String(status)] ??
      operation.responses?.[`${String(status)[0]}XX`] ??
      operation.responses?.default;
    const where = `${method} ${path} ${status}`;
    if (!declared)
      return [`${where}: status not declared (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`];
    if (headerNames) {
      const sent = new Set(headerNames.map((h) => h.toLowerCase()));
      const missing = Object.entries(declared.headers ?? {})
        .filter(([name, h]) => h.required === true && !sent.has(name.toLowerCase()))
        .map(([name]) => name);
      if (missing.length > 0) return [`${where}: required response header ${missing.join(', ')} not sent`];
    }
    const media = mediaOf(contentType);
    const content = declared.content;
    if (!content || Object.keys(content).length === 0) {
      return body !== undefined && body !== '' ? [`${where}: a body was sent, but none is declared`] : [];
    }
    if (body === undefined || body === '') {
      // A declared `null` body (e.g. 201 with no content) is fine empty.
      return [];
    }
    const entry =
      content[media] ?? (media.endsWith('+json') ? content['application/json'] : undefined) ?? content['*/*'];
    if (!entry)
      return [
        `${where}: content type ${media || '(none)'} not declared (declared: ${Object.keys(content).join(', ')})`,
      ];
    if (media !== 'application/json') return [];
    const key = `${where} ${media}`;
    let validate = cache.get(key);
    if (validate === undefined) {
      const compiled = entry.schema === undefined ? null : ajv.compile(absolute(entry.schema) as object);
      cache.set(key, compiled);
      validate = compiled;
    }
    if (!validate) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`${where}: body is not JSON`];
    }
    if (validate(parsed)) return [];
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    return [`${where}: body does not match the schema: ${problems.join('; ')}; body: ${body.slice(0, 300)}`];
  };
}

/**
 * Adds the check to `app` (before it is ready). The document is read from the app itself on the
 * first response, so the check always uses what `/openapi.json` serves.
 */
export function installContractCheck(app: App): ContractCheck {
  const state = { checked: 0, violations: [] as string[] };
  let check: ReturnType<typeof contractValidator> | undefined;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    // Requests no route took (404/405 from the not-found handler) belong to no operation.
    if (url === undefined || reply.statusCode === 304) return payload;
    check ??= contractValidator(app.swagger() as unknown as OpenApiDoc);
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload === null || payload === undefined
            ? undefined
            : 'stream';
    const contentType = reply.getHeader('content-type');
    const problems = check(
      request.method,
      url,
      reply.statusCode,
      typeof contentType === 'string' ? contentType : undefined,
      body === 'stream' ? undefined : body,
      Object.keys(reply.getHeaders()),
    );
    state.checked += 1;
    for (const p of problems) state.violations.push(p);
    return payload;
  });
  return state;
}
