/** Response schemas of the mailbox API (GET /admin/mailbox, GET /admin/mailbox/{id}). */
import { Type } from '@sinclair/typebox';

const summaryFields = {
  id: Type.String(),
  mode: Type.Union([Type.Literal('live'), Type.Literal('test')], {
    description: 'Whether the e-mail went to a live or a /test lead',
  }),
  endClientId: Type.String({ description: 'The lead the e-mail was sent to' }),
  to: Type.String({ description: 'Recipient address' }),
  subject: Type.String(),
  createdAt: Type.String({ format: 'date-time', description: 'When the e-mail was sent (filed)' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it was first opened; null while unread',
  }),
};

export const MailboxPage = Type.Object(
  {
    messages: Type.Array(Type.Object(summaryFields), { description: 'Newest first' }),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as cursor for the next (older) page; null on the last page',
    }),
  },
  { $id: 'MailboxPage' },
);

export const MailboxMessage = Type.Object(
  {
    ...summaryFields,
    text: Type.String({ description: 'The text/plain part' }),
    html: Type.String({ description: 'The text/html part, as sent: untrusted markup, render it sandboxed' }),
  },
  { $id: 'MailboxMessage' },
);

export const MessageId = Type.String({ minLength: 1, maxLength: 64, description: 'Mailbox message id' });
