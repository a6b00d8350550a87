// The Studio's editing calls over real HTTP, on SQLite and PostgreSQL: save a document as a new
// version (refused with every problem when invalid, or when another save came in between), the
// version history, publishing a version to test and live, and then running it over the public
// flow API; CSRF refusals and tenant isolation on each call.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { DIALECTS } from '../../../test/support/stores.js';
import { studioSignIn, type StudioCaller } from '../../../test/support/studio-client.js';
import { flowClient } from '../../../test/support/flow-client.js';

const doc = (text: string) => ({
  name: 'Studio-made',
  nodes: [
    {
      id: 'ask',
      type: 'form',
      title: 'Your e-mail',
      next: 'done',
      elements: [{ key: 'email', type: 'email', name: 'E-mail', role: 'email', validations: [{ type: 'required' }] }],
    },
    { id: 'done', type: 'end', status: 'ACCEPTED', text },
  ],
  layout: { ask: { x: 10, y: 20 }, done: { x: 10, y: 160 } },
});

for (const dialect of DIALECTS) {
  describe(`studio editing API (${dialect})`, () => {
    let server: TestServer;
    let a: StudioCaller;
    let b: StudioCaller;
    before(async () => {
      server = await startTestServer(dialect);
      a = await studioSignIn(server, server.tenants.a);
      b = await studioSignIn(server, server.tenants.b);
    });
    after(async () => {
      await server?.close();
    });

    it('saves new versions, lists them, publishes to test and live, and the live one runs', async () => {
      const first = await a.call('POST', '/flows/made/versions', { document: doc('v1'), basedOn: 0 });
      assert.equal(first.status, 201, JSON.stringify(first.body));
      assert.equal(first.body.version, 1);
      const second = await a.call('POST', '/flows/made/versions', { document: doc('v2'), basedOn: 1 });
      assert.equal(second.body.version, 2);
      const stale = await a.call('POST', '/flows/made/versions', { document: doc('v3'), basedOn: 1 });
      assert.equal(stale.status, 409);
      assert.equal(stale.body.code, 4409);

      const saved = await a.call('GET', '/flows/made/versions/2');
      assert.deepEqual((saved.body.document as { layout: unknown }).layout, doc('v2').layout, 'layout kept');
      assert.match(String(saved.body.createdBy), /^studio:user:/);

      assert.equal((await a.call('POST', '/flows/made/publish', { target: 'test', version: 2 })).status, 200);
      const live = await a.call('POST', '/flows/made/publish', { target: 'live', version: 1 });
      assert.equal(live.status, 200, JSON.stringify(live.body));
      assert.equal(live.body.target, 'live');

      const history = await a.call('GET', '/flows/made/versions');
      assert.equal(history.status, 200);
      const versions = history.body.versions as Array<{ version: number; publications: Array<{ target: string }> }>;
      assert.deepEqual(
        versions.map((v) => [v.version, v.publications.map((p) => p.target)]),
        [
          [2, ['test']],
          [1, ['live']],
        ],
      );
      assert.deepEqual(
        [
          (history.body.flow as { testVersion: number }).testVersion,
          (history.body.flow as { liveVersion: number }).liveVersion,
        ],
        [2, 1],
      );

      // The live slot runs version 1 over the public API, the test slot version 2.
      for (const [prefix, text] of [
        ['', 'v1'],
        ['/test', 'v2'],
      ] as const) {
        const api = flowClient(server.baseUrl, prefix);
        const step = await api.get('made');
        assert.equal(step.status, 200, JSON.stringify(step.body));
        const end = await api.submit('made', step.session, { email: 'a@example.com' });
        assert.equal(end.body.type, 'end', JSON.stringify(end.body));
        assert.equal(end.body.text, text);
      }
    });

    it('refuses an invalid document with every problem (4420) and saves nothing', async () => {
      const bad = { ...doc('x'), nodes: [{ ...doc('x').nodes[0], next: 'nowhere' }] };
      const res = await a.call('POST', '/flows/bad/versions', { document: bad });
      assert.equal(res.status, 422, JSON.stringify(res.body));
      assert.equal(res.body.code, 4420);
      const details = res.body.details as Array<{ nodeId?: string }>;
      assert.ok(details.some((d) => d.nodeId === 'ask'));
      assert.equal((await a.call('GET', '/flows/bad/versions')).body.code, 4000);
    });

    it('refuses saving and publishing without the CSRF token or with a wrong one', async () => {
      for (const csrf of [false, 'forged'] as const) {
        const save = await a.call('POST', '/flows/made/versions', { document: doc('csrf') }, { csrf });
        assert.equal(save.status, 403);
        assert.equal(save.body.code, 4030);
        const publish = await a.call('POST', '/flows/made/publish', { target: 'live', version: 2 }, { csrf });
        assert.equal(publish.body.code, 4030);
      }
      // b's own token does not work with a's cookie either.
      assert.equal(
        (await a.call('POST', '/flows/made/publish', { target: 'live', version: 2 }, { csrf: b.csrf })).status,
        403,
      );
    });

    it("keeps tenants apart: another tenant's flow answers like a missing one and cannot be taken over", async () => {
      assert.equal((await b.call('GET', '/flows/made/versions')).body.code, 4000);
      assert.equal((await b.call('POST', '/flows/made/publish', { target: 'live', version: 2 })).body.code, 4000);
      const takeover = await b.call('POST', '/flows/made/versions', { document: doc('mine') });
      assert.equal(takeover.status, 403);
      assert.equal(takeover.body.code, 4030);
      const history = await a.call('GET', '/flows/made/versions');
      assert.equal((history.body.versions as unknown[]).length, 2, 'nothing saved by b');
    });

    it('refuses publishing a version that does not exist', async () => {
      const res = await a.call('POST', '/flows/made/publish', { target: 'test', version: 99 });
      assert.equal(res.status, 400);
      assert.equal(res.body.code, 4400);
    });
  });
}
