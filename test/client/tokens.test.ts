// Token renewal: tokens are fetched once, reused, renewed before they expire (never used expired),
// shared by concurrent calls, and a token the service refuses is replaced once, not in a loop.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createOnwardClient, OnwardApiError, tokenCache, type IssuedToken } from '@onward/client';

describe('tokenCache', () => {
  it('reuses a token until the margin before expiry, then renews it', async () => {
    let now = 1_000_000;
    let issued = 0;
    const cache = tokenCache(async () => ({ value: `t${++issued}`, expiresInSeconds: 3600 }), {
      now: () => now,
      refreshMarginSeconds: 60,
    });
    assert.equal(await cache.get(), 't1');
    now += 3539_000;
    assert.equal(await cache.get(), 't1', 'still 61 s left: reused');
    now += 1_000;
    assert.equal(await cache.get(), 't2', '60 s left: renewed');
    assert.equal(issued, 2);
  });

  it('renews short-lived tokens at half their lifetime', async () => {
    let now = 0;
    let issued = 0;
    const cache = tokenCache(async () => ({ value: `t${++issued}`, expiresInSeconds: 30 }), { now: () => now });
    await cache.get();
    now = 14_999;
    assert.equal(await cache.get(), 't1');
    now = 15_000;
    assert.equal(await cache.get(), 't2');
  });

  it('shares one fetch among concurrent callers and passes the previous token to the renewal', async () => {
    let now = 0;
    const seen: Array<IssuedToken | undefined> = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const cache = tokenCache(
      async (previous) => {
        seen.push(previous);
        await gate;
        return { value: `t${seen.length}`, expiresInSeconds: 100, refreshToken: `r${seen.length}` };
      },
      { now: () => now },
    );
    const all = Promise.all([cache.get(), cache.get(), cache.get()]);
    release();
    assert.deepEqual(await all, ['t1', 't1', 't1']);
    assert.equal(seen.length, 1);
    now = 100_000;
    assert.equal(await cache.get(), 't2');
    assert.deepEqual(seen[1], { value: 't1', expiresInSeconds: 100, refreshToken: 'r1' });
  });

  it('forgets a refused token, but not a newer one fetched meanwhile', async () => {
    let issued = 0;
    const cache = tokenCache(async () => ({ value: `t${++issued}`, expiresInSeconds: 3600 }));
    assert.equal(await cache.get(), 't1');
    cache.invalidate('t1');
    assert.equal(await cache.get(), 't2');
    cache.invalidate('t1');
    assert.equal(await cache.get(), 't2');
  });

  it('does not cache a failed fetch', async () => {
    let calls = 0;
    const cache = tokenCache(async () => {
      calls++;
      if (calls === 1) throw new Error('token endpoint down');
      return { value: 'ok', expiresInSeconds: 60 };
    });
    await assert.rejects(cache.get(), /token endpoint down/);
    assert.equal(await cache.get(), 'ok');
  });
});

/**
 * A stand-in for the service's token endpoints and one API of each security scheme, enforcing
 * expiry on the same clock as the client, so a client that sent an expired token would fail.
 */
function fakeService(clock: { now: number }, options: { revokeOnce?: string; lifetimeSeconds?: number } = {}) {
  const lifetime = options.lifetimeSeconds ?? 120;
  const expiry = new Map<string, number>();
  const log: string[] = [];
  let n = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const issue = (prefix: string) => {
    const token = `${prefix}${++n}`;
    expiry.set(token, clock.now + lifetime * 1000);
    return token;
  };
  const valid = (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (token === undefined || !(expiry.get(token)! > clock.now)) return undefined;
    if (token === options.revokeOnce) {
      options.revokeOnce = undefined;
      return undefined;
    }
    return token;
  };
  const fetch = async (request: Request): Promise<Response> => {
    const full = new URL(request.url).pathname;
    log.push(`${request.method} ${full}`);
    // The enrollment API may be mounted under a base path (ONWARD_ENROLLMENT_BASE_PATH).
    const path = full.replace(/^\/identity-enrollment(?=\/)/, '');
    if (path === '/connect/token') {
      const form = new URLSearchParams(await request.text());
      if (form.get('client_secret') !== 'secret')
        return json(400, { error: 'invalid_client', error_description: 'no' });
      return json(200, { access_token: issue('oauth-'), token_type: 'Bearer', expires_in: lifetime, scope: 's' });
    }
    const envelope = (token: string) =>
      json(200, {
        Version: '1.0.0',
        StatusCode: 200,
        Message: 'POST Request successful.',
        Result: { Token: token, TokenType: 'bearer', RefreshToken: `refresh-${token}`, ExpiresIn: lifetime },
      });
    if (path === '/Token/ClientCredentials') return envelope(issue('enr-'));
    if (path === '/Token/Refresh') {
      const { RefreshToken } = (await request.json()) as { RefreshToken: string };
      return RefreshToken.startsWith('refresh-enr-') ? envelope(issue('enr-')) : json(401, {});
    }
    if (path === '/v3/business/prefill/x') {
      const token = valid(request);
      if (token === undefined || !token.startsWith('oauth-'))
        return json(401, { code: 4011, message: 'Invalid token' });
      return json(200, { token });
    }
    if (path === '/Enrollment/History/e1') {
      const token = valid(request);
      if (token === undefined || !token.startsWith('enr-'))
        return json(401, { Version: '1.0.0', StatusCode: 401, Message: 'Invalid token', Result: null });
      return json(200, { StatusCode: 200, Message: 'ok', Result: [] });
    }
    return json(404, { code: 4404, message: 'Resource not found' });
  };
  return { fetch, log };
}

