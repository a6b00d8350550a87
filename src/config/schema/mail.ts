// Outgoing e-mail (notification e-mails) and the abandonment timer that sends some of them.
import { int, text } from './kinds.js';

function smtpUrlProblem(raw: string): string | undefined {
  let url: URL | undefined;
  try { url = new URL(raw); } catch { url = undefined; }
  // The URL holds the password: never echo it back.
  return url && ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '' ? undefined
    : 'must be smtp://[user:pass@]host[:port] or smtps://...';
}

export const mailVars = {
  ONWARD_SMTP_URL: text({
    docDefault: '– (no e-mail)',
    description: 'SMTP server for notification e-mails: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465` (TLS). Unset: the notification operation answers 500 / 5001',
  }, smtpUrlProblem),
  ONWARD_MAIL_FROM: text({
    description: 'From address of notification e-mails, `no-reply@example.com` or `Onward <no-reply@example.com>`; required with `ONWARD_SMTP_URL`',
  }, (from) => (/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(from.trim()) ? undefined
    : `must be an address or "Name <address>", got ${JSON.stringify(from)}`)),
  ONWARD_SMTP_TIMEOUT_MS: int(10_000, 100, 120_000, {
    description: 'Connect, greeting and socket timeout towards the SMTP server (a slow or dead server answers 502 / 5020 after it)',
  }),
  ONWARD_ABANDON_SWEEP_MS: int(60_000, 10, 3_600_000, { description: "How often idle runs are checked against their flow's abandonment timer" }),
};
