/**
 * POST /studio/api/accounts: an admin creates a Studio account of the tenant. The password, given
 * or generated, is answered this once; only its hash is kept.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import { USERNAME_PATTERN, type StudioAccounts } from '../../../studio/accounts.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { Account, Password, Role } from '../review-schemas.js';

export function registerStudioCreateAccount(
  app: App,
  deps: StudioGuardDeps & { studioAccounts: Pick<StudioAccounts, 'create'> },
): void {
  app.post(
    '/studio/api/accounts',
    {
      onRequest: requireStudioWrite(deps, 'accounts'),
      schema: {
        hide: true,
        body: Type.Object(
          {
            username: Type.String({ pattern: USERNAME_PATTERN, description: 'Unique across the server; signs in' }),
            displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            role: Role,
            password: Type.Optional(Password),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ account: Account, password: Type.String({ description: 'Shown this once' }) }),
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4409]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const { username, displayName, role, password } = request.body;
      const created = await deps.studioAccounts.create({
        tenantId: session.tenantId,
        username,
        role,
        actor: auditActorOf(actor),
        ...(displayName !== undefined ? { displayName } : {}),
        ...(password !== undefined ? { password } : {}),
      });
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );
}
