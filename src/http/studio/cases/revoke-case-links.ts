/**
 * POST /studio/api/cases/{endClientId}/revoke-links: every resume link issued so far for the case
 * stops working (as POST /end-clients/{id}/revoke-links); audited.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { LinkGenerations } from '../../../resume-links/generations.js';
import { caseIn } from '../../../cases/scope.js';
import type { Store } from '../../../store/database.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { CaseIdParams } from '../review-schemas.js';

export function registerStudioRevokeCaseLinks(
  app: App,
  deps: StudioGuardDeps & { linkGenerations: Pick<LinkGenerations, 'revoke'>; store: Pick<Store, 'db'> },
): void {
  app.post(
    '/studio/api/cases/:endClientId/revoke-links',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: CaseIdParams,
        response: {
          200: Type.Object({ endClientId: Type.String(), revokedAt: Type.String({ format: 'date-time' }) }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_WRITE_CODES, 4100, 4409]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const id = request.params.endClientId;
      const { scope } = await caseIn(deps.store.db, session.tenantId, id);
      const { revokedAt } = await deps.linkGenerations.revoke(scope, id, auditActorOf(actor));
      return reply
        .header('cache-control', 'no-store')
        .send({ endClientId: id, revokedAt: new Date(revokedAt).toISOString() });
    },
  );
}
