/**
 * POST /end-clients/{endClientId}/revoke-links (and /test/...): stop every resume link of an end
 * client issued so far (signed URLs and notification e-mails), for a link that leaked. Links are
 * not stored: the end client's link generation is incremented (resume-links/generations.ts), and
 * every token issued under an earlier one is refused. New links work at once.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { LinkGenerations } from '../../resume-links/generations.js';
import { registerEndClientRoute } from './register.js';
import { principalOf } from '../auth/guard.js';
import { clientActor } from '../../audit/trail.js';
import { EndClientId } from './schemas.js';

const RevokeLinksResponse = Type.Object(
  {
    endClientId: Type.String({ description: 'The end client' }),
    revokedAt: Type.String({
      format: 'date-time',
      description:
        'Every resume link issued before this instant is refused (401 4032 on the resume API, 410 on the page)',
    }),
  },
  {
    $id: 'RevokeLinksResponse',
    description: 'Revoked',
    examples: [{ endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10', revokedAt: '2026-11-24T10:15:30.000Z' }],
  },
);

export function registerRevokeLinks(
  app: App,
  deps: { tokens: AccessTokens; linkGenerations: Pick<LinkGenerations, 'revoke'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'POST',
      path: '/end-clients/:endClientId/revoke-links',
      errors: [4100, 4409],
      summary: "Revoke an end client's resume links",
      description:
        'Every signed resume link issued so far for the end client (POST /signed-url, notification e-mails) stops working at once, ' +
        'in pages already open too; links issued afterwards work. The end client and its run are left as they are. No body. ' +
        "Errors: 404 end client not the caller's in this mode (4100); 409 after 65,535 revocations of one end client (4409: delete it instead).",
      params: Type.Object({ endClientId: EndClientId }),
      response: { 200: RevokeLinksResponse },
    },
    async (scope, { params }, reply) => {
      const { revokedAt } = await deps.linkGenerations.revoke(
        scope,
        params.endClientId,
        clientActor(principalOf(reply.request).clientId),
      );
      return { endClientId: params.endClientId, revokedAt: new Date(revokedAt).toISOString() };
    },
  );
}
