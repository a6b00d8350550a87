/** GET /back/{flowId}: the previous interactive step, with the values submitted there. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import { FlowParams, LanguageHeader, StepResponse } from './schemas.js';
import { MODES, authorizeFlow, languageOf, openForRequest, sendStep } from './request-context.js';
import { errorResponses, rawSerializer } from '../responses.js';

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
          params: FlowParams,
          headers: Type.Object({
            'x-hf-session': Type.Optional(Type.String({ description: 'Required: the session to move back' })),
            'x-hf-language': Type.Optional(LanguageHeader),
          }),
          response: { 200: StepResponse, ...errorResponses },
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
