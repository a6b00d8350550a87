/**
 * GET /studio/api/{cases|flows|enrollments|webhook-deliveries|accounts|settings}/{id}/audit: one target's audit
 * trail, newest first, keyset-paginated (accounts' trails for admins only). Read within the session's tenant only, so
 * another tenant's id reads as an empty trail; an erased case's trail stays readable.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { AuditTrail, AuditTargetType } from '../../../audit/trail.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import type { StudioPermission } from '../../../studio/roles.js';
import { AuditEntry, PageQuery, pageSize } from '../review-schemas.js';

export const AUDIT_PATHS: ReadonlyArray<{
  type: AuditTargetType;
  path: string;
  param: string;
  permission: StudioPermission;
}> = [
  { type: 'case', path: '/studio/api/cases/:endClientId/audit', param: 'endClientId', permission: 'read' },
  { type: 'flow', path: '/studio/api/flows/:flowId/audit', param: 'flowId', permission: 'read' },
  {
    type: 'enrollment',
    path: '/studio/api/enrollments/:enrollmentId/audit',
    param: 'enrollmentId',
    permission: 'read',
  },
  {
    type: 'webhook_delivery',
    path: '/studio/api/webhook-deliveries/:deliveryId/audit',
    param: 'deliveryId',
    permission: 'read',
  },
  // Who was given which role is the admins' business, as account management is.
  { type: 'account', path: '/studio/api/accounts/:accountId/audit', param: 'accountId', permission: 'accounts' },
  // Settings are named: `webhooks` (authentication mode, event token) is the one so far.
  { type: 'settings', path: '/studio/api/settings/:settingsId/audit', param: 'settingsId', permission: 'read' },
];

export const targetParams = (param: string) =>
  Type.Object({ [param]: Type.String({ minLength: 1, maxLength: 64 }) }) as ReturnType<
    typeof Type.Object<Record<string, ReturnType<typeof Type.String>>>
  >;

export function registerStudioListAudit(app: App, deps: StudioGuardDeps & { audit: Pick<AuditTrail, 'page'> }): void {
  for (const { type, path, param, permission } of AUDIT_PATHS) {
    app.get(
      path,
      {
        onRequest: requireStudioSession(deps, permission),
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
