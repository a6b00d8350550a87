/**
 * GET /studio/api/examples: the example flows shipped under examples/flows/, with their documents,
 * for "Create from an example". Read from disk once at start-up rather than bundled into the
 * browser app: the demo loads the same files (src/app/demo.ts), so there is one copy, the page
 * stays small for analysts who never use them, and a request does no file I/O.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../types.js';
import { errorResponses } from '../responses.js';
import type { FlowExample } from '../../studio/api-types.js';
import type { SameType } from '../../lib/same-type.js';
import { requireStudioSession, type StudioGuardDeps } from './guard.js';

/** Both src/http/studio and dist/http/studio sit three levels under the package root. */
export const EXAMPLE_FLOWS_DIR = fileURLToPath(new URL('../../../examples/flows/', import.meta.url));

const FlowExampleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  document: Type.Unknown(),
});
export const sameExample: SameType<Static<typeof FlowExampleSchema>, FlowExample> = true;

const textOf = (doc: unknown, key: string): string | undefined => {
  const value = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** Every .json file of the folder, sorted by name; a file that does not parse is a packaging bug and stops start-up. */
export function readExamples(dir: string = EXAMPLE_FLOWS_DIR): FlowExample[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const document = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
      const id = file.replace(/\.json$/, '');
      return {
        id,
        name: textOf(document, 'name') ?? id,
        description: textOf(document, 'description') ?? null,
        document,
      };
    });
}

export function registerStudioListExamples(app: App, deps: StudioGuardDeps, examples: FlowExample[]): void {
  app.get(
    '/studio/api/examples',
    {
      preHandler: requireStudioSession(deps),
      schema: {
        hide: true,
        response: { 200: Type.Object({ examples: Type.Array(FlowExampleSchema) }), ...errorResponses },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ examples }),
  );
}
