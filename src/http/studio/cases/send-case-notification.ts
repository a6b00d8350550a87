/**
 * POST /studio/api/cases/{endClientId}/notification: e-mail the lead its resume link (as POST
 * /end-clients/{id}/notification), with or without restarting the abandonment timer; a reviewer's
 * action, written to the case's audit trail by the notifications service.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { Notifications } from '../../../notifications/service.js';
import type { Store } from '../../../store/database.js';
import { caseIn } from '../../../cases/scope.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { CaseIdParams } from '../review-schemas.js';

export function registerStudioSendCaseNotification(
  app: App,
  deps: StudioGuardDeps & { notifications: Pick<Notifications, 'notify'>; store: Pick<Store, 'db'> },
): void {
  app.post(
    '/studio/api/cases/:endClientId/notification',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: CaseIdParams,
        body: Type.Object(
          {
            resetAbandonmentTimer: Type.Boolean({
              description: 'IN_PROGRESS leads: restart the abandonment timer from now',
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            status: Type.String(),
            sentTo: Type.String(),
            abandonmentTimerReset: Type.Boolean(),
            abandonAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
            notificationCount: Type.Integer(),
          }),
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4000, 4013, 4100, 4109, 5001, 5020]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const id = request.params.endClientId;
      const { scope } = await caseIn(deps.store.db, session.tenantId, id);
      const sent = await deps.notifications.notify(
        scope,
        id,
        { resetAbandonmentTimer: request.body.resetAbandonmentTimer },
        auditActorOf(actor),
      );
      return reply.header('cache-control', 'no-store').send({
        status: sent.status,
        sentTo: sent.sentTo,
        abandonmentTimerReset: sent.abandonmentTimerReset,
        abandonAt: sent.abandonAt,
        notificationCount: sent.notificationCount,
      });
    },
  );
}
