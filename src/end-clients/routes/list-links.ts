/** GET /end-clients/{endClientId}/links (and /test/...): the end clients linked to one. Not in the spec: without it links could be made but never read. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types.js';
import { principalOf, requireBearer } from '../../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { errorResponses } from '../../http/responses.js';
import { MODES } from '../../flows/execution/request-context.js';
import type { EndClientLinks } from '../links.js';

const EndClientLinksResponse = Type.Object({
  endClientId: Type.String(),
  linkedEndClientIds: Type.Array(Type.String(), { description: 'Oldest link first' }),
}, { $id: 'EndClientLinksResponse' });

export function registerListLinks(app: App, deps: { tokens: AccessTokens; links: Pick<EndClientLinks, 'linksOf'> }): void {
  for (const { mode, prefix } of MODES) {
    app.get(`${prefix}/end-clients/:endClientId/links`, {
      preHandler: requireBearer(deps.tokens),
      schema: {
        tags: ['end clients'],
        summary: mode === 'live' ? 'List the end clients linked to one' : 'List the end clients linked to one (test version)',
        description: 'An Onward addition: the end clients linked by POST /end-clients. 404 with code 4100 when the end client is not the caller\'s in this mode.',
        security: [{ bearer: [] }],
        params: Type.Object({ endClientId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: EndClientLinksResponse, ...errorResponses },
      },
    }, async (request) => {
      const { tenantId } = principalOf(request);
      const { endClientId } = request.params;
      return { endClientId, linkedEndClientIds: await deps.links.linksOf({ tenantId, mode }, endClientId) };
    });
  }
}
