/**
 * GET /studio/api/enrollments/{enrollmentId}/scans: an active enrollment's scan history, newest
 * first, a page at a time (keyset cursor, as the enrollments list), each scan's hits in the shape a
 * flow's screening node records (so the Studio renders them as the case view does) with the list
 * versions searched. Another tenant's id answers 4404 like an unknown one.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { MonitoringConsole } from '../../../monitoring/console.js';
import { screeningData } from '../../../services/screening-service.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { PageQuery, pageSize } from '../review-schemas.js';
import { EnrollmentIdParams, ScanPage } from './monitoring-schemas.js';
import { enrollmentNotFound } from './get-enrollment.js';

/** Every match of a scan is shown: a monitoring record carries all of them (the spec caps adverse media at 100). */
const ALL_MATCHES = Number.MAX_SAFE_INTEGER;

const Query = Type.Object({ ...PageQuery }, { additionalProperties: false });

export function registerStudioListScans(
  app: App,
  deps: StudioGuardDeps & { monitoringConsole: Pick<MonitoringConsole, 'scans'> },
): void {
  app.get(
    '/studio/api/enrollments/:enrollmentId/scans',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        params: EnrollmentIdParams,
        querystring: Query,
        response: { 200: ScanPage, ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4404]) },
      },
    },
    async (request, reply) => {
      const { session } = studioOf(request);
      const { limit, cursor } = request.query;
      // A scan carries every hit, so pages are smaller than the lists' (at most 100).
      const page = await deps.monitoringConsole.scans(session.tenantId, request.params.enrollmentId, {
        limit: pageSize(limit, 100, 20),
        ...(cursor ? { cursor } : {}),
      });
      if (!page) throw enrollmentNotFound();
      return reply.header('cache-control', 'no-store').send({
        scans: page.scans.map((s) => ({
          resultId: s.resultId,
          scannedAt: s.scannedAt,
          reason: s.reason,
          result: screeningData(s.record, ALL_MATCHES),
        })),
        nextCursor: page.nextCursor,
      });
    },
  );
}
