// Resume links: the one place that turns a session into the URL an end user opens to carry on
// with a flow (signed-URL API, notification e-mails). Callers never build the path themselves, so
// the hosted page's route and the link format can only change here.
import type { FlowMode, ResumeTokens } from './token.js';
import type { LinkGenerations } from './generations.js';
import { OnwardError } from '../errors/index.js';
import { RESUME_PATH } from '../lib/resume-url.js';

export type { FlowMode } from './token.js';

export interface ResumeLinks {
  /**
   * A signed link to the hosted resume page for the session, under its current link generation
   * (revoking the end client's links refuses it); `expiresAt` in seconds since the epoch.
   */
  linkFor(ref: { sessionId: string; mode: FlowMode }, ttlSeconds?: number): Promise<{ url: string; expiresAt: number }>;
}

/** Path of the hosted resume page; the token follows it (src/http/resume-links/page.ts). */
export { RESUME_PATH };

/**
 * The base URL links start with: ONWARD_PUBLIC_URL when set (the address end users reach, behind
 * any proxy), else http://localhost:<port>, which only works on the machine itself and is meant
 * for development. Trailing slashes are dropped so the join never doubles one.
 */
export function publicBaseUrlOf(config: { publicBaseUrl: string | undefined; port: number }): string {
  return (config.publicBaseUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

export function createResumeLinks(deps: {
  tokens: Pick<ResumeTokens, 'issue'>;
  generations: Pick<LinkGenerations, 'current'>;
  publicBaseUrl: string;
}): ResumeLinks {
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  return {
    async linkFor(ref, ttlSeconds) {
      // A revocation racing this read leaves the link on the old generation: refused, never the
      // other way round. Callers have just checked the session exists; a vanished one gets 4100.
      const current = await deps.generations.current(ref.sessionId);
      if (!current) throw new OnwardError(4100, 'End client not found');
      const { token, expiresAt } = deps.tokens.issue({ ...ref, generation: current.generation }, ttlSeconds);
      return { url: `${base}${RESUME_PATH}${token}`, expiresAt };
    },
  };
}
