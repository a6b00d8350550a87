// Resume-link tokens: a short, signed, expiring capability naming one session (one end client's
// run of one flow). They go into signed URLs and notification e-mails, so they must be short
// (the whole URL stays under 256 characters), unguessable and tamper-evident, and must not need a
// database row: any API process verifies them with the shared key (auth/keys.ts, 'resume-link').
//
// Layout, 38 bytes before base64url (51 characters):
//   [0]      layout version (1)
//   [1]      mode: 0 live, 1 test
//   [2..17]  session UUID, 16 bytes
//   [18..21] expiry, seconds since the epoch, uint32 big-endian
//   [22..37] first 16 bytes of HMAC-SHA256(key, "onward-resume\n" + bytes[0..21])
// A 128-bit tag is far beyond online guessing; the session id itself is 122 random bits.
// Whether the session still exists and may be resumed is the caller's check, not the token's.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FlowMode = 'live' | 'test';

export const DEFAULT_RESUME_TTL_SECONDS = 7 * 24 * 3600;
const LAYOUT = 1;
const BODY = 22;
const TAG = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ResumeRef {
  sessionId: string;
  mode: FlowMode;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type ResumeTokenError = 'malformed' | 'bad_signature' | 'expired';
export type ResumeVerification = { ok: true; ref: ResumeRef } | { ok: false; error: ResumeTokenError };

export interface ResumeTokens {
  /** A token for the session, valid for `ttlSeconds` (default: the factory's lifetime). */
  issue(ref: { sessionId: string; mode: FlowMode }, ttlSeconds?: number): { token: string; expiresAt: number };
  verify(token: string): ResumeVerification;
  readonly ttlSeconds: number;
}

export interface ResumeTokenOptions {
  secret: Uint8Array;
  ttlSeconds?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

export function createResumeTokens(opts: ResumeTokenOptions): ResumeTokens {
  if (opts.secret.length < 16) throw new Error('resume-link secret must be at least 16 bytes');
  const secret = Buffer.from(opts.secret);
  const defaultTtl = opts.ttlSeconds ?? DEFAULT_RESUME_TTL_SECONDS;
  const now = opts.now ?? Date.now;
  const tag = (body: Buffer): Buffer =>
    createHmac('sha256', secret).update('onward-resume\n').update(body).digest().subarray(0, TAG);

  return {
    ttlSeconds: defaultTtl,
    issue({ sessionId, mode }, ttlSeconds = defaultTtl) {
      if (!UUID.test(sessionId)) throw new Error(`not a session id: ${sessionId}`);
      if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error(`bad lifetime: ${ttlSeconds}`);
      const expiresAt = Math.floor(now() / 1000) + ttlSeconds;
      const body = Buffer.alloc(BODY);
      body[0] = LAYOUT;
      body[1] = mode === 'test' ? 1 : 0;
      Buffer.from(sessionId.replace(/-/g, ''), 'hex').copy(body, 2);
      body.writeUInt32BE(expiresAt, 18);
      return { token: Buffer.concat([body, tag(body)]).toString('base64url'), expiresAt };
    },
    verify(token) {
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{51}$/.test(token)) return { ok: false, error: 'malformed' };
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== BODY + TAG || bytes[0] !== LAYOUT || bytes[1]! > 1) return { ok: false, error: 'malformed' };
      const body = bytes.subarray(0, BODY);
      if (!timingSafeEqual(bytes.subarray(BODY), tag(body))) return { ok: false, error: 'bad_signature' };
      const expiresAt = body.readUInt32BE(18);
      if (expiresAt * 1000 <= now()) return { ok: false, error: 'expired' };
      const hex = body.subarray(2, 18).toString('hex');
      const sessionId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { ok: true, ref: { sessionId, mode: body[1] === 1 ? 'test' : 'live', expiresAt } };
    },
  };
}
