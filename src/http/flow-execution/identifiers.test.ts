// National identifiers over HTTP: a flow asking for the nationality, then a national identity
// number. The step view names the identifier; a valid personnummer advances; another country's
// number is refused with 4008 naming the personnummer. Every response is checked against
// /openapi.json by the test server (test/support/contract-check.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient, idOf } from '../../../test/support/flow-client.js';
import { identifierFlow } from '../../../test/fixtures/identifier-flow.js';

for (const dialect of DIALECTS) {
  describe(`national identifiers (${dialect})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({
        tenantId,
        flowId: 'ids',
        document: identifierFlow('Identifiers'),
        actor: 't',
      });
      await server.services.flows.publish({ tenantId, flowId: 'ids', target: 'live', actor: 't' });
    });
    after(async () => {
      await server.close();
    });

    it('names the personnummer, refuses an SSN with 400 naming it, and advances on a valid one', async () => {
      const api = flowClient(server.baseUrl);
      const start = await api.get('ids');
      const ids = await api.submit('ids', start.session, { nationality: 'SE', address_country: 'SE' });
      assert.equal(ids.status, 200, JSON.stringify(ids.body));
      assert.equal(ids.body.title, 'Your numbers');

      const step = await api.get('ids', start.session);
      const field = step.body.elements?.find((e) => e.role === 'national_id_nr');
      assert.deepEqual(field?.identifier, {
        country: 'SE',
        kind: 'se_personnummer',
        name: 'Personal identity number',
        localName: 'personnummer',
        placeholder: 'YYYYMMDD-XXXX',
      });

      const wrong = await api.submit('ids', start.session, { national_id_nr: '536-90-4399' });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.code, 4008);
      const details = wrong.body.details as Array<Record<string, unknown>>;
      assert.equal(details.length, 1);
      assert.equal(details[0]?.field ?? details[0]?.elementId, idOf(step, 'national_id_nr'));
      assert.equal(details[0]?.reason, 'identifier_wrong_type');
      assert.equal(
        details[0]?.message,
        'This looks like a US Social Security number. Enter the Swedish personnummer in the format YYYYMMDD-XXXX.',
      );
      assert.deepEqual(details[0]?.identifier, field?.identifier);

      const typo = await api.submit('ids', start.session, { national_id_nr: '19121212-1213' });
      assert.equal(typo.status, 400);
      assert.equal((typo.body.details as Array<Record<string, unknown>>)[0]?.reason, 'identifier_checksum');

      const ok = await api.submit('ids', start.session, {
        national_id_nr: '19121212-1212',
        social_service_number: '121212-1212',
      });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.equal(ok.body.type, 'end');
    });

    it('a Norwegian applicant is asked for a fødselsnummer', async () => {
      const api = flowClient(server.baseUrl);
      const start = await api.get('ids');
      await api.submit('ids', start.session, { nationality: 'NO' });
      const step = await api.get('ids', start.session);
      const field = step.body.elements?.find((e) => e.role === 'national_id_nr');
      assert.equal((field?.identifier as { localName?: string } | undefined)?.localName, 'fødselsnummer');
      const wrong = await api.submit('ids', start.session, { national_id_nr: '19121212-1212' });
      assert.equal(wrong.status, 400);
      assert.match(
        String((wrong.body.details as Array<Record<string, unknown>>)[0]?.message),
        /^This looks like a Swedish personnummer\. Enter the Norwegian fødselsnummer in the format DDMMYYXXXXX\.$/,
      );
    });
  });
}
