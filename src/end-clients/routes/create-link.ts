/** POST /end-clients (and /test/...): link two end clients. */
import type { App } from '../../http/types.js';
import { principalOf, requireBearer } from '../../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { errorResponses } from '../../http/responses.js';
import { MODES } from '../../flows/execution/request-context.js';
import type { EndClientLinks } from '../links.js';
import { LinkPayload } from './schemas.js';

const CreateLinkedLeadsRequestPayload = LinkPayload('CreateLinkedLeadsRequestPayload');

export function registerCreateLink(app: App, deps: { tokens: AccessTokens; links: Pick<EndClientLinks, 'link'> }): void {
  for (const { mode, prefix } of MODES) {
    app.post(`${prefix}/end-clients`, {
      preHandler: requireBearer(deps.tokens),
      // As the spec has it: 403 answers in plain text, and every invalid request is 4105.
      config: { errorFormat: 'plain', invalidRequestCode: 4105 },
      schema: {
        tags: ['end clients'],
        summary: mode === 'live' ? 'Link two end clients' : 'Link two end clients (test version)',
        description: 'Both must be end clients of the caller in this mode. Linking a linked pair again is accepted and changes nothing. ' +
          'An unknown id or an end client linked to itself is 400 with code 4105 and a detail naming the field.',
        security: [{ bearer: [] }],
        body: CreateLinkedLeadsRequestPayload,
        response: { 201: { type: 'null', description: 'Linked (no body)' }, ...errorResponses },
      },
    }, async (request, reply) => {
      const { tenantId } = principalOf(request);
      await deps.links.link({ tenantId, mode }, request.body);
      return reply.status(201).send();
    });
  }
}
