/**
 * Continuing a built-in document step on a phone (issue #19, docs/verification.md):
 * - POST /resume/api/capture-code: the hosted page on the desktop asks for a short code for the step
 *   it stands on; the answer carries the code, the URL to open on the phone and a QR code of it.
 * - GET /c/{code}: the phone opens the URL; the code is spent (single use, 10 minutes) and the phone
 *   is redirected to a fresh resume link of the same session, where it takes the photos. The desktop
 *   page watches the step and moves on when the phone has finished.
 */
import QRCode from 'qrcode';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types.js';
import { NONE } from '../contract/security.js';
import { errorResponses, BODY_CODES } from '../contract/errors.js';
import { OPEN_CODES, SERVICE_CODES } from '../flow-execution/error-codes.js';
import { openResumed, type ResumeApiDeps } from './resume-api.js';
import { CaptureCode } from './schemas.js';
import { OnwardError } from '../../errors/index.js';
import { CAPTURE_PATH, type CaptureCodes } from '../../resume-links/capture-codes.js';
import type { ResumeLinks } from '../../resume-links/links.js';

export interface CaptureCodeDeps extends ResumeApiDeps {
  captureCodes: CaptureCodes;
  resumeLinks: Pick<ResumeLinks, 'linkFor'>;
  config: { publicBaseUrl: string | undefined };
}

/** ONWARD_PUBLIC_URL when set (what a phone can reach); else the address this request reached. */
function baseOf(deps: CaptureCodeDeps, request: FastifyRequest): string {
  return (deps.config.publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export function registerCaptureCode(app: App, deps: CaptureCodeDeps): void {
  app.post(
    '/resume/api/capture-code',
    {
      schema: {
        tags: ['resume links'],
        security: NONE,
        summary: 'Resume page: a code to continue the document step on a phone',
        description:
          'For the session the resume token names, standing on a provider_doc_v step that Onward verifies (else 400 4014).',
        headers: Type.Object({ authorization: Type.Optional(Type.String({ description: 'Bearer <resume token>' })) }),
        response: {
          200: CaptureCode,
          ...errorResponses([...BODY_CODES, 4014, 4032, ...OPEN_CODES, ...SERVICE_CODES]),
        },
      },
    },
    async (request) => {
      const opened = await openResumed(deps, request);
      const step = await deps.runtime.current(opened);
      if (step.view.type !== 'provider_doc_v' || !('capture' in step.view))
        throw new OnwardError(4014, 'Invalid submit data: the session is not on a document step');
      const { code, expiresAt } = await deps.captureCodes.issue({
        sessionId: opened.session?.id ?? step.sessionId,
        mode: opened.mode,
        nodeId: step.view.id,
      });
      const captureUrl = `${baseOf(deps, request)}${CAPTURE_PATH}${code}`;
      const svg = await QRCode.toString(captureUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        shortCode: code,
        captureUrl,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
  );

  app.get(
    `${CAPTURE_PATH}:code`,
    {
      schema: {
        tags: ['resume links'],
        security: NONE,
        summary: 'Open a capture code on a phone: redirects to the hosted page of its session',
        description:
          'Spends the code (single use) and redirects (303) to a fresh resume link of the session. Unknown or used: 401 4011; expired: 401 4012.',
        params: Type.Object({ code: Type.String({ maxLength: 32 }) }),
        response: {
          303: { description: 'Redirect to the hosted resume page of the session', type: 'null' },
          ...errorResponses([4011, 4012, 4100, 4400]),
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const ref = await deps.captureCodes.redeem(code.toUpperCase());
      const link = await deps.resumeLinks.linkFor({ sessionId: ref.sessionId, mode: ref.mode }, 30 * 60);
      // The path alone: the phone stays on the host it reached us at, as the demo's redirect does.
      return reply
        .status(303)
        .headers({
          location: new URL(link.url).pathname,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        })
        .send();
    },
  );
}
