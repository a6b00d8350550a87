// Resume-link tokens: a short, signed, expiring capability naming one session (one end client's
// run of one flow). They go into signed URLs and notification e-mails, so they must be short
// (the whole URL stays under 256 characters: 38 bytes, 51 characters), unguessable and
// tamper-evident, and must not need a database row: any API process verifies them with the
// shared key (auth/keys.ts, 'resume-link'). The layout is auth/capability-token.ts's, with no
// bytes of its own. Whether the session still exists and may be resumed is the caller's check.
import { createCapabilityCodec, type FlowMode } from '../auth/capability-token.js';

export type { FlowMode };

export const DEFAULT_RESUME_TTL_SECONDS = 7 * 24 * 3600;
const NONE = Buffer.alloc(0);

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
  const defaultTtl = opts.ttlSeconds ?? DEFAULT_RESUME_TTL_SECONDS;
  const now = opts.now ?? Date.now;
  const codec = createCapabilityCodec({ label: 'onward-resume', secret: opts.secret, now });
  return {
    ttlSeconds: defaultTtl,
    issue({ sessionId, mode }, ttlSeconds = defaultTtl) {
      if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error(`bad lifetime: ${ttlSeconds}`);
      const expiresAt = Math.floor(now() / 1000) + ttlSeconds;
      return { token: codec.seal({ sessionId, mode, expiresAt, extra: NONE }), expiresAt };
    },
    verify(token) {
      const opened = codec.open(token, { min: 0, max: 0 });
      if (!opened.ok) return opened;
      const { sessionId, mode, expiresAt } = opened.capability;
      return { ok: true, ref: { sessionId, mode, expiresAt } };
    },
  };
}
