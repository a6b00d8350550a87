/** GET /admin/mailbox/{messageId}: one e-mail of the tenant's built-in mailbox, with its bodies; marks it read. */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { OnwardError } from '../../errors/index.js';
import type { Mailbox } from '../../mailbox/repository.js';
import { MailboxMessage, MessageId } from './schemas.js';

export function registerGetMailboxMessage(
  app: App,
  deps: { tokens: AccessTokens; mailbox: Pick<Mailbox, 'open'> },
): void {
  app.get(
    '/admin/mailbox/:messageId',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: "Read one e-mail of the tenant's mailbox",
        description:
          "The e-mail's text and HTML parts; the first reading sets readAt. Another tenant's message is 404, like one that does not exist.",
        security: OAUTH,
        params: Type.Object({ messageId: MessageId }),
        response: { 200: MailboxMessage, ...errorResponses([...AUTH_CODES, 4400, 4404, 5001]) },
      },
    },
    async (request) => {
      const message = await deps.mailbox.open(principalOf(request).tenantId, request.params.messageId);
      if (!message) throw new OnwardError(4404, 'No such message in your mailbox');
      return message;
    },
  );
}
