/** DELETE /end-clients (and /test/...): remove the link between two end clients. */
import { BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { EndClientLinks } from '../../end-clients/links.js';
import { LinkPayload } from './schemas.js';
import { registerEndClientRoute } from './register.js';
import { principalOf } from '../auth/guard.js';
import { clientActor } from '../../audit/trail.js';

const DeleteLinkedLeadsResponse = Type.Object(
  {
    removed: Type.Boolean({ description: 'false when the two were not linked' }),
  },
  { $id: 'DeleteLinkedLeadsResponse', description: 'Unlinked', examples: [{ removed: true }] },
);

export function registerDeleteLink(
  app: App,
  deps: { tokens: AccessTokens; links: Pick<EndClientLinks, 'unlink'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'DELETE',
      path: '/end-clients',
      errors: [...BODY_CODES, 4106, 4100],
      summary: 'Unlink two end clients',
      description:
        'Both must be end clients of the caller in this mode (else 400 with code 4106); removing a link that does not exist answers removed: false.',
      config: { invalidRequestCode: 4106 },
      body: LinkPayload('DeleteLinkedLeadsRequestPayload'),
      response: { 200: DeleteLinkedLeadsResponse },
    },
    (scope, { body }, reply) => deps.links.unlink(scope, body, clientActor(principalOf(reply.request).clientId)),
  );
}
