/**
 * GET /studio/api/cases/{endClientId}/audit and GET /studio/api/flows/{flowId}/audit: one
 * target's audit trail, newest first, keyset-paginated. Read within the session's tenant only, so
 * another tenant's id reads as an empty trail; an erased case's trail stays readable.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { AuditTrail, AuditTargetType } from '../../../audit/trail.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { AuditEntry, PageQuery, pageSize } from '../review-schemas.js';

export const AUDIT_PATHS: ReadonlyArray<{ type: AuditTargetType; path: string; param: 'endClientId' | 'flowId' }> = [
  { type: 'case', path: '/studio/api/cases/:endClientId/audit', param: 'endClientId' },
  { type: 'flow', path: '/studio/api/flows/:flowId/audit', param: 'flowId' },
];

export const targetParams = (param: string) =>
  Type.Object({ [param]: Type.String({ minLength: 1, maxLength: 64 }) }) as ReturnType<
    typeof Type.Object<Record<string, ReturnType<typeof Type.String>>>
  >;

export function registerStudioListAudit(app: App, deps: StudioGuardDeps & { audit: Pick<AuditTrail, 'page'> }): void {
  for (const { type, path, param } of AUDIT_PATHS) {
    app.get(
      path,
      {
        onRequest: requireStudioSession(deps),
        schema: {
          hide: true,
          params: targetParams(param),
          querystring: Type.Object(PageQuery, { additionalProperties: false }),
          response: {
            200: Type.Object({ entries: Type.Array(AuditEntry), nextCursor: Type.Union([Type.String(), Type.Null()]) }),
            ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES]),
          },
        },
      },
      async (request, reply) => {
        const { session } = studioOf(request);
        const id = String(request.params[param]);
        const { limit, cursor } = request.query;
        const page = await deps.audit.page(
          session.tenantId,
          { type, id },
          { limit: pageSize(limit), ...(cursor ? { cursor } : {}) },
        );
        return reply.header('cache-control', 'no-store').send(page);
      },
    );
  }
}
