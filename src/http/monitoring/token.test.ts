import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { enrollmentClient, testClock } from '../../monitoring/test-support.js';

interface Pair {
  Token: string;
  TokenType: string;
  RefreshToken: string;
  ExpiresIn: number;
}

for (const dialect of DIALECTS) {
  describe(`enrollment API tokens (${dialect})`, () => {
    let server: TestServer;
    let api: ReturnType<typeof enrollmentClient>;
    const clock = testClock();
    before(async () => {
      server = await startTestServer(dialect, { ONWARD_WEBHOOK_RETRY_SCHEDULE: '100ms' }, { now: clock.now });
      api = enrollmentClient(server);
    });
    after(async () => {
      await server.close();
    });

    const history = (token: string) =>
      api.call('GET', '/Enrollment/History/00000000-0000-4000-8000-000000000000', token);

    it('POST /Token answers the envelope with a bearer token pair', async () => {
      const a = await api.call('POST', '/Token', undefined, { Username: 'user-a', Password: 'password-a' });
      assert.equal(a.status, 200);
      assert.equal(a.headers.get('cache-control'), 'no-store');
      assert.equal(a.body.Version, '1.0.0');
      assert.equal(a.body.StatusCode, 200);
      assert.equal(a.body.Message, 'POST Request successful.');
      const pair = a.body.Result as Pair;
      assert.equal(pair.TokenType, 'bearer');
      assert.equal(pair.ExpiresIn, 3600);
      assert.match(pair.RefreshToken, /^rt_/);
      // Accepted by the enrollment API: an unknown id is 404, not 401.
      assert.equal((await history(pair.Token)).status, 404);
    });

    it('POST /Token/ClientCredentials accepts the tenant OAuth client', async () => {
      const a = await api.call('POST', '/Token/ClientCredentials', undefined, {
        ClientID: 'client-b',
        ClientSecret: 'secret-b-0123456789',
      });
      assert.equal(a.status, 200, a.text);
      assert.equal((await history((a.body.Result as Pair).Token)).status, 404);
      const bad = await api.call('POST', '/Token/ClientCredentials', undefined, {
        ClientID: 'client-b',
        ClientSecret: 'nope',
      });
      assert.equal(bad.status, 401);
      assert.equal(bad.body.StatusCode, 401);
    });

    it('wrong credentials: 401 in the envelope with no hint which part was wrong', async () => {
      const wrongPassword = await api.call('POST', '/Token', undefined, { Username: 'user-b', Password: 'nope' });
      const unknownUser = await api.call('POST', '/Token', undefined, { Username: 'nobody', Password: 'password-b' });
      for (const a of [wrongPassword, unknownUser]) {
        assert.equal(a.status, 401);
        assert.deepEqual(a.body, {
          Version: '1.0.0',
          StatusCode: 401,
          Message: 'Invalid username or password',
          Result: null,
        });
      }
      const missing = await api.call('POST', '/Token', undefined, { Username: 'user-a' });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.StatusCode, 400);
      assert.match(missing.body.Message, /Password is required/);
      const malformed = await api.call('POST', '/Token', undefined, '{"Username":');
      assert.equal(malformed.status, 400);
      assert.equal(malformed.body.StatusCode, 400);
    });

    it('tokens of the two APIs are not interchangeable; expired and tampered tokens are 401', async () => {
      const flowToken = await getToken(server, server.tenants.a);
      const refused = await history(flowToken);
      assert.equal(refused.status, 401);
      assert.equal(refused.body.Message, 'The access token is invalid');
      const enrollmentToken = await api.token(server.tenants.a);
      const admin = await fetch(`${server.baseUrl}/admin/flows`, {
        headers: { authorization: `Bearer ${enrollmentToken}` },
      });
      assert.equal(admin.status, 401);
      const none = await history('');
      assert.equal(none.status, 401);
      assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);
      assert.equal((await history(`${enrollmentToken}x`)).status, 401);
      clock.advance(3601_000);
      const expired = await history(enrollmentToken);
      assert.equal(expired.status, 401);
      assert.equal(expired.body.Message, 'The access token has expired');
    });

    it('POST /Token/Refresh rotates: a used refresh token stops working and its reuse revokes the family', async () => {
      const first = (await api.call('POST', '/Token', undefined, { Username: 'user-a', Password: 'password-a' })).body
        .Result as Pair;
      const second = await api.call('POST', '/Token/Refresh', undefined, { RefreshToken: first.RefreshToken });
      assert.equal(second.status, 200, second.text);
      const pair = second.body.Result as Pair;
      assert.notEqual(pair.RefreshToken, first.RefreshToken);
      assert.equal((await history(pair.Token)).status, 404);
      const replay = await api.call('POST', '/Token/Refresh', undefined, { RefreshToken: first.RefreshToken });
      assert.equal(replay.status, 401);
      assert.equal(replay.body.StatusCode, 401);
      // The replay revoked the rotated refresh token as well.
      assert.equal(
        (await api.call('POST', '/Token/Refresh', undefined, { RefreshToken: pair.RefreshToken })).status,
        401,
      );
      assert.equal((await api.call('POST', '/Token/Refresh', undefined, { RefreshToken: 'rt_made_up' })).status, 401);
      const stored = await server.services.store.db
        .selectFrom('enrollment_refresh_tokens')
        .select('token_hash')
        .execute();
      assert.ok(
        stored.every((r) => !r.token_hash.startsWith('rt_')),
        'refresh tokens are stored hashed',
      );
    });

    it('repeated failures for one username are rate-limited with 429, even with the right password', async () => {
      const tenant = server.tenants.a.tenantId;
      await server.services.tenants.putUser({ tenantId: tenant, username: 'target', password: 'right-password' });
      for (let i = 0; i < 5; i++) {
        assert.equal(
          (await api.call('POST', '/Token', undefined, { Username: 'target', Password: `guess-${i}` })).status,
          401,
        );
      }
      const limited = await api.call('POST', '/Token', undefined, { Username: 'target', Password: 'right-password' });
      assert.equal(limited.status, 429);
      assert.equal(limited.body.StatusCode, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      // Other users are unaffected; after the window the right password works again.
      assert.equal(
        (await api.call('POST', '/Token', undefined, { Username: 'user-a', Password: 'password-a' })).status,
        200,
      );
      clock.advance(15 * 60_000 + 1000);
      assert.equal(
        (await api.call('POST', '/Token', undefined, { Username: 'target', Password: 'right-password' })).status,
        200,
      );
    });
  });
}
