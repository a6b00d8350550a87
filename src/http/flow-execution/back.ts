/** GET /back/{flowId}: the previous interactive step, with the values submitted there. */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import { FlowParams, flowHeaders, stepReply } from './schemas.js';
import { BACK_CODES, OPEN_CODES, SERVICE_CODES } from './error-codes.js';
import { errorResponses } from '../contract/errors.js';
import { FLOW } from '../contract/security.js';
import { MODES, authorizeFlow, languageOf, openForRequest, sendStep } from './request-context.js';
import { rawSerializer } from '../responses.js';

export function registerBack(app: App, deps: { tokens: AccessTokens; runtime: FlowRuntime }): void {
  for (const { mode, prefix } of MODES) {
    app.get(
      `${prefix}/back/:flowId`,
      {
        serializerCompiler: rawSerializer,
        schema: {
          tags: ['flow'],
          summary: mode === 'live' ? 'Go back one step' : 'Go back one step (test version)',
          description:
            'Repeatable until the first step; at the first step the answer is 400 with code 4103. Services between the steps run again when going forward.',
          security: FLOW,
          params: FlowParams,
          headers: flowHeaders({ session: 'required', language: true }),
          response: {
            200: stepReply('The previous interactive step, with the values submitted there'),
            ...errorResponses([...OPEN_CODES, ...SERVICE_CODES, ...BACK_CODES]),
          },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: true });
        await authorizeFlow(deps.tokens, request, opened);
        return sendStep(reply, await deps.runtime.back(opened, language));
      },
    );
  }
}
