/** The OpenAPI document's frame; paths and schemas come from the routes' own JSON Schemas. */
import type { SwaggerOptions, SwaggerTransformObject } from '@fastify/swagger';
import type { Config } from '../config/env.js';
import { errorCodeTable } from './contract/error-table.js';
import { DEMO_TAG, GUIDE, TAGS, tagGroups } from './openapi-guide.js';

// Built once: the catalogue does not change while the process runs.
const ERROR_SECTION =
  '\n\n## Error codes\n\n' +
  'Every error answers `{code, message, details?}` (the token endpoint answers RFC 6749 bodies, the ' +
  'enrollment API its `{Version, StatusCode, Message, Result}` envelope). Clients branch on `code`; ' +
  'each operation lists the codes it can answer per status.\n\n' +
  errorCodeTable();

type OpenApiFrame = NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']>;

export function openApiDocument(config: Config): OpenApiFrame {
  const frame: OpenApiFrame = {
    openapi: '3.1.0',
    info: {
      title: 'Onward',
      version: '1.0.0',
      description: GUIDE + ERROR_SECTION,
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    // Without a configured public URL, the server that served the document: a relative URL, so the
    // reference page's "Try it out" and generated clients reach this host through any proxy.
    servers: [
      config.publicBaseUrl === undefined
        ? { url: '/', description: 'The server that serves this document' }
        : { url: config.publicBaseUrl, description: 'This deployment (ONWARD_PUBLIC_URL)' },
    ],
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description:
            'Flow execution, end clients, files, signed URLs, business search, screening and the management API: a token from POST /connect/token (client credentials), sent as Authorization: Bearer <token>. ' +
            'Flows published without authentication need none.',
          flows: {
            clientCredentials: {
              tokenUrl: '/connect/token',
              scopes: { 'workflow.studio.api': 'Flow execution and management' },
            },
          },
        },
        enrollmentBearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The ongoing monitoring enrollment API: the Token of POST /Token (username and password, or client credentials at /Token/ClientCredentials), sent as Authorization: Bearer <Token>',
        },
        basic: {
          type: 'http',
          scheme: 'basic',
          description: 'Basic authentication with a username and password (the credential check, the mailbox page)',
        },
      },
    },
    tags: [...TAGS, ...(config.demo ? [DEMO_TAG] : [])],
  };
  // An `x-` extension the frame's type does not name; @fastify/swagger copies it as it is.
  return Object.assign(frame, { 'x-tagGroups': tagGroups(Boolean(config.demo)) });
}

interface HeaderObject {
  required?: boolean;
  schema?: Record<string, unknown>;
}
type Document = {
  paths?: Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, HeaderObject> }> }>>;
};

/**
 * @fastify/swagger `transformObject`: routes declare a response header as a schema with
 * `required` beside its type (all a route's `headers` can hold); OpenAPI wants `required` on the
 * Header Object itself. Runs once, when the document is first served.
 */
export const finishDocument: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const doc = documentObject.openapiObject as Document;
  for (const methods of Object.values(doc.paths ?? {}))
    for (const op of Object.values(methods))
      for (const response of Object.values(op.responses ?? {}))
        for (const header of Object.values(response.headers ?? {})) {
          const schema = header.schema;
          if (schema && typeof schema.required === 'boolean') {
            header.required = schema.required;
            delete schema.required;
          }
        }
  return documentObject.openapiObject;
};

/**
 * The name of a shared schema in `components.schemas`: its `$id` (e.g. `ErrorResponse`), so
 * clients generated from the document get meaningful, stable type names instead of `def-0`.
 */
export function componentName(json: { $id?: unknown }, _baseUri: unknown, _fragment: unknown, i: number): string {
  return typeof json.$id === 'string' && json.$id !== '' ? json.$id : `schema${i}`;
}
