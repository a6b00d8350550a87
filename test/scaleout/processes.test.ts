// Scale-out with real OS processes: two API and two worker processes (`onward serve --role …`)
// against one fresh PostgreSQL database, sharing nothing else. Shows that background services run
// once per visit, that a request waiting with x-hf-retry-on-pending on one API process is woken by
// a worker in another process, that monitoring scans each due enrollment once and every webhook
// is delivered (duplicates only under the same webhook-id), and that a worker killed with -9 in
// the middle of a service call loses nothing: another worker takes the job after its lease.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { migrateToLatest, openStore, type Store } from '../../src/store/database.js';
import { createTenantService } from '../../src/auth/tenants.js';
import { createFlowPublicationService } from '../../src/flows/publication/service.js';
import { createPrepareFlow } from '../../src/flows/prepare.js';
import { SERVICE_CONFIG_VALIDATORS } from '../../src/services/config-validators.js';
import { serviceFlow } from '../fixtures/service-flow.js';
import { flowClient } from '../support/flow-client.js';
import {
  deliveredCallbacks,
  createTestDatabase,
  ownerOfLocalPort,
  startOnward,
  type OnwardProcess,
  type TestDatabase,
  waitFor,
} from '../support/processes.js';

const LEASE_SECONDS = 4;
const USER = { username: 'ops', password: 'ops-password-0123456789' };

interface TargetCall {
  name: string;
  /** The process that called, found while its connection is open. */
  caller: number | undefined;
}

