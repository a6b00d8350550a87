// The provider_kyb_search step over real HTTP on both dialects, against the shipped registry records:
// the step's search, the pick by PrefillId (resolved outside the engine), the company form it
// prefills and the condition reading it, the refusals, notFound, back, /test and authenticated flows.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../../test/support/flow-client.js';
import { loadDemoBusinesses } from '../../businesses/demo.js';

const TUSCANY = { providerId: 'gb-ch:06473722', name: '"A TASTE OF TUSCANY" LTD', registrationNumber: '06473722' };

function kybFlow(options: { allowNotFound?: boolean; authenticated?: boolean } = {}) {
  return {
    name: 'Business onboarding',
    start: 'about',
    authenticated: options.authenticated ?? false,
    nodes: [
      {
        id: 'about',
        type: 'form',
        title: 'About you',
        next: 'kyb',
        elements: [{ key: 'email', type: 'email', name: 'E-mail', role: 'email' }],
      },
      {
        id: 'kyb',
        type: 'provider_kyb_search',
        title: 'Find your company',
        config: { country: 'GB', allowNotFound: options.allowNotFound ?? true },
        next: 'route',
      },
      {
        id: 'route',
        type: 'condition',
        otherwise: 'manual',
        branches: [
          {
            next: 'company',
            condition: {
              type: 'AND',
              rules: [
                { fieldId: 'step:kyb.status', operator: '=', comparable: { value: 'active' } },
                { fieldId: 'step:kyb.registrationNumber', operator: 'hv' },
              ],
            },
          },
        ],
      },
      {
        id: 'company',
        type: 'form',
        title: 'Your company',
        next: 'done',
        elements: [
          {
            key: 'name',
            type: 'text',
            name: 'Company name',
            role: 'company_name',
            validations: [{ type: 'required' }],
          },
          {
            key: 'nr',
            type: 'text',
            name: 'Registration number',
            role: 'company_nr',
            prefillOptions: 'prefillable_non_editable_visible',
          },
          {
            key: 'country',
            type: 'country_select',
            name: 'Country of incorporation',
            role: 'company_country_incorporation',
          },
          { key: 'city', type: 'text', name: 'City', role: 'company_city' },
        ],
      },
      {
        id: 'manual',
        type: 'form',
        title: 'Tell us about your company',
        next: 'done',
        elements: [{ key: 'described', type: 'textarea', name: 'Your company', normalizedName: 'company_description' }],
      },
      { id: 'done', type: 'end', text: 'Thanks' },
    ],
  };
}

/** The pick feeds a business_verification node directly (step: references), with no company form between. */
const verifyFlow = {
  name: 'Verified pick',
  start: 'kyb',
  nodes: [
    { id: 'kyb', type: 'provider_kyb_search', title: 'Find your company', config: { country: 'GB' }, next: 'verify' },
    {
      id: 'verify',
      type: 'service',
      service: 'business_verification',
      next: 'route',
      config: {
        inputs: {
          companyName: 'step:kyb/name',
          registrationNumber: 'step:kyb/registrationNumber',
          country: ['role:company_country', 'step:kyb/country'],
        },
      },
    },
    {
      id: 'route',
      type: 'condition',
      otherwise: 'review',
      branches: [
        {
          next: 'ok',
          condition: {
            type: 'AND',
            rules: [{ fieldId: 'service:verify.match', operator: '=', comparable: { value: 'match' } }],
          },
        },
      ],
    },
    { id: 'ok', type: 'end', text: 'Verified' },
    { id: 'review', type: 'end', text: 'We will check', status: 'PENDING_REVIEW' },
  ],
};

interface Result {
  ProviderID: string;
  CompanyName: string;
  BusinessRegistrationNumber: string;
  PrefillId: string;
  Ranking: number;
  BusinessIdentifiers: unknown[];
}
interface Answer {
  status: number;
  body: { results?: Result[]; code?: number; details?: Array<{ field?: string; reason: string }> };
}

