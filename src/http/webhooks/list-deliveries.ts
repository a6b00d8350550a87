/**
 * GET /admin/webhook-deliveries: the tenant's webhook messages, newest first, each with its
 * attempts (status code, error, duration). Filter by status (pending, waiting, delivered, dead,
 * cancelled) or enrollment; dead letters are the ones with status `dead`, and `waiting` flow
 * events wait for their URL's handshake (eventType URL_VERIFICATION).
 */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type, type TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import type { Database } from '../../store/schema.js';

const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const DeliveriesResponse = Type.Object(
  {
    deliveries: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          enrollmentId: nullable(Type.String()),
          eventType: Type.String(),
          url: Type.String(),
          status: Type.Union(['pending', 'waiting', 'delivered', 'dead', 'cancelled'].map((s) => Type.Literal(s))),
          attempts: Type.Integer(),
          nextAttemptAt: nullable(Type.String({ format: 'date-time' })),
          lastStatus: nullable(Type.Integer()),
          lastError: nullable(Type.String()),
          createdAt: nullable(Type.String({ format: 'date-time' })),
          deliveredAt: nullable(Type.String({ format: 'date-time' })),
          attemptLog: Type.Array(
            Type.Object(
              {
                attempt: Type.Integer(),
                statusCode: nullable(Type.Integer()),
                error: nullable(Type.String()),
                durationMs: nullable(Type.Integer()),
                at: nullable(Type.String({ format: 'date-time' })),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
      { description: 'Newest first' },
    ),
  },
  { additionalProperties: false },
);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function registerListDeliveries(app: App, deps: { tokens: AccessTokens; db: Kysely<Database> }): void {
  app.get(
    '/admin/webhook-deliveries',
    {
      onRequest: requireBearer(deps.tokens),
      schema: {
        tags: ['management'],
        summary: 'Webhook deliveries and their attempts',
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
      let q = deps.db
        .selectFrom('webhook_outbox')
        .select([
          'id',
          'enrollment_id',
          'event_type',
          'url',
          'status',
          'attempts',
          'next_attempt_at',
          'last_status',
          'last_error',
          'created_at',
          'delivered_at',
        ])
        .where('tenant_id', '=', tenantId);
      if (status) q = q.where('status', '=', status);
      if (enrollmentId) q = q.where('enrollment_id', '=', enrollmentId);
      const rows = await q.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
      const attempts =
        rows.length === 0
          ? []
          : await deps.db
              .selectFrom('webhook_attempts')
              .select(['delivery_id', 'attempt', 'status_code', 'error', 'duration_ms', 'attempted_at'])
              .where(
                'delivery_id',
                'in',
                rows.map((r) => r.id),
              )
              .orderBy('attempt')
              .execute();
      return {
        deliveries: rows.map((r) => ({
          id: r.id,
          enrollmentId: r.enrollment_id,
          eventType: r.event_type,
          url: r.url,
          status: r.status,
          attempts: r.attempts,
          nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
          lastStatus: r.last_status,
          lastError: r.last_error,
          createdAt: iso(r.created_at),
          deliveredAt: iso(r.delivered_at),
          attemptLog: attempts
            .filter((a) => a.delivery_id === r.id)
            .map((a) => ({
              attempt: a.attempt,
              statusCode: a.status_code,
              error: a.error,
              durationMs: a.duration_ms,
              at: iso(a.attempted_at),
            })),
        })),
      };
    },
  );
}
