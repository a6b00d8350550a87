/**
 * The `smtp` mail transport: outgoing e-mail over SMTP (nodemailer), configured by ONWARD_SMTP_URL and ONWARD_MAIL_FROM.
 * One connection per message: notifications are few, and an idle pooled connection would only
 * be dropped by the server. Failures come back as a MailError naming what went wrong (the
 * server refused, could not be reached, timed out, refused the login), never the credentials.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/env.js';
import { MailError, type Mailer } from './mail-port.js';

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** What a nodemailer error means for the caller; the server's own reply is kept (shortened). */
export function classifyMailError(err: unknown): MailError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as SmtpError;
  const reply = (e.response ?? e.message ?? 'unknown error').replace(/\s+/g, ' ').slice(0, 300);
  switch (e.code) {
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'EDNS':
    case 'ECONNREFUSED':
      return new MailError('unreachable', `The mail server could not be reached: ${reply}`);
    case 'ETIMEDOUT':
      return new MailError('timeout', 'The mail server did not answer in time');
    case 'EAUTH':
    case 'ENOAUTH':
      return new MailError('authentication', 'The mail server refused the configured login', e.responseCode);
    case 'ETLS':
    case 'EREQUIRETLS':
      return new MailError('tls', `TLS with the mail server failed: ${reply}`);
    case 'EENVELOPE':
    case 'EMESSAGE':
      return new MailError('rejected', `The mail server refused the message: ${reply}`, e.responseCode);
    default:
      return typeof e.responseCode === 'number'
        ? new MailError('rejected', `The mail server refused the message: ${reply}`, e.responseCode)
        : new MailError('failed', `Sending the e-mail failed: ${reply}`);
  }
}

export function createSmtpTransport(config: MailConfig): Mailer {
  const { smtpUrl, from } = config;
  // config/env.ts refuses transport `smtp` without both; this guards a hand-built config.
  if (smtpUrl === undefined || from === undefined)
    throw new Error('the smtp mail transport needs ONWARD_SMTP_URL and ONWARD_MAIL_FROM');
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      // nodemailer waits up to minutes by default; a notification request must not hang that long.
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
      dnsTimeout: config.timeoutMs,
      // Messages are built from our own texts only; nothing may make the transport read files or URLs.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from },
  );
  return {
    configured: true,
    async send(message) {
      try {
        // The context names whose mail it is for the mailbox; it is not part of the e-mail.
        const info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        return { messageId: info.messageId };
      } catch (err) {
        throw classifyMailError(err);
      }
    },
    close: () => transport.close(),
  };
}
