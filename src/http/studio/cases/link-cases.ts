/**
 * POST /studio/api/cases/{endClientId}/links `{linkedEndClientId}`: link two cases of the tenant
 * in the same mode (a company and its representative), as POST /end-clients/link does; audited on
 * both cases. 400 (4105) for an id that is not the tenant's in the case's mode, or the case itself.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { EndClientLinks } from '../../../end-clients/links.js';
import { caseIn } from '../../../cases/scope.js';
import type { Store } from '../../../store/database.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { CaseIdParams } from '../review-schemas.js';

export function registerStudioLinkCases(
  app: App,
  deps: StudioGuardDeps & { links: Pick<EndClientLinks, 'link' | 'linksOf'>; store: Pick<Store, 'db'> },
): void {
  app.post(
    '/studio/api/cases/:endClientId/links',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: CaseIdParams,
        body: Type.Object(
          { linkedEndClientId: Type.String({ minLength: 1, maxLength: 64 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ links: Type.Array(Type.String()) }),
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4100, 4105]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const id = request.params.endClientId;
      const { scope } = await caseIn(deps.store.db, session.tenantId, id);
      await deps.links.link(
        scope,
        { endClientId: id, linkedEndClientId: request.body.linkedEndClientId },
        auditActorOf(actor),
      );
      return reply.header('cache-control', 'no-store').send({ links: await deps.links.linksOf(scope, id) });
    },
  );
}
