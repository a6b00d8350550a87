/** POST /end-clients/{endClientId}/subsequent-token (and /test/...): a token continuing the end client in a subsequent flow. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { Subsequent } from '../../subsequent/service.js';
import { BODY_CODES } from '../contract/errors.js';
import { registerEndClientRoute } from './register.js';
import { EndClientId } from './schemas.js';

const IssueSubsequentTokenPayload = Type.Object(
  {
    flowId: Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'The subsequent flow: one of the tenant’s flows, published in this mode, whose root is a subsequent node',
    }),
  },
  { $id: 'IssueSubsequentTokenPayload', additionalProperties: false, examples: [{ flowId: 'kyc-refresh' }] },
);

const SubsequentToken = Type.Object(
  {
    token: Type.String({
      description: 'Send it as x-hf-subsequent-token on GET /flow/{flowId} (without x-hf-session); single use',
    }),
    flowId: Type.String({ description: 'The flow it starts' }),
    endClientId: Type.String({ description: 'The end client the new run continues' }),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'When it expires (ONWARD_SUBSEQUENT_TOKEN_TTL_SECONDS after issue)',
    }),
  },
  {
    $id: 'SubsequentToken',
    additionalProperties: false,
    description: 'Issued',
    examples: [
      {
        token: 'st_q0s9mDDLSrKOnWMvQ3hYZk2bFq8cP0rGKm5b8wYtJ3c',
        flowId: 'kyc-refresh',
        endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        expiresAt: '2026-12-02T10:15:30.000Z',
      },
    ],
  },
);

export function registerIssueSubsequentToken(
  app: App,
  deps: { tokens: AccessTokens; subsequent: Pick<Subsequent, 'issue'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'POST',
      path: '/end-clients/:endClientId/subsequent-token',
      errors: [...BODY_CODES, 4000, 4005, 4017, 4100],
      summary: 'Issue a subsequent token for an end client',
      description:
        'A single-use token that starts a run of `flowId` continuing this end client (docs/connected-flows.md): prefilled from what the end client already gave and linked to it. ' +
        'Errors: 400 the flow’s root is not a subsequent node (4005); 404 the end client is not the caller’s in this mode (4100), or the flow is not the caller’s or not published in this mode (4000; 4017 under /test when only a live version exists).',
      params: Type.Object({ endClientId: EndClientId }),
      body: IssueSubsequentTokenPayload,
      response: { 201: SubsequentToken },
    },
    async (scope, { params, body }, reply) => {
      const issued = await deps.subsequent.issue(scope, params.endClientId, body.flowId);
      return reply.code(201).send(issued);
    },
  );
}
