/**
 * Where an owner's run stands (docs/kyb-end-to-end.md), read from its status and state alone: the
 * business case's result (src/owners/progress.ts) and the owner-progress webhook events
 * (src/end-clients/flow-events.ts) say the same thing because both read it here.
 */
import type { SessionState } from './types.js';

export type OwnerState = 'not_invited' | 'not_started' | 'in_progress' | 'finished' | 'abandoned';

const TERMINAL = new Set(['ACCEPTED', 'DECLINED', 'PENDING_REVIEW']);

/** The state of an invited owner whose run has `status`. */
export function ownerRunState(status: string): Exclude<OwnerState, 'not_invited'> {
  if (TERMINAL.has(status)) return 'finished';
  if (status === 'ABANDONED') return 'abandoned';
  return status === 'NOT_STARTED' ? 'not_started' : 'in_progress';
}

/** A service of the run (the `screening` service) reported `hit: true`. */
export function serviceHit(state: SessionState): boolean {
  return Object.values(state.serviceResults).some(
    (r) => typeof r === 'object' && r !== null && 'hit' in r && r.hit === true,
  );
}

/** The END a finished run reached; null until it did. */
export function endNodeOf(status: string, state: SessionState): string | null {
  return TERMINAL.has(status) && state.position.kind === 'end' ? state.position.nodeId : null;
}
