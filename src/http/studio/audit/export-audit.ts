/**
 * GET /studio/api/{cases|flows|enrollments|accounts|settings}/{id}/audit/export: the whole trail
 * of one target, oldest first, as CSV (`format=csv`, the default) or JSON
 * (`format=json`), downloaded as a file (src/audit/export.ts).
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { AuditTrail } from '../../../audit/trail.js';
import { auditCsv } from '../../../audit/export.js';
import { rawSerializer } from '../../responses.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { AuditEntry } from '../review-schemas.js';
import { AUDIT_PATHS, targetParams } from './list-audit.js';

export function registerStudioExportAudit(app: App, deps: StudioGuardDeps & { audit: Pick<AuditTrail, 'all'> }): void {
  for (const { type, path, param, permission } of AUDIT_PATHS) {
    app.get(
      `${path}/export`,
      {
        onRequest: requireStudioSession(deps, permission),
        serializerCompiler: rawSerializer,
        schema: {
          hide: true,
          params: targetParams(param),
          querystring: Type.Object(
            { format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('json')])) },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Union([Type.String({ description: 'CSV' }), Type.Object({ entries: Type.Array(AuditEntry) })]),
            ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES]),
          },
        },
      },
      async (request, reply) => {
        const { session } = studioOf(request);
        const id = String(request.params[param]);
        const entries = await deps.audit.all(session.tenantId, { type, id });
        const format = request.query.format ?? 'csv';
        // The id is ours to name the file with only once it cannot break the header.
        const name = `audit-${type}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}.${format}`;
        reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${name}"`);
        if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify({ entries }));
        return reply.type('text/csv; charset=utf-8').send(auditCsv(entries));
      },
    );
  }
}
