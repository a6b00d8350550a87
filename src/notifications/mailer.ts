/**
 * The transports behind the mailer port (mail-port.ts). The notification service only ever sees
 * `Mailer`; which transport it gets is the operator's choice (ONWARD_MAIL_TRANSPORT, config/env.ts):
 * - `smtp`: a real SMTP server (smtp.ts);
 * - `mailbox`: the built-in mailbox in the database (src/mailbox), read at GET /mailbox;
 * - `none`: nothing; `configured` is false and the notification route says so (5001).
 */
import type { MailConfig } from '../config/env.js';
import { createSmtpTransport } from './smtp.js';
import { MailError, type Mailer, type MailboxSink } from './mail-port.js';

export * from './mail-port.js';

export function createMailer(config: MailConfig, deps: { mailbox: MailboxSink }): Mailer {
  switch (config.transport) {
    case 'smtp':
      return createSmtpTransport(config);
    case 'mailbox':
      return {
        configured: true,
        send: async (message) => ({ messageId: (await deps.mailbox.deliver(message)).id }),
        close: () => {},
      };
    case 'none':
      return {
        configured: false,
        send: () => Promise.reject(new MailError('failed', 'E-mail is not configured')),
        close: () => {},
      };
  }
}
