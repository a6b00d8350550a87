/** GET /flow/{flowId} (and /test/flow/{flowId}): the current step; creates a session when none is given. */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import { FlowParams, LanguageHeader, SessionHeader, StepResponse } from './schemas.js';
import { MODES, authorizeFlow, languageOf, openForRequest, sendStep } from './request-context.js';
import { errorResponses, rawSerializer } from '../responses.js';
import { Type } from '@sinclair/typebox';

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
          params: FlowParams,
          headers: Type.Object({
            'x-hf-session': Type.Optional(SessionHeader),
            'x-hf-language': Type.Optional(LanguageHeader),
          }),
          response: { 200: StepResponse, ...errorResponses },
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
