/** PUT /Enrollment/{enrollmentId}/frequency?frequencyName=Weekly: next scan = now + new interval. */
import { envelopeErrorResponses, AUTH_CODES } from '../contract/errors.js';
import { ENROLLMENT } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { subjectActor } from '../../audit/trail.js';
import { ok } from './envelope.js';
import { FREQUENCIES, parseFrequency } from '../../monitoring/frequency.js';
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

export function registerUpdateFrequency(app: App, deps: EnrollmentRouteDeps): void {
  app.put(
    `${deps.monitoring.basePath}/Enrollment/:enrollmentId/frequency`,
    {
      config: envelopeConfig,
      onRequest: requireEnrollmentToken(deps),
      schema: {
        tags: TAGS,
        summary: 'Change how often an enrollment is rescanned',
        description:
          'Query `frequencyName` (e.g. Weekly, Monthly). The next scan is due at the change date plus the new interval.',
        security: ENROLLMENT,
        params: EnrollmentIdParams,
        querystring: Type.Object({ frequencyName: Type.Optional(Type.String()) }, { additionalProperties: true }),
        response: {
          200: EnvelopeSchema(
            Type.String({ description: 'Names the new frequency and the enrollment' }),
            'Frequency updated to Weekly for enrollment 6f1c0e0a-2b1d-4f7e-9a43-0d3b7b6f8a21.',
            'PUT',
          ),
          ...envelopeErrorResponses([...AUTH_CODES, 4400, 4404]),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const raw = request.query.frequencyName;
      const frequency = parseFrequency(raw);
      if (!frequency) {
        const missing = raw === undefined || raw === '';
        const message = missing
          ? 'frequencyName is required'
          : `frequencyName must be one of ${FREQUENCIES.join(', ')}`;
        throw new OnwardError(4400, message, [
          { field: 'frequencyName', reason: missing ? 'required' : 'enum', message },
        ]);
      }
      const id = request.params.enrollmentId;
      const actor = subjectActor(caller.clientId);
      if (!(await deps.monitoring.enrollments.setFrequency(caller.tenantId, id, frequency, actor)))
        throw enrollmentNotFound();
      return ok('PUT', `Frequency updated to ${frequency} for enrollment ${id}.`);
    },
  );
}
