/**
 * POST /resume/api/electronic-id/start: the hosted page's start of a built-in provider_electronic_id
 * login, for the session its resume token names (the step view's startPath on this API). The page
 * the token opens is where the callback sends the browser back, so the person returns to their run.
 */
import type { App } from '../types.js';
import type { ElectronicId } from '../../sessions/eid.js';
import { NONE } from '../contract/security.js';
import { BODY_CODES, errorResponses } from '../contract/errors.js';
import { OPEN_CODES } from '../flow-execution/error-codes.js';
import { EID_START_CODES } from '../flow-execution/eid-start.js';
import { EidStartResponse } from '../flow-execution/eid-schemas.js';
import { bindingCookie, newBrowserBinding } from '../flow-execution/eid-cookie.js';
import { parseBearerAuthorization } from '../../auth/basic.js';
import { RESUME_PATH } from '../../lib/resume-url.js';
import { openResumed, RESUME_EID_START_PATH, resumeHeaders, type ResumeApiDeps } from './resume-api.js';

export function registerResumeEidStart(
  app: App,
  deps: ResumeApiDeps & { electronicId: ElectronicId; publicBaseUrl: string },
): void {
  // A proxy prefix in ONWARD_PUBLIC_URL is kept; the host is the one the browser already uses.
  const basePath = new URL(deps.publicBaseUrl).pathname.replace(/\/+$/, '');
  app.post(
    RESUME_EID_START_PATH,
    {
      schema: {
        tags: ['resume links'],
        security: NONE,
        summary: "Resume page: start the electronic ID login of the link's current step",
        description:
          'As POST /flow/{flowId}/electronic-id/start, for the session the resume token names; the callback brings the browser back to this hosted page. ' +
          'Sets the HttpOnly cookie onward_eid (Path=/eid/callback): the callback is accepted only from the browser that started the login (4460 browser_mismatch otherwise).',
        headers: resumeHeaders,
        response: {
          200: EidStartResponse,
          ...errorResponses([...BODY_CODES, ...OPEN_CODES, 4032, ...EID_START_CODES]),
        },
      },
    },
    async (request, reply) => {
      const opened = await openResumed(deps, request);
      // openResumed has checked the token; it is the page's own address.
      const token = parseBearerAuthorization(request.headers.authorization) ?? '';
      const browserBinding = newBrowserBinding();
      const started = await deps.electronicId.start(opened, {
        path: `${basePath}${RESUME_PATH}${encodeURIComponent(token)}`,
        browserBinding,
      });
      void reply.header('set-cookie', bindingCookie(browserBinding, deps.publicBaseUrl));
      return { authorizationUrl: started.authorizationUrl, expiresAt: new Date(started.expiresAt).toISOString() };
    },
  );
}
