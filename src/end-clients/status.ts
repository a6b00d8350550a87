/**
 * End-client (lead) statuses and the changes a customer may make by hand. The flow sets
 * NOT_STARTED, IN_PROGRESS and, at its end node, ACCEPTED / DECLINED / PENDING_REVIEW; a reviewer
 * may then move a finished end client between those three, and mark one still in progress as
 * ABANDONED. Nothing leaves ABANDONED or NOT_STARTED by hand: an abandoned run stays closed
 * (its flow calls answer 4109), and a run nobody started has nothing to review.
 */
import { ABANDONED } from '../sessions/repository.js';

export const END_CLIENT_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'PENDING_REVIEW',
  'ACCEPTED',
  'DECLINED',
  ABANDONED,
] as const;
export type EndClientStatus = (typeof END_CLIENT_STATUSES)[number];

const MANUAL: Readonly<Record<EndClientStatus, readonly EndClientStatus[]>> = {
  NOT_STARTED: [],
  IN_PROGRESS: ['ABANDONED'],
  PENDING_REVIEW: ['ACCEPTED', 'DECLINED'],
  ACCEPTED: ['DECLINED', 'PENDING_REVIEW'],
  DECLINED: ['ACCEPTED', 'PENDING_REVIEW'],
  ABANDONED: [],
};

export function isEndClientStatus(value: string): value is EndClientStatus {
  return (END_CLIENT_STATUSES as readonly string[]).includes(value);
}

/** Whether a customer may move an end client from `from` to `to`; setting the same status is a no-op, allowed. */
export function canChangeStatus(from: string, to: EndClientStatus): boolean {
  if (from === to) return true;
  return isEndClientStatus(from) && MANUAL[from].includes(to);
}

/** The statuses a customer may set from `from`, for error messages. */
export function manualTargets(from: string): readonly EndClientStatus[] {
  return isEndClientStatus(from) ? MANUAL[from] : [];
}
