/**
 * GET /admin/webhook-deliveries: the tenant's webhook messages, newest first, each with its
 * attempts (status code, error, duration). Filter by status (pending, waiting, delivered, dead,
 * cancelled) or enrollment; dead letters are the ones with status `dead`, and `waiting` flow
 * events wait for their URL's handshake (eventType URL_VERIFICATION).
 */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type, type TSchema } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { WebhookDeliveries } from '../../webhooks/index.js';

const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const DeliveriesResponse = Type.Object(
  {
    deliveries: Type.Array(
      Type.Object(
        {
          id: Type.String({ description: 'The message id, sent as webhook-id on every attempt' }),
          enrollmentId: nullable(Type.String({ description: 'The enrollment a monitoring callback is about' })),
          eventType: Type.String({
            description: 'e.g. monitoring.callback, end_client.status_changed, EVENT_CALLBACK',
          }),
          url: Type.String({ description: 'Where it is delivered' }),
          status: Type.Union(
            ['pending', 'waiting', 'delivered', 'dead', 'cancelled'].map((s) => Type.Literal(s)),
            {
              description:
                'pending: due or retrying; waiting: for its URL’s handshake; delivered; dead: out of attempts; cancelled',
            },
          ),
          attempts: Type.Integer({ description: 'Attempts made so far' }),
          nextAttemptAt: nullable(Type.String({ format: 'date-time', description: 'When the next attempt is due' })),
          lastStatus: nullable(Type.Integer({ description: 'HTTP status of the last attempt' })),
          lastError: nullable(Type.String({ description: 'Why the last attempt failed' })),
          createdAt: nullable(Type.String({ format: 'date-time', description: 'When the message was queued' })),
          deliveredAt: nullable(Type.String({ format: 'date-time', description: 'When a 2xx answered it' })),
          attemptLog: Type.Array(
            Type.Object(
              {
                attempt: Type.Integer({ description: 'Attempt number, from 1' }),
                statusCode: nullable(Type.Integer({ description: 'HTTP status the receiver answered' })),
                error: nullable(Type.String({ description: 'Network or timeout error' })),
                durationMs: nullable(Type.Integer({ description: 'How long the attempt took' })),
                at: nullable(Type.String({ format: 'date-time', description: 'When it was made' })),
                responseExcerpt: nullable(
                  Type.String({ description: 'The start of what the receiver answered (up to 500 characters)' }),
                ),
              },
              { additionalProperties: false },
            ),
            { description: 'Every attempt, oldest first' },
          ),
        },
        { additionalProperties: false },
      ),
      { description: 'Newest first' },
    ),
  },
  {
    additionalProperties: false,
    description: 'The deliveries',
    examples: [
      {
        deliveries: [
          {
            id: 'msg_0193b8c25d1e7a3f',
            enrollmentId: '6f1c0e0a-2b1d-4f7e-9a43-0d3b7b6f8a21',
            eventType: 'monitoring.callback',
            url: 'https://hooks.example.com/onward',
            status: 'delivered',
            attempts: 2,
            nextAttemptAt: null,
            lastStatus: 200,
            lastError: null,
            createdAt: '2026-11-24T06:00:00.000Z',
            deliveredAt: '2026-11-24T06:00:03.000Z',
            attemptLog: [
              {
                attempt: 1,
                statusCode: 503,
                error: null,
                durationMs: 120,
                at: '2026-11-24T06:00:00.100Z',
                responseExcerpt: 'upstream busy',
              },
              {
                attempt: 2,
                statusCode: 200,
                error: null,
                durationMs: 85,
                at: '2026-11-24T06:00:03.000Z',
                responseExcerpt: '{"received":true}',
              },
            ],
          },
        ],
      },
    ],
  },
);

export function registerListDeliveries(
  app: App,
  deps: { tokens: AccessTokens; deliveries: Pick<WebhookDeliveries, 'list'> },
): void {
  app.get(
    '/admin/webhook-deliveries',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: 'Webhook deliveries and their attempts',
        description:
          "The tenant's webhook messages (monitoring callbacks, end-client status events, flow events), newest first, with every attempt's status code, error and duration. Filter with `status` (dead letters: `dead`) or `enrollmentId`; `limit` up to 1000.",
        security: OAUTH,
        querystring: Type.Object(
          {
            status: Type.Optional(
              Type.Union([
                Type.Literal('pending'),
                Type.Literal('waiting'),
                Type.Literal('delivered'),
                Type.Literal('dead'),
                Type.Literal('cancelled'),
              ]),
            ),
            enrollmentId: Type.Optional(Type.String({ maxLength: 64 })),
            limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: DeliveriesResponse, ...errorResponses([...AUTH_CODES, 4400]) },
      },
    },
    async (request) => {
      const tenantId = principalOf(request).tenantId;
      const { status, enrollmentId } = request.query;
      const limit = Math.min(500, Math.max(1, Number(request.query.limit ?? 50)));
      const page = await deps.deliveries.list(tenantId, {
        limit,
        ...(status ? { status } : {}),
        ...(enrollmentId ? { enrollmentId } : {}),
      });
      return { deliveries: page.deliveries };
    },
  );
}
