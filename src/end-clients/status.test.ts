import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { END_CLIENT_STATUSES, canChangeStatus, manualTargets } from './status.js';

describe('end-client status changes by hand', () => {
  it('allows exactly the documented moves', () => {
    const allowed = END_CLIENT_STATUSES.flatMap((from) =>
      END_CLIENT_STATUSES.filter((to) => from !== to && canChangeStatus(from, to)).map((to) => `${from}->${to}`),
    );
    assert.deepEqual(allowed.sort(), [
      'ACCEPTED->DECLINED',
      'ACCEPTED->PENDING_REVIEW',
      'DECLINED->ACCEPTED',
      'DECLINED->PENDING_REVIEW',
      'IN_PROGRESS->ABANDONED',
      'PENDING_REVIEW->ACCEPTED',
      'PENDING_REVIEW->DECLINED',
    ]);
  });

  it('never leaves ABANDONED or NOT_STARTED, never returns a run to the flow, and an unknown status moves nowhere', () => {
    fc.assert(
      fc.property(fc.constantFrom(...END_CLIENT_STATUSES), fc.constantFrom(...END_CLIENT_STATUSES), (from, to) => {
        if (from === to) return canChangeStatus(from, to);
        if (from === 'ABANDONED' || from === 'NOT_STARTED') return !canChangeStatus(from, to);
        if (to === 'NOT_STARTED' || to === 'IN_PROGRESS') return !canChangeStatus(from, to);
        return canChangeStatus(from, to) === manualTargets(from).includes(to);
      }),
    );
    assert.equal(canChangeStatus('SOMETHING', 'ACCEPTED'), false);
    assert.deepEqual(manualTargets('SOMETHING'), []);
  });
});
