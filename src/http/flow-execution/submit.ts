/** POST /submit/{flowId}: submit data for the current step and get the next one. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import { FlowParams, LanguageHeader, SessionHeader, StepResponse } from './schemas.js';
import { MODES, authorizeSubmit, languageOf, retryOnPendingOf, sendStep, openForRequest } from './request-context.js';
import { errorResponses, rawSerializer } from '../responses.js';

export function registerSubmit(app: App, deps: { tokens: AccessTokens; runtime: FlowRuntime }): void {
  for (const { mode, prefix } of MODES) {
    app.post(
      `${prefix}/submit/:flowId`,
      {
        serializerCompiler: rawSerializer,
        schema: {
          tags: ['flow'],
          summary: mode === 'live' ? 'Submit the current step' : 'Submit the current step (test version)',
          description:
            'Body: a flat JSON object of element id (or role / normalizedName where unambiguous) to value. ' +
            'Without x-hf-session only when the flow starts with a form. With x-hf-retry-on-pending: true the answer waits up to 30 s for the next interactive or end step. ' +
            "The result of a provider_doc_v, provider_electronic_id, person_ocr or business_ocr step is accepted only from the tenant's integration: with a bearer token of the flow's tenant, also on flows published without authentication (401 4031 without one).",
          params: FlowParams,
          headers: Type.Object({
            'x-hf-session': Type.Optional(SessionHeader),
            'x-hf-language': Type.Optional(LanguageHeader),
            'x-hf-retry-on-pending': Type.Optional(Type.String({ enum: ['true', 'false'] })),
          }),
          // Any JSON passes here: the engine checks the payload so every problem gets the flow API's codes (4006/4007/4008).
          body: Type.Unknown({
            description:
              'form_submit: a JSON object of values by element id, role or normalizedName. sms_submit: {"code": "123456"} to verify, {"resend": true} for a new code (docs/sms.md). provider_kyb_search_submit: {"PrefillId": "<from the step\u2019s search>"}, or {"notFound": true} when the step allows it (docs/kyb-search.md)',
          }),
          response: { 200: StepResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: false });
        const { integration } = await authorizeSubmit(deps.tokens, request, opened);
        const result = await deps.runtime.submit(opened, request.body, {
          ...(language ? { language } : {}),
          retryOnPending: retryOnPendingOf(request),
          integration,
        });
        return sendStep(reply, result);
      },
    );
  }
}
