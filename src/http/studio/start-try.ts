/**
 * POST /studio/api/flows/{flowId}/try: a fresh test session of the version published to test, and a
 * signed link to the hosted resume page that runs it, for the Studio's "Try it" panel. The session
 * and the link are made exactly as POST /test/signed-url/{flowId} makes them (same runtime and link
 * code), so what the panel shows is what an end user of the test version sees. The body names the
 * version the analyst means to try: when test points elsewhere the answer is 4409 rather than a
 * run of a version they are not looking at.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { SameType } from '../../lib/same-type.js';
import type { TrySession } from '../../studio/api-types.js';
import type { App } from '../types.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { ResumeLinks } from '../../resume-links/links.js';
import { OnwardError } from '../../errors/index.js';
import { BODY_CODES, errorResponses } from '../contract/errors.js';
import { FlowIdParams } from '../flows/schemas.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from './guard.js';
import { STUDIO_WRITE_CODES } from './codes.js';

/**
 * A try-out is over in minutes; an hour keeps a stray copy of the link from living for days (or
 * less, when ONWARD_RESUME_LINK_MAX_TTL_SECONDS says so: no link outlives the operator's maximum).
 */
export const TRY_LINK_TTL_SECONDS = 3600;

const TrySessionSchema = Type.Object({
  sessionId: Type.String(),
  version: Type.Integer(),
  url: Type.String({ description: 'The signed link, as POST /test/signed-url answers it' }),
  path: Type.String({ description: 'The same link without scheme and host, for a frame on this origin' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
// The Studio imports the plain interface (src/studio/api-types.ts): a change to one side only fails typecheck.
export const TRY_SESSION_IS_SHARED: SameType<Static<typeof TrySessionSchema>, TrySession> = true;

export function registerStudioStartTry(
  app: App,
  deps: StudioGuardDeps & {
    runtime: Pick<FlowRuntime, 'open' | 'init'>;
    resumeLinks: ResumeLinks;
    resumeLinkMaxTtlSeconds: number;
  },
): void {
  app.post(
    '/studio/api/flows/:flowId/try',
    {
      onRequest: requireStudioWrite(deps, 'flows'),
      schema: {
        hide: true,
        params: FlowIdParams,
        body: Type.Object(
          { version: Type.Integer({ minimum: 1, description: 'The version the test slot must point at' }) },
          { additionalProperties: false },
        ),
        response: {
          200: TrySessionSchema,
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4000, 4017, 4409]),
        },
      },
    },
    async (request, reply) => {
      const { session } = studioOf(request);
      const opened = await deps.runtime.open('test', request.params.flowId, undefined);
      // Another tenant's flow answers as a missing one, as everywhere in the Studio.
      if (opened.published.tenantId !== session.tenantId) throw new OnwardError(4000);
      if (opened.published.version !== request.body.version) {
        throw new OnwardError(
          4409,
          `Version ${request.body.version} is not the one published to test (v${opened.published.version}): publish it to test first`,
        );
      }
      const { sessionId } = await deps.runtime.init(opened, {});
      const ttl = Math.min(TRY_LINK_TTL_SECONDS, deps.resumeLinkMaxTtlSeconds);
      const link = await deps.resumeLinks.linkFor({ sessionId, mode: 'test' }, ttl);
      const url = new URL(link.url);
      return reply.header('cache-control', 'no-store').send({
        sessionId,
        version: opened.published.version,
        url: link.url,
        path: `${url.pathname}${url.search}`,
        expiresAt: new Date(link.expiresAt * 1000).toISOString(),
      });
    },
  );
}
