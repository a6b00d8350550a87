/**
 * GET /flow-connect/{token} (and /test/...), deprecated: redeems a connector token. Possession of
 * the token is the authorisation (it was minted with the tenant's bearer token and lives minutes),
 * except that a flow published as authenticated still needs its tenant's token, as on every call.
 */
import { FLOW } from '../contract/security.js';
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { rawSerializer } from '../responses.js';
import { MODES, authorizeFlow, languageOf } from '../flow-execution/request-context.js';
import { LanguageHeader } from '../flow-execution/schemas.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { Connector } from '../../connector/service.js';
import { ConnectParams, FlowConnectResponse, REPLACEMENT } from './schemas.js';
import { patternOnlyLog } from '../route-log.js';

export function registerRedeemConnector(
  app: App,
  deps: { tokens: AccessTokens; connector: Pick<Connector, 'redeem'>; runtime: Pick<FlowRuntime, 'open' | 'current'> },
): void {
  for (const { mode, prefix } of MODES) {
    app.get(
      `${prefix}/flow-connect/:token`,
      {
        logSerializers: patternOnlyLog,
        // The step is open-ended (see get-step.ts): serialised as it is.
        serializerCompiler: rawSerializer,
        schema: {
          tags: ['flow'],
          // No credentials when the target flow is unauthenticated; the tenant's token when it is.
          security: FLOW,
          deprecated: true,
          summary:
            mode === 'live'
              ? 'Redeem a connector token (deprecated)'
              : 'Redeem a connector token (deprecated, test version)',
          description:
            `${REPLACEMENT} Returns the end client\u2019s session of the token\u2019s flow with its current step, ` +
            'starting it on the first redemption: prefilled with the end client\u2019s values that the flow\u2019s prefillable fields accept ' +
            '(matched by role, else normalizedName) and linked to it. Redeeming again while the token is valid returns the same session. ' +
            'Expired token: 400 code 4412. Malformed, tampered, or issued for the other mode: 400 code 4102. ' +
            'End client deleted since: 404 code 4100. Flow unpublished since: 404 code 4000.',
          params: ConnectParams,
          headers: Type.Object({ 'x-hf-language': Type.Optional(LanguageHeader) }),
          response: {
            200: FlowConnectResponse,
            ...errorResponses([...AUTH_CODES, 4030, 4000, 4017, 4100, 4102, 4400, 4409, 4412]),
          },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const connection = await deps.connector.redeem(mode, request.params.token, (target) =>
          authorizeFlow(deps.tokens, request, target),
        );
        const opened = await deps.runtime.open(mode, connection.flowId, connection.endClientId);
        const step = await deps.runtime.current(opened, language);
        reply.header('x-hf-session', connection.endClientId);
        if (step.retryAfterSeconds !== undefined) reply.header('retry-after', String(step.retryAfterSeconds));
        return {
          flowId: connection.flowId,
          endClientId: connection.endClientId,
          sourceEndClientId: connection.sourceEndClientId,
          created: connection.created,
          prefilled: connection.prefilled,
          step: step.view,
        };
      },
    );
  }
}
