import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';

const example = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/issue-example-flow.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

interface ErrorBody {
  code: number;
  message: string;
  details?: Array<{ field?: string; reason: string; nodeId?: string }>;
}

for (const dialect of DIALECTS) {
  describe(`flow management API (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;
    before(async () => {
      server = await startTestServer(dialect, { ONWARD_BODY_LIMIT_BYTES: '65536' });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
    });
    after(async () => {
      await server.close();
    });

    const call = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });

    it('uploads, versions, reads, lists and publishes a flow', async () => {
      const first = await call('PUT', '/admin/flows/example', tokenA, example);
      assert.equal(first.status, 201, await first.clone().text());
      assert.equal(((await first.json()) as { version: number }).version, 1);
      const second = await call('PUT', '/admin/flows/example', tokenA, { ...example, name: 'Example v2' });
      assert.equal(second.status, 200);
      assert.equal(((await second.json()) as { version: number }).version, 2);

      const got = await call('GET', '/admin/flows/example', tokenA);
      const body = (await got.json()) as {
        flow: { latestVersion: number; name: string; liveVersion: null };
        document: { name: string };
      };
      assert.equal(body.flow.latestVersion, 2);
      assert.equal(body.document.name, 'Example v2');
      assert.equal(body.flow.liveVersion, null);

      const pubTest = await call('POST', '/admin/flows/example/publish', tokenA, { target: 'test' });
      assert.equal(pubTest.status, 200);
      assert.equal(((await pubTest.json()) as { version: number }).version, 2);
      const pubLive = await call('POST', '/admin/flows/example/publish', tokenA, { target: 'live', version: 1 });
      assert.equal(((await pubLive.json()) as { version: number }).version, 1);

      const list = (await (await call('GET', '/admin/flows', tokenA)).json()) as {
        flows: Array<{ flowId: string; testVersion: number; liveVersion: number }>;
      };
      assert.deepEqual(
        list.flows.map((f) => [f.flowId, f.testVersion, f.liveVersion]),
        [['example', 2, 1]],
      );

      const live = await server.services.flows.published('example', 'live');
      assert.equal(live?.version, 1);
      assert.equal(live?.compiled.name, 'Example');
      const test = await server.services.flows.published('example', 'test');
      assert.equal(test?.compiled.name, 'Example v2');
    });

    it("keeps one tenant out of another's flows", async () => {
      await call('PUT', '/admin/flows/private-a', tokenA, example);
      const read = await call('GET', '/admin/flows/private-a', tokenB);
      assert.equal(read.status, 404);
      const readBody = (await read.json()) as ErrorBody;
      assert.equal(readBody.code, 4000);
      assert.ok(!JSON.stringify(readBody).includes('About you'));
      const publish = await call('POST', '/admin/flows/private-a/publish', tokenB, { target: 'live' });
      assert.equal(publish.status, 404);
      const overwrite = await call('PUT', '/admin/flows/private-a', tokenB, example);
      assert.equal(overwrite.status, 403);
      const list = (await (await call('GET', '/admin/flows', tokenB)).json()) as { flows: unknown[] };
      assert.deepEqual(list.flows, []);
      const stillA = (await (await call('GET', '/admin/flows/private-a', tokenA)).json()) as {
        flow: { latestVersion: number };
      };
      assert.equal(stillA.flow.latestVersion, 1);
    });

    it('rejects invalid documents with details naming node and field', async () => {
      const broken = structuredClone(example) as { nodes: Array<Record<string, unknown>> };
      broken.nodes[0]!.next = 'nowhere';
      const res = await call('PUT', '/admin/flows/broken', tokenA, broken);
      assert.equal(res.status, 422);
      const body = (await res.json()) as ErrorBody;
      assert.equal(body.code, 4420);
      assert.ok(
        body.details?.some((d) => d.nodeId === 'about' && (d.field ?? '').includes('next')),
        JSON.stringify(body.details),
      );

      const empty = await call('PUT', '/admin/flows/empty', tokenA, {
        name: 'Empty',
        authenticated: false,
        start: 'x',
        nodes: [],
      });
      assert.equal(empty.status, 400);
      assert.equal(((await empty.json()) as ErrorBody).code, 4003);
      const missing = await call('GET', '/admin/flows/broken', tokenA);
      assert.equal(missing.status, 404, 'a rejected document stores nothing');
    });

    it("refuses a service node whose config its service rejects (the services' checks reach publication)", async () => {
      // The document validator knows no service: the composition root hands it their config checks.
      const bad = structuredClone(example) as { nodes: Array<Record<string, unknown>> };
      const check = bad.nodes.find((n) => n.id === 'check')!;
      check.config = { url: 'http://127.0.0.1:9999/check', method: 'TELEPORT' };
      const res = await call('PUT', '/admin/flows/bad-service', tokenA, bad);
      assert.equal(res.status, 422);
      const body = (await res.json()) as ErrorBody;
      assert.equal(body.code, 4420);
      assert.ok(
        body.details?.some(
          (d) => d.nodeId === 'check' && d.field === '/nodes/4/config/method' && d.reason === 'invalid_value',
        ),
        JSON.stringify(body.details),
      );
      assert.equal(
        (await call('GET', '/admin/flows/bad-service', tokenA)).status,
        404,
        'a refused document stores nothing',
      );
    });

    it('answers bad requests with the error shape, never a 500', async () => {
      const malformed = await call('PUT', '/admin/flows/x', tokenA, '{"name": ');
      assert.equal(malformed.status, 400);
      assert.equal(((await malformed.json()) as ErrorBody).code, 4007);

      const notObject = await call('PUT', '/admin/flows/x', tokenA, '[1,2]');
      assert.equal(notObject.status, 400);
      assert.equal(((await notObject.json()) as ErrorBody).code, 4400);

      const big = await call('PUT', '/admin/flows/x', tokenA, { ...example, padding: 'x'.repeat(70_000) });
      assert.equal(big.status, 413);
      assert.equal(((await big.json()) as ErrorBody).code, 4413);

      const badTarget = await call('POST', '/admin/flows/example/publish', tokenA, { target: 'prod' });
      assert.equal(badTarget.status, 400);
      const unknownField = await call('POST', '/admin/flows/example/publish', tokenA, { target: 'live', force: true });
      assert.equal(unknownField.status, 400);
      const badVersion = await call('POST', '/admin/flows/example/publish', tokenA, { target: 'live', version: 99 });
      assert.equal(badVersion.status, 400);

      const badId = await call('PUT', '/admin/flows/has%20space', tokenA, example);
      assert.equal(badId.status, 400);

      const xml = await call('PUT', '/admin/flows/x', tokenA, '<flow/>', { 'content-type': 'application/xml' });
      assert.equal(xml.status, 415);
      assert.equal(((await xml.json()) as ErrorBody).code, 4415);

      const nowhere = await call('GET', '/admin/nothing', tokenA);
      assert.equal(nowhere.status, 404);
      assert.equal(((await nowhere.json()) as ErrorBody).code, 4404);
    });
  });
}
