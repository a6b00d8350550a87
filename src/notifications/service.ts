/**
 * E-mail notification to a lead (POST /end-clients/{id}/notification): a signed link to resume
 * the run, in the flow's language, to the lead's address; for an IN_PROGRESS lead the flow's
 * abandonment timer restarts unless the caller says not to.
 *
 * Order matters: read the run, send the e-mail through the mailer port (whichever transport the
 * operator chose; no transaction is open while an SMTP server is talked to), then record the
 * notification and the new due time. A failed send records nothing.
 */
import type { Store } from '../store/database.js';
import type { SessionRepository } from '../sessions/repository.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { Language } from '../flows/document/constants.js';
import type { SessionState } from '../engine/types.js';
import type { ResumeLinks } from '../resume-links/links.js';
import { endClientIn, type Scope } from '../end-clients/scope.js';
import { OnwardError } from '../errors/index.js';
import { systemActor, type AuditActor, type AuditTrail } from '../audit/trail.js';
import { MailError, type Mailer } from './mailer.js';
import { valueWithRole } from './lead.js';
import { composeNotification } from './texts.js';

export interface NotificationRequest {
  resetAbandonmentTimer?: boolean;
  email?: string;
  language?: Language;
}

export interface NotificationResult {
  endClientId: string;
  status: 'NOT_STARTED' | 'IN_PROGRESS';
  sentTo: string;
  language: Language;
  /** ISO 8601. */
  linkExpiresAt: string;
  abandonmentTimerReset: boolean;
  /** ISO 8601, or null when the run has no abandonment due time. */
  abandonAt: string | null;
  notificationCount: number;
}

export interface NotificationsDeps {
  store: Pick<Store, 'db'>;
  sessions: Pick<SessionRepository<SessionState>, 'get' | 'rewriting'>;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
  links: ResumeLinks;
  mailer: Pick<Mailer, 'configured' | 'send'>;
  /** Each notification sent is written to the case's audit trail (its timeline shows it). */
  audit: Pick<AuditTrail, 'record'>;
  now: () => number;
}

/** Who sends when no person asked: owner-verification invitations and reminders. */
const ONWARD = systemActor('onward');

