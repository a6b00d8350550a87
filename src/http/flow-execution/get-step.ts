/** GET /flow/{flowId} (and /test/flow/{flowId}): the current step; creates a session when none is given. */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import { FlowParams, flowHeaders, stepReply } from './schemas.js';
import { OPEN_CODES, SERVICE_CODES } from './error-codes.js';
import { errorResponses } from '../contract/errors.js';
import { FLOW } from '../contract/security.js';
import { MODES, authorizeFlow, languageOf, openForRequest, sendStep } from './request-context.js';
import { rawSerializer } from '../responses.js';

export function registerGetStep(app: App, deps: { tokens: AccessTokens; runtime: FlowRuntime }): void {
  for (const { mode, prefix } of MODES) {
    app.get(
      `${prefix}/flow/:flowId`,
      {
        serializerCompiler: rawSerializer,
        schema: {
          tags: ['flow'],
          summary: mode === 'live' ? 'Get the current step' : 'Get the current step (test version)',
          description:
            'Without x-hf-session a new session is created and its id returned in the x-hf-session response header.',
          security: FLOW,
          params: FlowParams,
          headers: flowHeaders({ session: 'optional', language: true }),
          response: { 200: stepReply('The current step'), ...errorResponses([...OPEN_CODES, ...SERVICE_CODES]) },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: false });
        await authorizeFlow(deps.tokens, request, opened);
        return sendStep(reply, await deps.runtime.current(opened, language));
      },
    );
  }
}
