// Studio accounts over real HTTP, on SQLite and PostgreSQL: an admin (the tenant's Basic user)
// creates, lists, re-roles, disables and resets accounts; accounts sign in with their role; the
// hash is scrypt with its own salt; failures count against the credential limiter; non-admins,
// forged calls and other tenants are refused; every change is in the audit trail.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { studioSignIn, type StudioCaller } from '../../../../test/support/studio-client.js';
import { DIALECTS } from '../../../../test/support/stores.js';

const signInRaw = (server: TestServer, username: string, password: string) =>
  fetch(`${server.baseUrl}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

for (const dialect of DIALECTS) {
  describe(`studio accounts API (${dialect})`, () => {
    let server: TestServer;
    let admin: StudioCaller;
    const as = (username: string, password: string) =>
      studioSignIn(server, { ...server.tenants.a, username, password });
    const create = (body: Record<string, unknown>) => admin.call('POST', '/accounts', body);

    before(async () => {
      server = await startTestServer(dialect);
      admin = await studioSignIn(server, server.tenants.a);
    });
    after(async () => {
      await server?.close();
    });

    it('lets the admin create accounts with a role; the password is answered once and stored as salted scrypt', async () => {
      const made = await create({
        username: 'rita',
        displayName: 'Rita Reviewer',
        role: 'reviewer',
        password: 'correct horse battery',
      });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      const account = made.body.account as Record<string, unknown>;
      assert.deepEqual(
        [account.username, account.displayName, account.role, account.disabled],
        ['rita', 'Rita Reviewer', 'reviewer', false],
      );
      assert.equal(made.body.password, 'correct horse battery');
      const generated = await create({ username: 'vic', role: 'read_only' });
      assert.equal(generated.status, 201);
      assert.ok(String(generated.body.password).length >= 12, 'a generated password');
      await create({ username: 'same-pass', role: 'builder', password: 'correct horse battery' });
      const rows = await server.store.store.db
        .selectFrom('studio_accounts')
        .select(['username', 'password_hash'])
        .where('username', 'in', ['rita', 'same-pass'])
        .execute();
      for (const r of rows) assert.match(r.password_hash, /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      assert.notEqual(rows[0]?.password_hash, rows[1]?.password_hash, 'one salt per account');
      const list = await admin.call('GET', '/accounts');
      assert.equal(list.status, 200);
      const names = (list.body.accounts as Array<Record<string, unknown>>).map((a) => a.username);
      assert.deepEqual(names, ['rita', 'same-pass', 'vic']);
      assert.ok(!JSON.stringify(list.body).includes('scrypt'), 'no hash in the answer');
    });

    it('signs an account in with its role and name; the session says so', async () => {
      const rita = await as('rita', 'correct horse battery');
      const me = await fetch(`${server.baseUrl}/studio/api/session`, { headers: { cookie: rita.cookie } });
      const body = (await me.json()) as Record<string, unknown>;
      assert.equal(body.role, 'reviewer');
      assert.equal(body.name, 'Rita Reviewer');
      assert.match(String(body.subject), /^account:/);
      const adminMe = (await (
        await fetch(`${server.baseUrl}/studio/api/session`, { headers: { cookie: admin.cookie } })
      ).json()) as Record<string, unknown>;
      assert.equal(adminMe.role, 'admin', "the tenant's Basic user acts as admin");
    });

    it('refuses bad input: a taken username (also a Basic user’s), a short password, an unknown role', async () => {
      const taken = await create({ username: 'rita', role: 'reviewer', password: 'another long password' });
      assert.equal(taken.status, 409);
      assert.equal(taken.body.code, 4409);
      const basic = await create({
        username: server.tenants.b.username,
        role: 'reviewer',
        password: 'another long password',
      });
      assert.equal(basic.status, 409, 'sign-in names no tenant: usernames are unique server-wide');
      const short = await create({ username: 'shorty', role: 'reviewer', password: 'short' });
      assert.equal(short.status, 400);
      const role = await create({ username: 'odd', role: 'owner', password: 'another long password' });
      assert.equal(role.status, 400);
    });

    it('changes a role and disables an account; both take effect at the account’s next call', async () => {
      await create({ username: 'bob', role: 'reviewer', password: 'bob password long' });
      const bob = await as('bob', 'bob password long');
      const id = String(
        ((await admin.call('GET', '/accounts')).body.accounts as Array<Record<string, unknown>>).find(
          (a) => a.username === 'bob',
        )?.id,
      );
      assert.equal((await bob.call('GET', '/cases')).status, 200);
      const demoted = await admin.call('PATCH', `/accounts/${id}`, { role: 'read_only' });
      assert.equal(demoted.status, 200);
      assert.equal(demoted.body.role, 'read_only');
      const refused = await bob.call('PUT', '/cases/anything/assignee', { accountId: null });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 4030);
      const disabled = await admin.call('PATCH', `/accounts/${id}`, { disabled: true });
      assert.equal(disabled.body.disabled, true);
      const gone = await bob.call('GET', '/cases');
      assert.equal(gone.status, 401);
      assert.equal(gone.body.code, 4031);
      const again = await signInRaw(server, 'bob', 'bob password long');
      assert.equal(again.status, 401, 'a disabled account cannot sign in');
      await admin.call('PATCH', `/accounts/${id}`, { disabled: false });
      assert.equal((await signInRaw(server, 'bob', 'bob password long')).status, 200);
    });

    it('resets a password: the old one stops working, the new one signs in', async () => {
      await create({ username: 'carol', role: 'builder', password: 'carol first password' });
      const id = String(
        ((await admin.call('GET', '/accounts')).body.accounts as Array<Record<string, unknown>>).find(
          (a) => a.username === 'carol',
        )?.id,
      );
      const reset = await admin.call('POST', `/accounts/${id}/password`, {});
      assert.equal(reset.status, 200);
      const fresh = String(reset.body.password);
      assert.equal((await signInRaw(server, 'carol', 'carol first password')).status, 401);
      assert.equal((await signInRaw(server, 'carol', fresh)).status, 200);
    });

    it('counts failed account sign-ins against the credential limiter (5 per account)', async () => {
      await create({ username: 'dave', role: 'reviewer', password: 'dave right password' });
      for (let i = 0; i < 5; i++) assert.equal((await signInRaw(server, 'dave', 'wrong password!!')).status, 401);
      const blocked = await signInRaw(server, 'dave', 'dave right password');
      assert.equal(blocked.status, 429);
      assert.ok(blocked.headers.get('retry-after'));
    });

    it('refuses account management to every role but admin, and without the CSRF token', async () => {
      const rita = await as('rita', 'correct horse battery');
      for (const [method, path, body] of [
        ['GET', '/accounts', undefined],
        ['POST', '/accounts', { username: 'eve', role: 'admin', password: 'eve password long' }],
      ] as const) {
        const a = await rita.call(method, path, body);
        assert.equal(a.status, 403, `${method} ${path}`);
        assert.equal(a.body.code, 4030);
      }
      const forged = await admin.call(
        'POST',
        '/accounts',
        { username: 'eve', role: 'admin', password: 'eve password long' },
        { csrf: false },
      );
      assert.equal(forged.status, 403);
      assert.equal((await admin.call('GET', '/accounts')).body.accounts instanceof Array, true);
      assert.ok(
        !((await admin.call('GET', '/accounts')).body.accounts as Array<Record<string, unknown>>).some(
          (a) => a.username === 'eve',
        ),
      );
    });

    it("keeps tenants apart: another tenant's admin neither lists nor changes this tenant's accounts", async () => {
      const other = await studioSignIn(server, server.tenants.b);
      const list = await other.call('GET', '/accounts');
      assert.deepEqual(list.body.accounts, []);
      const id = String(
        ((await admin.call('GET', '/accounts')).body.accounts as Array<Record<string, unknown>>)[0]?.id,
      );
      const change = await other.call('PATCH', `/accounts/${id}`, { role: 'admin' });
      assert.equal(change.status, 404);
      const reset = await other.call('POST', `/accounts/${id}/password`, {});
      assert.equal(reset.status, 404);
    });

    it('an admin account cannot demote or disable itself', async () => {
      const made = await create({ username: 'ada', role: 'admin', password: 'ada admin password' });
      const id = String((made.body.account as Record<string, unknown>).id);
      const ada = await as('ada', 'ada admin password');
      const self = await ada.call('PATCH', `/accounts/${id}`, { disabled: true });
      assert.equal(self.status, 400);
      assert.equal((await ada.call('GET', '/accounts')).status, 200, 'an admin account manages accounts');
    });

    it('writes every account change to the audit trail, without the password', async () => {
      const entries = await server.store.store.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'account')
        .where('tenant_id', '=', server.tenants.a.tenantId)
        .execute();
      const actions = new Set(entries.map((e) => e.action));
      for (const a of [
        'account.created',
        'account.role_changed',
        'account.disabled',
        'account.enabled',
        'account.password_reset',
      ])
        assert.ok(actions.has(a), a);
      assert.ok(entries.every((e) => e.actor_type === 'user' || e.actor_type === 'account'));
      assert.ok(!JSON.stringify(entries).includes('correct horse battery'));
      const bob = ((await admin.call('GET', '/accounts')).body.accounts as Array<Record<string, unknown>>).find(
        (a) => a.username === 'bob',
      );
      const trail = await admin.call('GET', `/accounts/${String(bob?.id)}/audit`);
      assert.deepEqual(
        (trail.body.entries as Array<Record<string, unknown>>).map((e) => e.action),
        ['account.enabled', 'account.disabled', 'account.role_changed', 'account.created'],
      );
      const rita = await as('rita', 'correct horse battery');
      assert.equal((await rita.call('GET', `/accounts/${String(bob?.id)}/audit`)).status, 403, 'admins only');
      assert.ok(!JSON.stringify(entries).includes('scrypt$'));
    });
  });
}
