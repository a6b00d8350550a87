/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the signed content is
 * `{webhook-id}.{webhook-timestamp}.{body}`, signed with HMAC-SHA256 under a `whsec_<base64>`
 * secret, sent as `webhook-signature: v1,<base64>`. During secret rotation several signatures go
 * space-separated, so receivers holding either secret accept the message. The timestamp lets
 * receivers reject replays; the id stays the same on every retry so they can deduplicate.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export class WebhookSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSecretError';
  }
}

/** A new signing secret: 32 random bytes in `whsec_<base64>` form. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The key bytes of a `whsec_<base64>` secret; throws WebhookSecretError when malformed. */
export function decodeWebhookSecret(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new WebhookSecretError('webhook secret must start with whsec_');
  const b64 = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 !== 0)
    throw new WebhookSecretError('webhook secret is not valid base64');
  const key = Buffer.from(b64, 'base64');
  // Below 128 bits an HMAC key can be guessed offline from a single signed message.
  if (key.length < 16) throw new WebhookSecretError('webhook secret must hold at least 16 bytes');
  return key;
}

export interface SignInput {
  id: string;
  /** Unix time in seconds. */
  timestamp: number;
  body: string | Uint8Array;
}

function mac(key: Buffer, { id, timestamp, body }: SignInput): Buffer {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
}

/** The `webhook-signature` value: one `v1,<sig>` per secret, space-separated. */
export function signWebhook(input: SignInput, secrets: string | readonly string[]): string {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  if (list.length === 0) throw new WebhookSecretError('at least one webhook secret is needed to sign');
  return list.map((s) => `v1,${mac(decodeWebhookSecret(s), input).toString('base64')}`).join(' ');
}

/** The three Standard Webhooks headers for a message. */
export function webhookHeaders(input: SignInput, secrets: string | readonly string[]): Record<string, string> {
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': signWebhook(input, secrets),
  };
}

export type VerifyResult =
  | { ok: true }
  | {
      ok: false;
      reason:
        'missing_headers' | 'invalid_timestamp' | 'timestamp_too_old' | 'timestamp_too_new' | 'no_matching_signature';
    };

export interface VerifyInput {
  headers: Record<string, string | string[] | undefined>;
  body: string | Uint8Array;
  secrets: string | readonly string[];
  toleranceSeconds?: number;
  /** Unix seconds; injectable for tests. */
  now?: number;
}

function header(headers: VerifyInput['headers'], name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : headers[key];
  return Array.isArray(v) ? v[0] : v;
}

/** Receiver-side verification (also what the docs tell customers to do). */
export function verifyWebhook(input: VerifyInput): VerifyResult {
  const id = header(input.headers, 'webhook-id');
  const ts = header(input.headers, 'webhook-timestamp');
  const sig = header(input.headers, 'webhook-signature');
  if (!id || !ts || !sig) return { ok: false, reason: 'missing_headers' };
  if (!/^\d{1,12}$/.test(ts)) return { ok: false, reason: 'invalid_timestamp' };
  const timestamp = Number(ts);
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (timestamp < now - tolerance) return { ok: false, reason: 'timestamp_too_old' };
  if (timestamp > now + tolerance) return { ok: false, reason: 'timestamp_too_new' };
  const offered = sig.split(' ').flatMap((part) => {
    const [version, value] = part.split(',', 2);
    return version === 'v1' && value ? [Buffer.from(value, 'base64')] : [];
  });
  const secrets = typeof input.secrets === 'string' ? [input.secrets] : input.secrets;
  for (const secret of secrets) {
    const expected = mac(decodeWebhookSecret(secret), { id, timestamp, body: input.body });
    if (offered.some((o) => o.length === expected.length && timingSafeEqual(o, expected))) return { ok: true };
  }
  return { ok: false, reason: 'no_matching_signature' };
}
