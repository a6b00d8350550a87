import { describe, it } from 'node:test';
import pg from 'pg';
import assert from 'node:assert/strict';
import { migrateToLatest } from './database.js';
import { createKeyRing } from '../auth/keys.js';
import { createTenantService } from '../auth/tenants.js';
import { DIALECTS, openTestStore } from '../../test/support/stores.js';

for (const dialect of DIALECTS) {
  describe(`store on ${dialect}`, () => {
    it('migrates from scratch, and again as a no-op', async () => {
      const t = await openTestStore(dialect, { migrate: false });
      try {
        const applied = await migrateToLatest(t.store);
        assert.ok(applied.includes('0001-foundation'));
        assert.deepEqual(await migrateToLatest(t.store), []);
        await t.store.ping();
      } finally {
        await t.dispose();
      }
    });

    it('round-trips epoch-millisecond instants as numbers', async () => {
      const t = await openTestStore(dialect);
      try {
        const at = 1_763_700_000_123;
        await t.store.db.insertInto('tenants').values({ id: 'x', name: 'X', created_at: at }).execute();
        const row = await t.store.db.selectFrom('tenants').selectAll().executeTakeFirstOrThrow();
        assert.equal(row.created_at, at);
        assert.equal(typeof row.created_at, 'number');
      } finally {
        await t.dispose();
      }
    });

    it('creates one signing key even when asked concurrently', async () => {
      const t = await openTestStore(dialect);
      try {
        const rings = [createKeyRing(t.store.db), createKeyRing(t.store.db), createKeyRing(t.store.db)];
        const keys = await Promise.all(rings.map((r) => r.current('access-token')));
        assert.equal(new Set(keys.map((k) => Buffer.from(k.secret).toString('hex'))).size, 1);
        const rows = await t.store.db.selectFrom('signing_keys').selectAll().execute();
        assert.equal(rows.length, 1);
      } finally {
        await t.dispose();
      }
    });

    it('stores credentials hashed and authenticates them', async () => {
      const t = await openTestStore(dialect);
      try {
        const tenants = createTenantService(t.store.db);
        const tenant = await tenants.createTenant({ name: 'Acme' });
        const client = await tenants.putClient({ tenantId: tenant.id });
        const user = await tenants.putUser({ tenantId: tenant.id, username: 'ops', password: 'pw-123' });
        const stored = await t.store.db.selectFrom('oauth_clients').selectAll().executeTakeFirstOrThrow();
        assert.ok(!stored.secret_hash.includes(client.secret));
        assert.equal((await tenants.authenticateClient(client.clientId, client.secret))?.tenantId, tenant.id);
        assert.equal(await tenants.authenticateClient(client.clientId, 'wrong'), undefined);
        assert.equal(await tenants.authenticateClient('nobody', client.secret), undefined);
        assert.equal((await tenants.authenticateUser('ops', user.password))?.tenantId, tenant.id);
        assert.equal(await tenants.authenticateUser('ops', 'nope'), undefined);
        const other = await tenants.createTenant({ name: 'Other' });
        await assert.rejects(tenants.putUser({ tenantId: other.id, username: 'ops' }), /another tenant/);
      } finally {
        await t.dispose();
      }
    });
  });
}

describe('store on postgres: introspection sees its own schema only', () => {
  it("lists the store's own tables, and keeps working while other schemas come and go", async () => {
    const mine = await openTestStore('postgres');
    const other = await openTestStore('postgres');
    try {
      const tables = await mine.store.db.introspection.getTables();
      assert.ok(tables.some((t) => t.name === 'sessions'));
      assert.deepEqual([...new Set(tables.map((t) => t.schema))], [mine.schema]);
      assert.deepEqual(
        (await mine.store.db.introspection.getSchemas()).map((s) => s.name),
        [mine.schema],
      );
      // Another process dropping its schemas meanwhile (what parallel test files do) must not
      // break this store's migrations: the stock introspector resolved every schema by name.
      const churn = (async () => {
        const c = new pg.Client({ connectionString: mine.url });
        await c.connect();
        try {
          for (let i = 0; i < 20; i++) {
            const name = `churn_${process.pid}_${i}`;
            await c.query(`create schema ${name}; create table ${name}.t (id int); drop schema ${name} cascade`);
          }
        } finally {
          await c.end();
        }
      })();
      for (let i = 0; i < 20; i++) assert.deepEqual(await migrateToLatest(mine.store), []);
      await churn;
    } finally {
      await mine.dispose();
      await other.dispose();
    }
  });
});
