/** PUT /end-clients/status (and /test/...): change end clients' statuses by hand, all or nothing. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types.js';
import { principalOf, requireBearer } from '../../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { errorResponses } from '../../http/responses.js';
import { MODES } from '../../flows/execution/request-context.js';
import { END_CLIENT_STATUSES } from '../status.js';
import type { EndClients } from '../service.js';
import { EndClientIds } from './schemas.js';

const UpdateEndClientsStatusRequestPayload = Type.Object({
  endClientIds: EndClientIds,
  status: Type.Union(END_CLIENT_STATUSES.map((s) => Type.Literal(s)), {
    description: 'By hand: ACCEPTED, DECLINED and PENDING_REVIEW between each other; IN_PROGRESS to ABANDONED. Anything else is 4111.',
  }),
}, { $id: 'UpdateEndClientsStatusRequestPayload', additionalProperties: false });

const UpdateEndClientsStatusResponse = Type.Object({
  updated: Type.Array(Type.String(), { description: 'Ids whose status changed' }),
  unchanged: Type.Array(Type.String(), { description: 'Ids that already had the status' }),
  notFound: Type.Array(Type.String(), { description: "Ids that are not this tenant's end clients in this mode (live or /test)" }),
}, { $id: 'UpdateEndClientsStatusResponse' });

export function registerUpdateEndClientsStatus(app: App, deps: { tokens: AccessTokens; endClients: Pick<EndClients, 'changeStatus'> }): void {
  for (const { mode, prefix } of MODES) {
    app.put(`${prefix}/end-clients/status`, {
      preHandler: requireBearer(deps.tokens),
      schema: {
        tags: ['end clients'],
        summary: mode === 'live' ? "Update end clients' status" : "Update end clients' status (test version)",
        description: 'All or nothing: if any found end client may not move to the status, nothing changes and the answer is 400 with code 4111 and a detail per refused id. ' +
          'An end client marked ABANDONED answers 4109 to every flow call afterwards.',
        security: [{ bearer: [] }],
        body: UpdateEndClientsStatusRequestPayload,
        response: { 200: UpdateEndClientsStatusResponse, ...errorResponses },
      },
    }, async (request) => {
      const { tenantId } = principalOf(request);
      return deps.endClients.changeStatus({ tenantId, mode }, request.body.endClientIds, request.body.status);
    });
  }
}
