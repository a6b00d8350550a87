/**
 * POST /Enrollment/CreateEnrollmentWithIndividual: enrolls an individual for recurring screening.
 * The initial check runs at once (its callback follows) unless SkipInitialCallback is true.
 */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { envelopeErrorResponses, AUTH_CODES, BODY_CODES } from '../contract/errors.js';
import { ENROLLMENT } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { ok } from './envelope.js';
import { FREQUENCIES } from '../../monitoring/frequency.js';
import { validateEnrollment } from '../../monitoring/validate.js';
import {
  callerOf,
  envelopeConfig,
  EnvelopeSchema,
  requireEnrollmentToken,
  TAGS,
  type EnrollmentRouteDeps,
} from './common.js';

/** The enrollment request (spec, Resources B); validateEnrollment checks it and names every problem. */
const EnrollmentRequest = Type.Object(
  {
    CallbackUrl: Type.String({ format: 'uri', description: 'The webhook that receives the callback records' }),
    Frequency: Type.String({ description: `One of ${FREQUENCIES.join(', ')} (any case)` }),
    IndividualToMonitor: Type.Object(
      {
        FirstName: Type.Optional(Type.String()),
        LastName: Type.String(),
        DateOfBirth: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
      },
      { additionalProperties: false },
    ),
    SkipInitialCallback: Type.Optional(Type.Boolean({ description: 'Default false: the initial check runs at once' })),
    CustomerReferenceId: Type.Optional(Type.String()),
    ServiceName: Type.Literal('Watchlist'),
  },
  {
    additionalProperties: false,
    examples: [
      {
        CallbackUrl: 'https://example.com/hooks/monitoring',
        Frequency: 'Weekly',
        IndividualToMonitor: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1815-12-10' },
        ServiceName: 'Watchlist',
      },
    ],
  },
);

export function registerCreateEnrollment(app: App, deps: EnrollmentRouteDeps): void {
  app.post(
    `${deps.monitoring.basePath}/Enrollment/CreateEnrollmentWithIndividual`,
    {
      config: envelopeConfig,
      onRequest: requireEnrollmentToken(deps),
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Enroll an individual for ongoing monitoring',
        security: ENROLLMENT,
        description:
          'Frequency: Daily, Weekly, Biweekly, Monthly, Quarterly or Yearly (any case). ServiceName: Watchlist. See docs/monitoring.md.',
        body: EnrollmentRequest,
        response: {
          200: EnvelopeSchema(
            Type.String({ description: 'Enrollment id (UUID)' }),
            '6f1c0e0a-2b1d-4f7e-9a43-0d3b7b6f8a21',
          ),
          ...envelopeErrorResponses([...AUTH_CODES, ...BODY_CODES]),
        },
      },
    },
    async (request) => {
      rethrowUnlessBody(request);
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
