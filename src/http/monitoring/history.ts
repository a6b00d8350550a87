/** GET /Enrollment/History/{enrollmentId}: every callback record of the enrollment, newest first. */
import { envelopeErrorResponses, AUTH_CODES } from '../contract/errors.js';
import { ENROLLMENT } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { okUnversioned } from './envelope.js';
import { CALLBACK_RECORD_EXAMPLE } from '../screening/schemas.js';
import {
  callerOf,
  enrollmentNotFound,
  EnrollmentIdParams,
  envelopeConfig,
  UnversionedEnvelopeSchema,
  requireEnrollmentToken,
  TAGS,
  type EnrollmentRouteDeps,
} from './common.js';

export function registerHistory(app: App, deps: EnrollmentRouteDeps): void {
  app.get(
    `${deps.monitoring.basePath}/Enrollment/History/:enrollmentId`,
    {
      config: envelopeConfig,
      onRequest: requireEnrollmentToken(deps),
      schema: {
        tags: TAGS,
        summary: 'Callback records of an enrollment, newest first',
        description:
          'Every callback record of the enrollment (the same bodies its webhook received), newest first. The envelope has no Version, as in the spec.',
        security: ENROLLMENT,
        params: EnrollmentIdParams,
        response: {
          200: UnversionedEnvelopeSchema(
            Type.Array(Type.Ref('CallbackRecord'), { description: 'Callback records, newest first' }),
            [CALLBACK_RECORD_EXAMPLE],
          ),
          ...envelopeErrorResponses([...AUTH_CODES, 4400, 4404]),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const records = await deps.monitoring.enrollments.history(caller.tenantId, request.params.enrollmentId);
      if (!records) throw enrollmentNotFound();
      // The spec's history envelope has no Version.
      return okUnversioned('GET', records);
    },
  );
}
