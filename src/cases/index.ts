/** Case review (docs/studio.md, "Case review API"): the queue, one case, reviewers' actions and per-flow settings, wired together. */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { AuditTrail } from '../audit/trail.js';
import type { EndClients } from '../end-clients/service.js';
import type { EndClientDetailsService } from '../end-clients/details.js';
import type { EndClientLinks } from '../end-clients/links.js';
import type { StudioAccounts } from '../studio/accounts.js';
import { createCaseQueue } from './queue.js';
import { createCaseReview } from './review.js';
import { createCaseDecisions } from './decisions.js';
import { createCaseView } from './view.js';
import { createReviewSettings } from './settings.js';
import { createCaseErasure } from './erase.js';

export function createCases(deps: {
  db: Kysely<Database>;
  endClients: Pick<EndClients, 'changeStatus' | 'remove'>;
  details: Pick<EndClientDetailsService, 'details' | 'names'>;
  links: Pick<EndClientLinks, 'linksOf'>;
  accounts: Pick<StudioAccounts, 'get'>;
  audit: Pick<AuditTrail, 'record'>;
  now: () => number;
}) {
  const settings = createReviewSettings({ db: deps.db, audit: deps.audit, now: deps.now });
  const review = createCaseReview(deps);
  const decisions = createCaseDecisions({ ...deps, settings });
  return {
    queue: createCaseQueue(deps.db, deps.details),
    review,
    decisions,
    settings,
    erasure: createCaseErasure(deps),
    view: createCaseView({ db: deps.db, details: deps.details, links: deps.links, review, decisions, settings }),
  };
}
