/** POST /end-clients/{endClientId}/notification (and /test/...): e-mail a lead a signed link to resume its run. */
import { BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { LANGUAGES } from '../../flows/document/constants.js';
import type { Notifications } from '../../notifications/service.js';
import { registerEndClientRoute } from './register.js';
import { EndClientId } from './schemas.js';
import { principalOf } from '../auth/guard.js';
import { clientActor } from '../../audit/trail.js';

const SendEmailNotificationRequestPayload = Type.Object(
  {
    resetAbandonmentTimer: Type.Optional(
      Type.Boolean({
        description:
          "IN_PROGRESS leads: restart the flow's abandonment timer from now (default true); false leaves it running. Ignored for NOT_STARTED leads and flows without a timer.",
      }),
    ),
    email: Type.Optional(
      Type.String({
        format: 'email',
        maxLength: 254,
        description:
          'Recipient; default the address the lead submitted (the element with role `email`). 400 when neither exists.',
      }),
    ),
    language: Type.Optional(
      Type.Union(
        LANGUAGES.map((l) => Type.Literal(l)),
        {
          description:
            "x-hf-language code of the e-mail's texts: the flow's default language or one it has translations for (else 400). Default the flow's default language.",
        },
      ),
    ),
  },
  {
    $id: 'SendEmailNotificationRequestPayload',
    additionalProperties: false,
    examples: [{ resetAbandonmentTimer: true, language: 'en-GB' }],
  },
);

const SendEmailNotificationResponse = Type.Object(
  {
    endClientId: Type.String({ description: 'The lead notified' }),
    status: Type.Union([Type.Literal('NOT_STARTED'), Type.Literal('IN_PROGRESS')], {
      description:
        "The lead's status when notified: NOT_STARTED gets an invitation, IN_PROGRESS a reminder to continue",
    }),
    sentTo: Type.String({
      description:
        'The address the mail transport accepted the e-mail for (the SMTP server, or the built-in mailbox: GET /admin/mailbox)',
    }),
    language: Type.String({ description: "The e-mail's language (x-hf-language code)" }),
    linkExpiresAt: Type.String({
      format: 'date-time',
      description: 'When the signed resume link in the e-mail expires',
    }),
    abandonmentTimerReset: Type.Boolean({ description: 'Whether the abandonment timer was restarted' }),
    abandonAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description:
        'When the lead becomes ABANDONED without activity; null when its flow has no abandonment timer or it is NOT_STARTED',
    }),
    notificationCount: Type.Integer({ description: 'Notifications sent to this lead so far, this one included' }),
  },
  {
    $id: 'SendEmailNotificationResponse',
    description: 'Sent',
    examples: [
      {
        endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        status: 'IN_PROGRESS',
        sentTo: 'ada@example.com',
        language: 'en-GB',
        linkExpiresAt: '2026-12-01T10:15:30.000Z',
        abandonmentTimerReset: true,
        abandonAt: '2026-11-26T10:15:30.000Z',
        notificationCount: 2,
      },
    ],
  },
);

export function registerSendNotification(
  app: App,
  deps: { tokens: AccessTokens; notifications: Pick<Notifications, 'notify'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'POST',
      path: '/end-clients/:endClientId/notification',
      errors: [...BODY_CODES, 4000, 4030, 4013, 4100, 4109, 4210, 5001, 5020],
      summary: 'Send an e-mail notification to a lead',
      description:
        "E-mails the lead a signed link (over SMTP, or into the built-in mailbox read at GET /mailbox: ONWARD_MAIL_TRANSPORT) to resume its run (valid 7 days), in the flow's language: an invitation when it is NOT_STARTED, a reminder when IN_PROGRESS. " +
        "For IN_PROGRESS leads the flow's abandonment timer restarts unless `resetAbandonmentTimer` is false. The body may be `{}` or left out. " +
        'Errors: 400 invalid payload (4400), no recipient (4400), a language the flow lacks (4400), an ABANDONED lead (4109), a finished one (4013); ' +
        "404 end client not the caller's in this mode (4100) or its flow version gone (4000); 501 e-mail not configured, mail transport `none` (5001); 502 the mail server could not be reached or refused the e-mail (5020). " +
        'Nothing is recorded and the timer is left alone when sending fails.',
      params: Type.Object({ endClientId: EndClientId }),
      body: SendEmailNotificationRequestPayload,
      response: { 200: SendEmailNotificationResponse },
      config: { errorFormat: 'plain' },
      // Every field is optional, so a POST without any body sends with the defaults. A body that is
      // there but empty or broken JSON is still refused by the parser (4007).
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    },
    (scope, { params, body }, reply) =>
      deps.notifications.notify(
        scope,
        params.endClientId,
        body ?? {},
        clientActor(principalOf(reply.request).clientId),
      ),
  );
}
