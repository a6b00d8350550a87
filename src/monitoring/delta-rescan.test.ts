import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { pino } from 'pino';
import { DIALECTS, openTestStore, type TestStore } from '../../test/support/stores.js';
import type { JobQueue } from '../jobs/queue.js';
import type { OutboxMessage } from '../webhooks/index.js';
import {
  createListRegistry,
  createScreeningService,
  type ListRegistry,
  type ScreeningService,
} from '../screening/index.js';
import { createScanner, SCAN_JOB, type ScanJobData } from './scanner.js';
import { createEnrollmentService } from './enrollments.js';
import { createDeltaRescans } from './delta-rescan.js';
import type { RescanPolicy } from './narrowing-cost.js';
import { listVersions, snapshot, scenarioArb, subjectOf, type DeltaScenario } from './test-support/delta-scenarios.js';
import type { CallbackRecord } from './record.js';

const logger = pino({ level: 'silent' });
const LIST = 'Changing List';

/** A queue that only records: the test runs each scan job itself, in order, to the end. */
function recordingQueue(): JobQueue & { take(): ScanJobData[] } {
  let jobs: ScanJobData[] = [];
  return {
    enqueue: (_executor, spec) => {
      assert.equal(spec.name, SCAN_JOB);
      jobs.push(spec.data as ScanJobData);
      return Promise.resolve(String(jobs.length));
    },
    work: () => Promise.resolve(),
    wake: () => undefined,
    check: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    take: () => {
      const taken = jobs;
      jobs = [];
      return taken;
    },
  };
}

/** The callbacks that would be sent: what the outbox is handed. */
function recordingOutbox() {
  const sent: OutboxMessage[] = [];
  return {
    sent,
    add: (_executor: unknown, messages: readonly OutboxMessage[]) => {
      sent.push(...messages);
      return Promise.resolve(messages.length);
    },
    addOne: (_executor: unknown, message: OutboxMessage) => {
      sent.push(message);
      return Promise.resolve(`msg_${sent.length}`);
    },
    cancelEnrollment: () => Promise.resolve(0),
    wake: () => undefined,
  };
}

/** One side of the comparison: a store with the scenario's enrollments, scanned against list v1. */
async function enrollAll(t: TestStore, s: DeltaScenario, screening: ScreeningService, clock: () => number) {
  const db = t.store.db;
  await db.deleteFrom('monitoring_subject_keys').execute();
  await db.deleteFrom('monitoring_results').execute();
  await db.deleteFrom('enrollments').execute();
  const queue = recordingQueue();
  const outbox = recordingOutbox();
  const scanner = createScanner({ store: t.store, queue, screening, logger, now: clock, outbox });
  const enrollments = createEnrollmentService({ store: t.store, queue, now: clock, outbox });
  const ids: string[] = [];
  for (const [i, e] of s.enrolled.entries()) {
    ids.push(
      await enrollments.create('t', 'owner', {
        CallbackUrl: 'https://hooks.example.com/x',
        Frequency: 'Weekly',
        ServiceName: 'Watchlist',
        SkipInitialCallback: e.skipInitial,
        CustomerReferenceId: `subject-${i}`,
        IndividualToMonitor: subjectOf(s, e),
      }),
    );
  }
  for (const job of queue.take()) await scanner.runJob(job);
  for (const [i, e] of s.enrolled.entries()) if (e.deleted) await enrollments.remove('t', ids[i] as string);
  outbox.sent.length = 0;
  return { scanner, queue, outbox, ids };
}

async function runJobs(side: Awaited<ReturnType<typeof enrollAll>>): Promise<number> {
  const jobs = side.queue.take();
  for (const job of jobs) await side.scanner.runJob(job);
  return jobs.reduce((n, j) => n + j.items.length, 0);
}

