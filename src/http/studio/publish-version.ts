/**
 * POST /studio/api/flows/{flowId}/publish: point the flow's test or live slot at a saved version,
 * through the same domain service as POST /admin/flows/{flowId}/publish. Every saved version
 * passed publication's checks when it was saved, so any of them can be published once the flows
 * it names fit: published in that slot, no cycle (src/flows/publication/flow-links.ts; else 4420).
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { BODY_CODES, errorResponses } from '../contract/errors.js';
import { FlowIdParams } from '../flows/schemas.js';
import { PublishedSlotSchema } from './schemas.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from './guard.js';
import { STUDIO_WRITE_CODES } from './codes.js';
import { auditActorOf, authorLabel } from './actor.js';

export function registerStudioPublishVersion(
  app: App,
  deps: StudioGuardDeps & { flows: Pick<FlowPublicationService<unknown>, 'publish'> },
): void {
  app.post(
    '/studio/api/flows/:flowId/publish',
    {
      // onRequest: an unauthenticated or forged call is refused before its body is parsed or validated.
      onRequest: requireStudioWrite(deps, 'flows'),
      schema: {
        hide: true,
        params: FlowIdParams,
        body: Type.Object(
          {
            target: Type.Union([Type.Literal('test'), Type.Literal('live')]),
            version: Type.Integer({ minimum: 1, description: 'The saved version to publish' }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: PublishedSlotSchema,
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4000, 4420]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const published = await deps.flows.publish({
        tenantId: session.tenantId,
        flowId: request.params.flowId,
        target: request.body.target,
        version: request.body.version,
        actor: authorLabel(actor),
        by: auditActorOf(actor),
      });
      return reply.header('cache-control', 'no-store').send(published);
    },
  );
}
