// Resume-link tokens: a short, signed, expiring capability naming one session (one end client's
// run of one flow). They go into signed URLs and notification e-mails, so they must be short
// (the whole URL stays under 256 characters: at most 40 bytes, 54 characters), unguessable and
// tamper-evident, and must not need a database row: any API process verifies them with the
// shared key (auth/keys.ts, 'resume-link'). The layout is auth/capability-token.ts's; its own
// bytes are the session's link generation (resume-links/generations.ts), so revoking a session's
// links is one counter in its row. Whether the session still exists, may be resumed and is still
// at that generation is the caller's check.
import { createCapabilityCodec, type FlowMode } from '../auth/capability-token.js';

export type { FlowMode };

export const DEFAULT_RESUME_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The generation as the fewest big-endian bytes: none for 0, so every token issued before
 * generations existed is exactly a generation-0 token, and nearly every link (never revoked, or
 * revoked fewer than 256 times) costs at most one more byte. Two bytes at most keep the URL
 * within its 256 characters; revoking stops at this bound (generations.ts).
 */
export const MAX_LINK_GENERATION = 0xffff;

// The configuration bounds ONWARD_PUBLIC_URL by the longest token, so the bound lives in the kernel.
export { MAX_RESUME_TOKEN_CHARS } from '../lib/resume-url.js';

function generationBytes(generation: number): Buffer {
  if (!Number.isInteger(generation) || generation < 0 || generation > MAX_LINK_GENERATION)
    throw new Error(`bad link generation: ${generation}`);
  if (generation === 0) return Buffer.alloc(0);
  if (generation <= 0xff) return Buffer.from([generation]);
  return Buffer.from([generation >> 8, generation & 0xff]);
}

/** The generation the bytes spell, or undefined for a non-minimal spelling (one token, one spelling). */
function generationOf(bytes: Buffer): number | undefined {
  if (bytes.length > 0 && bytes[0] === 0) return undefined;
  return bytes.length === 0 ? 0 : bytes.length === 1 ? bytes[0]! : bytes.readUInt16BE(0);
}

export interface ResumeRef {
  sessionId: string;
  mode: FlowMode;
  /** The session's link generation when the token was issued; 0 for tokens older than generations. */
  generation: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type ResumeTokenError = 'malformed' | 'bad_signature' | 'expired';
export type ResumeVerification = { ok: true; ref: ResumeRef } | { ok: false; error: ResumeTokenError };

export interface ResumeTokens {
  /** A token for the session, valid for `ttlSeconds` (default: the factory's lifetime). */
  issue(
    ref: { sessionId: string; mode: FlowMode; generation: number },
    ttlSeconds?: number,
  ): { token: string; expiresAt: number };
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
    issue({ sessionId, mode, generation }, ttlSeconds = defaultTtl) {
      if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error(`bad lifetime: ${ttlSeconds}`);
      const expiresAt = Math.floor(now() / 1000) + ttlSeconds;
      return { token: codec.seal({ sessionId, mode, expiresAt, extra: generationBytes(generation) }), expiresAt };
    },
    verify(token) {
      const opened = codec.open(token, { min: 0, max: 2 });
      if (!opened.ok) return opened;
      const { sessionId, mode, expiresAt, extra } = opened.capability;
      // Signed, so only this code could have written a non-minimal spelling: refused all the same.
      const generation = generationOf(extra);
      if (generation === undefined) return { ok: false, error: 'malformed' };
      return { ok: true, ref: { sessionId, mode, generation, expiresAt } };
    },
  };
}
