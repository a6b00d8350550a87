/**
 * GET /mailbox and GET /mailbox/{messageId}: the built-in mailbox in a browser, server-rendered
 * (render.ts), behind the tenant's Basic sign-in (page-auth.ts). A person reads these pages, so
 * every answer is HTML, problems included: 401 with a challenge, 404, 400, 429. A tenant sees only
 * its own e-mails; another tenant's message id is 404 like an unknown one.
 */
import { BASIC } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import type { Mailbox } from '../../mailbox/repository.js';
import type { MailTransportKind } from '../../config/env.js';
import { MAILBOX_CHALLENGE, signInPageUser, type PageAuthDeps } from './page-auth.js';
import { MAILBOX_PAGE_HEADERS, mailboxListPage, mailboxMessagePage, mailboxNoticePage } from './render.js';
import { pageSize } from './list-messages.js';
import { MessageId } from './schemas.js';

export interface MailboxPageDeps extends PageAuthDeps {
  mailbox: Pick<Mailbox, 'list' | 'open'>;
  transport: MailTransportKind;
}

function sendHtml(reply: FastifyReply, status: number, html: string, headers: Record<string, string> = {}) {
  return reply
    .status(status)
    .headers({ ...MAILBOX_PAGE_HEADERS, ...headers })
    .type('text/html; charset=utf-8')
    .send(html);
}

const html = (description: string, headers?: Record<string, unknown>) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
  ...(headers ? { headers } : {}),
});
/** What the sign-in answers carry (signedIn below). */
const challenged = {
  'www-authenticate': {
    type: 'string',
    required: true,
    description: 'The Basic challenge, so the browser asks for the mailbox user’s credentials',
  },
};
const limited = {
  'retry-after': {
    type: 'integer',
    minimum: 0,
    required: true,
    description: 'Seconds until sign-in is accepted again',
  },
};

/** Signs the reader in, or answers the page that says why not; undefined when the answer was sent. */
async function signedIn(deps: MailboxPageDeps, request: FastifyRequest, reply: FastifyReply) {
  const result = await signInPageUser(deps, request);
  if (result.ok) return result;
  if (result.status === 429) {
    await sendHtml(reply, 429, mailboxNoticePage('Too many attempts', 'Too many failed sign-ins; try again later.'), {
      'retry-after': String(result.retryAfterSeconds),
    });
  } else {
    const text =
      result.reason === 'missing'
        ? 'Sign in with your Basic user name and password.'
        : 'The user name or password is wrong.';
    await sendHtml(reply, 401, mailboxNoticePage('Sign-in required', text), { 'www-authenticate': MAILBOX_CHALLENGE });
  }
  return undefined;
}

export function registerMailboxPage(app: App, deps: MailboxPageDeps): void {
  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['mailbox'],
        summary: "The tenant's mailbox in a browser (HTML, Basic sign-in)",
        description: 'Notification e-mails of the built-in mailbox, newest first; ?cursor= pages to older ones.',
        security: BASIC,
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
            cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: html('The mailbox'),
          400: html('A bad cursor or page size'),
          401: html('Sign-in required (challenge)', challenged),
          429: html('Too many failed sign-ins', limited),
          500: html('Something went wrong'),
        },
      },
      // A malformed query is a page too, not a JSON error.
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await signedIn(deps, request, reply);
      if (!user) return reply;
      if (request.validationError)
        return sendHtml(reply, 400, mailboxNoticePage('Not a valid address', 'Open the mailbox from its first page.'));
      const { cursor, limit } = request.query;
      try {
        const size = pageSize(limit);
        const page = await deps.mailbox.list(user.tenantId, { limit: size, ...(cursor ? { cursor } : {}) });
        const older =
          page.nextCursor === null
            ? undefined
            : `mailbox?${new URLSearchParams({ cursor: page.nextCursor, ...(limit ? { limit } : {}) }).toString()}`;
        // Awaited inside the try, so a failure while sending is handled below like one while listing.
        return await sendHtml(
          reply,
          200,
          mailboxListPage({ username: user.username, transport: deps.transport, page, olderHref: older }),
        );
      } catch (err) {
        if (err instanceof OnwardError && err.code === 4400)
          return sendHtml(
            reply,
            400,
            mailboxNoticePage('Not a valid address', 'Open the mailbox from its first page.'),
          );
        throw err;
      }
    },
  );

  app.get(
    '/mailbox/:messageId',
    {
      schema: {
        tags: ['mailbox'],
        summary: "One e-mail of the tenant's mailbox (HTML, Basic sign-in); marks it read",
        description:
          'The e-mail as sent (its HTML shown sandboxed), opened from the mailbox page; opening it marks it read. Another tenant’s e-mail is 404.',
        security: BASIC,
        params: Type.Object({ messageId: MessageId }),
        response: {
          200: html('The e-mail'),
          401: html('Sign-in required (challenge)', challenged),
          404: html('No such e-mail in this mailbox'),
          429: html('Too many failed sign-ins', limited),
          500: html('Something went wrong'),
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await signedIn(deps, request, reply);
      if (!user) return reply;
      const message = request.validationError
        ? undefined
        : await deps.mailbox.open(user.tenantId, request.params.messageId);
      if (!message) return sendHtml(reply, 404, mailboxNoticePage('No such e-mail', 'It is not in your mailbox.'));
      return sendHtml(reply, 200, mailboxMessagePage(message));
    },
  );
}
