/** POST /v1/screening/individual/batch: screen up to 1,000 people in one call, results in request order. */
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { requireBearer } from '../auth/guard.js';
import type { ScreeningService } from '../../screening/service.js';
import { MAX_BATCH, SCREENING_RESULT_EXAMPLE, ScreeningSubject } from './schemas.js';
import { rawSerializer } from '../responses.js';

export function registerScreenBatch(app: App, deps: { tokens: AccessTokens; screening: () => ScreeningService }): void {
  app.post(
    '/v1/screening/individual/batch',
    {
      onRequest: requireBearer(deps.tokens),
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['screening'],
        summary: `Screen up to ${MAX_BATCH} individuals`,
        description:
          'Screens each subject against the loaded sanctions, PEP and adverse-media lists, as POST /v1/screening/individual does, and answers the results in the order of the subjects.',
        security: OAUTH,
        body: Type.Object(
          {
            Subjects: Type.Array(ScreeningSubject, {
              minItems: 1,
              maxItems: MAX_BATCH,
              description: 'The individuals; Results keeps their order',
            }),
          },
          {
            additionalProperties: false,
            examples: [{ Subjects: [{ FirstName: 'Ivan', LastName: 'Petrov', DateOfBirth: '1961-03-04' }] }],
          },
        ),
        response: {
          200: Type.Object(
            { Results: Type.Array(Type.Ref('ScreeningResult'), { description: 'One result per subject, in order' }) },
            { description: 'The results', examples: [{ Results: [SCREENING_RESULT_EXAMPLE] }] },
          ),
          ...errorResponses([...BODY_CODES, ...AUTH_CODES, 5001, 5030]),
        },
      },
    },
    async (request) => ({ Results: deps.screening().screenBatch(request.body.Subjects) }),
  );
}
