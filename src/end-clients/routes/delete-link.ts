/** DELETE /end-clients (and /test/...): remove the link between two end clients. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types.js';
import { principalOf, requireBearer } from '../../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { errorResponses } from '../../http/responses.js';
import { MODES } from '../../flows/execution/request-context.js';
import type { EndClientLinks } from '../links.js';
import { LinkPayload } from './schemas.js';

const DeleteLinkedLeadsRequestPayload = LinkPayload('DeleteLinkedLeadsRequestPayload');
const DeleteLinkedLeadsResponse = Type.Object({
  removed: Type.Boolean({ description: 'false when the two were not linked' }),
}, { $id: 'DeleteLinkedLeadsResponse' });

export function registerDeleteLink(app: App, deps: { tokens: AccessTokens; links: Pick<EndClientLinks, 'unlink'> }): void {
  for (const { mode, prefix } of MODES) {
    app.delete(`${prefix}/end-clients`, {
      preHandler: requireBearer(deps.tokens),
      config: { invalidRequestCode: 4106 },
      schema: {
        tags: ['end clients'],
        summary: mode === 'live' ? 'Unlink two end clients' : 'Unlink two end clients (test version)',
        description: 'Both must be end clients of the caller in this mode (else 400 with code 4106); removing a link that does not exist answers removed: false.',
        security: [{ bearer: [] }],
        body: DeleteLinkedLeadsRequestPayload,
        response: { 200: DeleteLinkedLeadsResponse, ...errorResponses },
      },
    }, async (request) => {
      const { tenantId } = principalOf(request);
      return deps.links.unlink({ tenantId, mode }, request.body);
    });
  }
}
