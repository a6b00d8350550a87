// Resume links: the URL of the hosted resume page with a signed resume token (token.ts) naming
// one session and mode. Notification e-mails and signed URLs both build their links here.
import type { FlowMode, ResumeTokens } from './token.js';

export interface ResumeLinks {
  /** A link resuming the session, valid for `ttlSeconds` (default: the tokens' lifetime); `expiresAt` in epoch seconds. */
  linkFor(ref: { sessionId: string; mode: FlowMode }, ttlSeconds?: number): { url: string; expiresAt: number };
}

export function createResumeLinks(deps: { tokens: ResumeTokens; publicBaseUrl: string }): ResumeLinks {
  // A configured base URL may end with a slash; the link must not get two.
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  return {
    linkFor(ref, ttlSeconds) {
      const { token, expiresAt } = deps.tokens.issue(ref, ttlSeconds);
      return { url: `${base}/resume/${token}`, expiresAt };
    },
  };
}
