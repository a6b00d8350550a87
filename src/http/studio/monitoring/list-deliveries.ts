/**
 * GET /studio/api/webhook-deliveries: the tenant's webhook messages (monitoring callbacks, status
 * and flow events), newest first, a page at a time, each with its attempts and the start of what
 * the receiver answered (src/webhooks/deliveries.ts); filter by status or enrollment.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { WebhookDeliveries } from '../../../webhooks/index.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { PageQuery, pageSize } from '../review-schemas.js';
import { Delivery, DeliveryStatus } from './monitoring-schemas.js';

const Query = Type.Object(
  {
    status: Type.Optional(DeliveryStatus),
    enrollmentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    ...PageQuery,
  },
  { additionalProperties: false },
);

export function registerStudioListDeliveries(
  app: App,
  deps: StudioGuardDeps & { deliveries: Pick<WebhookDeliveries, 'list'> },
): void {
  app.get(
    '/studio/api/webhook-deliveries',
    {
      onRequest: requireStudioSession(deps),
      schema: {
        hide: true,
        querystring: Query,
        response: {
          200: Type.Object({ deliveries: Type.Array(Delivery), nextCursor: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES]),
        },
      },
    },
    async (request, reply) => {
      const { session } = studioOf(request);
      const { status, enrollmentId, limit, cursor } = request.query;
      const page = await deps.deliveries.list(session.tenantId, {
        limit: pageSize(limit, 200, 25),
        ...(status ? { status } : {}),
        ...(enrollmentId ? { enrollmentId } : {}),
        ...(cursor ? { cursor } : {}),
      });
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
}
