import type { RequestLimiter } from '../auth/request-limits.js';
import type { AbandonmentSweeper } from '../end-clients/abandonment.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import type { BusinessRegistry, BusinessSearch } from '../businesses/index.js';
import type { CompiledFlow } from '../flows/prepare.js';
import type { Config } from '../config/env.js';
import type { Connector } from '../connector/service.js';
import type { Subsequent } from '../subsequent/service.js';
import type { EndClientDetailsService } from '../end-clients/details.js';
import type { EndClientExportService } from '../end-clients/export.js';
import type { EndClientLinks } from '../end-clients/links.js';
import type { EndClientList } from '../end-clients/list.js';
import type { EndClients } from '../end-clients/service.js';
import type { FailureLimiter } from '../auth/failure-limiter.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { FlowRuntime } from '../sessions/runtime.js';
import type { ElectronicId } from '../sessions/eid.js';
import type { JobQueue } from '../jobs/queue.js';
import type { KeyRing } from '../auth/keys.js';
import type { KybSearch } from '../sessions/kyb-search.js';
import type { LinkGenerations } from '../resume-links/generations.js';
import type { ListsService, ScreeningService } from '../screening/index.js';
import type { Mailer } from '../notifications/mailer.js';
import type { Mailbox } from '../mailbox/repository.js';
import type { Monitoring } from '../monitoring/service.js';
import type { Notifications } from '../notifications/service.js';
import type { OutboundClient } from '../outbound/client.js';
import type { Registry } from 'prom-client';
import type { ResumeLinks } from '../resume-links/links.js';
import type { CaptureCodes } from '../resume-links/capture-codes.js';
import type { ResumeTokens } from '../resume-links/token.js';
import type { SessionFiles } from '../files/service.js';
import type { SessionSignals } from '../sessions/signals.js';
import type { Store } from '../store/database.js';
import type { StudioSessions } from '../studio/sessions.js';
import type { StudioAccounts } from '../studio/accounts.js';
import type { AuditTrail } from '../audit/trail.js';
import type { CaseQueue } from '../cases/queue.js';
import type { CaseReview } from '../cases/review.js';
import type { CaseDecisions } from '../cases/decisions.js';
import type { CaseViewService } from '../cases/view.js';
import type { ReviewSettings } from '../cases/settings.js';
import type { CaseErasure } from '../cases/erase.js';
import type { TenantService } from '../auth/tenants.js';
import type { Webhooks } from '../webhooks/index.js';
import type { DemoInfo } from './ops/landing-page.js';
import type { OwnerViews } from '../owners/view.js';
import type { OwnerSweeper } from '../owners/sweeper.js';

/**
 * The service graph the HTTP layer serves: every domain service a route may be handed, built by the
 * composition root (src/app/services.ts). Declared here, at the top layer, so `http` depends on
 * domains and never on the composition root.
 */

export interface AppServices {
  /** The demo's tenant, flows and credentials while ONWARD_DEMO is on; undefined otherwise. */
  demo: DemoInfo | undefined;
  /** End-to-end business verification: the owner cases of business end clients (src/owners). */
  owners: OwnerViews;
  /** Reminders, deadlines and the completion backstop of owner cases. */
  ownerSweeper: OwnerSweeper;
  config: Config;
  store: Store;
  keys: KeyRing;
  tokens: AccessTokens;
  tenants: TenantService;
  flows: FlowPublicationService<CompiledFlow>;
  metrics: Registry;
  queue: JobQueue;
  signals: SessionSignals;
  outbound: OutboundClient;
  runtime: FlowRuntime;
  endClients: EndClients;
  links: EndClientLinks;
  /** The deprecated connector pair (GET /connector, GET /flow-connect; src/connector). */
  connector: Connector;
  /** Subsequent tokens: issued at ENDs and by POST /end-clients/{id}/subsequent-token, redeemed by GET /flow (src/subsequent). */
  subsequent: Subsequent;
  /** Files uploaded to sessions (POST /file/{flowId}), read back by submits of file elements. */
  sessionFiles: SessionFiles;
  /** GET /end-clients/{id} and its file downloads: what a run collected, for the tenant. */
  endClientDetails: EndClientDetailsService;
  endClientExport: EndClientExportService;
  /** GET /end-clients: a tenant's end clients newest first, by status and flow. */
  endClientList: EndClientList;
  /** Ongoing monitoring: enrollments, scan scheduler (src/monitoring). */
  monitoring: Monitoring;
  /** The webhook outbox every producer writes to, its dispatcher and the per-tenant settings (src/webhooks). */
  webhooks: Webhooks;
  /** Business prefill search, PrefillIds and verification over the active registry snapshots. */
  businesses: BusinessSearch;
  /** The search of provider_kyb_search steps (GET /kyb-search/{flowId}). */
  kybSearch: KybSearch;
  /** Built-in provider_electronic_id steps: start the provider login, take its callback (src/sessions/eid.ts). */
  electronicId: ElectronicId;
  businessRegistry: BusinessRegistry;
  /** Refuses an account or IP after repeated credential failures (in memory, per process). */
  authLimiter: FailureLimiter;
  /** Per-address rate limits of the public unauthenticated routes (src/http/rate-limits.ts). */
  requestLimiter: RequestLimiter;
  /** Persisted screening-list snapshots and the in-memory registry they feed (src/screening/lists.ts). */
  lists: ListsService;
  /** The matcher over the active lists (direct screening API, monitoring scans). */
  screening: ScreeningService;
  /** Signed, expiring capabilities naming one session (src/resume-links/token.ts). */
  resumeTokens: ResumeTokens;
  /** Links to the hosted resume page: signed-URL API and notification e-mails (src/resume-links/links.ts). */
  resumeLinks: ResumeLinks;
  /** Short codes that continue a document step on a phone (issue #19). */
  captureCodes: CaptureCodes;
  linkGenerations: LinkGenerations;
  /** Notification e-mails' transport (ONWARD_MAIL_TRANSPORT: smtp, mailbox or none; `configured` is false for none). */
  mailer: Mailer;
  /** The built-in mailbox the `mailbox` transport files e-mails in (GET /admin/mailbox, GET /mailbox). */
  mailbox: Mailbox;
  /** POST /end-clients/{id}/notification. */
  notifications: Notifications;
  /** Marks idle IN_PROGRESS end clients ABANDONED when their flow's timer runs out. */
  abandonment: AbandonmentSweeper;
  /** Signed-in Studio users (src/studio/sessions.ts), behind the /studio/api cookie. */
  studioSessions: StudioSessions;
  /** The Studio's user accounts and roles (src/studio/accounts.ts). */
  studioAccounts: StudioAccounts;
  /** The append-only audit trail (src/audit). */
  audit: AuditTrail;
  /** Case review in the Studio (src/cases): the queue, one case, reviewers' actions, per-flow settings. */
  cases: {
    queue: CaseQueue;
    view: CaseViewService;
    review: CaseReview;
    decisions: CaseDecisions;
    settings: ReviewSettings;
    erasure: CaseErasure;
  };
  now: () => number;
}
