/**
 * What every end-client route shares: one registration per mode (live, and /test for test
 * sessions), the tenant's bearer token, the OpenAPI tag, and the caller's scope handed to the
 * operation. Each route file keeps its own schemas and its one call into the service.
 */
import { OAUTH } from '../contract/security.js';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { AUTH_CODES, errorResponses } from '../contract/errors.js';
import type { ErrorCode } from '../../errors/index.js';
import { patternOnlyLog } from '../route-log.js';
import { rawSerializer } from '../responses.js';
import { MODES } from '../flow-execution/request-context.js';
import type { Scope } from '../../end-clients/scope.js';

export interface EndClientRoute<Body extends TSchema, Params extends TSchema, Query extends TSchema = TSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The live route's summary; the /test one adds "(test version)". */
  summary: string;
  description: string;
  body?: Body;
  params?: Params;
  querystring?: Query;
  response: Record<number, unknown>;
  /** Error codes the operation answers beyond a token's (4031, 4011, 4012) and a bad request (4400). */
  errors: readonly ErrorCode[];
  config?: FastifyContextConfig;
  /** Runs before schema validation, e.g. to read an absent body as `{}`. */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /**
   * Send the answer as the service returns it instead of through the schema's serializer: for
   * stored data (service results, provider submissions) whose schema is a union, which
   * fast-json-stringify would resolve per value at run time and cut to the branch it picked.
   */
  asStored?: boolean;
}

/** The route's error responses; with the `plain` format a 403 is the spec's plain text. */
function endClientErrors(route: {
  errors: readonly ErrorCode[];
  config?: FastifyContextConfig;
}): Record<number, unknown> {
  const out: Record<number, unknown> = errorResponses([...AUTH_CODES, 4400, ...route.errors]);
  if (route.config?.errorFormat === 'plain' && out[403]) {
    out[403] = {
      description: 'The supplied authentication is not authorized to access the resource (plain text)',
      content: { 'text/plain': { schema: { type: 'string' } } },
    };
  }
  return out;
}

export function registerEndClientRoute<Body extends TSchema, Params extends TSchema, Query extends TSchema = TSchema>(
  app: App,
  tokens: AccessTokens,
  route: EndClientRoute<Body, Params, Query>,
  handle: (
    scope: Scope,
    input: { body: Static<Body>; params: Static<Params>; query: Static<Query> },
    reply: FastifyReply,
  ) => Promise<unknown>,
): void {
  for (const { mode, prefix } of MODES) {
    // Typed as a plain schema: the handler's input is typed by the generics above instead.
    const schema: FastifySchema = {
      tags: ['end clients'],
      summary: mode === 'live' ? route.summary : `${route.summary} (test version)`,
      description: route.description,
      security: OAUTH,
      ...(route.body ? { body: route.body } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      response: { ...route.response, ...endClientErrors(route) },
    };
    app.route({
      method: route.method,
      url: `${prefix}${route.path}`,
      onRequest: requireBearer(tokens),
      // End-client ids in paths drive unauthenticated flows: the log names the route instead.
      logSerializers: patternOnlyLog,
      ...(route.config ? { config: route.config } : {}),
      ...(route.preValidation ? { preValidation: route.preValidation } : {}),
      ...(route.asStored === true ? { serializerCompiler: rawSerializer } : {}),
      schema,
      handler: async (request, reply) => {
        const { tenantId } = principalOf(request);
        return handle({ tenantId, mode }, { body: request.body, params: request.params, query: request.query }, reply);
      },
    });
  }
}
