/** GET /admin/flows/{flowId}: the flow's versions and its newest document. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { FlowIdParams, FlowSummary } from './schemas.js';
import { errorResponses } from '../responses.js';

export function registerGetFlow(
  app: App,
  deps: { tokens: AccessTokens; flows: Pick<FlowPublicationService<unknown>, 'get'> },
): void {
  app.get(
    '/admin/flows/:flowId',
    {
      preHandler: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: 'Read a flow and its newest document',
        security: [{ bearer: [] }],
        params: FlowIdParams,
        response: {
          200: Type.Object({ flow: FlowSummary, document: Type.Unknown() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { document, ...flow } = await deps.flows.get(principalOf(request).tenantId, request.params.flowId);
      return { flow, document };
    },
  );
}
