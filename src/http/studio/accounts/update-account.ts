/**
 * PATCH /studio/api/accounts/{accountId}: an admin changes an account's role or disables (or
 * enables) it. An admin cannot demote or disable their own account, so a tenant always keeps
 * someone able to undo a mistake (its own credentials act as admin too).
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { StudioAccounts } from '../../../studio/accounts.js';
import { OnwardError } from '../../../errors/index.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { Account, AccountIdParams, Role } from '../review-schemas.js';

export function registerStudioUpdateAccount(
  app: App,
  deps: StudioGuardDeps & { studioAccounts: Pick<StudioAccounts, 'get' | 'setRole' | 'setDisabled'> },
): void {
  app.patch(
    '/studio/api/accounts/:accountId',
    {
      onRequest: requireStudioWrite(deps, 'accounts'),
      schema: {
        hide: true,
        params: AccountIdParams,
        body: Type.Object(
          { role: Type.Optional(Role), disabled: Type.Optional(Type.Boolean()) },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Account, ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4404]) },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const { accountId } = request.params;
      const { role, disabled } = request.body;
      if (actor.type === 'account' && actor.id === accountId && (disabled === true || (role && role !== 'admin')))
        throw new OnwardError(4400, 'An admin cannot demote or disable their own account', [
          { field: 'params/accountId', reason: 'self', message: 'ask another admin' },
        ]);
      const by = auditActorOf(actor);
      let account = await deps.studioAccounts.get(session.tenantId, accountId);
      if (role !== undefined && role !== account.role)
        account = await deps.studioAccounts.setRole(session.tenantId, accountId, role, by);
      if (disabled !== undefined && disabled !== account.disabled)
        account = await deps.studioAccounts.setDisabled(session.tenantId, accountId, disabled, by);
      return reply.header('cache-control', 'no-store').send(account);
    },
  );
}
