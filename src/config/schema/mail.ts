// Outgoing e-mail (notification e-mails) and the abandonment timer that sends some of them.
import { int, optionalOneOf, text } from './kinds.js';

/** Where notification e-mails go (docs/notifications.md): a real SMTP server, the built-in mailbox, or nowhere. */
export const MAIL_TRANSPORTS = ['smtp', 'mailbox', 'none'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

function smtpUrlProblem(raw: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // The URL holds the password: never echo it back.
  return url && ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== ''
    ? undefined
    : 'must be smtp://[user:pass@]host[:port] or smtps://...';
}

export const mailVars = {
  ONWARD_MAIL_TRANSPORT: optionalOneOf(
    MAIL_TRANSPORTS,
    {
      docDefault: '`smtp` with `ONWARD_SMTP_URL`, else `mailbox` in the demo, else `none`',
      description:
        "Where notification e-mails go: `smtp` (sent), `mailbox` (kept in the tenant's built-in mailbox, read at `/mailbox` and `GET /admin/mailbox`), `none` (the notification operation answers 501 / 5001). `smtp` without `ONWARD_SMTP_URL` stops the start (docs/notifications.md)",
    },
    (raw) => `must be one of ${MAIL_TRANSPORTS.join(', ')}, got ${JSON.stringify(raw)}`,
  ),
  ONWARD_SMTP_URL: text(
    {
      description:
        'SMTP server for notification e-mails: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465` (TLS); setting it makes `smtp` the default transport',
    },
    smtpUrlProblem,
  ),
  ONWARD_MAIL_FROM: text(
    {
      description:
        'From address of notification e-mails, `no-reply@example.com` or `Onward <no-reply@example.com>`; required with `ONWARD_SMTP_URL`',
    },
    (from) =>
      /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(from.trim())
        ? undefined
        : `must be an address or "Name <address>", got ${JSON.stringify(from)}`,
  ),
  ONWARD_SMTP_TIMEOUT_MS: int(10_000, 100, 120_000, {
    description:
      'Connect, greeting and socket timeout towards the SMTP server (a slow or dead server answers 502 / 5020 after it)',
  }),
  ONWARD_ABANDON_SWEEP_MS: int(60_000, 10, 3_600_000, {
    description: "How often idle runs are checked against their flow's abandonment timer",
  }),
};
