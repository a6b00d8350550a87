/**
 * POST /Enrollment/CreateEnrollmentWithIndividual: enrolls an individual for recurring screening.
 * The initial check runs at once (its callback follows) unless SkipInitialCallback is true.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { ok } from './envelope.js';
import { validateEnrollment } from '../../monitoring/validate.js';
import {
  callerOf,
  envelopeConfig,
  EnvelopeSchema,
  requireEnrollmentToken,
  TAGS,
  type EnrollmentRouteDeps,
} from './common.js';

export function registerCreateEnrollment(app: App, deps: EnrollmentRouteDeps): void {
  app.post(
    `${deps.monitoring.basePath}/Enrollment/CreateEnrollmentWithIndividual`,
    {
      config: envelopeConfig,
      preHandler: requireEnrollmentToken(deps),
      schema: {
        tags: TAGS,
        summary: 'Enroll an individual for ongoing monitoring',
        security: [{ bearer: [] }],
        description:
          'Frequency: Daily, Weekly, Biweekly, Monthly, Quarterly or Yearly (any case). ServiceName: Watchlist. See docs/monitoring.md.',
        body: Type.Object({}, { additionalProperties: true }),
        response: { 200: EnvelopeSchema(Type.String({ description: 'Enrollment id (UUID)' })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const checked = validateEnrollment(request.body, deps.allow, deps.now());
      if (!checked.ok) {
        const first = checked.errors[0]?.message ?? 'Invalid enrollment request';
        throw new OnwardError(
          4400,
          checked.errors.length > 1 ? `${first} (and ${checked.errors.length - 1} more problems)` : first,
          checked.errors,
        );
      }
      const id = await deps.monitoring.enrollments.create(caller.tenantId, caller.clientId, checked.value);
      return ok('POST', id);
    },
  );
}
