// GET /resume/api/kyb-search over real HTTP on both dialects: a resume link's holder searches the
// registry of its session's provider_kyb_search step with the resume token alone, and the step
// views of the resume API point at that search. Runs the example flow onboarding-kyb against the
// shipped registry records, as the demo does.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient } from '../../test/support/flow-client.js';
import { httpCall, type HttpAnswer } from '../../test/support/http-call.js';
import { loadDemoBusinesses } from '../businesses/demo.js';
import { loadExample } from '../flows/document/test-support/example.js';

const TUSCANY = { providerId: 'gb-ch:06473722', name: '"A TASTE OF TUSCANY" LTD', registrationNumber: '06473722' };
const SEARCH = '/resume/api/kyb-search';

interface Result {
  ProviderID: string;
  CompanyName: string;
  BusinessRegistrationNumber: string;
  City: string;
  PrefillId: string;
}
type Answer = HttpAnswer<
  Record<string, unknown> & {
    code?: number;
    type?: string;
    id?: string;
    results?: Result[];
    details?: Array<{ field?: string; reason: string }>;
  }
>;

for (const dialect of DIALECTS) {
  describe(`the resume page's registry search (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    // The service's clock runs ahead by `skew` ms when a test needs a link to expire.
    let skew = 0;
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);

    const call = (
      method: string,
      path: string,
      token: string | null,
      options: { body?: unknown; headers?: Record<string, string> } = {},
    ): Promise<Answer> => httpCall(server.baseUrl, method, path, { ...options, token });
    /** A resume link to a new session of `flowId`: its token and the session id. */
    async function link(
      flowId = 'onboarding-kyb',
      options: { prefix?: string; ttl?: number } = {},
    ): Promise<{ token: string; session: string }> {
      const made = await call(
        'POST',
        `${options.prefix ?? ''}/signed-url/${flowId}${options.ttl ? `?ttlSeconds=${options.ttl}` : ''}`,
        tokenA,
      );
      assert.equal(made.status, 200, JSON.stringify(made.body));
      return {
        token: new URL(made.body.url as string).pathname.split('/').pop()!,
        session: made.body.endClientId as string,
      };
    }
    const resume = (token: string, op: 'step' | 'back' | 'submit', body?: unknown) =>
      call(op === 'submit' ? 'POST' : 'GET', `/resume/api/${op}`, token, body !== undefined ? { body } : {});
    const search = (token: string | null, query: string, headers: Record<string, string> = {}) =>
      call('GET', `${SEARCH}?${query}`, token, { headers });
    const q = (text: string) => `q=${encodeURIComponent(text)}`;
    const firstPrefillId = async (token: string, text = 'taste of tus') => {
      const found = await search(token, q(text));
      assert.equal(found.status, 200, JSON.stringify(found.body));
      return found.body.results![0]!.PrefillId;
    };

    before(async () => {
      server = await startTestServer(dialect, {}, { now: () => Date.now() + skew });
      await loadDemoBusinesses(server.services.businessRegistry);
      tokenA = await getToken(server, server.tenants.a);
      const tenantId = server.tenants.a.tenantId;
      const example = loadExample('onboarding-kyb') as Record<string, unknown>;
      for (const [flowId, document] of [
        ['onboarding-kyb', example],
        ['kyb-auth', { ...example, authenticated: true }],
      ] as const) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        for (const target of ['live', 'test'] as const)
          await server.services.flows.publish({ tenantId, flowId, target, actor: 'test' });
      }
    });
    after(async () => {
      await server.close();
    });

    it('the step names the resume search, which answers what the flow route answers for the session', async () => {
      const { token, session } = await link();
      const step = await resume(token, 'step');
      assert.deepEqual(step.body, {
        id: 'kyb',
        type: 'provider_kyb_search',
        title: 'Find your company',
        canGoBack: false,
        country: 'GB',
        allowNotFound: true,
        searchPath: SEARCH,
      });
      // The flow API still names its own search for the same session.
      assert.equal((await api().get('onboarding-kyb', session)).body.searchPath, '/kyb-search/onboarding-kyb');

      const found = await search(token, `${q('taste of tus')}&limit=3&city=Borehamwood`);
      assert.equal(found.status, 200, JSON.stringify(found.body));
      assert.equal(found.headers.get('x-hf-session'), null);
      const direct = await call(
        'GET',
        `/kyb-search/onboarding-kyb?${q('taste of tus')}&limit=3&city=Borehamwood`,
        null,
        { headers: { 'x-hf-session': session } },
      );
      const withoutIds = (results: Result[] | undefined) => results?.map(({ PrefillId: _id, ...rest }) => rest);
      assert.deepEqual(withoutIds(found.body.results), withoutIds(direct.body.results));
      const [top] = found.body.results!;
      assert.deepEqual(
        [top?.ProviderID, top?.CompanyName, top?.BusinessRegistrationNumber],
        [TUSCANY.providerId, TUSCANY.name, TUSCANY.registrationNumber],
      );

      // Its PrefillId is the one the step takes: the company form, prefilled from the registry.
      const company = await resume(token, 'submit', { PrefillId: top!.PrefillId });
      assert.deepEqual([company.status, company.body.id], [200, 'company'], JSON.stringify(company.body));
      const elements = company.body.elements as Array<{ role?: string; value?: unknown }>;
      assert.equal(elements.find((e) => e.role === 'company_nr')?.value, TUSCANY.registrationNumber);
      // Back shows the pick, still with the resume search.
      const back = await resume(token, 'back');
      assert.equal(back.body.searchPath, SEARCH);
      assert.equal((back.body.selected as { providerId: string }).providerId, TUSCANY.providerId);
    });

    it('a /test link searches the test session; an authenticated flow needs nothing but the token', async () => {
      const test = await link('onboarding-kyb', { prefix: '/test' });
      assert.equal((await resume(test.token, 'step')).body.searchPath, SEARCH);
      assert.equal(
        (await resume(test.token, 'submit', { PrefillId: await firstPrefillId(test.token, 'tuscany') })).body.id,
        'company',
      );

      const secure = await link('kyb-auth');
      assert.equal((await resume(secure.token, 'step')).body.type, 'provider_kyb_search');
      const prefillId = await firstPrefillId(secure.token);
      // The resume token is no access token: the flow route refuses it.
      const refused = await call('GET', `/kyb-search/kyb-auth?${q('tuscany')}`, secure.token, {
        headers: { 'x-hf-session': secure.session },
      });
      assert.deepEqual([refused.status, refused.body.code], [401, 4011]);
      assert.equal((await resume(secure.token, 'submit', { PrefillId: prefillId })).body.id, 'company');
    });

    it('off the step: 4014 naming the token as the session\u2019s source; a finished run 4013; an abandoned one 4109', async () => {
      const { token } = await link();
      // Not shown yet: the link's session has not started.
      const early = await search(token, q('tuscany'));
      assert.deepEqual(
        [early.status, early.body.code, early.body.details?.[0]?.reason],
        [400, 4014, 'not_kyb_search_step'],
      );
      await resume(token, 'step');
      assert.equal((await search(token, q('tuscany'))).status, 200);
      const manual = await resume(token, 'submit', { notFound: true });
      assert.equal(manual.body.id, 'manual');
      const atForm = await search(token, q('tuscany'));
      assert.deepEqual([atForm.status, atForm.body.code], [400, 4014]);
      assert.deepEqual(
        atForm.body.details?.map((d) => [d.field, d.reason]),
        [['headers/authorization', 'not_kyb_search_step']],
      );
      const ids = Object.fromEntries(
        (manual.body.elements as Array<{ id: string; normalizedName?: string }>).map((e) => [
          e.normalizedName ?? '',
          e.id,
        ]),
      );
      const end = await resume(token, 'submit', {
        [ids.unlisted_company_name!]: 'Acme Ltd',
        [ids.unlisted_company_email!]: 'acme@example.com',
      });
      assert.equal(end.body.type, 'end');
      assert.deepEqual(
        [(await search(token, q('tuscany'))).status, (await search(token, q('tuscany'))).body.code],
        [400, 4013],
      );

      // Back on the step after a pick (in progress, so it can be abandoned), then abandoned.
      const other = await link();
      await resume(other.token, 'step');
      await resume(other.token, 'submit', { PrefillId: await firstPrefillId(other.token) });
      assert.equal((await resume(other.token, 'back')).body.type, 'provider_kyb_search');
      const abandon = await call('PUT', '/end-clients/status', tokenA, {
        body: { endClientIds: [other.session], status: 'ABANDONED' },
      });
      assert.equal(abandon.status, 200, JSON.stringify(abandon.body));
      assert.equal((await search(other.token, q('tuscany'))).body.code, 4109);
    });

    it('tampered, missing and expired tokens are refused as on the other resume routes; x-hf-session is ignored', async () => {
      const { token } = await link('onboarding-kyb', { ttl: 60 });
      await resume(token, 'step');
      const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      const bad = await search(tampered, q('tuscany'));
      assert.deepEqual([bad.status, bad.body.code], [401, 4011]);
      assert.match(bad.headers.get('www-authenticate') ?? '', /invalid_token/);
      const none = await search(null, q('tuscany'));
      assert.deepEqual([none.status, none.body.code], [401, 4031]);
      // A session id is no authority here, whatever session it names.
      const other = await link();
      await resume(other.token, 'step');
      const bySession = await search(null, q('tuscany'), { 'x-hf-session': other.session });
      assert.deepEqual([bySession.status, bySession.body.code], [401, 4031]);
      // Even a blank q is checked after the token.
      assert.equal((await search(tampered, 'q=%20')).body.code, 4011);

      skew = 61_000;
      try {
        const expired = await search(token, q('tuscany'));
        assert.deepEqual([expired.status, expired.body.code], [401, 4012]);
      } finally {
        skew = 0;
      }
    });

    it('a blank, missing or too long q, a bad limit and unknown parameters are 400 4400 naming the parameter', async () => {
      const { token } = await link();
      await resume(token, 'step');
      for (const [query, field] of [
        ['', 'querystring/q'],
        ['q=', 'querystring/q'],
        [q('   '), 'querystring/q'],
        [q('x'.repeat(201)), 'querystring/q'],
        [`${q('a')}&limit=0`, 'querystring/limit'],
        [`${q('a')}&limit=51`, 'querystring/limit'],
        [`${q('a')}&country=US`, 'querystring/country'],
      ] as const) {
        const refused = await search(token, query);
        assert.deepEqual([refused.status, refused.body.code], [400, 4400], query);
        assert.ok(
          refused.body.details?.some((d) => d.field?.startsWith(field)),
          `${query}: ${JSON.stringify(refused.body)}`,
        );
      }
    });

    it('is documented in OpenAPI with the sibling resume routes', async () => {
      const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
        paths: Record<
          string,
          {
            get?: {
              tags?: string[];
              parameters?: Array<{ name: string; in: string; required?: boolean }>;
              responses: Record<string, unknown>;
            };
          }
        >;
      };
      const op = doc.paths[SEARCH]?.get;
      assert.ok(op, 'documented');
      assert.deepEqual(op.tags, ['resume links']);
      assert.ok(op.parameters?.some((p) => p.name === 'q' && p.in === 'query' && p.required === true));
      assert.ok(op.parameters?.some((p) => p.name === 'authorization' && p.in === 'header'));
      assert.ok(op.responses['200'] && op.responses['401']);
    });
  });
}
