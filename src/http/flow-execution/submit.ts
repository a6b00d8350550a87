/** POST /submit/{flowId}: submit data for the current step and get the next one. */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { Type } from '@sinclair/typebox';
import { OPEN_CODES, SERVICE_CODES, SUBMIT_CODES } from './error-codes.js';
import { BODY_CODES, errorResponses } from '../contract/errors.js';
import { FLOW } from '../contract/security.js';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { Subsequent } from '../../subsequent/service.js';
import { withSubsequent } from './subsequent.js';
import { FlowParams, flowHeaders, stepReply } from './schemas.js';
import { MODES, authorizeSubmit, languageOf, retryOnPendingOf, sendStep, openForRequest } from './request-context.js';
import { rawSerializer } from '../responses.js';

export function registerSubmit(
  app: App,
  deps: { tokens: AccessTokens; runtime: FlowRuntime; subsequent: Subsequent },
): void {
  for (const { mode, prefix } of MODES) {
    app.post(
      `${prefix}/submit/:flowId`,
      {
        serializerCompiler: rawSerializer,
        // The body schema documents the 8 payloads; the engine checks the body against the current
        // step, so that each problem gets its own code (4006/4007/4008/4014) rather than 4400.
        attachValidation: true,
        schema: {
          tags: ['flow'],
          summary: mode === 'live' ? 'Submit the current step' : 'Submit the current step (test version)',
          description:
            'Body: a flat JSON object of element id (or role / normalizedName where unambiguous) to value. ' +
            'Without x-hf-session only when the flow starts with a form. With x-hf-retry-on-pending: true the answer waits up to 30 s for the next interactive or end step. ' +
            "The result of a provider_doc_v, provider_electronic_id, person_ocr or business_ocr step whose provider is tenant_backend (or that has no config) is accepted only from the tenant's integration: with a bearer token of the flow's tenant, also on flows published without authentication (401 4031 without one). " +
            'A built-in provider_doc_v step takes docv_submit with the uploaded sides, and a built-in person_ocr or business_ocr step {"file": "<fileId>"} (exactly one, else 4209), from anyone holding the session; a built-in provider_electronic_id step takes no submit (4014): its login completes it.',
          security: FLOW,
          params: FlowParams,
          headers: flowHeaders({ session: 'optional', language: true, retryOnPending: true }),
          body: Type.Ref('SubmitPayload'),
          response: {
            200: stepReply('The next step (interactive, pending or end)'),
            ...errorResponses([...BODY_CODES, ...OPEN_CODES, ...SERVICE_CODES, ...SUBMIT_CODES]),
          },
        },
      },
      async (request, reply) => {
        rethrowUnlessBody(request);
        const language = languageOf(request);
        const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: false });
        const { integration } = await authorizeSubmit(deps.tokens, request, opened);
        const result = await deps.runtime.submit(opened, request.body, {
          ...(language ? { language } : {}),
          retryOnPending: retryOnPendingOf(request),
          integration,
        });
        return sendStep(reply, await withSubsequent(deps.subsequent, opened, result));
      },
    );
  }
}
