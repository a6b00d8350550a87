/**
 * GET /studio/api/cases/{endClientId}/path: where the case's run went on its flow version's graph
 * (the nodes passed, the edges taken, where it stands), for the case view's small canvas. The same
 * answer as a "Try it" session's path (get-try-path.ts), for any case of the tenant, live or test.
 */
import type { App } from '../../types.js';
import type { FlowRuntime } from '../../../sessions/runtime.js';
import type { FlowPublicationService } from '../../../flows/publication/service.js';
import type { CompiledFlow } from '../../../flows/document/compiled-types.js';
import type { Store } from '../../../store/database.js';
import { caseIn } from '../../../cases/scope.js';
import { OnwardError } from '../../../errors/index.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { pathAnswer, TryPathSchema } from '../get-try-path.js';
import { CaseIdParams } from '../review-schemas.js';

export function registerStudioGetCasePath(
  app: App,
  deps: StudioGuardDeps & {
    runtime: Pick<FlowRuntime, 'sessions'>;
    flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
    store: Pick<Store, 'db'>;
    now: () => number;
  },
): void {
  app.get(
    '/studio/api/cases/:endClientId/path',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        params: CaseIdParams,
        response: { 200: TryPathSchema, ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4100, 4110]) },
      },
    },
    async (request, reply) => {
      const id = request.params.endClientId;
      // The tenant check first: another tenant's case reads as a missing one.
      await caseIn(deps.store.db, studioOf(request).session.tenantId, id);
      const found = await deps.runtime.sessions.get(id);
      if (!found) throw new OnwardError(4100, 'Case not found');
      const published = await deps.flows.version(found.flowId, found.version);
      if (!published)
        throw new OnwardError(
          4110,
          `The flow version of this case (${found.flowId} v${found.version}) could not be loaded`,
        );
      return reply.header('cache-control', 'no-store').send(pathAnswer(found, published.compiled, deps.now()));
    },
  );
}
