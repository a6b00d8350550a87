/**
 * GET /studio/api/cases/{endClientId}/export: the case's profile as a JSON file, in the shape of
 * GET /export/v2/query/client/{id} (src/end-clients/export.ts, with its owner cases). Taking
 * personal data away is a reviewer's action (the `cases` area), and it is audited on the case.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { EndClientExportService } from '../../../end-clients/export.js';
import type { OwnerViews } from '../../../owners/view.js';
import type { AuditTrail } from '../../../audit/trail.js';
import type { Store } from '../../../store/database.js';
import { caseIn } from '../../../cases/scope.js';
import { rawSerializer } from '../../responses.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { CaseIdParams } from '../review-schemas.js';

export function registerStudioExportCase(
  app: App,
  deps: StudioGuardDeps & {
    endClientExport: Pick<EndClientExportService, 'export'>;
    owners: Pick<OwnerViews, 'casesOf'>;
    audit: Pick<AuditTrail, 'record'>;
    store: Pick<Store, 'db'>;
    now: () => number;
  },
): void {
  app.get(
    '/studio/api/cases/:endClientId/export',
    {
      // A GET (a download link), so no CSRF token: it changes nothing but the trail, and the
      // SameSite=Strict cookie never rides on another site's request.
      onRequest: requireStudioSession(deps, 'cases'),
      serializerCompiler: rawSerializer,
      schema: {
        hide: true,
        params: CaseIdParams,
        response: {
          200: Type.String({
            description: 'The profile as GET /export/v2/query/client/{id} answers it, as a JSON file',
          }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4100, 4110]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const id = request.params.endClientId;
      const { scope } = await caseIn(deps.store.db, session.tenantId, id);
      const exported = await deps.endClientExport.export(scope, id);
      const profile = { ...exported, owners: await deps.owners.casesOf(exported.id, scope.mode) };
      await deps.audit.record(
        deps.store.db,
        [
          {
            tenantId: session.tenantId,
            actor: auditActorOf(actor),
            action: 'case.exported',
            target: { type: 'case', id },
            after: { format: 'json' },
          },
        ],
        deps.now(),
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="case-${id.replace(/[^A-Za-z0-9_-]/g, '_')}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(profile, null, 2));
    },
  );
}
