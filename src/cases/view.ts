/**
 * One case as the Studio shows it: what GET /end-clients/{id} answers (details.ts), plus what a
 * reviewer needs beside it: the mode, linked end clients, the assignee, notes, decisions, the
 * statuses it may be moved to by hand, whether a decision on it needs a second reviewer, the
 * webhooks its changes produced, and what happened in its run.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { EndClientDetails, EndClientDetailsService } from '../end-clients/details.js';
import type { EndClientLinks } from '../end-clients/links.js';
import { manualTargets, type EndClientStatus } from '../end-clients/status.js';
import { caseIn } from './scope.js';
import type { CaseNote, CaseReview } from './review.js';
import { hasScreeningHit, type CaseDecision, type CaseDecisions } from './decisions.js';
import type { ReviewSettings } from './settings.js';
import { caseWebhooks, type CaseWebhook } from './deliveries.js';
import { caseRunEvents, type CaseRunEvent } from './run-events.js';

export interface CaseView {
  details: EndClientDetails;
  mode: string;
  links: string[];
  assignee: Awaited<ReturnType<CaseReview['assignee']>>;
  notes: CaseNote[];
  decisions: CaseDecision[];
  allowedStatuses: EndClientStatus[];
  screeningHit: boolean;
  /** A decision now would wait for a second reviewer (the flow's four eyes and a screening hit). */
  needsSecondReviewer: boolean;
  /** Webhooks the case's changes produced, newest first, with their delivery status. */
  webhooks: CaseWebhook[];
  /** What happened in the run, oldest first (run-events.ts). */
  run: CaseRunEvent[];
}

export function createCaseView(deps: {
  db: Kysely<Database>;
  details: Pick<EndClientDetailsService, 'details'>;
  links: Pick<EndClientLinks, 'linksOf'>;
  review: Pick<CaseReview, 'assignee' | 'notes'>;
  decisions: Pick<CaseDecisions, 'decisions'>;
  settings: Pick<ReviewSettings, 'get'>;
}) {
  return {
    /** 4100 when the case is not the tenant's. */
    async view(tenantId: string, caseId: string): Promise<CaseView> {
      const found = await caseIn(deps.db, tenantId, caseId);
      const details = await deps.details.details(found.scope, caseId);
      const [links, assignee, notes, decisions, settings, webhooks, run] = await Promise.all([
        deps.links.linksOf(found.scope, caseId),
        deps.review.assignee(caseId),
        deps.review.notes(tenantId, caseId),
        deps.decisions.decisions(tenantId, caseId),
        // The flow is the tenant's (its run is); a flow deleted meanwhile has no settings.
        deps.settings.get(tenantId, found.flowId).catch(() => ({ fourEyes: false })),
        caseWebhooks(deps.db, tenantId, caseId),
        caseRunEvents(deps.db, caseId),
      ]);
      const screeningHit = hasScreeningHit(details.serviceResults);
      return {
        details,
        mode: found.scope.mode,
        links,
        assignee,
        notes,
        decisions,
        allowedStatuses: [...manualTargets(details.status)],
        screeningHit,
        needsSecondReviewer: settings.fourEyes && screeningHit,
        webhooks,
        run,
      };
    },
  };
}

export type CaseViewService = ReturnType<typeof createCaseView>;
