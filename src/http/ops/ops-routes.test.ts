import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

describe('operations endpoints', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite');
  });
  after(async () => {
    await server.close();
  });

  it('serves health, readiness and Prometheus metrics', async () => {
    assert.equal((await fetch(`${server.baseUrl}/healthz`)).status, 200);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    assert.deepEqual(await ready.json(), { status: 'ready', role: 'all', checks: { database: 'ok', jobQueue: 'ok' } });
    const metrics = await fetch(`${server.baseUrl}/metrics`);
    assert.match(metrics.headers.get('content-type') ?? '', /text\/plain/);
    const text = await metrics.text();
    assert.match(text, /onward_http_request_duration_seconds_bucket\{[^}]*route="\/readyz"/);
    assert.match(text, /onward_process_cpu_seconds_total/);
  });

  it('echoes or assigns request ids', async () => {
    const given = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    assert.equal(given.headers.get('x-request-id'), 'abc-123');
    const assigned = await fetch(`${server.baseUrl}/healthz`);
    assert.match(assigned.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI 3.1 document with the routes', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    assert.equal(doc.openapi, '3.1.0');
    for (const path of [
      '/connect/token',
      '/connection/v1/testauthentication',
      '/admin/flows/{flowId}',
      '/admin/flows/{flowId}/publish',
    ]) {
      assert.ok(path in doc.paths, `documents ${path}`);
    }
  });

  it('reports not ready once the database is gone', async () => {
    const other = await startTestServer('sqlite');
    await other.services.store.close();
    const res = await fetch(`${other.baseUrl}/readyz`);
    assert.equal(res.status, 503);
    await other.app.close();
  });
});

describe('CORS', () => {
  it('lets any origin run flows by default and only the configured ones when set', async () => {
    const open = await startTestServer('sqlite');
    const pinned = await startTestServer('sqlite', { ONWARD_CORS_ORIGINS: 'https://onboarding.example.com' });
    try {
      const any = await fetch(`${open.baseUrl}/healthz`, { headers: { origin: 'https://shop.example' } });
      assert.equal(any.headers.get('access-control-allow-origin'), 'https://shop.example');
      assert.match(any.headers.get('access-control-expose-headers') ?? '', /x-hf-session/);
      const allowed = await fetch(`${pinned.baseUrl}/healthz`, {
        headers: { origin: 'https://onboarding.example.com' },
      });
      assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://onboarding.example.com');
      const refused = await fetch(`${pinned.baseUrl}/healthz`, { headers: { origin: 'https://evil.example' } });
      assert.equal(refused.headers.get('access-control-allow-origin'), null);
    } finally {
      await open.close();
      await pinned.close();
    }
  });
});
