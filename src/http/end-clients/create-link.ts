/** POST /end-clients (and /test/...): link two end clients. */
import { BODY_CODES } from '../contract/errors.js';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { EndClientLinks } from '../../end-clients/links.js';
import { LinkPayload } from './schemas.js';
import { registerEndClientRoute } from './register.js';
import { principalOf } from '../auth/guard.js';
import { clientActor } from '../../audit/trail.js';

export function registerCreateLink(
  app: App,
  deps: { tokens: AccessTokens; links: Pick<EndClientLinks, 'link'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'POST',
      path: '/end-clients',
      errors: [...BODY_CODES, 4105, 4030, 4100],
      summary: 'Link two end clients',
      description:
        'Both must be end clients of the caller in this mode. Linking a linked pair again is accepted and changes nothing. ' +
        'An unknown id or an end client linked to itself is 400 with code 4105 and a detail naming the field.',
      // As the spec has it: 403 answers in plain text, and every invalid request is 4105.
      config: { errorFormat: 'plain', invalidRequestCode: 4105 },
      body: LinkPayload('CreateLinkedLeadsRequestPayload'),
      response: { 201: { type: 'null', description: 'Linked (no body)' } },
    },
    async (scope, { body }, reply) => {
      await deps.links.link(scope, body, clientActor(principalOf(reply.request).clientId));
      return reply.status(201).send();
    },
  );
}
