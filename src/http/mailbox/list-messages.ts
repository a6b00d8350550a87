/**
 * GET /admin/mailbox: the tenant's built-in mailbox, newest first, a page at a time. It holds the
 * notification e-mails of the `mailbox` transport (ONWARD_MAIL_TRANSPORT, the demo's default).
 */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { OnwardError } from '../../errors/index.js';
import { DEFAULT_MAILBOX_PAGE, MAX_MAILBOX_PAGE, type Mailbox } from '../../mailbox/repository.js';
import { MailboxPage } from './schemas.js';

const Query = Type.Object(
  {
    // A string: query values are never coerced (app.ts); the range is checked below.
    limit: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,4}$',
        description: `Page size, 1 to ${MAX_MAILBOX_PAGE} (default ${DEFAULT_MAILBOX_PAGE})`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 300, description: 'nextCursor of the previous page' }),
    ),
  },
  { additionalProperties: false },
);

/** The page size a query asks for, or 400 when it is out of range. */
export function pageSize(limit: string | undefined): number {
  const n = limit === undefined ? DEFAULT_MAILBOX_PAGE : Number(limit);
  if (n < 1 || n > MAX_MAILBOX_PAGE) {
    throw new OnwardError(4400, 'Invalid request querystring', [
      { field: 'querystring/limit', reason: 'range', message: `must be 1 to ${MAX_MAILBOX_PAGE}` },
    ]);
  }
  return n;
}

export function registerListMailboxMessages(
  app: App,
  deps: { tokens: AccessTokens; mailbox: Pick<Mailbox, 'list'> },
): void {
  app.get(
    '/admin/mailbox',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: "List the tenant's mailbox",
        description:
          'Notification e-mails kept by the built-in mailbox (ONWARD_MAIL_TRANSPORT=mailbox, the demo default), newest first, ' +
          'keyset-paginated with nextCursor. GET /admin/mailbox/{id} has the bodies; GET /mailbox shows them in a browser.',
        security: OAUTH,
        querystring: Query,
        response: { 200: MailboxPage, ...errorResponses([...AUTH_CODES, 4400, 5001]) },
      },
    },
    async (request) => {
      const { cursor } = request.query;
      return deps.mailbox.list(principalOf(request).tenantId, {
        limit: pageSize(request.query.limit),
        ...(cursor ? { cursor } : {}),
      });
    },
  );
}
