// Rules that tie variables together. A variable whose own value was refused is skipped here: its
// problem is already reported, and its stand-in default would only produce a confusing second one.
import type { EnvName, EnvValues } from './schema/index.js';
import type { MailTransportKind } from './schema/mail.js';

const DAY = 86_400;

/** The default resume link lifetime: 7 days, or the operator's maximum when that is shorter. */
export function resumeLinkTtlSeconds(v: EnvValues): number {
  return v.ONWARD_RESUME_LINK_TTL_SECONDS ?? Math.min(7 * DAY, v.ONWARD_RESUME_LINK_MAX_TTL_SECONDS);
}

/**
 * The mail transport: the operator's choice, else `smtp` with a server, else `mailbox` in the demo,
 * else `none`. Outside the demo a 200 for an e-mail no lead can ever receive would mislead the
 * operator, so the mailbox is never the silent default there.
 */
export function mailTransport(v: EnvValues): MailTransportKind {
  return v.ONWARD_MAIL_TRANSPORT ?? (v.ONWARD_SMTP_URL !== undefined ? 'smtp' : v.ONWARD_DEMO ? 'mailbox' : 'none');
}

export function crossProblems(v: EnvValues, failed: ReadonlySet<EnvName>): string[] {
  const problems: string[] = [];
  const ok = (...names: EnvName[]) => names.every((n) => !failed.has(n));
  const together = (a: EnvName, b: EnvName) => {
    if (ok(a, b) && (v[a] === undefined) !== (v[b] === undefined)) problems.push(`${a} and ${b} must be set together`);
  };
  together('ONWARD_BOOTSTRAP_CLIENT_ID', 'ONWARD_BOOTSTRAP_CLIENT_SECRET');
  together('ONWARD_BOOTSTRAP_USERNAME', 'ONWARD_BOOTSTRAP_PASSWORD');

  const ttl = resumeLinkTtlSeconds(v);
  const max = v.ONWARD_RESUME_LINK_MAX_TTL_SECONDS;
  if (ok('ONWARD_RESUME_LINK_TTL_SECONDS', 'ONWARD_RESUME_LINK_MAX_TTL_SECONDS') && ttl > max) {
    problems.push(
      `ONWARD_RESUME_LINK_TTL_SECONDS (${ttl}) must not exceed ONWARD_RESUME_LINK_MAX_TTL_SECONDS (${max})`,
    );
  }

  if (v.ONWARD_SMTP_URL !== undefined && v.ONWARD_MAIL_FROM === undefined && ok('ONWARD_MAIL_FROM')) {
    problems.push('ONWARD_MAIL_FROM must be set with ONWARD_SMTP_URL (the From address of notification e-mails)');
  }
  // Asking for SMTP without a server would only surface at the first notification: refuse to start.
  if (v.ONWARD_MAIL_TRANSPORT === 'smtp' && v.ONWARD_SMTP_URL === undefined && ok('ONWARD_SMTP_URL')) {
    problems.push(
      'ONWARD_MAIL_TRANSPORT=smtp needs ONWARD_SMTP_URL and ONWARD_MAIL_FROM (or set ONWARD_MAIL_TRANSPORT=mailbox to keep e-mails in the built-in mailbox)',
    );
  }
  // SQLite's job table and session signals live inside one process: a separate worker process
  // would never see the API's jobs woken, nor wake its waiting requests.
  if (v.ONWARD_ROLE !== 'all' && ok('ONWARD_ROLE', 'DATABASE_URL') && v.DATABASE_URL.startsWith('sqlite:')) {
    problems.push(
      `ONWARD_ROLE=${v.ONWARD_ROLE} needs PostgreSQL (DATABASE_URL=postgres://...): on SQLite one process runs everything, so use ONWARD_ROLE=all`,
    );
  }
  // A fault point stops the process dead mid-request: a test's tool, never a deployment's.
  if (v.ONWARD_TEST_FAULT !== undefined && v.NODE_ENV === 'production')
    problems.push('ONWARD_TEST_FAULT is for tests only and is refused when NODE_ENV=production');
  return problems;
}
