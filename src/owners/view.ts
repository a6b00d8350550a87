/**
 * What the case view (GET /end-clients/{id}, the export) shows of end-to-end business
 * verification: for a business end client, each owner case with every owner's progress and, for
 * `links` delivery, the signed resume link to pass on; for an owner's end client, the business
 * case it belongs to.
 */
import type { ResumeLinks } from '../resume-links/links.js';
import type { OwnerPrefill } from '../engine/index.js';
import type { OwnerProgress, OwnerState, OwnerVerificationData } from './progress.js';
import type { Owners } from './service.js';

export interface OwnerView extends OwnerProgress {
  email: string | null;
  /** What the owner's run was prefilled with from the business run's owner record. */
  prefill: OwnerPrefill;
  /** When the owner was last e-mailed (invitation or reminder); null when never. */
  notifiedAt: string | null;
  notificationCount: number;
  /** Why the last e-mail could not be sent; null when it was (or none was due). */
  deliveryError: string | null;
  /** A signed link to the owner's run on the hosted page, for `links` delivery while the owner is not finished. */
  resumeUrl: string | null;
}

export interface OwnerCaseView {
  nodeId: string;
  personFlowId: string;
  delivery: 'email' | 'links';
  /** `waiting` until the business run was handed its result. */
  state: 'waiting' | 'finished';
  outcome: 'owners_done' | 'deadline' | null;
  deadlineAt: string | null;
  nextReminderAt: string | null;
  remindersSent: number;
  summary: Omit<OwnerVerificationData, 'owners'>;
  owners: OwnerView[];
}

/** What the applicant's own page may show while its run waits for the owners: names and progress only. */
export interface OwnersWaiting {
  invited: number;
  finished: number;
  owners: Array<{ name: string; state: Exclude<OwnerState, 'not_invited'> }>;
}

export interface OwnerLink {
  businessEndClientId: string;
  nodeId: string;
  ownerIndex: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createOwnerViews(deps: { owners: Pick<Owners, 'repo' | 'progressOf'>; links: ResumeLinks }) {
  const { repo } = deps.owners;
  return {
    /** The owner cases of a business end client (none for other runs). The caller checked the scope. */
    async casesOf(endClientId: string, mode: 'live' | 'test'): Promise<OwnerCaseView[]> {
      const cases = await repo.casesOf(endClientId);
      return Promise.all(
        cases.map(async (c) => {
          const { owners, ...summary } = await deps.owners.progressOf(c);
          const invitations = await repo.invitations(c.sessionId, c.nodeId);
          const delivery = c.config.delivery ?? 'email';
          const views = await Promise.all(
            owners.map(async (o, n): Promise<OwnerView> => {
              const i = invitations[n];
              const open = o.state === 'not_started' || o.state === 'in_progress';
              const link =
                delivery === 'links' && open && o.endClientId !== null
                  ? await deps.links.linkFor({ sessionId: o.endClientId, mode })
                  : undefined;
              return {
                ...o,
                email: i?.email ?? null,
                prefill: i?.prefill ?? { elements: [] },
                notifiedAt: iso(i?.notifiedAt ?? null),
                notificationCount: i?.notificationCount ?? 0,
                deliveryError: i?.deliveryError ?? null,
                resumeUrl: link?.url ?? null,
              };
            }),
          );
          return {
            nodeId: c.nodeId,
            personFlowId: c.personFlowId,
            delivery,
            state: c.finishedAt === null ? 'waiting' : 'finished',
            outcome: c.outcome,
            deadlineAt: iso(c.deadlineAt),
            nextReminderAt: iso(c.nextReminderAt),
            remindersSent: c.remindersSent,
            summary,
            owners: views,
          };
        }),
      );
    },

    /**
     * The case a business run waits on at `nodeId`, as the applicant's hosted page shows it (no
     * e-mail, prefill or links: the page's holder is the applicant, who entered the names). Undefined
     * until the node's job has made the case and its rows.
     */
    async waiting(sessionId: string, nodeId: string): Promise<OwnersWaiting | undefined> {
      const c = await repo.get(sessionId, nodeId);
      if (!c) return undefined;
      const { invited, finished, owners } = await deps.owners.progressOf(c);
      // The case is claimed before its rows are written: nothing to show until they are.
      if (owners.length === 0) return undefined;
      const shown: OwnersWaiting['owners'] = [];
      for (const o of owners) if (o.state !== 'not_invited') shown.push({ name: o.name, state: o.state });
      return { invited, finished, owners: shown };
    },

    /** The business case an owner's end client belongs to, or null. */
    async ownerOf(endClientId: string): Promise<OwnerLink | null> {
      const found = await repo.ownerOf(endClientId);
      return found ? { businessEndClientId: found.sessionId, nodeId: found.nodeId, ownerIndex: found.index } : null;
    },
  };
}

export type OwnerViews = ReturnType<typeof createOwnerViews>;
