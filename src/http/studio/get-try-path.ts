/**
 * GET /studio/api/flows/{flowId}/try/{sessionId}: where a "Try it" session has been, for the canvas
 * to highlight: the nodes passed, the edges taken, where it stands, its status. Only test sessions
 * of the tenant's own flow: anything else answers 4100, as a missing session does.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { SameType } from '../../lib/same-type.js';
import type { TryPath } from '../../studio/api-types.js';
import type { App } from '../types.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import type { CompiledFlow } from '../../flows/document/compiled-types.js';
import { sessionPath } from '../../engine/session-path.js';
import type { SessionState } from '../../engine/types.js';
import { OnwardError } from '../../errors/index.js';
import { REQUEST_CODES, errorResponses } from '../contract/errors.js';
import { FlowIdParams } from '../flows/schemas.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from './guard.js';
import { STUDIO_READ_CODES } from './codes.js';

const TryPathSchema = Type.Object({
  sessionId: Type.String(),
  version: Type.Integer(),
  status: Type.String({ description: 'The end client status: NOT_STARTED, IN_PROGRESS, ACCEPTED...' }),
  nodes: Type.Array(Type.String(), { description: 'Node ids passed, in order, the current one last' }),
  links: Type.Array(Type.Object({ source: Type.String(), handle: Type.String(), target: Type.String() }), {
    description: 'Edges taken: source node, its handle (next, branch-<i>, otherwise), target node',
  }),
  current: Type.Union([Type.String(), Type.Null()], { description: 'Where the session stands' }),
  finished: Type.Boolean({ description: 'The session reached an END' }),
});
// The Studio imports the plain interface (src/studio/api-types.ts): a change to one side only fails typecheck.
export const TRY_PATH_IS_SHARED: SameType<Static<typeof TryPathSchema>, TryPath> = true;

/** Where a session has been on its flow version's graph; the case view draws the same (cases/get-case-path.ts). */
export function pathAnswer(
  found: { id: string; version: number; state: SessionState },
  compiled: CompiledFlow,
  now: number,
): TryPath {
  const path = sessionPath(compiled, found.state, new Date(now).toISOString().slice(0, 10));
  return {
    sessionId: found.id,
    version: found.version,
    status: found.state.status,
    nodes: path.nodes,
    links: path.links,
    current: path.current ?? null,
    finished: found.state.position.kind === 'end',
  };
}

export { TryPathSchema };

export function registerStudioGetTryPath(
  app: App,
  deps: StudioGuardDeps & {
    runtime: Pick<FlowRuntime, 'sessions'>;
    flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
    now: () => number;
  },
): void {
  app.get(
    '/studio/api/flows/:flowId/try/:sessionId',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        params: Type.Composite([
          FlowIdParams,
          Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 64 }) }),
        ]),
        response: {
          200: TryPathSchema,
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4100]),
        },
      },
    },
    async (request, reply) => {
      const found = await deps.runtime.sessions.get(request.params.sessionId);
      if (
        !found ||
        found.tenantId !== studioOf(request).session.tenantId ||
        found.flowId !== request.params.flowId ||
        found.mode !== 'test'
      )
        throw new OnwardError(4100, 'No such test session of this flow');
      const published = await deps.flows.version(found.flowId, found.version);
      if (!published) throw new OnwardError(4100, 'No such test session of this flow');
      return reply.header('cache-control', 'no-store').send(pathAnswer(found, published.compiled, deps.now()));
    },
  );
}
