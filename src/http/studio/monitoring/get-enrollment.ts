/**
 * GET /studio/api/enrollments/{enrollmentId}: one active enrollment with its scan history, each
 * scan's hits in the shape a flow's screening node records (so the Studio renders them as the case
 * view does) with the list versions searched. Another tenant's id answers 4404 like an unknown one.
 */
import type { App } from '../../types.js';
import type { MonitoringConsole } from '../../../monitoring/console.js';
import { OnwardError } from '../../../errors/index.js';
import { screeningData } from '../../../services/screening-service.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { EnrollmentDetail, EnrollmentIdParams } from './monitoring-schemas.js';

/** Every match of a scan is shown: a monitoring record carries all of them (the spec caps adverse media at 100). */
const ALL_MATCHES = Number.MAX_SAFE_INTEGER;

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
      const { scans, ...rest } = found;
      return reply.header('cache-control', 'no-store').send({
        ...rest,
        scans: scans.map((s) => ({
          resultId: s.resultId,
          scannedAt: s.scannedAt,
          reason: s.reason,
          result: screeningData(s.record, ALL_MATCHES),
        })),
      });
    },
  );
}
