/**
 * What Fastify compiles per route, kept to what pays its way. Every start used to compile an Ajv
 * validator and a fast-json-stringify serializer for each documented schema; with the full
 * contract (~400 error responses, unions of 11 step types) that took ~10 s. So:
 * - error bodies are written by the one error handler from `OnwardError.toBody()` (or a route's
 *   error format) and already have exactly the documented shape: they are stringified as they are;
 * - a body the handler checks itself (routes with `attachValidation`, which answer the API's own
 *   codes, e.g. the engine's 4006-4008) is documented but not compiled: the schema moves to
 *   `x-documented-body`, which the OpenAPI transform puts back (documentedBodies below).
 * Success bodies keep fast-json-stringify: fast, and they drop what the schema doesn't name.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchema, RouteOptions } from 'fastify';

type Factory = ReturnType<typeof SerializerSelector>;

const asIs = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data));

/** `httpStatus` is `200`, `'4xx'`, `'default'`…: anything that is not a success is an error answer. */
function isErrorStatus(httpStatus: string | number | undefined): boolean {
  const text = String(httpStatus ?? '');
  return text === 'default' || text.startsWith('4') || text.startsWith('5');
}

export function buildSerializerFactory(): Factory {
  const compiled = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = compiled(externalSchemas, options);
    return (route) => (isErrorStatus(route.httpStatus) ? asIs : compile(route));
  };
}

const DOCUMENTED_BODY = 'x-documented-body';

type WithDocumentedBody = FastifySchema & { [DOCUMENTED_BODY]?: unknown };

/** onRoute: a body its handler checks is documented, never compiled or run (see above). */
export function documentOnlyCheckedBodies(route: RouteOptions): void {
  const schema = route.schema;
  if (route.attachValidation !== true || schema?.body === undefined) return;
  const { body, ...rest } = schema;
  route.schema = { ...rest, [DOCUMENTED_BODY]: body } as FastifySchema;
}

/** @fastify/swagger `transform`: the documented body back where OpenAPI expects it. */
export function documentedBodies({ schema, url }: { schema: FastifySchema; url: string }): {
  schema: FastifySchema;
  url: string;
} {
  const s = schema as WithDocumentedBody;
  if (s[DOCUMENTED_BODY] === undefined) return { schema, url };
  const { [DOCUMENTED_BODY]: body, ...rest } = s;
  return { schema: { ...rest, body }, url };
}
