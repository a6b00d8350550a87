/**
 * GET /end-clients (and /test/...): the tenant's end clients newest first, filtered by status
 * and flow, a page at a time (list.ts). Not in the spec: without it a back office could not find
 * the runs waiting for review except through webhooks.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { END_CLIENT_STATUSES } from '../../end-clients/status.js';
import { DEFAULT_PAGE, MAX_PAGE, type EndClientList } from '../../end-clients/list.js';
import { registerEndClientRoute } from './register.js';
import { OnwardError } from '../../errors/index.js';

const Query = Type.Object(
  {
    status: Type.Optional(
      Type.Union(
        END_CLIENT_STATUSES.map((s) => Type.Literal(s)),
        { description: 'Only end clients with this status' },
      ),
    ),
    flowId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only runs of this flow' })),
    // A string: query values are never coerced (app.ts); the range is checked below.
    limit: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,4}$', description: `Page size, 1 to ${MAX_PAGE} (default ${DEFAULT_PAGE})` }),
    ),
    cursor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 300, description: 'nextCursor of the previous page' }),
    ),
  },
  { additionalProperties: false },
);

const EndClientPage = Type.Object(
  {
    endClients: Type.Array(
      Type.Object({
        endClientId: Type.String({ description: 'The run’s x-hf-session' }),
        flowId: Type.String({ description: 'The flow it runs' }),
        flowVersion: Type.Integer({ description: 'The published version it started on (and keeps)' }),
        status: Type.String({
          description: 'NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED',
        }),
        createdAt: Type.String({ format: 'date-time', description: 'When it was created' }),
        updatedAt: Type.String({ format: 'date-time', description: 'The latest change of its state or status' }),
      }),
      { description: 'Newest first' },
    ),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as cursor for the next page; null on the last page',
    }),
  },
  {
    $id: 'EndClientPage',
    description: 'A page of end clients',
    examples: [
      {
        endClients: [
          {
            endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
            flowId: 'kyc-person',
            flowVersion: 2,
            status: 'IN_PROGRESS',
            createdAt: '2026-11-24T10:00:00.000Z',
            updatedAt: '2026-11-24T10:05:00.000Z',
          },
        ],
        nextCursor: null,
      },
    ],
  },
);

export function registerListEndClients(app: App, deps: { tokens: AccessTokens; endClientList: EndClientList }): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'GET',
      path: '/end-clients',
      errors: [],
      summary: "List the tenant's end clients",
      description:
        'An Onward addition: newest first, optionally by status (status=PENDING_REVIEW is the review queue) and flow; ' +
        'keyset-paginated with nextCursor, so pages neither repeat nor skip runs that change meanwhile. GET /end-clients/{id} has the details.',
      querystring: Query,
      response: { 200: EndClientPage },
    },
    (scope, { query }) => {
      const limit = query.limit === undefined ? DEFAULT_PAGE : Number(query.limit);
      if (limit < 1 || limit > MAX_PAGE) {
        throw new OnwardError(4400, 'Invalid request querystring', [
          { field: 'querystring/limit', reason: 'range', message: `must be 1 to ${MAX_PAGE}` },
        ]);
      }
      const { status, flowId, cursor } = query;
      return deps.endClientList.list(scope, {
        limit,
        ...(status ? { status } : {}),
        ...(flowId ? { flowId } : {}),
        ...(cursor ? { cursor } : {}),
      });
    },
  );
}
