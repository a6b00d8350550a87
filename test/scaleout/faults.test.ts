// Faults with real OS processes on one PostgreSQL database: a worker killed with -9 in the middle
// of a monitoring scan batch, in the middle of a webhook delivery to a receiver that stalls and in
// the middle of a list update's rescan job, and an API process killed with -9 between a submit's
// writes and their commit. Nothing may be lost or done twice: the other worker takes the work
// after its lease, each due enrollment is scanned once, each enrollment a list update reaches is
// rescanned and notified once, a webhook is sent again only under its own webhook-id, and a
// session is either before or after the submit. The processes are the built service (`node dist/cli/main.js serve --role …`).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { migrateToLatest, openStore, type Store } from '../../src/store/database.js';
import { createTenantService } from '../../src/auth/tenants.js';
import { createFlowPublicationService } from '../../src/flows/publication/service.js';
import { createPrepareFlow } from '../../src/flows/prepare.js';
import { SERVICE_CONFIG_VALIDATORS } from '../../src/services/config-validators.js';
import { serviceFlow } from '../fixtures/service-flow.js';
import { createSnapshotRepository, type ListRecord } from '../../src/screening/index.js';
import { snapshot } from '../../src/monitoring/test-support/delta-scenarios.js';
import { flowClient } from '../support/flow-client.js';
import {
  createTestDatabase,
  deliveredCallbacks,
  logLine,
  ownerOfLocalPort,
  startOnward,
  waitFor,
  type OnwardProcess,
  type TestDatabase,
} from '../support/processes.js';

const LEASE_SECONDS = 4;
/** A lost job or message is taken again after its lease, plus at most half a lease (pg-boss maintenance), plus slack for a loaded machine. */
const RECOVERY_MS = (LEASE_SECONDS * 1.5 + 8) * 1000;
const USER = { username: 'ops', password: 'ops-password-0123456789' };
/** Starting a process (migrations, lists) takes several CPU seconds: more than a minute when the machine is shared. */
const START_MS = 150_000;

/** A sanctioned individual of the fault test's own list. */
const record = (id: string, name: string): ListRecord => ({
  kind: 'sanction',
  id,
  entityType: 'individual',
  names: [{ text: name, strength: 'primary' }],
  dobs: [],
  nationalities: [],
  remarks: '',
  url: '',
  programs: ['TEST'],
  identifiers: [],
  sourceListType: 'Test Sanctions',
  sourceRegion: 'US',
  caution: '',
});

interface Delivery {
  id: string;
  body: string;
  path: string;
  /** The process whose connection it came on. */
  caller: number | undefined;
  answered: boolean;
}

/**
 * The customer's endpoints: the flow's service (answers at once) and a webhook receiver. A
 * delivery to /stall is held unanswered the first time its webhook-id arrives, as a receiver that
 * hangs; later ones are answered.
 */
