/**
 * POST /studio/api/webhook-deliveries/{deliveryId}/retry: "retry now" of a dead message or one
 * waiting for its next attempt. It only makes the message due at once and wakes the delivery
 * worker (src/webhooks/deliveries.ts): the attempt is the worker's, signed, leased and recorded as
 * any other, never a send from this request. 202 with the delivery as it stands; 4409 for a
 * message delivered, cancelled, waiting for its URL's handshake or being attempted. Audited.
 */
import type { App } from '../../types.js';
import type { WebhookDeliveries } from '../../../webhooks/index.js';
import { OnwardError } from '../../../errors/index.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { Delivery, DeliveryIdParams } from './monitoring-schemas.js';

export function registerStudioRetryDelivery(
  app: App,
  deps: StudioGuardDeps & { deliveries: Pick<WebhookDeliveries, 'retryNow'> },
): void {
  app.post(
    '/studio/api/webhook-deliveries/:deliveryId/retry',
    {
      onRequest: requireStudioWrite(deps, 'monitoring'),
      schema: {
        hide: true,
        params: DeliveryIdParams,
        response: {
          202: Delivery,
          ...errorResponses([...REQUEST_CODES, ...STUDIO_WRITE_CODES, 4404, 4409]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const answer = await deps.deliveries.retryNow(session.tenantId, request.params.deliveryId, auditActorOf(actor));
      if (answer.outcome === 'not_found') throw new OnwardError(4404, 'Webhook delivery not found');
      if (answer.outcome === 'not_retryable')
        throw new OnwardError(4409, `This delivery cannot be retried: ${answer.why}`);
      return reply.status(202).header('cache-control', 'no-store').send(answer.delivery);
    },
  );
}
