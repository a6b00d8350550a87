/** GET /studio/api/accounts: the tenant's Studio accounts (admin only). */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { StudioAccounts } from '../../../studio/accounts.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { Account } from '../review-schemas.js';

export function registerStudioListAccounts(
  app: App,
  deps: StudioGuardDeps & { studioAccounts: Pick<StudioAccounts, 'list'> },
): void {
  app.get(
    '/studio/api/accounts',
    {
      onRequest: requireStudioSession(deps, 'accounts'),
      schema: {
        hide: true,
        response: {
          200: Type.Object({ accounts: Type.Array(Account) }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES]),
        },
      },
    },
    async (request, reply) => {
      const { session } = studioOf(request);
      const accounts = await deps.studioAccounts.list(session.tenantId);
      return reply.header('cache-control', 'no-store').send({ accounts });
    },
  );
}
