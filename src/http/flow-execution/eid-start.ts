/**
 * POST /flow/{flowId}/electronic-id/start (and /test/...): the provider URL for the built-in
 * provider_electronic_id step the session stands on. A POST, not part of GET /flow: each call draws a
 * fresh single-use authorization, so reading the current step stays free of that write.
 */
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { ElectronicId } from '../../sessions/eid.js';
import { FlowParams, flowHeaders } from './schemas.js';
import { OPEN_CODES } from './error-codes.js';
import { BODY_CODES, errorResponses } from '../contract/errors.js';
import { FLOW } from '../contract/security.js';
import { MODES, authorizeFlow, openForRequest } from './request-context.js';
import { EID_START_ROUTE } from './paths.js';
import { EidStartResponse } from './eid-schemas.js';

/** 4013 finished, 4014 not at a built-in eID step, 4206 misconfigured node, 6505 provider unreachable. */
export const EID_START_CODES = [4013, 4014, 4206, 6505] as const;

export function registerEidStart(
  app: App,
  deps: { tokens: AccessTokens; runtime: FlowRuntime; electronicId: ElectronicId },
): void {
  for (const { mode, prefix } of MODES) {
    app.post(
      `${prefix}/flow/:flowId${EID_START_ROUTE}`,
      {
        schema: {
          tags: ['flow'],
          summary:
            mode === 'live'
              ? 'Start the electronic ID login of the current step'
              : 'Start the electronic ID login of the current step (test version)',
          description:
            'For a built-in provider_electronic_id step (its startPath): answers the provider’s authorizationUrl. Send the person’s browser there; ' +
            'the provider returns it to GET /eid/callback, which completes the step. The node’s returnUrl, if set, is where the callback then sends the browser.',
          security: FLOW,
          params: FlowParams,
          headers: flowHeaders({ session: 'required' }),
          // It takes no body, but a malformed one sent anyway is refused by the body parser first.
          response: { 200: EidStartResponse, ...errorResponses([...BODY_CODES, ...OPEN_CODES, ...EID_START_CODES]) },
        },
      },
      async (request) => {
        const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: true });
        await authorizeFlow(deps.tokens, request, opened);
        const started = await deps.electronicId.start(opened);
        return { authorizationUrl: started.authorizationUrl, expiresAt: new Date(started.expiresAt).toISOString() };
      },
    );
  }
}
