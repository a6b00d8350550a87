/** POST /studio/api/accounts/{accountId}/password: an admin sets a new password (generated when none is given), answered once. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { StudioAccounts } from '../../../studio/accounts.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { Account, AccountIdParams, Password } from '../review-schemas.js';

export function registerStudioResetPassword(
  app: App,
  deps: StudioGuardDeps & { studioAccounts: Pick<StudioAccounts, 'resetPassword'> },
): void {
  app.post(
    '/studio/api/accounts/:accountId/password',
    {
      onRequest: requireStudioWrite(deps, 'accounts'),
      schema: {
        hide: true,
        params: AccountIdParams,
        body: Type.Object({ password: Type.Optional(Password) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ account: Account, password: Type.String({ description: 'Shown this once' }) }),
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4404]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const reset = await deps.studioAccounts.resetPassword(
        session.tenantId,
        request.params.accountId,
        auditActorOf(actor),
        request.body.password,
      );
      return reply.header('cache-control', 'no-store').send(reset);
    },
  );
}
