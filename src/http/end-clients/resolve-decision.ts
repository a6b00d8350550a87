/**
 * POST /end-clients/{endClientId}/decisions/{decisionId} (and /test/...): the second person's
 * answer to a four-eyes decision held by PUT /end-clients/status (or asked for in the Studio):
 * approve (the status change takes effect, with its webhook) or reject. The client that asked is
 * refused (403 4030): a different client, the Basic user or a Studio reviewer decides.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { CaseDecisions } from '../../cases/decisions.js';
import type { Store } from '../../store/database.js';
import { caseIn } from '../../cases/scope.js';
import { OnwardError } from '../../errors/index.js';
import { BODY_CODES } from '../contract/errors.js';
import { principalOf } from '../auth/guard.js';
import { clientActor } from '../../audit/trail.js';
import { registerEndClientRoute } from './register.js';
import { EndClientId } from './schemas.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const ResolvedDecision = Type.Object(
  {
    id: Type.String({ description: 'The decision' }),
    from: Type.String({ description: 'The status when the change was asked for' }),
    to: Type.String({ description: 'The status asked for' }),
    reason: Type.String({ description: 'Why it was asked for (empty when the API call gave none)' }),
    requestedBy: Type.String({ description: 'Who asked: a client id, user name or Studio username' }),
    requestedAt: Type.String({ format: 'date-time', description: 'When it was asked for' }),
    state: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], {
      description: 'approved: the change was made; rejected: dropped',
    }),
    resolvedBy: Nullable(Type.String({ description: 'Who settled it' })),
    resolvedAt: Nullable(Type.String({ format: 'date-time', description: 'When it was settled' })),
    resolutionReason: Nullable(Type.String({ description: "The second person's reason, if given" })),
  },
  {
    $id: 'FourEyesDecision',
    description: 'The decision, settled',
    examples: [
      {
        id: '7f0c4d2e-1b3a-4c5d-8e9f-a0b1c2d3e4f5',
        from: 'PENDING_REVIEW',
        to: 'ACCEPTED',
        reason: 'Checked by the back office',
        requestedBy: 'back-office-client',
        requestedAt: '2026-11-24T10:00:00.000Z',
        state: 'approved',
        resolvedBy: 'rita',
        resolvedAt: '2026-11-24T10:05:00.000Z',
        resolutionReason: null,
      },
    ],
  },
);

export function registerResolveDecision(
  app: App,
  deps: { tokens: AccessTokens; cases: { decisions: Pick<CaseDecisions, 'resolve'> }; store: Pick<Store, 'db'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'POST',
      path: '/end-clients/:endClientId/decisions/:decisionId',
      errors: [...BODY_CODES, 4030, 4100, 4109, 4111, 4404, 4409],
      summary: 'Approve or reject a four-eyes status change',
      description:
        'An Onward addition (docs/studio.md, four eyes): settles a status change PUT /end-clients/status held for a second person. ' +
        '`approve: true` makes the change (its webhook and audit entry as PUT /end-clients/status); `false` drops it. ' +
        '403 4030 when the caller is the client that asked; 404 4100 for an end client not the caller’s in this mode, 4404 for no such pending decision; 409 4409 when the end client changed since.',
      params: Type.Object({ endClientId: EndClientId, decisionId: Type.String({ minLength: 1, maxLength: 64 }) }),
      body: Type.Object(
        {
          approve: Type.Boolean({ description: 'true makes the change; false drops it' }),
          reason: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'Kept in the audit trail' })),
        },
        {
          additionalProperties: false,
          $id: 'ResolveDecisionRequestPayload',
          examples: [{ approve: true, reason: 'Agreed: the hit is a false positive' }],
        },
      ),
      response: { 200: ResolvedDecision },
    },
    async (scope, { params, body }, reply) => {
      // The decision is the tenant's; the mode must be the route's too.
      const found = await caseIn(deps.store.db, scope.tenantId, params.endClientId);
      if (found.scope.mode !== scope.mode) throw new OnwardError(4100, 'End client not found');
      return deps.cases.decisions.resolve(
        scope.tenantId,
        params.endClientId,
        params.decisionId,
        body.approve,
        body.reason,
        clientActor(principalOf(reply.request).clientId),
      );
    },
  );
}
