/** DELETE /Enrollment/{enrollmentId}: stops monitoring; no scan or callback follows. Plain text. */
import { envelopeErrorResponses, AUTH_CODES } from '../contract/errors.js';
import { ENROLLMENT } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { subjectActor } from '../../audit/trail.js';
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
      onRequest: requireEnrollmentToken(deps),
      schema: {
        tags: TAGS,
        summary: 'Delete an enrollment',
        description:
          "Stops rescanning the individual and removes the enrollment; the answer is plain text. Unknown, deleted and other tenants' enrollments all answer 404.",
        security: ENROLLMENT,
        params: EnrollmentIdParams,
        response: {
          200: {
            description: 'Plain text saying the enrollment was deleted',
            content: {
              'text/plain': {
                schema: Type.String({ examples: ['Enrollment 6f1c0e0a-2b1d-4f7e-9a43-0d3b7b6f8a21 was deleted.'] }),
              },
            },
          },
          ...envelopeErrorResponses([...AUTH_CODES, 4400, 4404]),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = request.params.enrollmentId;
      if (!(await deps.monitoring.enrollments.remove(caller.tenantId, id, subjectActor(caller.clientId))))
        throw enrollmentNotFound();
      return reply.type('text/plain; charset=utf-8').send(`Enrollment ${id} was deleted.`);
    },
  );
}
