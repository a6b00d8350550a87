/** POST /v1/screening/individual: screen one person against the active watchlist, PEP and adverse-media lists. */
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { requireBearer } from '../auth/guard.js';
import type { ScreeningService } from '../../screening/service.js';
import { ScreeningSubject } from './schemas.js';
import { rawSerializer } from '../responses.js';
import { Type } from '@sinclair/typebox';

export function registerScreenIndividual(
  app: App,
  deps: { tokens: AccessTokens; screening: () => ScreeningService },
): void {
  app.post(
    '/v1/screening/individual',
    {
      onRequest: requireBearer(deps.tokens),
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['screening'],
        summary: 'Screen one individual',
        description:
          'Answers the monitoring callback\u2019s MonitoringResult plus the provenance (list name, version, publication date) of every list used.',
        security: OAUTH,
        body: ScreeningSubject,
        response: { 200: Type.Ref('ScreeningResult'), ...errorResponses([...BODY_CODES, ...AUTH_CODES, 5001, 5030]) },
      },
    },
    async (request) => deps.screening().screenIndividual(request.body),
  );
}
