/** POST /admin/flows/{flowId}/publish: point the test or live slot at a version (default: the newest). */
import { clientActor } from '../../audit/trail.js';
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowPublicationService } from '../../flows/publication/service.js';
import { FlowIdParams } from './schemas.js';

export function registerPublishFlow(
  app: App,
  deps: { tokens: AccessTokens; flows: Pick<FlowPublicationService<unknown>, 'publish'> },
): void {
  app.post(
    '/admin/flows/:flowId/publish',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: 'Publish a version to the test or live slot',
        description:
          'New sessions of `/test/...` paths run the test version, plain paths the live one; running sessions keep their version. ' +
          'Refused with 422 4420 when the version names other flows that do not fit (docs/connected-flows.md, Publication checks), one detail per problem naming the node, the flow and how the node names it (`reference`: `flow_connector`, `owner_person_flow`, `subsequent_flow`): the tenant has no such flow (`referenced_flow_unknown`), it is not published in the slot (`referenced_flow_not_published`), an END’s subsequent flow has no subsequent root (`not_a_subsequent_flow`), or flows would run inside each other without end through flow_connector steps and owners’ person flows (`flow_cycle`, with the flows in `cycle`).',
        security: OAUTH,
        params: FlowIdParams,
        body: Type.Object(
          {
            target: Type.Union([Type.Literal('test'), Type.Literal('live')], {
              description: 'test: run by /test/... paths; live: run by plain paths',
            }),
            version: Type.Optional(Type.Integer({ minimum: 1, description: 'Defaults to the newest version' })),
          },
          { additionalProperties: false, examples: [{ target: 'live', version: 3 }] },
        ),
        response: {
          200: Type.Object(
            {
              flowId: Type.String({ description: 'The flow' }),
              target: Type.String({ description: 'The slot published to: test or live' }),
              version: Type.Integer({ description: 'The version the slot now runs' }),
              publishedAt: Type.String({ format: 'date-time', description: 'When it was published' }),
            },
            {
              description: 'Published',
              examples: [{ flowId: 'kyc-person', target: 'live', version: 3, publishedAt: '2026-11-20T14:30:00.000Z' }],
            },
          ),
          ...errorResponses([...BODY_CODES, ...AUTH_CODES, 4000, 4404, 4409, 4420]),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return deps.flows.publish({
        tenantId: principal.tenantId,
        flowId: request.params.flowId,
        target: request.body.target,
        ...(request.body.version !== undefined ? { version: request.body.version } : {}),
        actor: principal.clientId,
        by: clientActor(principal.clientId),
      });
    },
  );
}
