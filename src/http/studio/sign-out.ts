/** DELETE /studio/api/session: sign-out. The session is revoked in the database, so a copied cookie stops working too. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { StudioSessions } from '../../studio/sessions.js';
import { errorResponses } from '../responses.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from './guard.js';
import { clearedCookie, overTls } from './cookie.js';

export function registerStudioSignOut(
  app: App,
  deps: StudioGuardDeps & { studioSessions: Pick<StudioSessions, 'revoke'> },
): void {
  app.delete(
    '/studio/api/session',
    {
      preHandler: requireStudioWrite(deps, 'read'),
      schema: { hide: true, response: { 200: Type.Object({ signedOut: Type.Boolean() }), ...errorResponses } },
    },
    async (request, reply) => {
      await deps.studioSessions.revoke(studioOf(request).secret);
      return reply
        .header('set-cookie', clearedCookie(overTls(request, deps.trustForwardedProto)))
        .send({ signedOut: true });
    },
  );
}