async function startReceiver(pids: () => number[]) {
  const deliveries: Delivery[] = [];
  const serviceCalls: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const caller = ownerOfLocalPort(req.socket.remotePort ?? 0, pids());
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (url.pathname === '/service/check') {
        serviceCalls.push(url.searchParams.get('verdict') ?? '');
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"verdict":"allow"}');
        return;
      }
      const id = String(req.headers['webhook-id']);
      const stall = url.pathname === '/stall' && !deliveries.some((d) => d.id === id);
      const delivery = { id, body: Buffer.concat(chunks).toString(), path: url.pathname, caller, answered: !stall };
      deliveries.push(delivery);
      if (!stall) res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    deliveries,
    serviceCalls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('faults: kill -9 of workers and of an API process on PostgreSQL', () => {
  let db: TestDatabase;
  let store: Store;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: OnwardProcess;
  /** An API process whose submits stop dead before their commit (ONWARD_TEST_FAULT). */
  let faulty: OnwardProcess;
  let workers: OnwardProcess[] = [];
  let env: Record<string, string>;
  let token: string;
  const all = () => [api, faulty, ...workers].filter((p) => p !== undefined);

  /** kill -9 `victim` and start a replacement, so each fault starts with two workers. */
  async function killWorker(victim: OnwardProcess): Promise<void> {
    await victim.kill();
    workers = workers.filter((w) => w !== victim);
    replacement = startOnward('worker', env, START_MS).then((w) => {
      workers.push(w);
    });
  }
  let replacement: Promise<void> = Promise.resolve();

  async function enroll(lastName: string, callbackPath: string, firstName = 'Jane'): Promise<string> {
    const res = await fetch(`${api.url}/Enrollment/CreateEnrollmentWithIndividual`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        CallbackUrl: `${receiver.url}${callbackPath}`,
        Frequency: 'Weekly',
        ServiceName: 'Watchlist',
        IndividualToMonitor: { FirstName: firstName, LastName: lastName, DateOfBirth: '1980-02-03' },
      }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    return ((await res.json()) as { Result: string }).Result;
  }

  /** Transactions of this database left open by a client (a request stopped inside one). */
  const openTransactions = async () => {
    const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
      where datname = current_database() and state = 'idle in transaction'`.execute(store.db);
    return Number(rows[0]?.n ?? 0);
  };

  const resultsOf = (ids: string[], reason: string) =>
    store.db
      .selectFrom('monitoring_results')
      .select(['id', 'enrollment_id'])
      .where('enrollment_id', 'in', ids)
      .where('reason', '=', reason)
      .execute();

  before(async () => {
    [db, receiver] = await Promise.all([createTestDatabase(), startReceiver(() => all().map((p) => p.pid))]);
    store = openStore(db.url, { poolSize: 2 });
    await migrateToLatest(store);
    const tenants = createTenantService(store.db);
    await tenants.createTenant({ id: 'acme', name: 'Acme' });
    await tenants.putUser({ tenantId: 'acme', ...USER });
    const flows = createFlowPublicationService(store.db, createPrepareFlow(SERVICE_CONFIG_VALIDATORS));
    await flows.putDraft({
      tenantId: 'acme',
      flowId: 'svc',
      document: serviceFlow(`${receiver.url}/service`),
      actor: 'test',
    });
    await flows.publish({ tenantId: 'acme', flowId: 'svc', target: 'live', actor: 'test' });
    env = {
      DATABASE_URL: db.url,
      ONWARD_OUTBOUND_ALLOW: '127.0.0.1',
      ONWARD_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      ONWARD_WEBHOOK_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    [api, faulty, ...workers] = await Promise.all([
      startOnward('api', env, START_MS),
      startOnward('api', { ...env, ONWARD_TEST_FAULT: 'submit-before-commit' }, START_MS),
      startOnward('worker', env, START_MS),
      startOnward('worker', env, START_MS),
    ]);
    token = await waitFor(async () => {
      const res = await fetch(`${api.url}/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: USER.username, Password: USER.password }),
      });
      return res.status === 200 ? ((await res.json()) as { Result: { Token: string } }).Result.Token : undefined;
    }, 'enrollment token');
  });

  after(async () => {
    await replacement.catch(() => {});
    await Promise.all(all().map((p) => p.stop()));
    await receiver?.close();
    await store?.close();
    await db?.dispose();
  });

  it('a worker killed with -9 in the middle of a scan batch: the other scans each due enrollment once, no callback lost', async (t) => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await enroll(`Batch${i}`, '/hook'));
    await waitFor(
      async () => ((await resultsOf(ids, 'initial')).length === ids.length ? true : undefined),
      'initial scans',
    );

    // Hold the batch inside its transaction: with monitoring_results locked, the scan job has
    // updated its first enrollment and waits on the result's insert. That worker is then killed.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    let victim: OnwardProcess | undefined;
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE monitoring_results IN SHARE MODE');
      await store.db
        .updateTable('enrollments')
        .set({ next_scan_at: Date.now() - 1000 })
        .where('id', 'in', ids)
        .execute();
      // Asked on another connection: within the blocker's transaction pg_stat_activity is a snapshot.
      victim = await waitFor(async () => {
        const { rows } = await sql<{ client_port: number }>`select client_port from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and query ilike 'insert into "monitoring_results"%'`.execute(store.db);
        const pids = rows.map((r) =>
          ownerOfLocalPort(
            r.client_port,
            workers.map((w) => w.pid),
          ),
        );
        return workers.find((w) => pids.includes(w.pid));
      }, 'a worker blocked in its scan batch');
      const killedAt = Date.now();
      await killWorker(victim);
      await blocker.query('COMMIT');

      const scheduled = await waitFor(
        async () => {
          const rows = await resultsOf(ids, 'scheduled');
          return rows.length >= ids.length ? rows : undefined;
        },
        'every due enrollment scanned',
        RECOVERY_MS + 10_000,
      );
      const recoveredMs = Date.now() - killedAt;
      t.diagnostic(`every due enrollment scanned ${recoveredMs} ms after the kill`);
      assert.ok(recoveredMs < RECOVERY_MS, `recovered after ${recoveredMs} ms`);
      // Two more polls of the schedulers: still one scan per enrollment for that due time.
      await new Promise((r) => setTimeout(r, 2500));
      assert.deepEqual(
        (await resultsOf(ids, 'scheduled')).map((r) => r.enrollment_id).sort(),
        [...ids].sort(),
        'each due enrollment scanned exactly once',
      );
      assert.equal(scheduled.length, ids.length);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      await blocker.end();
    }

    // One callback per result, each delivered, and only ever under its own webhook-id. A delivery
    // the killed worker had claimed is taken again after its lease, and an attempt that timed out
    // on a loaded machine is retried about 10 s later: the default 20 s wait was once too short.
    const outbox = await deliveredCallbacks(store, ids, RECOVERY_MS + 30_000);
    for (const row of outbox) {
      const got = receiver.deliveries.filter((d) => d.id === row.id);
      assert.ok(got.length >= 1, `callback ${row.id} arrived`);
      assert.ok(
        got.every((d) => d.body === row.body),
        `callback ${row.id} always the same body`,
      );
    }
  });

  it('a worker killed with -9 in the middle of a delivery to a stalling receiver: the other delivers it under the same webhook-id', async (t) => {
    await replacement;
    const id = await enroll('Stalled', '/stall');
    const first = await waitFor(
      () => receiver.deliveries.find((d) => d.path === '/stall' && !d.answered),
      'the stalled delivery',
    );
    const victim = workers.find((w) => w.pid === first.caller);
    assert.ok(victim, `a worker sent the stalled delivery (${first.caller})`);
    const killedAt = Date.now();
    await killWorker(victim);

    const row = await waitFor(
      async () => {
        const r = await store.db
          .selectFrom('webhook_outbox')
          .select(['id', 'status', 'body'])
          .where('enrollment_id', '=', id)
          .executeTakeFirst();
        return r?.status === 'delivered' ? r : undefined;
      },
      'the callback delivered by the other worker',
      RECOVERY_MS + 10_000,
    );
    const deliveredMs = Date.now() - killedAt;
    t.diagnostic(`delivered by the other worker ${deliveredMs} ms after the kill`);
    assert.ok(deliveredMs < RECOVERY_MS, `delivered ${deliveredMs} ms after the kill`);
    const sent = receiver.deliveries.filter((d) => d.path === '/stall');
    assert.deepEqual(
      sent.map((d) => d.id),
      [row.id, row.id],
      'sent twice (stalled, then delivered), both under the one webhook-id',
    );
    assert.ok(
      sent.every((d) => d.body === row.body),
      'the same body both times',
    );
    assert.notEqual(sent[1]?.caller, victim.pid, 'the second delivery came from a live worker');
    assert.ok(
      workers.some((w) => w.pid === sent[1]?.caller),
      'a surviving worker delivered it',
    );
  });

  it('an API process killed with -9 between the engine and the commit of a submit: the session is before the submit, never half', async () => {
    await replacement;
    const start = await flowClient(api.url).get('svc');
    assert.equal(start.status, 200);
    const session = start.session!;
    const before = await store.db
      .selectFrom('sessions')
      .select(['revision', 'state', 'status'])
      .where('id', '=', session)
      .executeTakeFirstOrThrow();

    // The submit reaches the faulty process's fault point inside its transaction (state updated,
    // service job enqueued, not committed): the process is killed there.
    const hung = flowClient(faulty.url)
      .submit('svc', session, { first_name: 'Halfway', address_country: 'SE' })
      .then(
        () => 'answered',
        () => 'cut',
      );
    await logLine(faulty, /fault point reached/);
    const open = await openTransactions();
    assert.ok(open >= 1, 'the submit holds an open transaction at the fault point');
    await faulty.kill();
    assert.equal(await hung, 'cut', 'the client sees its connection cut, not an answer');

    // Before the submit: the stored state is unchanged and no job was left behind.
    await waitFor(async () => {
      return (await openTransactions()) === 0 ? true : undefined;
    }, 'the killed transaction rolled back');
    const afterKill = await store.db
      .selectFrom('sessions')
      .select(['revision', 'state', 'status'])
      .where('id', '=', session)
      .executeTakeFirstOrThrow();
    assert.deepEqual(afterKill, before, 'the session is exactly as before the submit');
    const { rows: jobs } = await sql<{
      n: string;
    }>`select count(*) as n from pgboss.job where data->>'sessionId' = ${session}`.execute(store.db);
    assert.equal(Number(jobs[0]?.n), 0, 'no service job of the uncommitted submit');
    const step = await flowClient(api.url).get('svc', session);
    assert.equal(step.body.type, 'form', JSON.stringify(step.body));
    assert.equal(step.body.title, 'About you');

    // The end user's retry on a live process goes through once: after the submit.
    const next = await flowClient(api.url).submit(
      'svc',
      session,
      { first_name: 'Halfway', address_country: 'SE' },
      { 'x-hf-retry-on-pending': 'true' },
    );
    assert.equal(next.body.title, 'Contact', JSON.stringify(next.body));
    assert.equal(receiver.serviceCalls.filter((n) => n === 'Halfway').length, 1, 'the service ran once');
  });

  // Last: it replaces both workers by its own.
  it("a worker killed with -9 in the middle of a list update's rescan job: another completes it, each reached enrollment rescanned and notified once", async (t) => {
    await replacement;
    // Only a worker armed to stop in the rescan job (once its first scans are enqueued) may take
    // it, so the others stop first; a plain worker started at the fault point must wait out the
    // job's lease, then run the job again from the start.
    await Promise.all(workers.map((w) => w.stop()));
    const armed = await startOnward('worker', { ...env, ONWARD_TEST_FAULT: 'list-rescan-after-first-scans' }, START_MS);
    workers = [armed];
    const snapshots = createSnapshotRepository(store, Date.now);
    const listName = 'Fault List';
    // Forty names, so that four more do not cross a key-weight step (a full rescan instead).
    const fillers = Array.from({ length: 40 }, (_, i) => record(`filler-${i}`, `Kowal${i}, Boris`));
    await snapshots.save(snapshot(listName, 'v1', fillers), { announced: true });
    const ids: string[] = [];
    for (const c of ['a', 'b', 'c', 'd']) ids.push(await enroll(`Listfault${c}`, '/hook', 'Wilhelmina'));
    // People the update does not reach (this test alone would otherwise enroll only reached ones,
    // and an update that reaches everyone is rescanned in full).
    const bystanders = [await enroll('Bystander', '/hook'), await enroll('Onlooker', '/hook')];
    await waitFor(
      async () =>
        (await resultsOf([...ids, ...bystanders], 'initial')).length === ids.length + bystanders.length
          ? true
          : undefined,
      'initial scans',
    );
    // The bystanders and other tests' enrollments: the update does not reach them.
    const othersRescanned = () =>
      store.db
        .selectFrom('monitoring_results')
        .select('id')
        .where('reason', '=', 'list-update')
        .where('enrollment_id', 'not in', ids)
        .execute();
    const othersBefore = await othersRescanned();

    // The new version names the four enrolled people: its rescan job reaches them alone (a delta).
    const added = ['a', 'b', 'c', 'd'].map((c, i) => record(`new-${i}`, `LISTFAULT${c.toUpperCase()}, Wilhelmina`));
    await snapshots.save(snapshot(listName, 'v2', [...fillers, ...added]), { announced: false });
    await logLine(armed, /fault point reached/, 30_000);
    const rescuer = await startOnward('worker', env, START_MS);
    workers.push(rescuer);
    const killedAt = Date.now();
    await armed.kill();
    workers = [rescuer];

    const rescanned = await waitFor(
      async () => {
        const { rows } = await sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job
          where name = 'monitoring.list-rescan' and data->>'listName' = ${listName}`.execute(store.db);
        return rows[0]?.state === 'completed' ? rows[0] : undefined;
      },
      'the rescan job completed by the other worker',
      RECOVERY_MS + 15_000,
    );
    const recoveredMs = Date.now() - killedAt;
    t.diagnostic(`rescan job completed ${recoveredMs} ms after the kill (attempt ${rescanned.retry_count + 1})`);
    assert.ok(rescanned.retry_count >= 1, 'the job was run again after the killed attempt');
    const outcome = JSON.parse(await logLine(rescuer, /list update rescan enqueued/)) as {
      mode: string;
      reached: number;
      enqueued: number;
    };
    assert.equal(outcome.mode, 'delta', 'the update was rescanned as a delta');
    assert.equal(outcome.enqueued, ids.length, 'the rerun enqueued the four reached enrollments again');
    const results = await waitFor(async () => {
      const rows = await resultsOf(ids, 'list-update');
      return rows.length >= ids.length ? rows : undefined;
    }, 'every reached enrollment rescanned');
    // Two more polls: the scans enqueued by both attempts have run, and recorded one result each.
    await new Promise((r) => setTimeout(r, 2500));
    assert.deepEqual(
      (await resultsOf(ids, 'list-update')).map((r) => r.enrollment_id).sort(),
      [...ids].sort(),
      'each reached enrollment rescanned once',
    );
    assert.equal(results.length, ids.length);
    assert.deepEqual(await othersRescanned(), othersBefore, 'no unreached enrollment rescanned');
    const outbox = await waitFor(async () => {
      const rows = await store.db
        .selectFrom('webhook_outbox')
        .select(['id', 'status', 'body'])
        .where('enrollment_id', 'in', ids)
        .where('body', 'like', '%ListUpdate%')
        .execute();
      return rows.length >= ids.length && rows.every((r) => r.status === 'delivered') ? rows : undefined;
    }, 'every list-update callback delivered');
    assert.equal(outbox.length, ids.length, 'one list-update callback per reached enrollment');
    for (const row of outbox) {
      const got = receiver.deliveries.filter((d) => d.id === row.id);
      assert.ok(got.length >= 1, `callback ${row.id} arrived`);
    }
    assert.equal(
      receiver.deliveries.filter((d) => d.body.includes('ListUpdate') && ids.some((id) => d.body.includes(id))).length,
      ids.length,
      'each reached enrollment notified once',
    );
  });
});
