/**
 * GET /studio/api/cases/{endClientId}: one case for review (src/cases/view.ts). `details` is what
 * GET /end-clients/{endClientId} answers; it is sent as stored (its service results are open-ended).
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { CaseViewService } from '../../../cases/view.js';
import { rawSerializer } from '../../responses.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { Assignment, CaseIdParams, Decision, Note, Status } from '../review-schemas.js';

export function registerStudioGetCase(app: App, deps: StudioGuardDeps & { caseView: CaseViewService }): void {
  app.get(
    '/studio/api/cases/:endClientId',
    {
      onRequest: requireStudioSession(deps),
      serializerCompiler: rawSerializer,
      schema: {
        hide: true,
        params: CaseIdParams,
        response: {
          200: Type.Object({
            details: Type.Unknown({ description: 'As GET /end-clients/{endClientId} (EndClientDetails)' }),
            mode: Type.String(),
            links: Type.Array(Type.String(), { description: 'Linked end clients' }),
            assignee: Assignment,
            notes: Type.Array(Note),
            decisions: Type.Array(Decision),
            allowedStatuses: Type.Array(Status, { description: 'What a reviewer may move it to' }),
            screeningHit: Type.Boolean(),
            needsSecondReviewer: Type.Boolean(),
            webhooks: Type.Array(
              Type.Object({
                id: Type.String(),
                eventType: Type.String(),
                url: Type.String(),
                status: Type.String({ description: 'pending, waiting, delivered, dead or cancelled' }),
                attempts: Type.Integer(),
                lastStatus: Type.Union([Type.Integer(), Type.Null()]),
                lastError: Type.Union([Type.String(), Type.Null()]),
                createdAt: Type.String({ format: 'date-time' }),
                deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
              }),
              { description: "Webhooks the case's changes produced, newest first" },
            ),
            run: Type.Array(
              Type.Object({
                at: Type.String({ format: 'date-time' }),
                event: Type.Union(
                  ['step_submitted', 'back', 'service_completed', 'service_failed', 'status_changed'].map((e) =>
                    Type.Literal(e),
                  ),
                ),
                nodeId: Type.Union([Type.String(), Type.Null()]),
                service: Type.Optional(Type.String()),
                code: Type.Optional(Type.Integer()),
                from: Type.Optional(Type.String()),
                to: Type.Optional(Type.String()),
              }),
              { description: 'What happened in the run, oldest first (the engine’s trail)' },
            ),
          }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4100, 4110]),
        },
      },
    },
    async (request, reply) => {
      const view = await deps.caseView.view(studioOf(request).session.tenantId, request.params.endClientId);
      return reply.header('cache-control', 'no-store').send(view);
    },
  );
}
