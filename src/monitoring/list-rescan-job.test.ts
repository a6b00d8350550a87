import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ListUpdateRescan, RescanResume } from './delta-rescan.js';
import { runListRescanSlice, type ListRescanJobData } from './service.js';

const outcome = (resume?: RescanResume): ListUpdateRescan => ({
  listName: 'L',
  mode: 'delta',
  added: 1,
  changed: 0,
  removed: 0,
  keys: 3,
  indexed: 0,
  reached: 10,
  narrowed: 4,
  enqueued: 2,
  sample: { sampled: 0, reached: 0 },
  ms: { diff: 0, sample: 0, index: 0, lookup: 0, narrow: 0, enqueue: 0 },
  ...(resume ? { resume } : {}),
});

/** Runs the job handler, feeding each slice it enqueues back in, in order, as the queue would. */
async function drain(slices: ReadonlyArray<RescanResume | undefined>) {
  const calls: Array<RescanResume | undefined> = [];
  const queued: ListRescanJobData[] = [];
  const deltas = {
    rescanStoredUpdate: (listName: string, snapshotId: string, resume?: RescanResume) => {
      assert.deepEqual([listName, snapshotId], ['Sanctions', 'snap-2']);
      calls.push(resume);
      return Promise.resolve(outcome(slices[calls.length - 1]));
    },
  };
  const enqueueNext = (data: ListRescanJobData) => {
    queued.push(data);
    return Promise.resolve();
  };
  let next: ListRescanJobData | undefined = { listName: 'Sanctions', snapshotId: 'snap-2' };
  for (let handled = 0; next; handled++) {
    await runListRescanSlice(deltas, enqueueNext, next);
    next = queued[handled];
  }
  return { calls, queued };
}

describe('the list rescan job', () => {
  it('a slice that ran out of time enqueues the next from its resume point, until a slice finishes', async () => {
    const r1: RescanResume = {
      after: 'enr-0100',
      measure: { examined: 100, kept: 3, narrowMs: 5, sampled: 16, sampleMs: 4 },
    };
    const r2: RescanResume = {
      after: 'enr-0300',
      measure: { examined: 300, kept: 9, narrowMs: 15, sampled: 48, sampleMs: 12 },
    };
    const { calls, queued } = await drain([r1, r2, undefined]);
    assert.deepEqual(calls, [undefined, r1, r2], 'each slice resumes where the one before stopped');
    assert.deepEqual(
      queued,
      [
        { listName: 'Sanctions', snapshotId: 'snap-2', resume: r1 },
        { listName: 'Sanctions', snapshotId: 'snap-2', resume: r2 },
      ],
      'one job enqueued per slice that stopped early, for the same update',
    );
  });

  it('a rescan done in one slice enqueues nothing more', async () => {
    const { calls, queued } = await drain([undefined]);
    assert.deepEqual(calls, [undefined]);
    assert.equal(queued.length, 0);
  });
});