for (const dialect of DIALECTS) {
  describe(`provider_kyb_search steps (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;
    let now = Date.now();
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    before(async () => {
      server = await startTestServer(dialect, {}, { now: () => now });
      await loadDemoBusinesses(server.services.businessRegistry);
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      const tenantId = server.tenants.a.tenantId;
      const flows: Array<[string, unknown]> = [
        ['kyb', kybFlow()],
        ['kyb-strict', kybFlow({ allowNotFound: false })],
        ['kyb-auth', kybFlow({ authenticated: true })],
        ['kyb-verify', verifyFlow],
      ];
      for (const [flowId, document] of flows) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        for (const target of ['live', 'test'] as const)
          await server.services.flows.publish({ tenantId, flowId, target, actor: 'test' });
      }
    });
    after(async () => {
      await server.close();
    });

    /** A session of `flowId` that answered the first form and now stands on the kyb step. */
    async function atKybStep(
      flowId = 'kyb',
      prefix = '',
      headers: Record<string, string> = {},
    ): Promise<{ session: string; step: StepAnswer }> {
      const start = await api(prefix).get(flowId, undefined, headers);
      assert.equal(start.status, 200, JSON.stringify(start.body));
      const step = await api(prefix).submit(
        flowId,
        start.session,
        { [idOf(start, 'email')]: 'ada@example.com' },
        headers,
      );
      assert.equal(step.body.type, 'provider_kyb_search', JSON.stringify(step.body));
      return { session: start.session!, step };
    }

    async function search(
      path: string,
      session: string | null,
      query: string,
      headers: Record<string, string> = {},
    ): Promise<Answer> {
      const res = await fetch(`${server.baseUrl}${path}?${query}`, {
        headers: { ...(session ? { 'x-hf-session': session } : {}), ...headers },
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    }
    const q = (text: string) => `q=${encodeURIComponent(text)}`;
    const firstPrefillId = async (
      session: string,
      text = 'taste of tus',
      path = '/kyb-search/kyb',
      headers: Record<string, string> = {},
    ) => {
      const found = await search(path, session, q(text), headers);
      assert.equal(found.status, 200, JSON.stringify(found.body));
      return found.body.results![0]!.PrefillId;
    };

    it('the step names its search, which ranks real registry records of its country with PrefillIds', async () => {
      const { session, step } = await atKybStep();
      assert.deepEqual(step.body, {
        id: 'kyb',
        type: 'provider_kyb_search',
        title: 'Find your company',
        canGoBack: true,
        country: 'GB',
        allowNotFound: true,
        searchPath: '/kyb-search/kyb',
      });
      const found = await search(step.body.searchPath, session, q('taste of tus'));
      assert.equal(found.status, 200);
      const [top] = found.body.results!;
      assert.deepEqual(
        [top?.ProviderID, top?.CompanyName, top?.BusinessRegistrationNumber],
        [TUSCANY.providerId, TUSCANY.name, TUSCANY.registrationNumber],
      );
      assert.ok(top!.PrefillId.length > 20 && top!.Ranking > 0 && top!.BusinessIdentifiers.length > 0);
      // Only the step's country: Microsoft is in the registry, but not in GB's.
      const us = await search('/kyb-search/kyb', session, q('Microsoft'));
      assert.ok(
        us.body.results!.every((r) => !/microsoft/i.test(r.CompanyName)),
        JSON.stringify(us.body),
      );
      const few = await search('/kyb-search/kyb', session, `${q('a')}&limit=2&city=London`);
      assert.equal(few.body.results!.length, 2);
      // Searching changes nothing: the session still stands on the step.
      assert.equal((await api().get('kyb', session)).body.type, 'provider_kyb_search');
    });

    it('a service node reads the pick with step: references, and a config naming a step the flow lacks is refused', async () => {
      const start = await api().get('kyb-verify');
      assert.equal(start.body.type, 'provider_kyb_search');
      const prefillId = await firstPrefillId(start.session!, 'taste of tus', '/kyb-search/kyb-verify');
      const end = await api().submit(
        'kyb-verify',
        start.session,
        { PrefillId: prefillId },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.deepEqual([end.body.type, end.body.id], ['end', 'ok'], JSON.stringify(end.body));
      const details = (await (
        await fetch(`${server.baseUrl}/end-clients/${start.session}`, { headers: bearer(tokenA) })
      ).json()) as { serviceResults: { verify?: { match?: string; record?: { providerId?: string } } } };
      assert.equal(details.serviceResults.verify?.match, 'match');
      assert.equal(details.serviceResults.verify?.record?.providerId, TUSCANY.providerId);

      const broken = {
        ...verifyFlow,
        nodes: verifyFlow.nodes.map((n) =>
          n.id === 'verify'
            ? { ...n, config: { inputs: { companyName: 'step:nowhere/name' }, defaultCountry: 'GB' } }
            : n,
        ),
      };
      await assert.rejects(
        server.services.flows
          .putDraft({ tenantId: server.tenants.a.tenantId, flowId: 'kyb-broken', document: broken, actor: 'test' })
          .then(() =>
            server.services.flows.publish({
              tenantId: server.tenants.a.tenantId,
              flowId: 'kyb-broken',
              target: 'live',
              actor: 'test',
            }),
          ),
        (err: unknown) => /needs a company name or registration number/.test(JSON.stringify(err)),
      );
    });

    it('the OpenAPI document has both search paths and the step’s view', async () => {
      const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
        paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string; required?: boolean }> } }>;
        components: { schemas: Record<string, unknown> };
      };
      for (const path of ['/kyb-search/{flowId}', '/test/kyb-search/{flowId}']) {
        assert.ok(
          doc.paths[path]?.get?.parameters?.some((p) => p.name === 'q' && p.in === 'query' && p.required === true),
          path,
        );
      }
      // Component schemas are named by their $id (src/http/openapi.ts).
      const names = Object.keys(doc.components.schemas);
      assert.ok(names.includes('KybSearchStep') && names.includes('KybBusiness'), JSON.stringify(names));
    });

    it('searching from any other step is 400 4014; a finished run 4013; no or an unknown session 404', async () => {
      const start = await api().get('kyb');
      const atForm = await search('/kyb-search/kyb', start.session, q('tuscany'));
      assert.deepEqual(
        [atForm.status, atForm.body.code, atForm.body.details?.[0]?.reason],
        [400, 4014, 'not_kyb_search_step'],
      );
      const missing = await search('/kyb-search/kyb', null, q('tuscany'));
      assert.deepEqual([missing.status, missing.body.code], [404, 4100]);
      const unknown = await search('/kyb-search/kyb', '00000000-0000-4000-8000-000000000000', q('tuscany'));
      assert.deepEqual([unknown.status, unknown.body.code], [404, 4100]);
      const { session } = await atKybStep();
      await api().submit('kyb', session, { notFound: true });
      const done = await api().submit('kyb', session, { company_description: 'A small shop' });
      assert.equal(done.body.type, 'end');
      assert.deepEqual([(await search('/kyb-search/kyb', session, q('tuscany'))).body.code], [4013]);
    });

    it('a blank, missing or too long q, a bad limit and unknown parameters are 400 4400 naming the parameter', async () => {
      const { session } = await atKybStep();
      for (const [query, field] of [
        ['', 'querystring/q'],
        ['q=', 'querystring/q'],
        [q('   '), 'querystring/q'],
        [q('x'.repeat(201)), 'querystring/q'],
        [`${q('a')}&limit=0`, 'querystring/limit'],
        [`${q('a')}&limit=51`, 'querystring/limit'],
        [`${q('a')}&limit=ten`, 'querystring/limit'],
        [`${q('a')}&country=US`, 'querystring/country'],
      ] as const) {
        const bad = await search('/kyb-search/kyb', session, query);
        assert.deepEqual([bad.status, bad.body.code], [400, 4400], query);
        assert.ok(
          bad.body.details?.some((d) => d.field?.startsWith(field)),
          `${query}: ${JSON.stringify(bad.body)}`,
        );
      }
    });

    it('a pick by PrefillId prefills the company form, a condition reads it, and the end client shows it', async () => {
      const { session } = await atKybStep();
      const company = await api().submit('kyb', session, { PrefillId: await firstPrefillId(session) });
      assert.deepEqual([company.status, company.body.id], [200, 'company'], JSON.stringify(company.body));
      const field = (role: string) => company.body.elements?.find((e) => e.role === role);
      assert.equal(field('company_name')?.value, TUSCANY.name);
      assert.deepEqual([field('company_nr')?.value, field('company_nr')?.readOnly], [TUSCANY.registrationNumber, true]);
      assert.equal(field('company_country_incorporation')?.value, 'GB');
      assert.equal(field('company_city')?.value, 'BOREHAMWOOD');
      const done = await api().submit('kyb', session, { company_name: 'A Taste of Tuscany' });
      assert.equal(done.body.type, 'end');
      const details = (await (
        await fetch(`${server.baseUrl}/end-clients/${session}`, { headers: bearer(tokenA) })
      ).json()) as {
        providerSteps: Array<{ nodeId: string; type: string; submitted: Record<string, unknown> }>;
        values: Array<{ role: string | null; value: unknown }>;
      };
      const kyb = details.providerSteps.find((p) => p.nodeId === 'kyb');
      assert.equal(kyb?.type, 'provider_kyb_search');
      assert.deepEqual(
        {
          found: kyb?.submitted.found,
          providerId: kyb?.submitted.providerId,
          status: kyb?.submitted.status,
          postalCode: kyb?.submitted.postalCode,
        },
        { found: true, providerId: TUSCANY.providerId, status: 'active', postalCode: 'WD6 1JD' },
      );
      assert.equal(details.values.find((v) => v.role === 'company_nr')?.value, TUSCANY.registrationNumber);
    });

    it('tampered, foreign, expired, wrong-country and malformed picks are refused and leave the step as it was', async () => {
      const { session } = await atKybStep();
      const token = await firstPrefillId(session);
      const refused = async (body: unknown) => {
        const r = await api().submit('kyb', session, body);
        return [r.status, r.body.code, (r.body.details as Array<{ reason: string }> | undefined)?.[0]?.reason];
      };
      const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
      assert.deepEqual(await refused({ PrefillId: tampered }), [400, 4008, 'invalid_prefill_id']);
      assert.deepEqual(await refused({ PrefillId: 'garbage' }), [400, 4008, 'invalid_prefill_id']);
      const autocomplete = async (token: string, body: unknown) =>
        (
          (await (
            await fetch(`${server.baseUrl}/v3/business/autocomplete`, {
              method: 'POST',
              headers: { ...bearer(token), 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).json()) as { results: Result[] }
        ).results[0]!.PrefillId;
      const foreign = await autocomplete(tokenB, { CountryCode: 'GB', CompanyName: 'taste of tus' });
      assert.deepEqual(await refused({ PrefillId: foreign }), [400, 4008, 'invalid_prefill_id']);
      const american = await autocomplete(tokenA, { CountryCode: 'US', CompanyName: 'Microsoft' });
      assert.deepEqual(await refused({ PrefillId: american }), [400, 4008, 'wrong_country']);
      now += 31 * 60_000;
      try {
        assert.deepEqual(await refused({ PrefillId: token }), [400, 4008, 'expired']);
      } finally {
        now -= 31 * 60_000;
      }
      for (const body of [
        {},
        { PrefillId: 7 },
        { PrefillId: token, notFound: true },
        { company_name: 'Acme' },
        [token],
      ]) {
        assert.deepEqual((await refused(body)).slice(0, 2), [400, 4007], JSON.stringify(body));
      }
      const still = await api().get('kyb', session);
      assert.deepEqual([still.body.type, still.body.selected], ['provider_kyb_search', undefined]);
      assert.equal(
        (await api().submit('kyb', session, { PrefillId: token })).body.id,
        'company',
        'the genuine token still works',
      );
    });

    it('notFound takes the other branch where allowed, and is 400 4008 where not', async () => {
      const { session } = await atKybStep();
      const manual = await api().submit('kyb', session, { notFound: true });
      assert.deepEqual([manual.status, manual.body.id], [200, 'manual']);
      const strict = await atKybStep('kyb-strict');
      assert.equal(strict.step.body.allowNotFound, false);
      const refused = await api().submit('kyb-strict', strict.session, { notFound: true });
      assert.deepEqual(
        [refused.status, refused.body.code, (refused.body.details as Array<{ reason: string }>)[0]?.reason],
        [400, 4008, 'not_found_not_allowed'],
      );
      assert.equal((await api().get('kyb-strict', strict.session)).body.type, 'provider_kyb_search');
    });

    it('back returns to the step showing the pick, and a new pick replaces it', async () => {
      const { session } = await atKybStep();
      await api().submit('kyb', session, { PrefillId: await firstPrefillId(session) });
      const back = await api().back('kyb', session);
      assert.equal(back.body.type, 'provider_kyb_search');
      const selected = back.body.selected as Record<string, unknown>;
      assert.deepEqual(
        [selected.providerId, selected.name, selected.country, selected.city],
        [TUSCANY.providerId, TUSCANY.name, 'GB', 'BOREHAMWOOD'],
      );
      const other = (await search('/kyb-search/kyb', session, q('a'))).body.results!.find(
        (r) => r.ProviderID !== TUSCANY.providerId && r.BusinessRegistrationNumber !== '',
      );
      assert.ok(other);
      const company = await api().submit('kyb', session, { PrefillId: other.PrefillId });
      assert.equal(
        company.body.elements?.find((e) => e.role === 'company_nr')?.value,
        other.BusinessRegistrationNumber,
      );
      const again = await api().back('kyb', session);
      assert.equal((again.body.selected as { providerId: string }).providerId, other.ProviderID);
      assert.equal((await api().back('kyb', session)).body.id, 'about', 'and back again to the first form');
    });

    it('under /test the step points at the /test search, which serves test sessions only', async () => {
      const { session, step } = await atKybStep('kyb', '/test');
      assert.equal(step.body.searchPath, '/test/kyb-search/kyb');
      const token = await firstPrefillId(session, 'tuscany', '/test/kyb-search/kyb');
      assert.deepEqual(
        [(await search('/kyb-search/kyb', session, q('tuscany'))).body.code],
        [4101],
        'a test session is not a live one',
      );
      const company = await api('/test').submit('kyb', session, { PrefillId: token });
      assert.equal(company.body.id, 'company');
    });

    it('on an authenticated flow the search needs the flow tenant\u2019s bearer token', async () => {
      const headers = bearer(tokenA);
      const { session } = await atKybStep('kyb-auth', '', headers);
      const anonymous = await search('/kyb-search/kyb-auth', session, q('tuscany'));
      assert.deepEqual([anonymous.status, anonymous.body.code], [401, 4031]);
      const other = await search('/kyb-search/kyb-auth', session, q('tuscany'), bearer(tokenB));
      assert.deepEqual([other.status, other.body.code], [401, 4011]);
      const token = await firstPrefillId(session, 'tuscany', '/kyb-search/kyb-auth', headers);
      const company = await api().submit('kyb-auth', session, { PrefillId: token }, headers);
      assert.equal(company.body.id, 'company');
    });
  });
}
