/** GET /end-clients/{endClientId}/links (and /test/...): the end clients linked to one. Not in the spec: without it links could be made but never read. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { EndClientLinks } from '../../end-clients/links.js';
import { registerEndClientRoute } from './register.js';
import { EndClientId } from './schemas.js';

const EndClientLinksResponse = Type.Object(
  {
    endClientId: Type.String({ description: 'The end client asked about' }),
    linkedEndClientIds: Type.Array(Type.String(), { description: 'Oldest link first' }),
  },
  {
    $id: 'EndClientLinksResponse',
    description: 'The end clients linked to this one',
    examples: [
      {
        endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        linkedEndClientIds: ['5d2e9a41-7c3b-4f60-8e15-a9b0c1d2e3f4'],
      },
    ],
  },
);

export function registerListLinks(
  app: App,
  deps: { tokens: AccessTokens; links: Pick<EndClientLinks, 'linksOf'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'GET',
      path: '/end-clients/:endClientId/links',
      errors: [4100],
      summary: 'List the end clients linked to one',
      description:
        "An Onward addition: the end clients linked by POST /end-clients. 404 with code 4100 when the end client is not the caller's in this mode.",
      params: Type.Object({ endClientId: EndClientId }),
      response: { 200: EndClientLinksResponse },
    },
    async (scope, { params }) => ({
      endClientId: params.endClientId,
      linkedEndClientIds: await deps.links.linksOf(scope, params.endClientId),
    }),
  );
}
