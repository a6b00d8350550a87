/** GET /admin/flows/{flowId}: the flow's versions and its newest document. */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { FLOW_SUMMARY_EXAMPLE, FlowIdParams, FlowSummary } from './schemas.js';
import { FLOW_DOCUMENT_EXAMPLE } from './document-schema.js';

export function registerGetFlow(
  app: App,
  deps: { tokens: AccessTokens; flows: Pick<FlowPublicationService<unknown>, 'get'> },
): void {
  app.get(
    '/admin/flows/:flowId',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: 'Read a flow and its newest document',
        description: "The flow's versions and slots (FlowSummary) and the newest uploaded document, as uploaded.",
        security: OAUTH,
        params: FlowIdParams,
        response: {
          200: Type.Object(
            {
              flow: FlowSummary,
              document: Type.Ref('FlowDocument', { description: 'The newest uploaded document' }),
            },
            {
              description: 'The flow and its newest document',
              examples: [{ flow: FLOW_SUMMARY_EXAMPLE, document: FLOW_DOCUMENT_EXAMPLE }],
            },
          ),
          ...errorResponses([...AUTH_CODES, 4000, 4404]),
        },
      },
    },
    async (request) => {
      const { document, ...flow } = await deps.flows.get(principalOf(request).tenantId, request.params.flowId);
      return { flow, document };
    },
  );
}
