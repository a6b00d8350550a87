/** GET /studio/api/flows/{flowId}/versions: the flow's version history with each version's publications. */
import type { App } from '../types.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { REQUEST_CODES, errorResponses } from '../contract/errors.js';
import { FlowIdParams } from '../flows/schemas.js';
import { VersionHistorySchema } from './schemas.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from './guard.js';
import { STUDIO_READ_CODES } from './codes.js';

export function registerStudioListVersions(
  app: App,
  deps: StudioGuardDeps & { flows: Pick<FlowPublicationService<unknown>, 'listVersions'> },
): void {
  app.get(
    '/studio/api/flows/:flowId/versions',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        params: FlowIdParams,
        response: {
          200: VersionHistorySchema,
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4000]),
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await deps.flows.listVersions(studioOf(request).session.tenantId, request.params.flowId)),
  );
}
