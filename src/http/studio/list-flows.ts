/** GET /studio/api/flows: the signed-in tenant's flows, from the same publication service as GET /admin/flows. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { errorResponses } from '../responses.js';
import { FlowSummary } from '../flows/schemas.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from './guard.js';

export function registerStudioListFlows(
  app: App,
  deps: StudioGuardDeps & { flows: Pick<FlowPublicationService<unknown>, 'list'> },
): void {
  app.get(
    '/studio/api/flows',
    {
      preHandler: requireStudioSession(deps),
      schema: { hide: true, response: { 200: Type.Object({ flows: Type.Array(FlowSummary) }), ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ flows: await deps.flows.list(studioOf(request).session.tenantId) }),
  );
}
