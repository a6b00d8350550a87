/** DELETE /Enrollment/{enrollmentId}: stops monitoring; no scan or callback follows. Plain text. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import {
  callerOf,
  enrollmentNotFound,
  EnrollmentIdParams,
  envelopeConfig,
  requireEnrollmentToken,
  TAGS,
  type EnrollmentRouteDeps,
} from './common.js';

export function registerDeleteEnrollment(app: App, deps: EnrollmentRouteDeps): void {
  app.delete(
    `${deps.monitoring.basePath}/Enrollment/:enrollmentId`,
    {
      config: envelopeConfig,
      preHandler: requireEnrollmentToken(deps),
      schema: {
        tags: TAGS,
        summary: 'Delete an enrollment',
        security: [{ bearer: [] }],
        params: EnrollmentIdParams,
        response: { 200: Type.String({ description: 'Plain text saying the enrollment was deleted' }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = request.params.enrollmentId;
      if (!(await deps.monitoring.enrollments.remove(caller.tenantId, id))) throw enrollmentNotFound();
      return reply.type('text/plain; charset=utf-8').send(`Enrollment ${id} was deleted.`);
    },
  );
}
