/** PUT /end-clients/status (and /test/...): change end clients' statuses by hand, all or nothing. */
import { BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { END_CLIENT_STATUSES } from '../../end-clients/status.js';
import type { CaseDecisions } from '../../cases/decisions.js';
import { EndClientIds } from './schemas.js';
import { registerEndClientRoute } from './register.js';
import { principalOf } from '../auth/guard.js';
import { clientActor } from '../../audit/trail.js';

const UpdateEndClientsStatusRequestPayload = Type.Object(
  {
    endClientIds: EndClientIds,
    status: Type.Union(
      END_CLIENT_STATUSES.map((s) => Type.Literal(s)),
      {
        description:
          'By hand: ACCEPTED, DECLINED and PENDING_REVIEW between each other; IN_PROGRESS to ABANDONED. Anything else is 4111.',
      },
    ),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2000,
        description: 'An Onward addition: why, kept in the audit trail with the change',
      }),
    ),
  },
  {
    $id: 'UpdateEndClientsStatusRequestPayload',
    additionalProperties: false,
    examples: [
      {
        endClientIds: ['0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10', '5d2e9a41-7c3b-4f60-8e15-a9b0c1d2e3f4'],
        status: 'ACCEPTED',
      },
    ],
  },
);

const UpdateEndClientsStatusResponse = Type.Object(
  {
    updated: Type.Array(Type.String(), { description: 'Ids whose status changed' }),
    unchanged: Type.Array(Type.String(), { description: 'Ids that already had the status' }),
    notFound: Type.Array(Type.String(), {
      description: "Ids that are not this tenant's end clients in this mode (live or /test)",
    }),
    pending: Type.Array(
      Type.Object({
        endClientId: Type.String({ description: 'The end client whose change is held' }),
        decisionId: Type.String({
          description:
            'Approved or rejected by a second person: POST /end-clients/{endClientId}/decisions/{decisionId}',
        }),
      }),
      {
        description:
          "An Onward addition: ids whose change waits for a second person's approval (four eyes: the flow has it on and the run has a screening hit); their status is unchanged until then",
      },
    ),
  },
  {
    $id: 'UpdateEndClientsStatusResponse',
    description: 'What happened to each id',
    examples: [
      {
        updated: ['0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10'],
        unchanged: ['5d2e9a41-7c3b-4f60-8e15-a9b0c1d2e3f4'],
        notFound: [],
        pending: [],
      },
    ],
  },
);

export function registerUpdateEndClientsStatus(
  app: App,
  deps: { tokens: AccessTokens; cases: { decisions: Pick<CaseDecisions, 'decideMany'> } },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'PUT',
      path: '/end-clients/status',
      errors: [...BODY_CODES, 4109, 4111, 4409],
      summary: "Update end clients' status",
      description:
        'All or nothing: if any found end client may not move to the status, nothing changes and the answer is 400 with code 4111 and a detail per refused id. ' +
        'An end client marked ABANDONED answers 4109 to every flow call afterwards. ' +
        "Four eyes (an Onward addition, docs/studio.md): when the end client's flow has four eyes on and its run has a screening hit, the change is held as a pending decision (listed in `pending`) " +
        'until a second, different person (another API client, the Basic user, or a Studio reviewer) approves it; 409 4409 when a decision on it already waits.',
      body: UpdateEndClientsStatusRequestPayload,
      response: { 200: UpdateEndClientsStatusResponse },
    },
    (scope, { body }, reply) =>
      deps.cases.decisions.decideMany(
        scope,
        body.endClientIds,
        body.status,
        body.reason,
        clientActor(principalOf(reply.request).clientId),
      ),
  );
}
