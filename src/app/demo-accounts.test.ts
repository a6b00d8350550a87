// The demo seeds a reviewer and a read-only Studio account beside its published credentials, once
// (a second start changes nothing), and they sign in with their roles.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { studioSignIn } from '../../test/support/studio-client.js';
import { DEMO_ACCOUNTS, DEMO_CREDENTIALS, BOOTSTRAP_TENANT_ID } from './bootstrap.js';
import { setUpDemo } from './demo.js';

describe('demo Studio accounts', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite', { ONWARD_DEMO: '1' });
    await setUpDemo(server.services.config, server.services, pino({ level: 'silent' }));
    await setUpDemo(server.services.config, server.services, pino({ level: 'silent' }));
  });
  after(async () => {
    await server.close();
  });

  it('creates demo-reviewer and demo-viewer once, which sign in as reviewer and read-only', async () => {
    const accounts = await server.services.studioAccounts.list(BOOTSTRAP_TENANT_ID);
    assert.deepEqual(
      accounts.map((a) => [a.username, a.role]),
      [
        ['demo-reviewer', 'reviewer'],
        ['demo-viewer', 'read_only'],
      ],
    );
    for (const a of DEMO_ACCOUNTS) {
      const caller = await studioSignIn(server, {
        tenantId: BOOTSTRAP_TENANT_ID,
        clientId: DEMO_CREDENTIALS.clientId,
        clientSecret: DEMO_CREDENTIALS.clientSecret,
        username: a.username,
        password: a.password,
      });
      const accountsList = await caller.call('GET', '/accounts');
      assert.equal(accountsList.status, 403, 'neither demo account is an admin');
      assert.equal((await caller.call('GET', '/cases')).status, 200);
    }
  });
});
