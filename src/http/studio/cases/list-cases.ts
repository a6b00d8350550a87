/**
 * GET /studio/api/cases: the review queue (src/cases/queue.ts): the tenant's cases of one mode by
 * status, flow, creation date and search, newest or oldest first, a page at a time, with the
 * count per status. A UI opens it at status=PENDING_REVIEW.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { CaseQueue } from '../../../cases/queue.js';
import { OnwardError } from '../../../errors/index.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { Assignee, PageQuery, Status, pageSize } from '../review-schemas.js';

const Query = Type.Object(
  {
    mode: Type.Optional(Type.Union([Type.Literal('live'), Type.Literal('test')], { description: 'Default live' })),
    status: Type.Optional(Status),
    flowId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Created at or after' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Created before' })),
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'An end client id, or words each found in a value the person gave or was prefilled with (name, e-mail, company name, external customer id)',
      }),
    ),
    sort: Type.Optional(
      Type.Union([Type.Literal('newest'), Type.Literal('oldest')], { description: 'Default newest' }),
    ),
    ...PageQuery,
  },
  { additionalProperties: false },
);

const CaseItem = Type.Object({
  endClientId: Type.String(),
  flowId: Type.String(),
  flowVersion: Type.Integer(),
  status: Type.String(),
  mode: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  assignee: Assignee,
  pendingDecision: Type.Boolean({ description: 'A four-eyes decision waits for a second reviewer' }),
  names: Type.Object(
    {
      person: Type.Union([Type.String(), Type.Null()]),
      company: Type.Union([Type.String(), Type.Null()]),
    },
    { description: "The person's and the company's name, from the values by role" },
  ),
});

const at = (value: string | undefined, field: string): number | undefined => {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new OnwardError(4400, 'Invalid request querystring', [
      { field: `querystring/${field}`, reason: 'format', message: 'an ISO 8601 date-time' },
    ]);
  return ms;
};

export function registerStudioListCases(app: App, deps: StudioGuardDeps & { caseQueue: CaseQueue }): void {
  app.get(
    '/studio/api/cases',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        querystring: Query,
        response: {
          200: Type.Object({
            cases: Type.Array(CaseItem),
            nextCursor: Type.Union([Type.String(), Type.Null()]),
            counts: Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()], {
              description:
                'Cases per status under the mode, flow and date filters; first pages only (null with a cursor)',
            }),
          }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES]),
        },
      },
    },
    async (request, reply) => {
      const { session } = studioOf(request);
      const q = request.query;
      const createdFrom = at(q.from, 'from');
      const createdTo = at(q.to, 'to');
      const page = await deps.caseQueue.list(
        { tenantId: session.tenantId, mode: q.mode ?? 'live' },
        {
          limit: pageSize(q.limit),
          ...(q.status ? { status: q.status } : {}),
          ...(q.flowId ? { flowId: q.flowId } : {}),
          ...(createdFrom !== undefined ? { createdFrom } : {}),
          ...(createdTo !== undefined ? { createdTo } : {}),
          ...(q.q ? { search: q.q } : {}),
          ...(q.sort ? { order: q.sort } : {}),
          ...(q.cursor ? { cursor: q.cursor } : {}),
        },
      );
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
}