/** What the customer sees of a list-update pass, per subject, without ids and times. */
function callbacks(sent: readonly OutboxMessage[]): string[] {
  return sent
    .map((m) => {
      const r = JSON.parse(m.body) as CallbackRecord;
      return JSON.stringify([r.CustomerReferenceId, r.ScanReason, r.MonitoringResult, r.Provenance, m.url]);
    })
    .sort();
}

/** Each subject's current state: its last result's hits (or none) and whether it is active. */
async function states(t: TestStore): Promise<string[]> {
  const rows = await t.store.db
    .selectFrom('enrollments as e')
    .leftJoin('monitoring_results as r', 'r.id', 'e.last_result_id')
    .select(['e.customer_reference_id', 'e.status', 'r.hit_key', 'r.record'])
    .execute();
  return rows
    .map((r) => {
      const record = r.record === null ? null : (JSON.parse(r.record) as CallbackRecord);
      return JSON.stringify([r.customer_reference_id, r.status, r.hit_key, record?.MonitoringResult ?? null]);
    })
    .sort();
}

for (const dialect of DIALECTS) {
  describe(`delta rescans (${dialect})`, () => {
    let deltaSide: TestStore;
    let fullSide: TestStore;
    before(async () => {
      deltaSide = await openTestStore(dialect);
      fullSide = await openTestStore(dialect);
      for (const t of [deltaSide, fullSide])
        await t.store.db.insertInto('tenants').values({ id: 't', name: 'T', created_at: 1 }).execute();
    });
    after(async () => {
      await deltaSide.dispose();
      await fullSide.dispose();
    });

    /**
     * Runs `runs` random updates both ways under `policy`; resolves to how many went the delta
     * way, how many of the reached were narrowed, and the subjects scanned by each side.
     */
    async function compare(runs: number, policy: RescanPolicy | undefined, sliced = false) {
      const seen = { delta: 0, narrowed: 0, reached: 0, scannedByDelta: 0, scannedByFull: 0, slices: 0 };
      await fc.assert(
        fc.asyncProperty(scenarioArb, async (s) => {
          let t = Date.parse('2025-03-01T00:00:00Z');
          const clock = () => (t += 1000);
          const registry: ListRegistry = createListRegistry();
          const screening = createScreeningService({ registry });
          const { v1, v2 } = listVersions(s, LIST);
          const previous = registry.activate(v1);
          // A second list with the same names: equal scores from two lists must keep their order.
          registry.activate(snapshot('Other List', 'o1', v1.records.slice(0, 3)));
          const d = await enrollAll(deltaSide, s, screening, clock);
          const f = await enrollAll(fullSide, s, screening, clock);

          const next = registry.activate(v2);
          const rescans = createDeltaRescans({
            store: deltaSide.store,
            scanner: d.scanner,
            screening,
            registry,
            snapshots: {
              load: () => Promise.reject(new Error('not stored')),
              previousOf: () => Promise.resolve(undefined),
              findActive: () => Promise.resolve(undefined),
            },
            logger,
            ...(policy ? { policy } : {}),
            // Sliced: out of time after every batch of one or two, as a job under a short lease.
            ...(sliced ? { sliceMs: 0, batches: { first: 1, next: 2 } } : {}),
          });
          let outcome = await rescans.rescanChange(previous, next);
          seen.slices++;
          let scannedByDelta = await runJobs(d);
          // The job handler's loop: each slice's scans run before the next slice, as they may. A
          // later slice's `reached` are the first's not yet narrowed, so the first's count them all.
          const total = { reached: outcome.reached, narrowed: outcome.narrowed, enqueued: outcome.enqueued };
          while (outcome.resume) {
            outcome = await rescans.rescanChange(previous, next, outcome.resume);
            seen.slices++;
            scannedByDelta += await runJobs(d);
            total.narrowed += outcome.narrowed;
            total.enqueued += outcome.enqueued;
          }
          outcome = { ...outcome, ...total };
          await f.scanner.rescanAll();
          const scannedByFull = await runJobs(f);

          assert.deepEqual(callbacks(d.outbox.sent), callbacks(f.outbox.sent), 'callbacks');
          assert.deepEqual(await states(deltaSide), await states(fullSide), 'states');
          assert.equal(scannedByDelta, outcome.enqueued);
          assert.ok(scannedByDelta <= scannedByFull, 'a delta never scans more than everyone');
          seen.scannedByDelta += scannedByDelta;
          seen.scannedByFull += scannedByFull;
          seen.narrowed += outcome.narrowed;
          seen.reached += outcome.mode === 'delta' ? outcome.reached : 0;
          if (outcome.mode === 'delta') seen.delta++;
        }),
        { numRuns: runs },
      );
      return seen;
    }

    it('a delta rescan sends the callbacks and leaves the states a full rescan does', async () => {
      const runs = dialect === 'sqlite' ? 60 : 12;
      // Every reached enrollment narrowed, whatever the reach: the exact narrowing is what is tested.
      const seen = await compare(runs, { rescanEveryone: () => false, narrowingPays: () => true });
      // The property would hold trivially if every update fell back to a full rescan.
      assert.ok(seen.delta > runs / 2, `most updates were rescanned as deltas (${seen.delta} of ${runs})`);
      assert.equal(seen.narrowed, seen.reached, 'every reached enrollment was narrowed');
      assert.ok(
        seen.scannedByDelta < seen.scannedByFull,
        `deltas scanned fewer subjects (${seen.scannedByDelta} of ${seen.scannedByFull})`,
      );
    });

    it('the same when the cost rule stops narrowing: the reached enrollments are scanned as they are', async () => {
      const runs = dialect === 'sqlite' ? 30 : 6;
      const seen = await compare(runs, { rescanEveryone: () => false, narrowingPays: () => false });
      assert.ok(seen.delta > runs / 2, `most updates were rescanned as deltas (${seen.delta} of ${runs})`);
      assert.equal(seen.narrowed, 0, 'nothing narrowed');
    });

    it('the same when the rescan runs in slices cut by its time budget, each resuming where the last stopped', async () => {
      const runs = dialect === 'sqlite' ? 40 : 8;
      const seen = await compare(runs, { rescanEveryone: () => false, narrowingPays: () => true }, true);
      assert.ok(seen.delta > runs / 2, `most updates were rescanned as deltas (${seen.delta} of ${runs})`);
      assert.equal(seen.narrowed, seen.reached, 'every reached enrollment was narrowed, once');
      assert.ok(seen.slices > runs * 2, `the rescans were cut in slices (${seen.slices} for ${runs} updates)`);
    });

    it('the same under the measured policy, which rescans everyone when the keys reach everyone', async () => {
      const seen = await compare(dialect === 'sqlite' ? 30 : 6, undefined);
      assert.ok(seen.scannedByDelta <= seen.scannedByFull);
    });

    it('the subject index follows enroll and delete', async () => {
      let t = Date.parse('2025-03-01T00:00:00Z');
      const clock = () => (t += 1000);
      const registry = createListRegistry();
      const screening = createScreeningService({ registry });
      const side = await enrollAll(
        deltaSide,
        {
          enrolled: [
            { subject: { FirstName: 'Ivan', LastName: 'Petrov' }, skipInitial: false, deleted: false },
            { subject: { FirstName: 'Maria', LastName: 'Garcia' }, skipInitial: false, deleted: true },
          ],
          base: [],
          crowd: 0,
          changes: [],
        },
        screening,
        clock,
      );
      const keys = await deltaSide.store.db
        .selectFrom('monitoring_subject_keys')
        .select(['key', 'enrollment_id'])
        .execute();
      assert.ok(keys.length > 0);
      assert.ok(
        keys.every((k) => k.enrollment_id === side.ids[0]),
        'the deleted enrollment keeps no key',
      );
      assert.ok(keys.some((k) => k.key === 'd:petrov'));
    });
  });
}
