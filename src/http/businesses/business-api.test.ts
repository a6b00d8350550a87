import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient } from '../../../test/support/flow-client.js';
import { loadDemoBusinesses } from '../../businesses/demo.js';

interface Item {
  ProviderID: string;
  CompanyName: string;
  PrefillId: string;
  Ranking: number;
  NumberOfDuplicates: number;
  Explanation?: unknown;
}

const companyFlow = {
  name: 'Company',
  authenticated: false,
  start: 'company',
  nodes: [
    {
      id: 'company',
      type: 'form',
      title: 'Your company',
      next: 'done',
      elements: [
        { key: 'name', type: 'text', name: 'Company name', role: 'company_name', validations: [{ type: 'required' }] },
        { key: 'nr', type: 'text', name: 'Registration number', role: 'company_nr' },
        {
          key: 'country',
          type: 'country_select',
          name: 'Country of incorporation',
          role: 'company_country_incorporation',
        },
      ],
    },
    { id: 'done', type: 'end', text: 'Thanks' },
  ],
};

describe('business prefill search API', () => {
  let server: TestServer;
  let token: string;
  let other: string;
  let now = Date.now();
  before(async () => {
    server = await startTestServer('sqlite', {}, { now: () => now });
    await loadDemoBusinesses(server.services.businessRegistry);
    token = await getToken(server, server.tenants.a);
    other = await getToken(server, server.tenants.b);
  });
  after(async () => {
    await server.close();
  });

  const call = (method: string, path: string, body?: unknown, bearer = token) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const search = async (body: unknown) =>
    (await (await call('POST', '/v3/business/autocomplete', body)).json()) as { results: Item[] };

  it('answers ranked suggestions with PrefillIds for real records', async () => {
    const { results } = await search({ PackageId: 'kyb', CountryCode: 'us', CompanyName: 'Microsof', Limit: 5 });
    assert.ok(results.length > 0 && results.length <= 5);
    assert.match(results[0]!.CompanyName, /microsoft/i);
    assert.ok(results[0]!.PrefillId.length > 20);
    for (let i = 1; i < results.length; i++) assert.ok(results[i - 1]!.Ranking >= results[i]!.Ranking);
    const explained = await search({ CountryCode: 'US', CompanyName: 'Microsoft', Explain: true, Limit: 1 });
    assert.ok(explained.results[0]?.Explanation);
  });

  it('answers empty results for an unknown country, and 400 for bad input', async () => {
    assert.deepEqual((await search({ CountryCode: 'ZZ', CompanyName: 'Acme' })).results, []);
    for (const body of [
      { CompanyName: 'Acme' },
      { CountryCode: 'US', CompanyName: '  ' },
      { CountryCode: 'USA', CompanyName: 'A' },
      { CountryCode: 'US', CompanyName: 'A', Limit: 51 },
      [1],
    ]) {
      const res = await call('POST', '/v3/business/autocomplete', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      const err = (await res.json()) as { code: number; details: unknown[] };
      assert.equal(err.code, 4400);
    }
    assert.equal(
      (await call('POST', '/v3/business/autocomplete', { CountryCode: 'US', CompanyName: 'A' }, 'nope')).status,
      401,
    );
  });

  it('resolves a PrefillId for its tenant only, and refuses tampered or expired ones', async () => {
    const [first] = (await search({ CountryCode: 'US', CompanyName: 'Microsoft', Limit: 1 })).results;
    const ok = await call('GET', `/v3/business/prefill/${encodeURIComponent(first!.PrefillId)}`);
    assert.equal(ok.status, 200);
    assert.equal(((await ok.json()) as { ProviderID: string }).ProviderID, first!.ProviderID);
    const tampered = first!.PrefillId.slice(0, -3) + (first!.PrefillId.endsWith('AAA') ? 'BBB' : 'AAA');
    assert.equal((await call('GET', `/v3/business/prefill/${encodeURIComponent(tampered)}`)).status, 400);
    assert.equal(
      (await call('GET', `/v3/business/prefill/${encodeURIComponent(first!.PrefillId)}`, undefined, other)).status,
      404,
    );
    now += 31 * 60_000;
    const expired = await call('GET', `/v3/business/prefill/${encodeURIComponent(first!.PrefillId)}`);
    now -= 31 * 60_000;
    assert.equal(expired.status, 400);
    assert.equal(((await expired.json()) as { details: Array<{ reason: string }> }).details[0]?.reason, 'expired');
  });

  it('verifies submitted fields against the registry', async () => {
    const res = await call('POST', '/v3/business/verify', { CountryCode: 'US', CompanyName: 'Microsoft Corp' });
    assert.equal(res.status, 200);
    const body = JSON.stringify(await res.json());
    assert.match(body, /"match"/);
    assert.equal((await call('POST', '/v3/business/verify', { CompanyName: 'x' })).status, 400);
  });

  it('fills a flow\u2019s company fields from a PrefillId through /init', async () => {
    const tenantId = server.tenants.a.tenantId;
    await server.services.flows.putDraft({ tenantId, flowId: 'company', document: companyFlow, actor: 't' });
    await server.services.flows.publish({ tenantId, flowId: 'company', target: 'live', actor: 't' });
    const [gleif] = (await search({ CountryCode: 'GB', CompanyName: 'a', Limit: 1 })).results;
    assert.ok(gleif, 'a GB record to prefill from');
    const init = await call('POST', '/init/company', { PrefillId: gleif.PrefillId });
    assert.equal(init.status, 200, await init.clone().text());
    const session = init.headers.get('x-hf-session');
    const step = await flowClient(server.baseUrl).get('company', session);
    const name = step.body.elements?.find((e) => e.role === 'company_name');
    assert.equal(name?.value, gleif.CompanyName);
    const country = step.body.elements?.find((e) => e.role === 'company_country_incorporation');
    assert.equal(country?.value, 'GB');
    const bad = await call('POST', '/init/company', { PrefillId: 'garbage' });
    assert.equal(bad.status, 400);
  });
});
