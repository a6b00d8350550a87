/**
 * GET /studio/api/enrollments/{enrollmentId}: one active enrollment with its count of scans (its
 * scan history is GET .../scans, list-scans.ts). Another tenant's id answers 4404 like an unknown one.
 */
import type { App } from '../../types.js';
import type { MonitoringConsole } from '../../../monitoring/console.js';
import { OnwardError } from '../../../errors/index.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { EnrollmentDetail, EnrollmentIdParams } from './monitoring-schemas.js';

export const enrollmentNotFound = () => new OnwardError(4404, 'Enrollment not found');

export function registerStudioGetEnrollment(
  app: App,
  deps: StudioGuardDeps & { monitoringConsole: Pick<MonitoringConsole, 'detail'> },
): void {
  app.get(
    '/studio/api/enrollments/:enrollmentId',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        params: EnrollmentIdParams,
        response: { 200: EnrollmentDetail, ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4404]) },
      },
    },
    async (request, reply) => {
      const { session } = studioOf(request);
      const found = await deps.monitoringConsole.detail(session.tenantId, request.params.enrollmentId);
      if (!found) throw enrollmentNotFound();
      return reply.header('cache-control', 'no-store').send(found);
    },
  );
}
