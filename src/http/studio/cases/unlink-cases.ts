/** DELETE /studio/api/cases/{endClientId}/links/{linkedEndClientId}: remove a link between two cases (as DELETE /end-clients/link); audited on both. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { EndClientLinks } from '../../../end-clients/links.js';
import { caseIn } from '../../../cases/scope.js';
import type { Store } from '../../../store/database.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';

export function registerStudioUnlinkCases(
  app: App,
  deps: StudioGuardDeps & { links: Pick<EndClientLinks, 'unlink' | 'linksOf'>; store: Pick<Store, 'db'> },
): void {
  app.delete(
    '/studio/api/cases/:endClientId/links/:linkedEndClientId',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: Type.Object({
          endClientId: Type.String({ minLength: 1, maxLength: 64 }),
          linkedEndClientId: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: {
          200: Type.Object({ removed: Type.Boolean(), links: Type.Array(Type.String()) }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_WRITE_CODES, 4100, 4106]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const { endClientId: id, linkedEndClientId } = request.params;
      const { scope } = await caseIn(deps.store.db, session.tenantId, id);
      const { removed } = await deps.links.unlink(scope, { endClientId: id, linkedEndClientId }, auditActorOf(actor));
      return reply.header('cache-control', 'no-store').send({ removed, links: await deps.links.linksOf(scope, id) });
    },
  );
}
