// The published-version pointer each process caches: a local publish is seen at once, another
// process's publish within POINTER_TTL_MS (two services on one database stand for two processes).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createFlowPublicationService, POINTER_TTL_MS } from './service.js';
import { createPrepareFlow } from '../prepare.js';
import { SERVICE_CONFIG_VALIDATORS } from '../../services/config-validators.js';
import { createTenantService } from '../../auth/tenants.js';
import { DIALECTS, openTestStore } from '../../../test/support/stores.js';

const document = JSON.parse(
  readFileSync(new URL('../../../examples/flows/onboarding-basic.json', import.meta.url), 'utf8'),
) as unknown;

for (const dialect of DIALECTS) {
  describe(`published-version pointer (${dialect})`, () => {
    it("a local publish takes effect at once; another process's within the pointer lifetime", async () => {
      const t = await openTestStore(dialect);
      try {
        let clock = 1_000_000;
        const now = () => clock;
        const prepareFlow = createPrepareFlow(SERVICE_CONFIG_VALIDATORS);
        const here = createFlowPublicationService(t.store.db, prepareFlow, now);
        const there = createFlowPublicationService(t.store.db, prepareFlow, now);
        await createTenantService(t.store.db).createTenant({ id: 'acme', name: 'Acme' });
        await here.putDraft({ tenantId: 'acme', flowId: 'f', document, actor: 'test' });
        assert.equal(await here.published('f', 'live'), undefined);
        await here.publish({ tenantId: 'acme', flowId: 'f', target: 'live', actor: 'test' });
        assert.equal((await here.published('f', 'live'))?.version, 1, 'local publish: no wait');

        await there.putDraft({ tenantId: 'acme', flowId: 'f', document, actor: 'test' });
        await there.publish({ tenantId: 'acme', flowId: 'f', target: 'live', actor: 'test' });
        assert.equal((await here.published('f', 'live'))?.version, 1, 'within the lifetime the cached pointer answers');
        clock += POINTER_TTL_MS;
        assert.equal((await here.published('f', 'live'))?.version, 2, "after it, the other process's publish");
        assert.equal((await here.version('f', 1))?.version, 1, 'pinned versions stay readable');
      } finally {
        await t.dispose();
      }
    });
  });
}
