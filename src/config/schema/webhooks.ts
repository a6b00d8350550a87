// Outbound calls (services, webhooks): where they may go, how webhook secrets are sealed, and
// when failed deliveries are retried.
import { isIP } from 'node:net';
import { DEFAULT_RETRY_SCHEDULE_TEXT, parseRetrySchedule } from '../../lib/retry-schedule.js';
import { csv, int, optional, withDefault, EnvProblem } from './kinds.js';

function allowEntryProblem(entry: string): string | undefined {
  const [addr, bits, extra] = entry.split('/');
  const hostLike = /^[a-z0-9.-]+$/i.test(entry);
  const cidrOk =
    addr !== undefined &&
    isIP(addr) !== 0 &&
    extra === undefined &&
    (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(addr) === 4 ? 32 : 128)));
  return cidrOk || hostLike ? undefined : `entry ${JSON.stringify(entry)} is neither a host name, an IP nor a CIDR`;
}

export const webhookVars = {
  ONWARD_OUTBOUND_ALLOW: csv(
    {
      description:
        'Comma-separated hosts, IPs or CIDRs that outbound calls (services, webhooks) may reach although private or loopback; others are refused. With the demo on and this unset, loopback (127.0.0.1, ::1) is allowed',
    },
    allowEntryProblem,
  ),
  ONWARD_WEBHOOK_RETRY_SCHEDULE: withDefault(
    DEFAULT_RETRY_SCHEDULE_TEXT,
    {
      description: 'Waits before webhook retries (units ms, s, m, h; n waits = n + 1 attempts), then dead-lettered',
    },
    (text) => {
      const parsed = parseRetrySchedule(text);
      if (!parsed.ok) throw new EnvProblem(`: ${parsed.message}`);
      return parsed.delaysMs;
    },
    (delays) => delays.map((ms) => `${ms}ms`).join(','),
  ),
  // Also bounds the delivery's timeout (half the lease, at most 15 s), so a slow receiver is cut
  // before its message can be claimed by a second worker while the first is still sending.
  ONWARD_WEBHOOK_LEASE_SECONDS: int(120, 2, 3600, {
    description:
      "How long a claimed webhook delivery is its worker's; a worker that died mid-delivery has the message sent by another after it (same `webhook-id`). A delivery times out after half of it, at most 15 s",
  }),
  ONWARD_WEBHOOK_ENCRYPTION_KEY: optional(
    {
      docDefault: 'kept in the database',
      description: '32 bytes (64 hex or base64) sealing stored webhook secrets',
    },
    (text): Buffer => {
      // 64 hex characters or base64/base64url of exactly 32 bytes: an AES-256 key, nothing weaker.
      const key = /^[0-9a-f]{64}$/i.test(text)
        ? Buffer.from(text, 'hex')
        : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
          ? Buffer.from(text, 'base64')
          : undefined;
      if (key?.length !== 32) throw new EnvProblem('must be 32 bytes written as 64 hex characters or base64');
      return key;
    },
    (key) => key.toString('hex'),
  ),
};
