/**
 * Verifying Onward's webhooks (monitoring callbacks, end-client status events, flow events), which
 * are signed per Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "{webhook-id}.{webhook-timestamp}.{body}">` under a `whsec_<base64>` secret. The signature check
 * itself is the specification's own reference library (`standardwebhooks`, constant-time compare);
 * this module adds what receivers need around it: several secrets while one is rotated, a typed
 * reason for every refusal, and headers as Node or fetch hand them over.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { OnwardClientError } from './errors.js';

/** Headers as Node's http module (`req.headers`) or fetch (`Headers`) give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export type WebhookRefusal =
  'missing_headers' | 'invalid_timestamp' | 'timestamp_too_old' | 'timestamp_too_new' | 'no_matching_signature';

export type WebhookVerification =
  | {
      ok: true;
      /** `webhook-id`: the same on every retry of a message; deduplicate on it. */
      id: string;
      timestamp: Date;
      /** The body parsed as JSON (Onward always sends JSON), or the text if it is not JSON. */
      payload: unknown;
    }
  | { ok: false; reason: WebhookRefusal };

export interface VerifyWebhookOptions {
  /**
   * How far `webhook-timestamp` may be from this machine's clock, in seconds (default and maximum
   * 300, the specification's tolerance, which its library enforces).
   */
  toleranceSeconds?: number;
}

const MAX_TOLERANCE_SECONDS = 300;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

function keyOf(secret: string): Webhook {
  try {
    return new Webhook(secret);
  } catch (err) {
    throw new OnwardClientError(
      'invalid_configuration',
      `webhook secret is not a whsec_<base64> secret (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}

/**
 * Checks that `body` (the raw bytes or text as received, before any JSON parsing) was signed by
 * Onward with one of `secrets` (several while a secret is rotated) at a time within the tolerance.
 */
export function verifyWebhook(
  headers: WebhookHeaders,
  body: string | Uint8Array,
  secrets: string | readonly string[],
  options: VerifyWebhookOptions = {},
): WebhookVerification {
  const tolerance = options.toleranceSeconds ?? MAX_TOLERANCE_SECONDS;
  if (!(tolerance >= 0 && tolerance <= MAX_TOLERANCE_SECONDS))
    throw new OnwardClientError('invalid_configuration', `toleranceSeconds must be 0 to ${MAX_TOLERANCE_SECONDS}`);
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  if (list.length === 0) throw new OnwardClientError('invalid_configuration', 'no webhook secret given');
  const keys = list.map(keyOf);

  const id = header(headers, 'webhook-id');
  const ts = header(headers, 'webhook-timestamp');
  const signature = header(headers, 'webhook-signature');
  if (!id || !ts || !signature) return { ok: false, reason: 'missing_headers' };
  if (!/^\d{1,12}$/.test(ts)) return { ok: false, reason: 'invalid_timestamp' };
  const seconds = Number(ts);
  const now = Math.floor(Date.now() / 1000);
  if (seconds < now - tolerance) return { ok: false, reason: 'timestamp_too_old' };
  if (seconds > now + tolerance) return { ok: false, reason: 'timestamp_too_new' };

  // The library signs text; a Uint8Array is decoded as UTF-8, as Buffer#toString would.
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const wanted = { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': signature };
  for (const key of keys) {
    try {
      key.verify(text, wanted, { jsonParse: false });
    } catch (err) {
      if (err instanceof WebhookVerificationError) continue;
      throw err;
    }
    let payload: unknown = text;
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      // Signed but not JSON: handed over as text.
    }
    return { ok: true, id, timestamp: new Date(seconds * 1000), payload };
  }
  return { ok: false, reason: 'no_matching_signature' };
}
