/** DELETE /end-clients/delete-manually (and /test/...): delete end clients with their flow state. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types.js';
import { principalOf, requireBearer } from '../../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { errorResponses } from '../../http/responses.js';
import { MODES } from '../../flows/execution/request-context.js';
import type { EndClients } from '../service.js';
import { EndClientIds } from './schemas.js';

const DeleteEndclientsManuallyRequestPayload = Type.Object({ endClientIds: EndClientIds }, { $id: 'DeleteEndclientsManuallyRequestPayload', additionalProperties: false });

const DeleteEndclientsManuallyResponse = Type.Object({
  deleted: Type.Array(Type.String()),
  notFound: Type.Array(Type.String(), { description: "Ids that are not this tenant's end clients in this mode (live or /test)" }),
}, { $id: 'DeleteEndclientsManuallyResponse' });

export function registerDeleteEndClients(app: App, deps: { tokens: AccessTokens; endClients: Pick<EndClients, 'remove'> }): void {
  for (const { mode, prefix } of MODES) {
    app.delete(`${prefix}/end-clients/delete-manually`, {
      preHandler: requireBearer(deps.tokens),
      schema: {
        tags: ['end clients'],
        summary: mode === 'live' ? 'Delete end clients' : 'Delete end clients (test version)',
        description: 'Every end client found is deleted with its flow state (its session id then answers 4100); the others are listed as not found. ' +
          'A background service still running for a deleted end client finishes without effect.',
        security: [{ bearer: [] }],
        body: DeleteEndclientsManuallyRequestPayload,
        response: { 200: DeleteEndclientsManuallyResponse, ...errorResponses },
      },
    }, async (request) => {
      const { tenantId } = principalOf(request);
      return deps.endClients.remove({ tenantId, mode }, request.body.endClientIds);
    });
  }
}