describe('createOnwardClient tokens', () => {
  it('fetches one OAuth token for many calls and a new one before the old expires', async () => {
    const clock = { now: 0 };
    const service = fakeService(clock);
    const onward = createOnwardClient({
      baseUrl: 'http://onward.test/',
      credentials: { clientId: 'c', clientSecret: 'secret' },
      fetch: service.fetch,
      now: () => clock.now,
    });
    for (let i = 0; i < 3; i++) await onward.businesses.prefill('x');
    assert.equal(service.log.filter((l) => l === 'POST /connect/token').length, 1);
    // 61 s before expiry: still the first token. 59 s before: renewed, and the call never failed.
    clock.now = 59_000;
    await onward.businesses.prefill('x');
    assert.equal(service.log.filter((l) => l === 'POST /connect/token').length, 1);
    clock.now = 61_000;
    await onward.businesses.prefill('x');
    assert.equal(service.log.filter((l) => l === 'POST /connect/token').length, 2);
    assert.equal(await onward.accessToken(), 'oauth-2');
    assert.equal(service.log.filter((l) => l === 'GET /v3/business/prefill/x').length, 5, 'no call was refused');
  });

  it('replaces a token the service refuses and repeats the request once', async () => {
    const clock = { now: 0 };
    const service = fakeService(clock, { revokeOnce: 'oauth-1' });
    const onward = createOnwardClient({
      baseUrl: 'http://onward.test',
      credentials: { clientId: 'c', clientSecret: 'secret' },
      fetch: service.fetch,
      now: () => clock.now,
    });
    await onward.businesses.prefill('x');
    assert.deepEqual(service.log, [
      'POST /connect/token',
      'GET /v3/business/prefill/x',
      'POST /connect/token',
      'GET /v3/business/prefill/x',
    ]);
  });

  it('reports a refusal that a new token does not cure as an OnwardApiError, after one retry', async () => {
    const clock = { now: 0 };
    const service = fakeService(clock, { lifetimeSeconds: 0 });
    const onward = createOnwardClient({
      baseUrl: 'http://onward.test',
      credentials: { clientId: 'c', clientSecret: 'secret' },
      fetch: service.fetch,
      now: () => clock.now,
    });
    const err = await onward.businesses.prefill('x').then(
      () => assert.fail('expected a 401'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof OnwardApiError);
    assert.equal(err.status, 401);
    assert.equal(err.code, 4011);
    assert.equal(err.format, 'error_response');
    assert.equal(service.log.filter((l) => l === 'GET /v3/business/prefill/x').length, 2);
  });

  it('reports wrong client credentials as the token endpoint answered them', async () => {
    const service = fakeService({ now: 0 });
    const onward = createOnwardClient({
      baseUrl: 'http://onward.test',
      credentials: { clientId: 'c', clientSecret: 'wrong' },
      fetch: service.fetch,
    });
    await assert.rejects(onward.businesses.prefill('x'), (err: unknown) => {
      assert.ok(err instanceof OnwardApiError);
      assert.equal(err.status, 400);
      assert.equal(err.format, 'oauth');
      assert.equal(err.oauthError, 'invalid_client');
      assert.equal(err.code, undefined);
      return true;
    });
  });

  it('signs in to the enrollment API with the client credentials and renews with the refresh token', async () => {
    const clock = { now: 0 };
    const service = fakeService(clock);
    const onward = createOnwardClient({
      baseUrl: 'http://onward.test',
      credentials: { clientId: 'c', clientSecret: 'secret' },
      fetch: service.fetch,
      now: () => clock.now,
    });
    assert.deepEqual(await onward.monitoring.history('e1'), []);
    clock.now = 100_000;
    assert.deepEqual(await onward.monitoring.history('e1'), []);
    assert.deepEqual(service.log, [
      'POST /Token/ClientCredentials',
      'GET /Enrollment/History/e1',
      'POST /Token/Refresh',
      'GET /Enrollment/History/e1',
    ]);
  });

  it('sends enrollment calls to enrollmentBaseUrl when the API is mounted apart', async () => {
    const service = fakeService({ now: 0 });
    const onward = createOnwardClient({
      baseUrl: 'http://onward.test',
      enrollmentBaseUrl: 'http://onward.test/identity-enrollment/',
      credentials: { clientId: 'c', clientSecret: 'secret' },
      fetch: service.fetch,
    });
    await onward.monitoring.history('e1');
    await onward.businesses.prefill('x');
    assert.deepEqual(service.log, [
      'POST /identity-enrollment/Token/ClientCredentials',
      'GET /identity-enrollment/Enrollment/History/e1',
      'POST /connect/token',
      'GET /v3/business/prefill/x',
    ]);
  });
});
