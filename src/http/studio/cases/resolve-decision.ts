/**
 * POST /studio/api/cases/{endClientId}/decisions/{decisionId}: the second reviewer approves (the
 * status change takes effect) or rejects a pending four-eyes decision. The reviewer who asked for
 * it is refused with 4030.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { CaseDecisions } from '../../../cases/decisions.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { Decision, Reason } from '../review-schemas.js';

export function registerStudioResolveDecision(
  app: App,
  deps: StudioGuardDeps & { caseDecisions: Pick<CaseDecisions, 'resolve'> },
): void {
  app.post(
    '/studio/api/cases/:endClientId/decisions/:decisionId',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: Type.Object({
          endClientId: Type.String({ minLength: 1, maxLength: 64 }),
          decisionId: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        body: Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Reason) }, { additionalProperties: false }),
        response: {
          200: Decision,
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4100, 4109, 4111, 4404, 4409]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const decision = await deps.caseDecisions.resolve(
        session.tenantId,
        request.params.endClientId,
        request.params.decisionId,
        request.body.approve,
        request.body.reason,
        auditActorOf(actor),
      );
      return reply.header('cache-control', 'no-store').send(decision);
    },
  );
}
