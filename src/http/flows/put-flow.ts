/** PUT /admin/flows/{flowId}: upload a flow document as a new draft version. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { FlowIdParams, FlowSummary } from './schemas.js';
import { errorResponses } from '../responses.js';

export function registerPutFlow(
  app: App,
  deps: { tokens: AccessTokens; flows: Pick<FlowPublicationService<unknown>, 'putDraft'> },
): void {
  app.put(
    '/admin/flows/:flowId',
    {
      preHandler: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: 'Upload a flow document as a new draft version',
        description:
          'The body is a flow document (docs/flow-document.md). Every upload creates a new immutable version; publish it to run it.',
        security: [{ bearer: [] }],
        params: FlowIdParams,
        body: Type.Object(
          {},
          { additionalProperties: true, description: 'Flow document (see docs/flow-document.schema.json)' },
        ),
        response: {
          200: Type.Object({ flow: FlowSummary, version: Type.Integer(), warnings: Type.Array(Type.Unknown()) }),
          201: Type.Object({ flow: FlowSummary, version: Type.Integer(), warnings: Type.Array(Type.Unknown()) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const result = await deps.flows.putDraft({
        tenantId: principal.tenantId,
        flowId: request.params.flowId,
        document: request.body,
        actor: principal.clientId,
      });
      return reply
        .status(result.created ? 201 : 200)
        .send({ flow: result.summary, version: result.summary.latestVersion, warnings: result.warnings });
    },
  );
}
