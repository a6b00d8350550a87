/**
 * The TypeScript types of @onward/client, generated from the OpenAPI document the service serves.
 * The document is built in-process exactly as `buildApp()` builds it, never listening, on an
 * in-memory database and with the demo off: the demo's routes and tag exist only on demo servers,
 * and a client for production must not offer them. The environment is fixed (defaults, not this
 * shell's variables), so the output is the same on every machine.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { format } from 'prettier';
import { pino } from 'pino';
import { loadConfig } from '../src/config/env.js';
import { createServices } from '../src/app/services.js';
import { buildApp } from '../src/http/app.js';

const root = new URL('..', import.meta.url).pathname;

/** Where the generated file is committed. */
export const GENERATED_TYPES_FILE = `${root}packages/client/src/generated/openapi.ts`;

const GENERATION_ENV = {
  DATABASE_URL: 'sqlite::memory:',
  LOG_LEVEL: 'silent',
  ONWARD_DEMO: '0',
} as const;

// JsonValue is recursive through a union (an array of itself, an object of itself); written inline
// as components['schemas']['JsonValue'] TypeScript refuses it as circular, so it is declared once
// at the top and the schema refers to that declaration.
const JSON_VALUE_REF = '#/components/schemas/JsonValue';
const JSON_VALUE_TYPE =
  'export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };';

const HEADER = `/**
 * Generated from Onward's OpenAPI document by \`npm run client:generate\` (scripts/client-types.ts).
 * Do not edit: change the routes' schemas and regenerate. test/client/generated-types.test.ts
 * fails when this file and the document differ.
 */

`;

/** The OpenAPI document of a production server (demo off), built without listening. */
export async function productionOpenApiDocument(): Promise<OpenAPI3> {
  const config = loadConfig({ ...GENERATION_ENV });
  const logger = pino({ level: 'silent' });
  const services = await createServices(config, { logger });
  try {
    const app = await buildApp(services, { logger });
    try {
      await app.ready();
      return app.swagger() as unknown as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await services.close();
  }
}

/** The generated module's text, formatted as the repository formats TypeScript. */
export async function generateClientTypes(document?: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document ?? (await productionOpenApiDocument()), {
    // Objects the document leaves open stay open; the document closes the ones it means to.
    additionalProperties: false,
    // Types only: the module must add nothing to the bundle at run time.
    enum: false,
    exportType: false,
    silent: true,
    inject: JSON_VALUE_TYPE,
    transform: (_schema, { path }) =>
      path === JSON_VALUE_REF ? ts.factory.createTypeReferenceNode('JsonValue') : undefined,
  });
  const text = HEADER + astToString(ast);
  return format(text, { parser: 'typescript', singleQuote: true, printWidth: 120, trailingComma: 'all' });
}
