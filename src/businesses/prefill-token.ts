// PrefillId: an opaque, tenant-scoped, signed token naming one record of one snapshot.
// Layout: base64url(JSON payload) "." base64url(HMAC-SHA256(key, tenant "\n" payload)).
// The tenant is inside the MAC input as well as the payload, so a token is worthless to any
// other tenant even if payload parsing were lenient.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_PREFILL_TTL_SECONDS = 30 * 60;
/** A token is reused for at most this long after it was issued (see `issue`). */
export const REISSUE_AFTER_MS = 60_000;
const RECENT_TOKENS = 20_000;

export interface PrefillRef {
  tenantId: string;
  providerId: string;
  snapshotVersion: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type PrefillTokenError = 'malformed' | 'bad_signature' | 'expired' | 'other_tenant' | 'unknown_record';

export type PrefillVerification = { ok: true; ref: PrefillRef } | { ok: false; error: PrefillTokenError };

export interface PrefillTokens {
  issue(ref: { tenantId: string; providerId: string; snapshotVersion: string }): string;
  verify(token: string, tenantId: string): PrefillVerification;
  readonly ttlSeconds: number;
}

export interface PrefillTokenOptions {
  secret: Uint8Array;
  ttlSeconds?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
  /** When given, tokens naming a record that no longer exists fail with 'unknown_record'. */
  exists?: (providerId: string, snapshotVersion: string) => boolean;
}

interface Payload {
  t: string;
  p: string;
  v: string;
  e: number;
}

function isPayload(x: unknown): x is Payload {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return typeof o.t === 'string' && typeof o.p === 'string' && typeof o.v === 'string' && typeof o.e === 'number';
}

export function createPrefillTokens(opts: PrefillTokenOptions): PrefillTokens {
  if (opts.secret.length < 16) throw new Error('prefill token secret must be at least 16 bytes');
  const secret = Buffer.from(opts.secret);
  const ttl = opts.ttlSeconds ?? DEFAULT_PREFILL_TTL_SECONDS;
  const now = opts.now ?? Date.now;
  const mac = (tenantId: string, payload: string): Buffer =>
    createHmac('sha256', secret).update(`onward-prefill\n${tenantId}\n${payload}`).digest();
  // Successive keystrokes mostly return the same records, and an HMAC per result was the largest
  // cost of an autocomplete answer after the search itself: a token issued a moment ago (at most
  // a minute, at most a tenth of the lifetime) is handed out again, so every token handed out is
  // valid for at least 90% of its lifetime.
  const reuseMs = Math.min(REISSUE_AFTER_MS, (ttl * 1000) / 10);
  const recent = new Map<string, { token: string; issuedAt: number }>();
  return {
    ttlSeconds: ttl,
    issue({ tenantId, providerId, snapshotVersion }) {
      const at = now();
      const key = `${tenantId}\n${snapshotVersion}\n${providerId}`;
      const hit = recent.get(key);
      if (hit && at - hit.issuedAt < reuseMs && at >= hit.issuedAt) return hit.token;
      const body: Payload = { t: tenantId, p: providerId, v: snapshotVersion, e: Math.floor(at / 1000) + ttl };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      const token = `${payload}.${mac(tenantId, payload).toString('base64url')}`;
      if (hit) recent.delete(key);
      else if (recent.size >= RECENT_TOKENS) recent.delete(recent.keys().next().value as string);
      recent.set(key, { token, issuedAt: at });
      return token;
    },
    verify(token, tenantId) {
      const parts = typeof token === 'string' ? token.split('.') : [];
      if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]{43}$/.test(parts[1]!))
        return { ok: false, error: 'malformed' };
      const [payload, sig] = parts as [string, string];
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, error: 'malformed' };
      }
      if (!isPayload(body)) return { ok: false, error: 'malformed' };
      const given = Buffer.from(sig, 'base64url');
      // Checked under the issuing tenant first, so a genuine token presented by another tenant
      // reports other_tenant instead of a generic signature failure.
      if (!timingSafeEqual(given, mac(body.t, payload))) return { ok: false, error: 'bad_signature' };
      if (body.t !== tenantId) return { ok: false, error: 'other_tenant' };
      if (body.e * 1000 <= now()) return { ok: false, error: 'expired' };
      if (opts.exists && !opts.exists(body.p, body.v)) return { ok: false, error: 'unknown_record' };
      return { ok: true, ref: { tenantId: body.t, providerId: body.p, snapshotVersion: body.v, expiresAt: body.e } };
    },
  };
}
