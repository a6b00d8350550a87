/** PUT /studio/api/cases/{endClientId}/assignee: assign the case to a reviewer account, or unassign it with null. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { CaseReview } from '../../../cases/review.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { Assignment, CaseIdParams } from '../review-schemas.js';

export function registerStudioAssignCase(
  app: App,
  deps: StudioGuardDeps & { caseReview: Pick<CaseReview, 'assign'> },
): void {
  app.put(
    '/studio/api/cases/:endClientId/assignee',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: CaseIdParams,
        body: Type.Object(
          {
            accountId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], {
              description: 'An enabled reviewer or admin account of the tenant; null unassigns',
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ assignee: Assignment }),
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4100]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const assignee = await deps.caseReview.assign(
        session.tenantId,
        request.params.endClientId,
        request.body.accountId,
        auditActorOf(actor),
      );
      return reply.header('cache-control', 'no-store').send({ assignee });
    },
  );
}
