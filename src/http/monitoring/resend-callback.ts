/**
 * POST /Enrollment/{enrollmentId}/ResendCallback: resends the most recent result to the
 * enrollment's callback. Only the user (or client) that created the enrollment may: another
 * caller of the same tenant gets 403; another tenant gets 404, as for any id it cannot see.
 */
import { envelopeErrorResponses, AUTH_CODES } from '../contract/errors.js';
import { ENROLLMENT } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { ok } from './envelope.js';
import {
  callerOf,
  enrollmentNotFound,
  EnrollmentIdParams,
  envelopeConfig,
  EnvelopeSchema,
  requireEnrollmentToken,
  TAGS,
  type EnrollmentRouteDeps,
} from './common.js';

export function registerResendCallback(app: App, deps: EnrollmentRouteDeps): void {
  app.post(
    `${deps.monitoring.basePath}/Enrollment/:enrollmentId/ResendCallback`,
    {
      config: envelopeConfig,
      onRequest: requireEnrollmentToken(deps),
      schema: {
        tags: TAGS,
        summary: 'Resend the most recent result to the callback URL',
        description:
          "Queues the enrollment's most recent callback record to its CallbackUrl again (a new webhook message, signed and retried like the first). Only the user who created the enrollment may ask (403 otherwise); 409 when there is no result yet.",
        security: ENROLLMENT,
        params: EnrollmentIdParams,
        response: {
          200: EnvelopeSchema(
            Type.String({ description: 'Says the callback was sent' }),
            'Callback message was sent for enrollment 6f1c0e0a-2b1d-4f7e-9a43-0d3b7b6f8a21.',
          ),
          ...envelopeErrorResponses([...AUTH_CODES, 4400, 4404, 4030, 4409]),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.enrollmentId;
      const { outcome } = await deps.monitoring.enrollments.resend(caller.tenantId, id, { creator: caller.clientId });
      if (outcome === 'not_found') throw enrollmentNotFound();
      if (outcome === 'forbidden')
        throw new OnwardError(4030, 'Only the user who created the enrollment may resend its callback');
      if (outcome === 'no_result') throw new OnwardError(4409, 'The enrollment has no result to resend yet');
      return ok('POST', `Callback message was sent for enrollment ${id}.`);
    },
  );
}
