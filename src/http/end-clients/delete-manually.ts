/** DELETE /end-clients/delete-manually (and /test/...): delete end clients with their flow state. */
import { BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { EndClients } from '../../end-clients/service.js';
import { EndClientIds } from './schemas.js';
import { registerEndClientRoute } from './register.js';
import { principalOf } from '../auth/guard.js';
import { clientActor } from '../../audit/trail.js';

const DeleteEndclientsManuallyRequestPayload = Type.Object(
  { endClientIds: EndClientIds },
  {
    $id: 'DeleteEndclientsManuallyRequestPayload',
    additionalProperties: false,
    examples: [{ endClientIds: ['0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10', '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a'] }],
  },
);

const DeleteEndclientsManuallyResponse = Type.Object(
  {
    deleted: Type.Array(Type.String(), { description: 'Ids deleted, with their data and files' }),
    notFound: Type.Array(Type.String(), {
      description: "Ids that are not this tenant's end clients in this mode (live or /test)",
    }),
  },
  {
    $id: 'DeleteEndclientsManuallyResponse',
    description: 'What happened to each id',
    examples: [
      { deleted: ['0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10'], notFound: ['9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a'] },
    ],
  },
);

export function registerDeleteEndClients(
  app: App,
  deps: { tokens: AccessTokens; endClients: Pick<EndClients, 'remove'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'DELETE',
      path: '/end-clients/delete-manually',
      errors: [...BODY_CODES],
      summary: 'Delete end clients',
      description:
        'Every end client found is deleted with its flow state (its session id then answers 4100); the others are listed as not found. ' +
        'A background service still running for a deleted end client finishes without effect.',
      body: DeleteEndclientsManuallyRequestPayload,
      response: { 200: DeleteEndclientsManuallyResponse },
    },
    (scope, { body }, reply) =>
      deps.endClients.remove(scope, body.endClientIds, { actor: clientActor(principalOf(reply.request).clientId) }),
  );
}
