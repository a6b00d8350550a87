/**
 * POST /studio/api/flows/{flowId}/versions: save the Studio's document as a new version (a draft
 * until published), through the same domain service as PUT /admin/flows/{flowId}. An invalid
 * document is refused with every problem at once (4420), as publication would refuse it.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { BODY_CODES, errorResponses } from '../contract/errors.js';
import { FlowIdParams } from '../flows/schemas.js';
import { SavedVersionSchema } from './schemas.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from './guard.js';
import { STUDIO_WRITE_CODES } from './codes.js';
import { auditActorOf, authorLabel } from './actor.js';

export function registerStudioSaveVersion(
  app: App,
  deps: StudioGuardDeps & { flows: Pick<FlowPublicationService<unknown>, 'putDraft'> },
): void {
  app.post(
    '/studio/api/flows/:flowId/versions',
    {
      // onRequest: an unauthenticated or forged call is refused before its body is parsed or validated.
      onRequest: requireStudioWrite(deps, 'flows'),
      schema: {
        hide: true,
        params: FlowIdParams,
        body: Type.Object(
          {
            document: Type.Object({}, { additionalProperties: true, description: 'The flow document' }),
            basedOn: Type.Optional(
              Type.Integer({
                minimum: 0,
                description: 'Newest version when editing began (0 for a new flow); a later save in between is 4409',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          201: SavedVersionSchema,
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4003, 4409, 4420]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const result = await deps.flows.putDraft({
        tenantId: session.tenantId,
        flowId: request.params.flowId,
        document: request.body.document,
        actor: authorLabel(actor),
        by: auditActorOf(actor),
        ...(request.body.basedOn !== undefined ? { basedOn: request.body.basedOn } : {}),
      });
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ flow: result.summary, version: result.summary.latestVersion, warnings: result.warnings });
    },
  );
}
