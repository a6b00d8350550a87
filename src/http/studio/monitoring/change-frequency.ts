/**
 * PUT /studio/api/enrollments/{enrollmentId}/frequency: a new scan frequency; the next scan is due
 * at the change date plus the new interval, as through the enrollment API. Audited with the
 * frequency and next scan before and after.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { EnrollmentService } from '../../../monitoring/enrollments.js';
import type { MonitoringConsole } from '../../../monitoring/console.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { EnrollmentIdParams, EnrollmentItem, Frequency } from './monitoring-schemas.js';
import { enrollmentNotFound } from './get-enrollment.js';

export function registerStudioChangeFrequency(
  app: App,
  deps: StudioGuardDeps & {
    enrollments: Pick<EnrollmentService, 'setFrequency'>;
    monitoringConsole: Pick<MonitoringConsole, 'item'>;
  },
): void {
  app.put(
    '/studio/api/enrollments/:enrollmentId/frequency',
    {
      onRequest: requireStudioWrite(deps, 'monitoring'),
      schema: {
        hide: true,
        params: EnrollmentIdParams,
        body: Type.Object({ frequency: Frequency }, { additionalProperties: false }),
        response: {
          200: EnrollmentItem,
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4404]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const id = request.params.enrollmentId;
      const changed = await deps.enrollments.setFrequency(
        session.tenantId,
        id,
        request.body.frequency,
        auditActorOf(actor),
      );
      const item = changed ? await deps.monitoringConsole.item(session.tenantId, id) : undefined;
      if (!item) throw enrollmentNotFound();
      return reply.header('cache-control', 'no-store').send(item);
    },
  );
}
