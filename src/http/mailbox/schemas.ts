/** Response schemas of the mailbox API (GET /admin/mailbox, GET /admin/mailbox/{id}). */
import { Type } from '@sinclair/typebox';

const summaryFields = {
  id: Type.String({ description: 'Message id (time-ordered UUIDv7)' }),
  mode: Type.Union([Type.Literal('live'), Type.Literal('test')], {
    description: 'Whether the e-mail went to a live or a /test lead',
  }),
  endClientId: Type.String({ description: 'The lead the e-mail was sent to' }),
  to: Type.String({ description: 'Recipient address' }),
  subject: Type.String({ description: 'Subject line' }),
  createdAt: Type.String({ format: 'date-time', description: 'When the e-mail was sent (filed)' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it was first opened; null while unread',
  }),
};

const SUMMARY_EXAMPLE = {
  id: '0193b8c2-5d1e-7a3f-9c21-4e8f2a6b1d03',
  mode: 'live',
  endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
  to: 'ada@example.com',
  subject: 'Continue your application',
  createdAt: '2026-11-24T10:15:30.000Z',
  readAt: null,
};

export const MailboxPage = Type.Object(
  {
    messages: Type.Array(Type.Object(summaryFields), { description: 'Newest first' }),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as cursor for the next (older) page; null on the last page',
    }),
  },
  {
    $id: 'MailboxPage',
    description: 'A page of e-mails',
    examples: [{ messages: [SUMMARY_EXAMPLE], nextCursor: null }],
  },
);

export const MailboxMessage = Type.Object(
  {
    ...summaryFields,
    text: Type.String({ description: 'The text/plain part' }),
    html: Type.String({ description: 'The text/html part, as sent: untrusted markup, render it sandboxed' }),
  },
  {
    $id: 'MailboxMessage',
    description: 'One e-mail',
    examples: [
      {
        ...SUMMARY_EXAMPLE,
        text: 'Continue where you left off: https://onboarding.example.com/resume/r1.abc',
        html: '<p>Continue where you left off: <a href="https://onboarding.example.com/resume/r1.abc">resume</a></p>',
      },
    ],
  },
);

export const MessageId = Type.String({ minLength: 1, maxLength: 64, description: 'Mailbox message id' });
