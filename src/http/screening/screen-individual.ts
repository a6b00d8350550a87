/** POST /v1/screening/individual: screen one person against the active watchlist, PEP and adverse-media lists. */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { requireBearer } from '../auth/guard.js';
import type { ScreeningService } from '../../screening/service.js';
import { ScreeningSubject } from './schemas.js';
import { errorResponses, rawSerializer } from '../responses.js';
import { Type } from '@sinclair/typebox';

export function registerScreenIndividual(
  app: App,
  deps: { tokens: AccessTokens; screening: () => ScreeningService },
): void {
  app.post(
    '/v1/screening/individual',
    {
      preHandler: requireBearer(deps.tokens),
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['screening'],
        summary: 'Screen one individual',
        description:
          'Answers the monitoring callback\u2019s MonitoringResult plus the provenance (list name, version, publication date) of every list used.',
        security: [{ bearer: [] }],
        body: ScreeningSubject,
        response: { 200: Type.Ref('ScreeningResult'), ...errorResponses },
      },
    },
    async (request) => deps.screening().screenIndividual(request.body),
  );
}
