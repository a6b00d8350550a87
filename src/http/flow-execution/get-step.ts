/** GET /flow/{flowId} (and /test/flow/{flowId}): the current step; creates a session when none is given. */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { Subsequent } from '../../subsequent/service.js';
import { Type } from '@sinclair/typebox';
import { SUBSEQUENT_TOKEN_HEADER, SubsequentTokenHeader, subsequentTokenOf, withSubsequent } from './subsequent.js';
import { FlowParams, flowHeaders, stepReply } from './schemas.js';
import { OPEN_CODES, SERVICE_CODES } from './error-codes.js';
import { errorResponses } from '../contract/errors.js';
import { FLOW } from '../contract/security.js';
import { MODES, authorizeFlow, languageOf, openForRequest, sendStep } from './request-context.js';
import { rawSerializer } from '../responses.js';

export function registerGetStep(
  app: App,
  deps: { tokens: AccessTokens; runtime: FlowRuntime; subsequent: Subsequent },
): void {
  for (const { mode, prefix } of MODES) {
    app.get(
      `${prefix}/flow/:flowId`,
      {
        serializerCompiler: rawSerializer,
        schema: {
          tags: ['flow'],
          summary: mode === 'live' ? 'Get the current step' : 'Get the current step (test version)',
          description:
            'Without x-hf-session a new session is created and its id returned in the x-hf-session response header. ' +
            'With x-hf-subsequent-token (and no x-hf-session) the new session continues the end client the token names (docs/connected-flows.md): 4005 when the flow’s root is not a subsequent node, 4102 when the token is unknown, used or expired.',
          security: FLOW,
          params: FlowParams,
          headers: Type.Composite([
            flowHeaders({ session: 'optional', language: true }),
            Type.Object({ [SUBSEQUENT_TOKEN_HEADER]: Type.Optional(SubsequentTokenHeader) }),
          ]),
          response: {
            200: stepReply('The current step'),
            ...errorResponses([...OPEN_CODES, ...SERVICE_CODES, 4005, 4102, 4400]),
          },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const token = subsequentTokenOf(request);
        let opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: false });
        await authorizeFlow(deps.tokens, request, opened);
        if (token !== undefined) {
          const sessionId = await deps.subsequent.start(opened, token);
          opened = await deps.runtime.open(mode, request.params.flowId, sessionId);
        }
        const result = await deps.runtime.current(opened, language);
        return sendStep(reply, await withSubsequent(deps.subsequent, opened, result));
      },
    );
  }
}
