/**
 * PUT /studio/api/flows/{flowId}/review-settings: turn four eyes on or off for the flow's cases
 * (src/cases/settings.ts); a builder's (or admin's) change, audited on the flow.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { ReviewSettings } from '../../../cases/settings.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { FlowIdParams } from '../../flows/schemas.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { ReviewSettingsSchema } from './get-review-settings.js';

export function registerStudioPutReviewSettings(
  app: App,
  deps: StudioGuardDeps & { reviewSettings: Pick<ReviewSettings, 'set'> },
): void {
  app.put(
    '/studio/api/flows/:flowId/review-settings',
    {
      onRequest: requireStudioWrite(deps, 'flows'),
      schema: {
        hide: true,
        params: FlowIdParams,
        body: Type.Object({ fourEyes: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: ReviewSettingsSchema, ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4000]) },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const settings = await deps.reviewSettings.set(
        session.tenantId,
        request.params.flowId,
        request.body.fourEyes,
        auditActorOf(actor),
      );
      return reply.header('cache-control', 'no-store').send(settings);
    },
  );
}