/** The customer's service: answers after `delay` ms; records who called (name) and which process. */
async function startTarget(
  pids: () => number[],
): Promise<{ url: string; calls: TargetCall[]; close(): Promise<void> }> {
  const calls: TargetCall[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const caller = ownerOfLocalPort(req.socket.remotePort ?? 0, pids());
    calls.push({ name: url.searchParams.get('verdict') ?? '', caller });
    const timer = setTimeout(
      () => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"verdict":"allow"}');
      },
      Number(url.searchParams.get('delay') ?? 0),
    );
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Webhook receiver: every delivery with its webhook-id and body. */
async function startReceiver(): Promise<{
  url: string;
  hooks: Array<{ id: string; body: string }>;
  close(): Promise<void>;
}> {
  const hooks: Array<{ id: string; body: string }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ id: String(req.headers['webhook-id']), body: Buffer.concat(chunks).toString() });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hooks,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('scale-out: API and worker processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let store: Store;
  let target: Awaited<ReturnType<typeof startTarget>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api1: OnwardProcess;
  let api2: OnwardProcess;
  let workers: OnwardProcess[] = [];
  const all = () => [api1, api2, ...workers].filter((p) => p !== undefined);

  before(async () => {
    [db, target, receiver] = await Promise.all([
      createTestDatabase(),
      startTarget(() => all().map((p) => p.pid)),
      startReceiver(),
    ]);
    // Migrations once, before any process starts (as `onward migrate` in a deployment), then the
    // tenant and the published flow the processes will serve.
    store = openStore(db.url, { poolSize: 2 });
    await migrateToLatest(store);
    const tenants = createTenantService(store.db);
    await tenants.createTenant({ id: 'acme', name: 'Acme' });
    await tenants.putUser({ tenantId: 'acme', ...USER });
    const flows = createFlowPublicationService(store.db, createPrepareFlow(SERVICE_CONFIG_VALIDATORS));
    await flows.putDraft({ tenantId: 'acme', flowId: 'svc', document: serviceFlow(target.url), actor: 'test' });
    await flows.publish({ tenantId: 'acme', flowId: 'svc', target: 'live', actor: 'test' });

    const env = {
      DATABASE_URL: db.url,
      ONWARD_OUTBOUND_ALLOW: '127.0.0.1',
      ONWARD_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    [api1, api2, ...workers] = await Promise.all([
      startOnward('api', env),
      startOnward('api', env),
      startOnward('worker', env),
      startOnward('worker', env),
    ]);
  });

  after(async () => {
    await Promise.all(all().map((p) => p.stop()));
    await Promise.all([target?.close(), receiver?.close()]);
    await store?.close();
    await db?.dispose();
  });

  it('a worker answers only health, readiness and metrics; the API processes no jobs', async () => {
    const worker = workers[0]!;
    const ready = await fetch(`${worker.url}/readyz`);
    assert.deepEqual(await ready.json(), {
      status: 'ready',
      role: 'worker',
      checks: { database: 'ok', jobQueue: 'ok' },
    });
    assert.equal((await fetch(`${worker.url}/healthz`)).status, 200);
    assert.match(await (await fetch(`${worker.url}/metrics`)).text(), /onward_http_request_duration_seconds/);
    for (const path of ['/flow/svc', '/openapi.json', '/connect/token', '/']) {
      const res = await fetch(`${worker.url}${path}`);
      assert.equal(res.status, 404, path);
      const body = (await res.json()) as { code: number; message: string };
      assert.equal(body.code, 4404, path);
      assert.equal(typeof body.message, 'string');
    }
    const apiReady = await fetch(`${api1.url}/readyz`);
    assert.deepEqual(await apiReady.json(), { status: 'ready', role: 'api', checks: { database: 'ok' } });
  });

  it("runs each visit's background service exactly once, and a wait on API 1 wakes when a worker finishes", async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Visit${i}`);
    const answers = await Promise.all(
      names.map(async (name, i) => {
        // Sessions start on either API process; the waiting submit always goes to API 1.
        const start = await flowClient(i % 2 === 0 ? api1.url : api2.url).get('svc');
        const t0 = Date.now();
        const next = await flowClient(api1.url).submit(
          'svc',
          start.session,
          { first_name: name, address_country: 'SE', delay: '400' },
          { 'x-hf-retry-on-pending': 'true' },
        );
        return { next, waitedMs: Date.now() - t0 };
      }),
    );
    for (const { next, waitedMs } of answers) {
      assert.equal(next.body.title, 'Contact', JSON.stringify(next.body));
      // Woken by the worker's NOTIFY, far within the 30-s wait (ONWARD_PENDING_WAIT_MS).
      assert.ok(waitedMs >= 400 && waitedMs < 10_000, `waited ${waitedMs} ms`);
    }
    for (const name of names)
      assert.equal(target.calls.filter((c) => c.name === name).length, 1, `${name} called once`);
    // Only worker processes called out, and both took a share.
    const callers = target.calls.filter((c) => names.includes(c.name)).map((c) => c.caller);
    for (const pid of callers)
      assert.ok(
        workers.some((w) => w.pid === pid),
        `caller ${pid} is a worker`,
      );
  });

  it('scans each due enrollment once and delivers every callback, duplicates only under one webhook-id', async () => {
    const token = await waitFor(async () => {
      const res = await fetch(`${api2.url}/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: USER.username, Password: USER.password }),
      });
      return res.status === 200 ? ((await res.json()) as { Result: { Token: string } }).Result.Token : undefined;
    }, 'enrollment token');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${(i % 2 === 0 ? api1 : api2).url}/Enrollment/CreateEnrollmentWithIndividual`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          CallbackUrl: `${receiver.url}/hook`,
          Frequency: 'Weekly',
          ServiceName: 'Watchlist',
          IndividualToMonitor: { FirstName: 'Jane', LastName: `Scaled${i}`, DateOfBirth: '1980-02-03' },
        }),
      });
      assert.equal(res.status, 200, await res.clone().text());
      ids.push(((await res.json()) as { Result: string }).Result);
    }
    const results = async (reason: string) =>
      await store.db
        .selectFrom('monitoring_results')
        .select('enrollment_id')
        .where('enrollment_id', 'in', ids)
        .where('reason', '=', reason)
        .execute();
    await waitFor(async () => ((await results('initial')).length === ids.length ? true : undefined), 'initial scans');
    // Make every enrollment due now: both workers' schedulers race for them.
    await store.db
      .updateTable('enrollments')
      .set({ next_scan_at: Date.now() - 1000 })
      .where('id', 'in', ids)
      .execute();
    await waitFor(
      async () => ((await results('scheduled')).length >= ids.length ? true : undefined),
      'scheduled scans',
    );
    // Two more scheduler polls of both workers: nothing may be scanned twice for that due time.
    await new Promise((r) => setTimeout(r, 2500));
    const scheduled = (await results('scheduled')).map((r) => r.enrollment_id).sort();
    assert.deepEqual(scheduled, [...ids].sort());

    const outbox = await deliveredCallbacks(store, ids);
    const received = new Map<string, Set<string>>();
    for (const h of receiver.hooks) received.set(h.id, (received.get(h.id) ?? new Set()).add(h.body));
    for (const row of outbox) {
      assert.deepEqual([...(received.get(row.id) ?? [])], [row.body], `webhook ${row.id} arrived, always the same`);
    }
    assert.equal([...received.keys()].filter((id) => !outbox.some((r) => r.id === id)).length, 0, 'no stray ids');
  });

  it('a worker killed with -9 mid-call loses nothing: the other worker reruns the job after its lease', async () => {
    const client = flowClient(api2.url);
    const start = await client.get('svc');
    const pending = await client.submit('svc', start.session, {
      first_name: 'Killed',
      address_country: 'SE',
      delay: '1500',
    });
    assert.equal(pending.body.type, 'pending', JSON.stringify(pending.body));
    const first = await waitFor(() => target.calls.find((c) => c.name === 'Killed'), 'the first call');
    const victim = workers.find((w) => w.pid === first.caller);
    assert.ok(victim, `a worker made the call (${first.caller})`);
    const killedAt = Date.now();
    await victim.kill();
    workers = workers.filter((w) => w !== victim);

    const next = await flowClient(api1.url).until('svc', start.session!, 30_000);
    assert.equal(next.body.title, 'Contact', JSON.stringify(next.body));
    const recoveredMs = Date.now() - killedAt;
    // Lease, plus at most half a lease until maintenance sees it expired, plus the 1.5-s call.
    assert.ok(recoveredMs < (LEASE_SECONDS * 1.5 + 1.5 + 4) * 1000, `recovered after ${recoveredMs} ms`);
    const calls = target.calls.filter((c) => c.name === 'Killed');
    assert.equal(calls.length, 2, 'called by the killed worker, then once by the other');
    assert.equal(calls[1]?.caller, workers[0]?.pid, 'the surviving worker made the second call');
  });

  it('stops gracefully by role on SIGTERM', async () => {
    assert.equal(await api2.stop(), 0);
    assert.equal(await workers[0]!.stop(), 0);
    // The remaining API still serves; it has no worker left, so a new visit stays pending.
    const res = await fetch(`${api1.url}/readyz`);
    assert.equal(res.status, 200);
  });
});
