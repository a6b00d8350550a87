// GET /end-clients over real HTTP on both dialects: newest first, by status and flow, keyset
// pages that neither repeat nor skip, one tenant and one mode at a time, and clear 400s.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient } from '../../test/support/flow-client.js';

const oneForm = (status: string) => ({
  name: `Ends ${status}`,
  start: 'a',
  nodes: [
    {
      id: 'a',
      type: 'form',
      title: 'A',
      next: 'end',
      elements: [{ key: 'first', type: 'text', name: 'First name', role: 'first_name' }],
    },
    { id: 'end', type: 'end', text: 'Thanks', status },
  ],
});

interface Page {
  endClients: Array<{ endClientId: string; flowId: string; status: string; flowVersion: number }>;
  nextCursor: string | null;
  code?: number;
}

for (const dialect of DIALECTS) {
  describe(`GET /end-clients (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;
    const created: Array<{ id: string; flowId: string; status: string }> = [];
    let skew = 0;

    async function list(
      query = '',
      token: string | null = tokenA,
      prefix = '',
    ): Promise<{ status: number; body: Page }> {
      const res = await fetch(`${server.baseUrl}${prefix}/end-clients${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.status, body: (await res.json()) as Page };
    }

    before(async () => {
      // Every run is created a millisecond after the previous one, and two at the same instant,
      // so the order is known and the (created_at, id) tie-break is exercised.
      server = await startTestServer(dialect, {}, { now: () => 1_800_000_000_000 + skew });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      for (const [tenant, flowId, status] of [
        ['a', 'review', 'PENDING_REVIEW'],
        ['a', 'accept', 'ACCEPTED'],
        ['b', 'review', 'PENDING_REVIEW'],
      ] as const) {
        const tenantId = server.tenants[tenant].tenantId;
        await server.services.flows.putDraft({
          tenantId,
          flowId: tenant === 'b' ? 'review-b' : flowId,
          document: oneForm(status),
          actor: 'test',
        });
        for (const target of ['live', 'test'] as const)
          await server.services.flows.publish({
            tenantId,
            flowId: tenant === 'b' ? 'review-b' : flowId,
            target,
            actor: 'test',
          });
      }
      const api = flowClient(server.baseUrl);
      for (let i = 0; i < 7; i++) {
        if (i !== 3) skew += 1;
        const flowId = i % 3 === 0 ? 'accept' : 'review';
        const start = await api.get(flowId);
        let status = 'NOT_STARTED';
        if (i % 2 === 0)
          status =
            (await api.submit(flowId, start.session, { first_name: 'Ada' })).body.type === 'end'
              ? flowId === 'accept'
                ? 'ACCEPTED'
                : 'PENDING_REVIEW'
              : '?';
        created.push({ id: start.session!, flowId, status });
      }
      await flowClient(server.baseUrl, '/test').get('review');
      await api.get('review-b');
    });
    after(async () => {
      await server.close();
    });

    const newestFirst = () => [...created].reverse();

    it("lists the tenant's live end clients newest first, with their flow, version and status", async () => {
      const { status, body } = await list();
      assert.equal(status, 200);
      // Two runs share an instant: among them the larger id comes first.
      const expected = newestFirst().sort((x, y) => created.indexOf(y) - created.indexOf(x));
      assert.deepEqual(new Set(body.endClients.map((e) => e.endClientId)), new Set(expected.map((e) => e.id)));
      assert.equal(body.endClients.length, 7);
      assert.deepEqual(
        body.endClients.map((e) => [e.endClientId, e.flowId, e.status]).sort(),
        created.map((e) => [e.id, e.flowId, e.status]).sort(),
      );
      assert.ok(body.endClients.every((e) => e.flowVersion === 1));
      assert.equal(body.nextCursor, null);
    });

    it('pages with nextCursor without repeating or skipping a run', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const { body }: { body: Page } = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        assert.ok(Array.isArray(body.endClients), JSON.stringify(body));
        assert.ok(body.endClients.length <= 2);
        seen.push(...body.endClients.map((e) => e.endClientId));
        cursor = body.nextCursor;
        pages++;
      } while (cursor !== null);
      assert.equal(pages, 4);
      assert.deepEqual(
        seen,
        (await list()).body.endClients.map((e) => e.endClientId),
      );
    });

    it('filters by status (the review queue) and by flow', async () => {
      const review = (await list('?status=PENDING_REVIEW')).body.endClients;
      assert.deepEqual(
        review.map((e) => e.endClientId).sort(),
        created
          .filter((e) => e.status === 'PENDING_REVIEW')
          .map((e) => e.id)
          .sort(),
      );
      assert.ok(review.length > 0);
      const accept = (await list('?flowId=accept')).body.endClients;
      assert.deepEqual(
        accept.map((e) => e.endClientId).sort(),
        created
          .filter((e) => e.flowId === 'accept')
          .map((e) => e.id)
          .sort(),
      );
      assert.deepEqual(
        (await list('?flowId=accept&status=NOT_STARTED')).body.endClients.map((e) => e.endClientId).sort(),
        created
          .filter((e) => e.flowId === 'accept' && e.status === 'NOT_STARTED')
          .map((e) => e.id)
          .sort(),
      );
    });

    it('keeps modes and tenants apart', async () => {
      const test = (await list('', tokenA, '/test')).body.endClients;
      assert.equal(test.length, 1);
      assert.ok(!created.some((e) => e.id === test[0]!.endClientId));
      const other = (await list('', tokenB)).body.endClients;
      assert.deepEqual(
        other.map((e) => e.flowId),
        ['review-b'],
      );
    });

    it('answers bad queries with 400 and a missing token with 401', async () => {
      for (const query of [
        '?status=DONE',
        '?limit=0',
        '?limit=501',
        '?limit=x',
        '?cursor=not-a-cursor',
        `?cursor=${Buffer.from('[1,2]').toString('base64url')}`,
        '?colour=red',
      ]) {
        const { status, body } = await list(query);
        assert.equal(status, 400, query);
        assert.equal(body.code, 4400, query);
      }
      assert.equal((await list('', null)).status, 401);
    });
  });
}