/** ajv-formats' "email" (what the payload's `email` is checked with), for addresses the lead typed. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const iso = (ms: number) => new Date(ms).toISOString();

export function createNotifications(deps: NotificationsDeps) {
  const { db } = deps.store;

  /** The flow languages a caller may ask for: the default and every translated one. */
  const languagesOf = (flow: CompiledFlow): Language[] => [
    flow.defaultLanguage,
    ...(Object.keys(flow.translations) as Language[]).filter((l) => l !== flow.defaultLanguage),
  ];

  function refuseStatus(status: string): never {
    const detail = {
      field: 'path/endClientId',
      reason: 'status',
      status,
      message: `A ${status} end client cannot be notified: only NOT_STARTED and IN_PROGRESS ones can`,
    };
    // The real API's codes for the two reasons a run cannot be resumed: closed as abandoned, or over.
    if (status === 'ABANDONED')
      throw new OnwardError(4109, 'End client marked as abandoned: it cannot be notified', [detail]);
    throw new OnwardError(4013, `End client is ${status}: its flow is finished and cannot be resumed`, [detail]);
  }

  return {
    async notify(
      scope: Scope,
      endClientId: string,
      request: NotificationRequest,
      actor: AuditActor = ONWARD,
    ): Promise<NotificationResult> {
      if (!deps.mailer.configured) {
        throw new OnwardError(
          5001,
          'E-mail is not configured on this server (ONWARD_MAIL_TRANSPORT is none): the operator sets ONWARD_SMTP_URL and ONWARD_MAIL_FROM to send over SMTP, or ONWARD_MAIL_TRANSPORT=mailbox to keep e-mails in the built-in mailbox',
        );
      }
      // Another tenant's or mode's end client reads as not found, as in every end-client operation.
      const session = await endClientIn(deps.sessions, scope, endClientId);
      const published = await deps.flows.version(session.flowId, session.version);
      if (!published) throw new OnwardError(4000, "The end client's flow version no longer exists");
      const flow = published.compiled;
      const status = session.status;
      if (status !== 'NOT_STARTED' && status !== 'IN_PROGRESS') refuseStatus(status);

      const languages = languagesOf(flow);
      if (request.language !== undefined && !languages.includes(request.language)) {
        throw new OnwardError(4400, `The flow has no ${request.language} texts`, [
          {
            field: 'body/language',
            reason: 'unsupported_language',
            message: `Languages of this flow: ${languages.join(', ')}`,
          },
        ]);
      }
      const language = request.language ?? flow.defaultLanguage;
      const to = request.email ?? valueWithRole(flow, session.state, 'email');
      if (to === undefined) {
        throw new OnwardError(4400, 'No recipient: the end client has given no e-mail address', [
          {
            field: 'body/email',
            reason: 'required',
            message: 'The run holds no value for an element with role "email"; give the address in `email`',
          },
        ]);
      }
      if (!EMAIL.test(to)) {
        throw new OnwardError(4400, "The end client's e-mail address is not valid", [
          {
            field: 'body/email',
            reason: 'format',
            message: 'The address the run holds is not a valid e-mail address; give one in `email`',
          },
        ]);
      }

      const link = await deps.links.linkFor({ sessionId: session.id, mode: session.mode });
      const content = composeNotification({
        language,
        kind: status === 'NOT_STARTED' ? 'start' : 'resume',
        flowName: flow.name,
        url: link.url,
        expiresAt: link.expiresAt,
        firstName: valueWithRole(flow, session.state, 'first_name'),
      });
      try {
        await deps.mailer.send({
          to,
          ...content,
          context: { tenantId: session.tenantId, mode: session.mode, endClientId: session.id },
        });
      } catch (err) {
        if (err instanceof MailError)
          throw new OnwardError(5020, err.message, [{ field: 'smtp', reason: err.reason, message: err.message }]);
        throw err;
      }

      // Sent: record it. The timer restarts only for a run still IN_PROGRESS with a timer, and
      // not when the caller asked to keep it (NOT_STARTED runs have none: the option is ignored).
      const at = deps.now();
      const reset =
        status === 'IN_PROGRESS' && flow.abandonAfterMs !== undefined && request.resetAbandonmentTimer !== false;
      const due = at + (flow.abandonAfterMs ?? 0);
      // One statement records the notification and, for a run still IN_PROGRESS, restarts the timer:
      // a run that left IN_PROGRESS while the e-mail went out (the sweep, a status change) keeps
      // its due time, and the answer says the timer was not reset.
      // The audit entry names neither the address nor the link: the trail outlives an erasure.
      const stored = await deps.sessions.rewriting([session.id], () =>
        db.transaction().execute(async (tx) => {
          const updated = await tx
            .updateTable('sessions')
            .set((eb) => ({
              notified_at: at,
              notification_count: eb('notification_count', '+', 1),
              ...(reset
                ? {
                    abandon_at: eb.case().when('status', '=', 'IN_PROGRESS').then(due).else(eb.ref('abandon_at')).end(),
                  }
                : {}),
            }))
            .where('id', '=', session.id)
            .returning(['status', 'abandon_at', 'notification_count'])
            .executeTakeFirst();
          await deps.audit.record(
            tx,
            [
              {
                tenantId: session.tenantId,
                actor,
                action: 'case.notification_sent',
                target: { type: 'case', id: session.id },
                before: { status },
                after: {
                  kind: status === 'NOT_STARTED' ? 'invitation' : 'reminder',
                  language,
                  linkExpiresAt: iso(link.expiresAt * 1000),
                  abandonmentTimerReset: reset && updated?.status === 'IN_PROGRESS',
                  notificationCount: Number(updated?.notification_count ?? 0),
                },
              },
            ],
            at,
          );
          return updated;
        }),
      );
      const row = {
        reset: reset && stored?.status === 'IN_PROGRESS',
        abandonAt: stored?.abandon_at ?? null,
        count: stored?.notification_count ?? 0,
      };
      return {
        endClientId: session.id,
        status,
        sentTo: to,
        language,
        linkExpiresAt: iso(link.expiresAt * 1000),
        abandonmentTimerReset: row.reset,
        abandonAt: row.abandonAt === null ? null : iso(Number(row.abandonAt)),
        notificationCount: Number(row.count),
      };
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
