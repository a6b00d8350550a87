// PostgreSQL restarted under load, with an API and a worker process on it (real OS processes, a
// private server the test stops and starts). The processes must survive the outage, report it on
// /readyz (red while the database is down, green again after), reconnect by themselves, and lose
// nothing they accepted: every session whose creation got a 2xx exists, every submit that got a
// 2xx has its service job run, and a request held with x-hf-retry-on-pending is still woken by
// the worker's signal (the LISTEN connection came back).
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
import { startOnward, waitFor, type OnwardProcess } from '../support/processes.js';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.js';

interface Visit {
  session: string;
  /** The submit's status, when it was answered at all. */
  submitted?: number;
}

describe('PostgreSQL restarted under load', () => {
  let pgServer: PrivatePostgres;
  let store: Store | undefined;
  let target: Server;
  let targetUrl: string;
  let api: OnwardProcess;
  let worker: OnwardProcess;
  const exited = new Set<OnwardProcess>();

  before(async () => {
    target = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"verdict":"allow"}');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    pgServer = await startPrivatePostgres();
    store = openStore(pgServer.url, { poolSize: 2 });
    await migrateToLatest(store);
    await createTenantService(store.db).createTenant({ id: 'acme', name: 'Acme' });
    const flows = createFlowPublicationService(store.db, createPrepareFlow(SERVICE_CONFIG_VALIDATORS));
    await flows.putDraft({ tenantId: 'acme', flowId: 'svc', document: serviceFlow(targetUrl), actor: 'test' });
    await flows.publish({ tenantId: 'acme', flowId: 'svc', target: 'live', actor: 'test' });
    // The test's own connections must not be what the restart breaks: closed now, reopened after.
    await store.close();
    store = undefined;
    const env = {
      DATABASE_URL: pgServer.url,
      ONWARD_OUTBOUND_ALLOW: '127.0.0.1',
      ONWARD_JOB_LEASE_SECONDS: '4',
      // The load is one address opening sessions as fast as it can.
      ONWARD_RATE_LIMIT_SESSIONS: '0',
    };
    [api, worker] = await Promise.all([startOnward('api', env), startOnward('worker', env)]);
    for (const p of [api, worker]) void p.exited.then(() => exited.add(p));
  });

  after(async () => {
    await Promise.all([api, worker].filter(Boolean).map((p) => p.stop()));
    await store?.close();
    await pgServer?.dispose();
    await new Promise<void>((resolve) => {
      target?.closeAllConnections();
      target?.close(() => resolve());
    });
  });

  it('processes reconnect, readiness goes red then green, and no accepted request is lost', async (t) => {
    const visits: Visit[] = [];
    const failures: Array<{ status: number; body: Record<string, unknown> }> = [];
    let loading = true;
    const client = flowClient(api.url);
    const loop = async (n: number) => {
      for (let i = 0; loading; i++) {
        try {
          const start = await client.get('svc');
          if (start.status !== 200 || !start.session) {
            failures.push({ status: start.status, body: start.body });
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          const visit: Visit = { session: start.session };
          visits.push(visit);
          const next = await client.submit('svc', start.session, { first_name: `L${n}x${i}`, address_country: 'SE' });
          visit.submitted = next.status;
          if (next.status >= 300) failures.push({ status: next.status, body: next.body });
        } catch (err) {
          // The API process must keep answering: a refused connection is a failure of the test.
          failures.push({ status: 0, body: { error: String(err) } });
        }
      }
    };
    const readiness = async (p: OnwardProcess) => (await fetch(`${p.url}/readyz`)).status;
    const restartUnderLoad = async () => {
      await waitFor(() => (visits.length >= 10 ? true : undefined), 'load before the restart');
      await pgServer.stop();
      await waitFor(async () => ((await readiness(api)) === 503 ? true : undefined), 'API readiness red');
      await waitFor(async () => ((await readiness(worker)) === 503 ? true : undefined), 'worker readiness red');
      await new Promise((r) => setTimeout(r, 1000));
      const restartedAt = Date.now();
      await pgServer.start();
      const upAt = Date.now();
      await waitFor(async () => ((await readiness(api)) === 200 ? true : undefined), 'API readiness green', 30_000);
      t.diagnostic(
        `PostgreSQL back ${upAt - restartedAt} ms after its start; API ready ${Date.now() - upAt} ms after that`,
      );
      await waitFor(
        async () => ((await readiness(worker)) === 200 ? true : undefined),
        'worker readiness green',
        30_000,
      );
      const accepted = visits.length;
      await waitFor(() => (visits.length >= accepted + 10 ? true : undefined), 'load after the restart', 30_000);
    };
    const loops = [0, 1, 2].map(loop);
    try {
      await restartUnderLoad();
    } finally {
      loading = false;
      await Promise.all(loops);
      for (const p of [api, worker])
        assert.ok(!exited.has(p), `${p.role} survived the restart:\n${p.logs.slice(-30).join('\n')}`);
    }
    t.diagnostic(`${visits.length} sessions answered 2xx, ${failures.length} requests answered 503 during the outage`);
    assert.ok(failures.length > 0, 'the outage was seen by the load');
    for (const f of failures) {
      assert.notEqual(f.status, 0, `the API answered during the outage: ${JSON.stringify(f.body)}`);
      // Unavailable, not an internal error: the client may retry (Retry-After).
      assert.equal(f.status, 503, JSON.stringify(f.body));
      assert.equal(f.body.code, 5030, JSON.stringify(f.body));
    }

    // Nothing accepted is lost: every session created with a 2xx exists, and every submit that
    // got a 2xx had its service run (its job committed with it), so the visit reaches Contact.
    store = openStore(pgServer.url, { poolSize: 2 });
    const ids = visits.map((v) => v.session);
    const stored = await store.db.selectFrom('sessions').select('id').where('id', 'in', ids).execute();
    assert.equal(stored.length, ids.length, 'every session created with a 2xx is stored');
    const submitted = visits.filter((v) => v.submitted !== undefined && v.submitted < 300);
    assert.ok(submitted.length >= 20, `${submitted.length} submits accepted`);
    for (const v of submitted) {
      const step = await client.until('svc', v.session, 30_000);
      assert.equal(step.body.title, 'Contact', `${v.session}: ${JSON.stringify(step.body)}`);
    }

    // The LISTEN connection is back: a held submit wakes on the worker's NOTIFY, not at the end
    // of its 30-s wait.
    const start = await client.get('svc');
    const t0 = Date.now();
    const held = await client.submit(
      'svc',
      start.session,
      { first_name: 'After', address_country: 'SE', delay: '200' },
      { 'x-hf-retry-on-pending': 'true' },
    );
    assert.equal(held.body.title, 'Contact', JSON.stringify(held.body));
    assert.ok(Date.now() - t0 < 15_000, `woken after ${Date.now() - t0} ms`);
  });
});
