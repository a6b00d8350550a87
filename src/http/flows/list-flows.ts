/** GET /admin/flows: the tenant's flows. */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { FLOW_SUMMARY_EXAMPLE, FlowSummary } from './schemas.js';

export function registerListFlows(
  app: App,
  deps: { tokens: AccessTokens; flows: Pick<FlowPublicationService<unknown>, 'list'> },
): void {
  app.get(
    '/admin/flows',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: "List the tenant's flows",
        description:
          "Every flow of the token's tenant with its newest version and the versions its test and live slots run.",
        security: OAUTH,
        response: {
          200: Type.Object(
            { flows: Type.Array(FlowSummary, { description: 'The tenant’s flows' }) },
            { description: 'The flows', examples: [{ flows: [FLOW_SUMMARY_EXAMPLE] }] },
          ),
          ...errorResponses([...AUTH_CODES, 4400]),
        },
      },
    },
    async (request) => ({ flows: await deps.flows.list(principalOf(request).tenantId) }),
  );
}
