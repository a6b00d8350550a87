/**
 * POST /studio/api/enrollments/{enrollmentId}/resend: queues the enrollment's most recent callback
 * record to its callback URL again, as a new message the delivery worker sends, signs and retries
 * like any other; answers its id. Unlike the enrollment API, any reviewer of the tenant may (not
 * only the caller that created it). 4409 while there is no result yet. Audited.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { EnrollmentService } from '../../../monitoring/enrollments.js';
import { OnwardError } from '../../../errors/index.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { EnrollmentIdParams } from './monitoring-schemas.js';
import { enrollmentNotFound } from './get-enrollment.js';

export function registerStudioResendCallback(
  app: App,
  deps: StudioGuardDeps & { enrollments: Pick<EnrollmentService, 'resend'> },
): void {
  app.post(
    '/studio/api/enrollments/:enrollmentId/resend',
    {
      onRequest: requireStudioWrite(deps, 'monitoring'),
      schema: {
        hide: true,
        params: EnrollmentIdParams,
        response: {
          202: Type.Object({ deliveryId: Type.String({ description: 'The new message, sent as webhook-id' }) }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_WRITE_CODES, 4404, 4409]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const answer = await deps.enrollments.resend(session.tenantId, request.params.enrollmentId, {
        actor: auditActorOf(actor),
      });
      if (answer.outcome === 'sent')
        return reply.status(202).header('cache-control', 'no-store').send({ deliveryId: answer.deliveryId });
      if (answer.outcome === 'no_result') throw new OnwardError(4409, 'The enrollment has no result to resend yet');
      throw enrollmentNotFound();
    },
  );
}
