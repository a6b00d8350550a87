/**
 * Pure: where each owner of a business case stands, and the result the business run's
 * owner_verification node stores (what `service:<nodeId>.<field>` rules branch on, e.g.
 * `service:owners.allPassed`, `service:owners.anyHit`).
 */
import type { SessionState } from '../engine/types.js';
import { endNodeOf, ownerRunState, serviceHit, type OwnerState } from '../engine/index.js';

export type { OwnerState };

export interface OwnerProgress {
  index: number;
  name: string;
  invited: boolean;
  /** Why the rule invited the owner or not (select.ts). */
  reason: string;
  /** The owner's own end client (its person run), linked to the business end client; null when not invited. */
  endClientId: string | null;
  state: OwnerState;
  /** The owner's end client status (NOT_STARTED, IN_PROGRESS, ACCEPTED, ...); null when not invited. */
  status: string | null;
  /** The END the owner's run reached; null until it did. */
  endNodeId: string | null;
  /** A service of the owner's run (screening) reported a hit. */
  screeningHit: boolean;
}

export interface OwnerVerificationData {
  /** Every invited owner finished (or was abandoned). */
  done: boolean;
  /** The deadline came first: the business run went to the configured END. */
  deadlineReached: boolean;
  invited: number;
  finished: number;
  outstanding: number;
  /** Every invited owner finished ACCEPTED (true when nobody was invited). */
  allPassed: boolean;
  anyDeclined: boolean;
  anyPendingReview: boolean;
  anyAbandoned: boolean;
  /** Any owner's screening reported a hit. */
  anyHit: boolean;
  owners: OwnerProgress[];
}

/** One invitation row and the owner's run as it stands (undefined when not invited or deleted). */
export interface OwnerFacts {
  index: number;
  name: string;
  invited: boolean;
  reason: string;
  endClientId: string | null;
  run: { status: string; state: SessionState } | undefined;
}

export function ownerProgress(o: OwnerFacts): OwnerProgress {
  const base = { index: o.index, name: o.name, invited: o.invited, reason: o.reason, endClientId: o.endClientId };
  if (!o.invited) return { ...base, state: 'not_invited', status: null, endNodeId: null, screeningHit: false };
  // An owner's run deleted by the tenant can never finish: it counts as abandoned.
  if (!o.run) return { ...base, state: 'abandoned', status: null, endNodeId: null, screeningHit: false };
  const { status, state } = o.run;
  return {
    ...base,
    state: ownerRunState(status),
    status,
    endNodeId: endNodeOf(status, state),
    screeningHit: serviceHit(state),
  };
}

export function verificationData(owners: readonly OwnerFacts[], deadlineReached: boolean): OwnerVerificationData {
  const progress = owners.map(ownerProgress);
  const invited = progress.filter((o) => o.invited);
  const finished = invited.filter((o) => o.state === 'finished');
  const closed = invited.filter((o) => o.state === 'finished' || o.state === 'abandoned');
  return {
    done: closed.length === invited.length,
    deadlineReached,
    invited: invited.length,
    finished: finished.length,
    outstanding: invited.length - closed.length,
    allPassed: invited.every((o) => o.status === 'ACCEPTED'),
    anyDeclined: invited.some((o) => o.status === 'DECLINED'),
    anyPendingReview: invited.some((o) => o.status === 'PENDING_REVIEW'),
    anyAbandoned: invited.some((o) => o.state === 'abandoned'),
    anyHit: invited.some((o) => o.screeningHit),
    owners: progress,
  };
}
