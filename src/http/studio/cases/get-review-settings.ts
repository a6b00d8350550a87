/** GET /studio/api/flows/{flowId}/review-settings: whether decisions on the flow's cases with a screening hit need a second reviewer (every role may read it). */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { ReviewSettings } from '../../../cases/settings.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { FlowIdParams } from '../../flows/schemas.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';

export const ReviewSettingsSchema = Type.Object({
  flowId: Type.String(),
  fourEyes: Type.Boolean({ description: 'Decisions on cases with a screening hit need a second reviewer' }),
});

export function registerStudioGetReviewSettings(
  app: App,
  deps: StudioGuardDeps & { reviewSettings: Pick<ReviewSettings, 'get'> },
): void {
  app.get(
    '/studio/api/flows/:flowId/review-settings',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        params: FlowIdParams,
        response: { 200: ReviewSettingsSchema, ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4000]) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await deps.reviewSettings.get(studioOf(request).session.tenantId, request.params.flowId)),
  );
}
