/** GET /studio/api/flows/{flowId}/versions/{version}: one version's document, for the canvas. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { errorResponses } from '../responses.js';
import { FlowIdParams } from '../flows/schemas.js';
import { FlowVersionSchema } from './schemas.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from './guard.js';

export function registerStudioGetFlowVersion(
  app: App,
  deps: StudioGuardDeps & { flows: Pick<FlowPublicationService<unknown>, 'getVersion'> },
): void {
  app.get(
    '/studio/api/flows/:flowId/versions/:version',
    {
      preHandler: requireStudioSession(deps),
      schema: {
        hide: true,
        params: Type.Composite([FlowIdParams, Type.Object({ version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })]),
        response: {
          200: FlowVersionSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const found = await deps.flows.getVersion(
        studioOf(request).session.tenantId,
        request.params.flowId,
        Number(request.params.version),
      );
      return reply.header('cache-control', 'no-store').send(found);
    },
  );
}
