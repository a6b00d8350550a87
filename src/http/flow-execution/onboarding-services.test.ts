import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIALECTS } from '../../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../../test/support/flow-client.js';
import { watchlistsDir } from '../../screening/index.js';
import { datasetPath } from '../../businesses/paths.js';
import { EXAMPLES_DIR } from '../../app/demo.js';

// The shipped example: screening after the person form, business verification after the company
// form, one condition sending a watchlist hit or an unverified company to PENDING_REVIEW.
const example = JSON.parse(readFileSync(join(EXAMPLES_DIR, 'onboarding-screened.json'), 'utf8')) as {
  nodes: Array<Record<string, unknown>>;
};
// The same flow with an optional last name, so a screening without one can be tried.
const optionalLast = JSON.parse(
  JSON.stringify(example).replace(/("key":"last"[^}]*"validations":)\[\{"type":"required"\},/, '$1['),
) as unknown;

const retry = { 'x-hf-retry-on-pending': 'true' };
const listed = { first_name: 'Elvis Angus', last_name: 'Logan Morey', dob: '1963-07-28' };
const clean = { first_name: 'Margit', last_name: 'Oddveigsdottir-Quist', dob: '1988-04-02', nationality: 'NO' };
const registered = {
  company_name: 'A Taste of Tuscany Ltd',
  company_nr: '06473722',
  company_country_incorporation: 'GB',
  company_city: 'Borehamwood',
};
const unknown = { company_name: 'Quistgaard Plasma Turbines Ltd', company_country_incorporation: 'GB' };

for (const dialect of DIALECTS) {
  describe(`screening and business_verification services over HTTP (${dialect})`, () => {
    let server: TestServer;
    const api = () => flowClient(server.baseUrl);

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '10000' });
      // Demo data the screening and business modules ship (the SDN 2025 fixture, PEP and adverse
      // media lists; the Companies House sample), loaded as the demo does but without the 3-s SDN.
      const root = watchlistsDir();
      const lists = server.services.monitoring.registry;
      await lists.importAndActivate('ofac-sdn', [join(root, 'ofac_sdn_fixture_2025-05-16')], {
        listName: 'OFAC SDN (2025 fixture)',
      });
      await lists.importAndActivate('pep-yaml-us-executive', [join(root, 'pep_us_executive_cc0')]);
      await lists.importAndActivate('adverse-media-jsonl', [join(root, 'adverse_media_fictional')]);
      await server.services.businessRegistry.importAndActivate(
        'uk-companies-house',
        [datasetPath('businesses/uk-companies-house-basiccompanydata-sample.csv')],
        { source: 'uk-companies-house' },
      );
      const tenantId = server.tenants.a.tenantId;
      for (const [flowId, document] of [
        ['screened', example],
        ['screened-opt', optionalLast],
      ] as const) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        await server.services.flows.publish({ tenantId, flowId, target: 'live', actor: 'test' });
      }
    });
    after(async () => {
      await server.close();
    });

    async function run(
      person: Record<string, string>,
      company: Record<string, string>,
    ): Promise<{ end: StepAnswer; session: string }> {
      const start = await api().get('screened');
      const session = start.session!;
      const companyStep = await api().submit('screened', session, person, retry);
      assert.equal(companyStep.status, 200, JSON.stringify(companyStep.body));
      assert.equal(companyStep.body.title, 'Your company');
      idOf(companyStep, 'company_name');
      const end = await api().submit('screened', session, company, retry);
      assert.equal(end.status, 200, JSON.stringify(end.body));
      return { end, session };
    }

    const status = async (session: string) => (await server.services.runtime.sessions.get(session))?.status;
    const results = async (session: string) =>
      (await server.services.runtime.sessions.get(session))?.state.serviceResults ?? {};

    it('a clean person with a registered company ends ACCEPTED, with both results stored', async () => {
      const { end, session } = await run(clean, registered);
      assert.equal(end.body.id, 'accepted');
      assert.equal(await status(session), 'ACCEPTED');
      const r = (await results(session)) as {
        screen: { hit: boolean; matchCount: number; lists: unknown[] };
        kyb: { match: string; fields: Record<string, string>; record: { registrationNumber: string } };
      };
      assert.deepEqual([r.screen.hit, r.screen.matchCount, r.screen.lists.length], [false, 0, 3]);
      assert.equal(r.kyb.match, 'match');
      assert.equal(r.kyb.fields.registrationNumber, 'match');
      assert.equal(r.kyb.record.registrationNumber, '06473722');
    });

    it('a person on the sanctions list ends PENDING_REVIEW through the condition', async () => {
      const { end, session } = await run(listed, registered);
      assert.equal(end.body.id, 'review');
      assert.equal(await status(session), 'PENDING_REVIEW');
      const r = (await results(session)) as {
        screen: { hit: boolean; topScore: number; matches: Array<{ list: string; name: string }> };
      };
      assert.equal(r.screen.hit, true);
      assert.ok(r.screen.topScore >= 0.85);
      assert.equal(r.screen.matches[0]?.list, 'sanctions');
      assert.match(r.screen.matches[0]?.name ?? '', /LOGAN MOREY/i);
    });

    it('a company the registry does not know ends PENDING_REVIEW (no_match)', async () => {
      const { end, session } = await run(clean, unknown);
      assert.equal(end.body.id, 'review');
      assert.equal(await status(session), 'PENDING_REVIEW');
      const r = (await results(session)) as { kyb: { match: string; record: unknown } };
      assert.deepEqual([r.kyb.match, r.kyb.record], ['no_match', null]);
    });

    it('missing input fails the step with 4205 (422) and keeps the form to resubmit; a country without registry data is 4201', async () => {
      const start = await api().get('screened-opt');
      const s = start.session!;
      let failed = await api().submit('screened-opt', s, { first_name: 'Ada' }, retry);
      // The submit may return before the job fails; the failure is reported once on the next call.
      if (failed.body.type === 'pending') failed = await api().until('screened-opt', s);
      assert.equal(failed.status, 422, JSON.stringify(failed.body));
      assert.equal(failed.body.code, 4205);
      assert.match(String(failed.body.message), /last name or a full name/);
      assert.equal(failed.retryAfter, null);
      const again = await api().get('screened-opt', s);
      assert.equal(again.body.title, 'About you');
      const company = await api().submit('screened-opt', s, clean, retry);
      assert.equal(company.body.title, 'Your company');
      let noData = await api().submit(
        'screened-opt',
        s,
        { company_name: 'Volvo AB', company_country_incorporation: 'SE' },
        retry,
      );
      if (noData.body.type === 'pending') noData = await api().until('screened-opt', s);
      assert.equal(noData.status, 422, JSON.stringify(noData.body));
      assert.equal(noData.body.code, 4201);
    });
  });
}
