import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { loadDemoLists } from '../../screening/demo.js';

describe('direct screening API', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer('sqlite');
    await loadDemoLists(server.services.monitoring.registry);
    token = await getToken(server, server.tenants.a);
  });
  after(async () => {
    await server.close();
  });

  const post = (path: string, body: unknown, auth = true) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('finds a listed person and names the lists used', async () => {
    const res = await post('/v1/screening/individual', { FirstName: 'Vladimir', LastName: 'Putin' });
    assert.equal(res.status, 200);
    const body = (await res.json()) as {
      MonitoringResult: { WatchlistState: string; WatchlistData: { num_WL_hits: number } };
      Provenance: Array<{ ListName: string }>;
    };
    assert.equal(body.MonitoringResult.WatchlistState, 'Potential Hit');
    assert.ok(body.MonitoringResult.WatchlistData.num_WL_hits >= 1);
    assert.ok(body.Provenance.length >= 1);
  });

  it('answers No Hit with nulls for an unlisted person', async () => {
    const res = await post('/v1/screening/individual', {
      FirstName: 'Margit',
      LastName: 'Oddveigsdottir-Quist',
      DateOfBirth: '1988-04-02',
    });
    const body = (await res.json()) as { MonitoringResult: Record<string, unknown> };
    assert.equal(body.MonitoringResult.WatchlistState, 'No Hit');
    assert.equal(body.MonitoringResult.WatchlistData, null);
    assert.equal(body.MonitoringResult.WatchlistHitDetails, null);
  });

  it('screens a batch in request order and bounds its size', async () => {
    const res = await post('/v1/screening/individual/batch', {
      Subjects: [{ LastName: 'Oddveigsdottir-Quist' }, { FirstName: 'Vladimir', LastName: 'Putin' }],
    });
    const body = (await res.json()) as { Results: Array<{ MonitoringResult: { WatchlistState: string } }> };
    assert.deepEqual(
      body.Results.map((r) => r.MonitoringResult.WatchlistState),
      ['No Hit', 'Potential Hit'],
    );
    const tooMany = await post('/v1/screening/individual/batch', {
      Subjects: Array.from({ length: 1001 }, () => ({ LastName: 'X' })),
    });
    assert.equal(tooMany.status, 400);
  });

  it('rejects bad input and missing tokens with the error shape', async () => {
    const noName = await post('/v1/screening/individual', { FirstName: 'Only' });
    assert.equal(noName.status, 400);
    assert.equal(((await noName.json()) as { code: number }).code, 4400);
    const badDate = await post('/v1/screening/individual', { LastName: 'X', DateOfBirth: '02/04/1988' });
    assert.equal(badDate.status, 400);
    const extra = await post('/v1/screening/individual', { LastName: 'X', Shoe: 42 });
    assert.equal(extra.status, 400);
    const anonymous = await post('/v1/screening/individual', { LastName: 'X' }, false);
    assert.equal(anonymous.status, 401);
  });
});
