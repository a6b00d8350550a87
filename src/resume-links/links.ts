// Resume links: the one place that turns a session into the URL an end user opens to carry on
// with a flow (signed-URL API, notification e-mails). Callers never build the path themselves, so
// the hosted page's route and the link format can only change here.
import type { FlowMode, ResumeTokens } from './token.js';

export type { FlowMode } from './token.js';

export interface ResumeLinks {
  /** A signed link to the hosted resume page for the session; `expiresAt` in seconds since the epoch. */
  linkFor(ref: { sessionId: string; mode: FlowMode }, ttlSeconds?: number): { url: string; expiresAt: number };
}

/** Path of the hosted resume page; the token follows it (src/resume-links/routes/page.ts). */
export const RESUME_PATH = '/resume/';

/**
 * The base URL links start with: ONWARD_PUBLIC_URL when set (the address end users reach, behind
 * any proxy), else http://localhost:<port>, which only works on the machine itself and is meant
 * for development. Trailing slashes are dropped so the join never doubles one.
 */
export function publicBaseUrlOf(config: { publicBaseUrl: string | undefined; port: number }): string {
  return (config.publicBaseUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

export function createResumeLinks(deps: { tokens: ResumeTokens; publicBaseUrl: string }): ResumeLinks {
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  return {
    linkFor(ref, ttlSeconds) {
      const { token, expiresAt } = deps.tokens.issue(ref, ttlSeconds);
      return { url: `${base}${RESUME_PATH}${token}`, expiresAt };
    },
  };
}
