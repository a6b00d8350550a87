/** PUT /admin/flows/{flowId}: upload a flow document as a new draft version. */
import { clientActor } from '../../audit/trail.js';
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { FLOW_SUMMARY_EXAMPLE, FlowIdParams, FlowSummary } from './schemas.js';

export function registerPutFlow(
  app: App,
  deps: { tokens: AccessTokens; flows: Pick<FlowPublicationService<unknown>, 'putDraft'> },
): void {
  app.put(
    '/admin/flows/:flowId',
    {
      onRequest: requireBearer(deps.tokens),
      attachValidation: true,
      schema: {
        tags: ['management'],
        summary: 'Upload a flow document as a new draft version',
        description:
          'The body is a flow document (docs/flow-document.md). Every upload creates a new immutable version; publish it to run it.',
        security: OAUTH,
        params: FlowIdParams,
        body: Type.Ref('FlowDocument', { description: 'Flow document (docs/flow-document.md)' }),
        response: {
          200: Type.Object(
            {
              flow: FlowSummary,
              version: Type.Integer({ description: 'The version this upload created' }),
              warnings: Type.Array(Type.Ref('DocumentIssue'), {
                description: 'Problems that do not stop the upload (publication may still refuse some)',
              }),
            },
            {
              description: 'A new version of an existing flow',
              examples: [{ flow: FLOW_SUMMARY_EXAMPLE, version: 3, warnings: [] }],
            },
          ),
          201: Type.Object(
            {
              flow: FlowSummary,
              version: Type.Integer({ description: 'The version this upload created' }),
              warnings: Type.Array(Type.Ref('DocumentIssue'), {
                description: 'Problems that do not stop the upload (publication may still refuse some)',
              }),
            },
            {
              description: 'The first version of a new flow',
              examples: [{ flow: FLOW_SUMMARY_EXAMPLE, version: 1, warnings: [] }],
            },
          ),
          ...errorResponses([...BODY_CODES, ...AUTH_CODES, 4003, 4030, 4409, 4420]),
        },
      },
    },
    async (request, reply) => {
      // The schema documents the document; putDraft checks it, answering every problem at once (422 4420 with a detail per issue).
      rethrowUnlessBody(request, { objectOnly: true });
      const principal = principalOf(request);
      const result = await deps.flows.putDraft({
        tenantId: principal.tenantId,
        flowId: request.params.flowId,
        document: request.body,
        actor: principal.clientId,
        by: clientActor(principal.clientId),
      });
      return reply
        .status(result.created ? 201 : 200)
        .send({ flow: result.summary, version: result.summary.latestVersion, warnings: result.warnings });
    },
  );
}
