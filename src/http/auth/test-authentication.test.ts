import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { basicAuthorization } from '../../auth/basic.js';

describe('GET /connection/v1/testauthentication', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite');
  });
  after(async () => {
    await server.close();
  });

  const call = (authorization?: string) =>
    fetch(`${server.baseUrl}/connection/v1/testauthentication`, {
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
    });

  it('answers the JSON string "Hello <username>"', async () => {
    const res = await call(basicAuthorization(server.tenants.a.username, server.tenants.a.password));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    assert.equal(await res.text(), '"Hello user-a"');
  });

  it('answers 401 with a Basic challenge for bad or missing credentials', async () => {
    for (const auth of [
      undefined,
      basicAuthorization(server.tenants.a.username, 'wrong'),
      basicAuthorization('ghost', 'x'),
      'Basic %%%',
    ]) {
      const res = await call(auth);
      assert.equal(res.status, 401);
      assert.match(res.headers.get('www-authenticate') ?? '', /^Basic/);
      assert.equal(((await res.json()) as { code: number }).code, 4050);
    }
  });
});
