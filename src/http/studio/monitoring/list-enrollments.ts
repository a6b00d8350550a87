/**
 * GET /studio/api/enrollments: the tenant's active enrollments, newest first, a page at a time
 * (keyset cursor), searched by the person's name and filtered by the last scan's state
 * (src/monitoring/console.ts). Every Studio role may look.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { MonitoringConsole } from '../../../monitoring/console.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { PageQuery, pageSize } from '../review-schemas.js';
import { EnrollmentItem, LastState } from './monitoring-schemas.js';

const Query = Type.Object(
  {
    state: Type.Optional(LastState),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Text in the first and last name' })),
    ...PageQuery,
  },
  { additionalProperties: false },
);

export function registerStudioListEnrollments(
  app: App,
  deps: StudioGuardDeps & { monitoringConsole: Pick<MonitoringConsole, 'list'> },
): void {
  app.get(
    '/studio/api/enrollments',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        querystring: Query,
        response: {
          200: Type.Object({
            enrollments: Type.Array(EnrollmentItem),
            nextCursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES]),
        },
      },
    },
    async (request, reply) => {
      const { session } = studioOf(request);
      const { state, q, limit, cursor } = request.query;
      const page = await deps.monitoringConsole.list(session.tenantId, {
        limit: pageSize(limit),
        ...(state ? { state } : {}),
        ...(q ? { search: q } : {}),
        ...(cursor ? { cursor } : {}),
      });
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
}
