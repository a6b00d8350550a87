import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { pino } from 'pino';
import pg from 'pg';
import { DIALECTS, openTestStore, testPostgresUrl, type TestStore } from '../../test/support/stores.js';
import { createSqliteQueue } from './sqlite-queue.js';
import { createPgBossQueue } from './pgboss-queue.js';
import type { JobQueue } from './queue.js';

const logger = pino({ level: 'silent' });

async function queueFor(t: TestStore): Promise<JobQueue> {
  return t.store.dialect === 'sqlite'
    ? createSqliteQueue(t.store.db, logger, { pollMs: 50 })
    : createPgBossQueue(
        { connectionString: testPostgresUrl(), schema: `${t.schema}_boss`, pollingIntervalSeconds: 0.5 },
        logger,
      );
}

function waitFor(predicate: () => boolean, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (predicate()) resolve();
      else if (Date.now() - started > ms) reject(new Error('timed out waiting'));
      else setTimeout(check, 20);
    };
    check();
  });
}

for (const dialect of DIALECTS) {
  describe(`job queue on ${dialect}`, () => {
    it('runs a job only if its transaction committed, and retries a failing handler', async () => {
      const t = await openTestStore(dialect);
      const queue = await queueFor(t);
      try {
        const seen: Array<{ n: number; attempt: number }> = [];
        let failOnce = true;
        await queue.work<{ n: number }>('test.job', async (job) => {
          if (job.data.n === 2 && failOnce) {
            failOnce = false;
            throw new Error('transient');
          }
          seen.push({ n: job.data.n, attempt: job.attempt });
        });
        await t.store.db.transaction().execute(async (trx) => {
          await queue.enqueue(trx, { name: 'test.job', data: { n: 1 } });
        });
        await assert.rejects(
          t.store.db.transaction().execute(async (trx) => {
            await queue.enqueue(trx, { name: 'test.job', data: { n: 99 } });
            throw new Error('rollback');
          }),
          /rollback/,
        );
        await t.store.db.transaction().execute(async (trx) => {
          await queue.enqueue(trx, { name: 'test.job', data: { n: 2 } });
        });
        queue.wake();
        await waitFor(() => seen.length >= 2, 15_000);
        assert.deepEqual(seen.map((s) => s.n).sort(), [1, 2]);
        assert.equal(seen.find((s) => s.n === 2)?.attempt, 2);
        await new Promise((r) => setTimeout(r, 300));
        assert.ok(!seen.some((s) => s.n === 99), 'rolled-back job never runs');
      } finally {
        await queue.stop();
        await t.dispose();
      }
    });
  });
}

describe('embedded queue recovery', () => {
  it('reclaims a job whose worker died mid-run (expired lease)', async () => {
    const t = await openTestStore('sqlite');
    let clock = 1_000_000;
    const first = createSqliteQueue(t.store.db, logger, { pollMs: 20, leaseMs: 1000, now: () => clock });
    try {
      await first.enqueue(t.store.db, { name: 'crash.job', data: { k: 'x' } });
      let started = false;
      await first.work('crash.job', () => {
        started = true;
        return new Promise<void>(() => {});
      });
      await waitFor(() => started);
      await first.stop(0);
      // A new process: the old lease is still held until it expires.
      const ran: string[] = [];
      const second = createSqliteQueue(t.store.db, logger, {
        pollMs: 20,
        leaseMs: 1000,
        now: () => clock,
        recoverOnStart: false,
      });
      await second.work<{ k: string }>('crash.job', async (job) => {
        ran.push(job.data.k);
      });
      await new Promise((r) => setTimeout(r, 100));
      assert.deepEqual(ran, []);
      clock += 5000;
      second.wake();
      await waitFor(() => ran.length === 1);
      await second.stop();
    } finally {
      await t.dispose();
    }
  });

  it('requeues jobs left active by a dead process when a new one starts', async () => {
    const t = await openTestStore('sqlite');
    try {
      const first = createSqliteQueue(t.store.db, logger, { pollMs: 20 });
      await first.enqueue(t.store.db, { name: 'crash.job', data: { k: 'y' } });
      let started = false;
      await first.work('crash.job', () => {
        started = true;
        return new Promise<void>(() => {});
      });
      await waitFor(() => started);
      await first.stop(0);
      const ran: string[] = [];
      const second = createSqliteQueue(t.store.db, logger, { pollMs: 20 });
      await second.work<{ k: string }>('crash.job', async (job) => {
        ran.push(job.data.k);
      });
      await waitFor(() => ran.length === 1);
      await second.stop();
    } finally {
      await t.dispose();
    }
  });
});

describe('pg-boss queue shutdown', () => {
  it('lets the process exit when stop() comes while workers still wait for a connection', async () => {
    // Ten workers woken at once queue six fetches behind the pool's four connections; stop() right
    // after ends the pool under them. A process that does not exit by itself fails here.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `
      import { pino } from 'pino';
      import { createPgBossQueue } from ${JSON.stringify(new URL('./pgboss-queue.ts', import.meta.url).pathname)};
      const queue = await createPgBossQueue({ connectionString: process.env.URL, schema: process.env.SCHEMA }, pino({ level: 'silent' }));
      await queue.work('test.stop', async () => {}, { concurrency: 10 });
      for (let i = 0; i < 5; i++) { queue.wake(); await new Promise((r) => setImmediate(r)); }
      await queue.stop();
      console.log('stopped');
    `,
      ],
      {
        env: { ...process.env, URL: testPostgresUrl(), SCHEMA: `t_stop_${process.pid}_boss` },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    let deadline: NodeJS.Timeout | undefined;
    const exited = await Promise.race([
      new Promise<number | null>((resolve) => child.on('exit', resolve)),
      new Promise<'hung'>((resolve) => {
        deadline = setTimeout(() => resolve('hung'), 30_000);
      }),
    ]);
    // Left running, the deadline would hold this test file's own process open for up to 30 s.
    clearTimeout(deadline);
    if (exited === 'hung') child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: testPostgresUrl() });
    await admin.connect();
    await admin.query(`drop schema if exists t_stop_${process.pid}_boss cascade`);
    await admin.end();
    assert.equal(exited, 0, `the process did not exit after stop() (output: ${out.trim()})`);
    assert.equal(out.trim(), 'stopped');
  });
});

describe('pg-boss queue creation from several processes at once', () => {
  it('creates the same and different queues concurrently without failing (creation is serialised across processes)', async () => {
    const schema = `t_create_${process.pid}_boss`;
    // Three queue objects (as three worker processes would have) starting workers for the same
    // eight queues at once: pg-boss attaches a partition per queue, which PostgreSQL may deadlock.
    const queues = await Promise.all(
      [1, 2, 3].map(() =>
        createPgBossQueue({ connectionString: testPostgresUrl(), schema, pollingIntervalSeconds: 5 }, logger),
      ),
    );
    try {
      const names = Array.from({ length: 8 }, (_, i) => `race.q${i}`);
      await Promise.all(
        queues.flatMap((q, i) => names.map((name) => q.work(name, async () => {}, { concurrency: 1 + (i % 2) }))),
      );
      for (const q of queues) await q.check();
    } finally {
      await Promise.all(queues.map((q) => q.stop(0)));
      const admin = new pg.Client({ connectionString: testPostgresUrl() });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
