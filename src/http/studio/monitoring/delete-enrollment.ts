/**
 * DELETE /studio/api/enrollments/{enrollmentId}: stops monitoring the person (no scan or callback
 * follows; callbacks not sent yet are cancelled), as through the enrollment API. Audited.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { EnrollmentService } from '../../../monitoring/enrollments.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { EnrollmentIdParams } from './monitoring-schemas.js';
import { enrollmentNotFound } from './get-enrollment.js';

export function registerStudioDeleteEnrollment(
  app: App,
  deps: StudioGuardDeps & { enrollments: Pick<EnrollmentService, 'remove'> },
): void {
  app.delete(
    '/studio/api/enrollments/:enrollmentId',
    {
      onRequest: requireStudioWrite(deps, 'monitoring'),
      schema: {
        hide: true,
        params: EnrollmentIdParams,
        response: {
          200: Type.Object({ enrollmentId: Type.String(), deleted: Type.Literal(true) }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_WRITE_CODES, 4404]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const id = request.params.enrollmentId;
      if (!(await deps.enrollments.remove(session.tenantId, id, auditActorOf(actor)))) throw enrollmentNotFound();
      return reply.header('cache-control', 'no-store').send({ enrollmentId: id, deleted: true as const });
    },
  );
}
