import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../test/support/flow-client.js';

/** The source flow: who the person is. */
const person = {
  name: 'Person',
  authenticated: false,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'done',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
        {
          key: 'country',
          type: 'country_select',
          name: 'Country',
          role: 'address_country',
          validations: [{ type: 'required' }],
        },
        { key: 'email', type: 'email', name: 'Email', role: 'email' },
        {
          key: 'plan',
          type: 'select',
          name: 'Plan',
          normalizedName: 'plan',
          options: [
            { name: 'basic', label: 'Basic' },
            { name: 'pro', label: 'Pro' },
          ],
        },
        { key: 'secret', type: 'password', name: 'Password', normalizedName: 'secret' },
      ],
    },
    { id: 'done', type: 'end', text: 'Thanks' },
  ],
};

/** The target flow: what it asks overlaps the source by role and normalizedName. */
const kyc = (authenticated = false) => ({
  name: 'KYC',
  authenticated,
  start: 'identity',
  nodes: [
    {
      id: 'identity',
      type: 'form',
      title: 'Identity',
      next: 'contact',
      elements: [
        { key: 'given', type: 'text', name: 'Given name', role: 'first_name', validations: [{ type: 'required' }] },
        {
          key: 'residence',
          type: 'country_select',
          name: 'Residence',
          role: 'address_country',
          prefillOptions: 'prefillable_non_editable_visible',
          validations: [{ type: 'required' }],
        },
        { key: 'mail', type: 'email', name: 'Email', role: 'email', prefillOptions: 'non_prefillable' },
        // No 'pro' here: the carried value is refused by this field and dropped, not an error.
        {
          key: 'tier',
          type: 'select',
          name: 'Tier',
          normalizedName: 'plan',
          options: [{ name: 'gold', label: 'Gold' }],
        },
        { key: 'pw', type: 'password', name: 'Password', normalizedName: 'secret' },
        { key: 'nick', type: 'text', name: 'Nickname', normalizedName: 'nickname' },
      ],
    },
    {
      id: 'contact',
      type: 'form',
      title: 'Contact',
      next: 'end',
      elements: [{ key: 'phone', type: 'text', name: 'Phone', normalizedName: 'phone' }],
    },
    { id: 'end', type: 'end', text: 'Verified' },
  ],
});

type Json = Record<string, unknown> & {
  code?: number;
  token?: string;
  endClientId?: string;
  created?: boolean;
  prefilled?: string[];
  step?: StepAnswer['body'];
};

for (const dialect of DIALECTS) {
  describe(`deprecated connector pair (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;
    // The clock every service reads: moved forward to expire connector tokens.
    let skewMs = 0;
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);

    async function get(path: string, headers: Record<string, string> = {}) {
      const res = await fetch(`${server.baseUrl}${path}`, { headers });
      const text = await res.text();
      return {
        status: res.status,
        session: res.headers.get('x-hf-session'),
        body: (text ? JSON.parse(text) : {}) as Json,
      };
    }
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const issue = (clientId: string, flowId: string, prefix = '', token: string | null = tokenA) =>
      get(`${prefix}/connector/${clientId}/${flowId}`, token !== null ? bearer(token) : {});
    const redeem = (token: string, prefix = '', headers: Record<string, string> = {}) =>
      get(`${prefix}/flow-connect/${token}`, headers);
    const linksOf = async (id: string, prefix = '') =>
      (await get(`${prefix}/end-clients/${id}/links`, bearer(tokenA))).body.linkedEndClientIds;

    /** A finished run of `person` with every field answered. */
    async function personRun(prefix = '') {
      const start = await api(prefix).get('person');
      const done = await api(prefix).submit('person', start.session, {
        first_name: 'Ada',
        address_country: 'SE',
        email: 'ada@example.com',
        plan: 'pro',
        secret: 'hunter2',
      });
      assert.equal(done.body.type, 'end');
      return start.session!;
    }
    async function connect(source: string, prefix = '') {
      const issued = await issue(source, 'kyc', prefix);
      assert.equal(issued.status, 200, JSON.stringify(issued.body));
      return redeem(issued.body.token!, prefix);
    }
    const element = (step: StepAnswer['body'] | undefined, role: string) =>
      step?.elements?.find((e) => e.role === role || e.normalizedName === role);
    const sessionCount = async (flowId: string) =>
      Number(
        (
          await server.store.store.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('flow_id', '=', flowId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    before(async () => {
      server = await startTestServer(dialect, {}, { now: () => Date.now() + skewMs });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      const publish = async (tenantId: string, flowId: string, document: unknown) => {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        for (const t of ['live', 'test'] as const)
          await server.services.flows.publish({ tenantId, flowId, target: t, actor: 'test' });
      };
      await publish(server.tenants.a.tenantId, 'person', person);
      await publish(server.tenants.a.tenantId, 'kyc', kyc());
      await publish(server.tenants.a.tenantId, 'secure-kyc', kyc(true));
      await publish(server.tenants.b.tenantId, 'b-person', person);
      // Live only: /test/connector to it is 4017.
      await server.services.flows.putDraft({
        tenantId: server.tenants.a.tenantId,
        flowId: 'live-only',
        document: kyc(),
        actor: 'test',
      });
      await server.services.flows.publish({
        tenantId: server.tenants.a.tenantId,
        flowId: 'live-only',
        target: 'live',
        actor: 'test',
      });
    });
    after(async () => {
      await server.close();
    });

    it('issues a token, and redeeming it starts a prefilled session of the flow linked to the end client', async () => {
      const source = await personRun();
      const issued = await issue(source, 'kyc');
      assert.equal(issued.status, 200);
      assert.equal(issued.body.clientId, source);
      assert.equal(issued.body.flowId, 'kyc');
      assert.equal(issued.body.expiresIn, 600);
      assert.ok(Math.abs(Date.parse(String(issued.body.expiresAt)) - (Date.now() + 600_000)) < 5_000);
      assert.equal(issued.body.connectUrl, `/flow-connect/${issued.body.token}`);

      const before = await sessionCount('kyc');
      const connected = await redeem(issued.body.token!);
      assert.equal(connected.status, 200, JSON.stringify(connected.body));
      const target = connected.body.endClientId!;
      assert.equal(connected.session, target);
      assert.notEqual(target, source);
      assert.equal(connected.body.sourceEndClientId, source);
      assert.equal(connected.body.flowId, 'kyc');
      assert.equal(connected.body.created, true);
      assert.equal(await sessionCount('kyc'), before + 1);

      // Carried by role (first_name, address_country); not carried: the non-prefillable email,
      // the refused select option, the password, and what the source never had (nickname).
      const step = connected.body.step!;
      assert.equal(step.type, 'form');
      assert.equal(element(step, 'first_name')?.value, 'Ada');
      assert.equal(element(step, 'address_country')?.value, 'SE');
      assert.equal(element(step, 'address_country')?.readOnly, true);
      for (const name of ['email', 'plan', 'secret', 'nickname'])
        assert.equal(element(step, name)?.value, undefined, name);
      assert.deepEqual(
        [...connected.body.prefilled!].sort(),
        [
          idOf({ ...connected, body: step } as StepAnswer, 'first_name'),
          idOf({ ...connected, body: step } as StepAnswer, 'address_country'),
        ].sort(),
      );

      // The session is an ordinary run of kyc: GET /flow shows the same values, submit moves it on.
      const current = await api().get('kyc', target);
      assert.equal(current.status, 200);
      assert.equal(element(current.body, 'first_name')?.value, 'Ada');
      assert.equal(element(current.body, 'address_country')?.value, 'SE');
      assert.deepEqual(await linksOf(source), [target]);
      assert.deepEqual(await linksOf(target), [source]);
      const row = await server.store.store.db
        .selectFrom('flow_connections')
        .selectAll()
        .where('source_id', '=', source)
        .executeTakeFirst();
      assert.deepEqual([row?.flow_id, row?.target_id], ['kyc', target]);
    });

    it('redeeming again, or a new token for the same end client and flow, continues the same session', async () => {
      const source = await personRun();
      const issued = await issue(source, 'kyc');
      const first = await redeem(issued.body.token!);
      const target = first.body.endClientId!;
      const before = await sessionCount('kyc');
      const again = await redeem(issued.body.token!);
      assert.equal(again.status, 200);
      assert.deepEqual(
        [again.body.endClientId, again.session, again.body.created, again.body.prefilled],
        [target, target, false, []],
      );

      // Progress made in the target is where a later connection lands.
      assert.equal(
        (await api().submit('kyc', target, { first_name: 'Ada', address_country: 'SE' })).body.title,
        'Contact',
      );
      const later = await connect(source);
      assert.equal(later.body.endClientId, target);
      assert.equal(later.body.step?.title, 'Contact');
      assert.equal(await sessionCount('kyc'), before);

      // Back the other way: the target connected to the source's flow is the source's run.
      const back = await connect2(target, 'person');
      assert.deepEqual([back.body.endClientId, back.body.created, back.body.step?.type], [source, false, 'end']);
      // And a run connected to its own flow is that run.
      const own = await connect2(source, 'person');
      assert.deepEqual([own.status, own.body.endClientId, own.body.created], [200, source, false]);
      assert.deepEqual(await linksOf(source), [target]);
    });

    async function connect2(source: string, flowId: string, prefix = '') {
      const issued = await issue(source, flowId, prefix);
      assert.equal(issued.status, 200, JSON.stringify(issued.body));
      return redeem(issued.body.token!, prefix);
    }

    it('concurrent redemptions of one token make one session', async () => {
      const source = await personRun();
      const issued = await issue(source, 'kyc');
      const before = await sessionCount('kyc');
      const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(issued.body.token!)));
      assert.ok(
        answers.every((a) => a.status === 200),
        JSON.stringify(answers.map((a) => a.body)),
      );
      assert.equal(new Set(answers.map((a) => a.body.endClientId)).size, 1);
      assert.equal(answers.filter((a) => a.body.created).length <= 1, true);
      assert.equal(await sessionCount('kyc'), before + 1);
      assert.deepEqual(await linksOf(source), [answers[0]!.body.endClientId]);
    });

    it('refuses tampered and unknown tokens with 4102 and expired ones with 400 4412', async () => {
      const source = await personRun();
      const { token } = (await issue(source, 'kyc')).body;
      const flipped = `${token!.slice(0, 10)}${token![10] === 'A' ? 'B' : 'A'}${token!.slice(11)}`;
      for (const bad of [flipped, 'not-a-token', 'A'.repeat(60)]) {
        const answer = await redeem(bad);
        assert.deepEqual([answer.status, answer.body.code], [400, 4102], bad);
      }
      assert.equal((await redeem('x'.repeat(600))).body.code, 4400);
      skewMs = 601_000;
      try {
        const expired = await redeem(token!);
        assert.deepEqual(
          [expired.status, expired.body.code, expired.body.message],
          [400, 4412, 'Connector token has expired'],
        );
      } finally {
        skewMs = 0;
      }
      assert.deepEqual(await linksOf(source), []);
      // Within its lifetime it still works.
      assert.equal((await redeem(token!)).status, 200);
    });

    it("needs the tenant's bearer token to issue, and finds only the tenant's own end clients and flows", async () => {
      const source = await personRun();
      const none = await issue(source, 'kyc', '', null);
      assert.deepEqual([none.status, none.body.code], [401, 4031]);
      const forged = await issue(source, 'kyc', '', 'not-a-token');
      assert.deepEqual([forged.status, forged.body.code], [401, 4011]);
      assert.deepEqual(
        [(await issue('no-such-client', 'kyc')).status, (await issue('no-such-client', 'kyc')).body.code],
        [404, 4100],
      );
      // Tenant B sees neither A's end client nor A's flow.
      const byB = await issue(source, 'kyc', '', tokenB);
      assert.deepEqual([byB.status, byB.body.code], [404, 4100]);
      const start = await api().get('b-person');
      const bClient = start.session!;
      assert.deepEqual([(await issue(bClient, 'kyc', '', tokenB)).body.code], [4000]);
      // A's token sees neither B's end client nor B's flow.
      assert.equal((await issue(bClient, 'b-person')).body.code, 4100);
      assert.equal((await issue(source, 'b-person')).body.code, 4000);
      assert.equal((await issue(source, 'no-such-flow')).body.code, 4000);
    });

    it('keeps live and /test apart', async () => {
      const live = await personRun();
      const test = await personRun('/test');
      // A test end client is not found by the live operation, nor a live one under /test.
      assert.equal((await issue(test, 'kyc')).body.code, 4100);
      assert.equal((await issue(live, 'kyc', '/test')).body.code, 4100);
      assert.equal((await issue(test, 'live-only', '/test')).body.code, 4017);
      const issued = await issue(test, 'kyc', '/test');
      assert.equal(issued.body.connectUrl, `/test/flow-connect/${issued.body.token}`);
      const wrongMode = await redeem(issued.body.token!);
      assert.deepEqual([wrongMode.status, wrongMode.body.code], [400, 4102]);
      const liveToken = (await issue(live, 'kyc')).body.token!;
      assert.equal((await redeem(liveToken, '/test')).body.code, 4102);
      const connected = await redeem(issued.body.token!, '/test');
      assert.equal(connected.status, 200);
      const target = connected.body.endClientId!;
      assert.equal(element(connected.body.step, 'first_name')?.value, 'Ada');
      assert.equal((await api('/test').get('kyc', target)).status, 200);
      assert.equal((await api().get('kyc', target)).body.code, 4101);
      assert.deepEqual(await linksOf(test, '/test'), [target]);
    });

    it('an authenticated target flow also needs its tenant token to redeem; a deleted end client is 4100', async () => {
      const source = await personRun();
      const { token } = (await issue(source, 'secure-kyc')).body;
      assert.equal((await redeem(token!)).status, 401);
      assert.equal((await redeem(token!, '', bearer(tokenB))).body.code, 4011);
      const ok = await redeem(token!, '', bearer(tokenA));
      assert.equal(ok.status, 200);
      assert.equal(element(ok.body.step, 'first_name')?.value, 'Ada');

      const gone = await personRun();
      const goneToken = (await issue(gone, 'kyc')).body.token!;
      const deleted = await fetch(`${server.baseUrl}/end-clients/delete-manually`, {
        method: 'DELETE',
        headers: { ...bearer(tokenA), 'content-type': 'application/json' },
        body: JSON.stringify({ endClientIds: [gone] }),
      });
      assert.equal(deleted.status, 200);
      assert.deepEqual([(await redeem(goneToken)).status, (await redeem(goneToken)).body.code], [404, 4100]);
    });

    it('documents both pairs as deprecated in OpenAPI', async () => {
      const doc = (await get('/openapi.json')).body as {
        paths: Record<string, Record<string, { deprecated?: boolean; security?: unknown[]; description?: string }>>;
      };
      for (const path of [
        '/connector/{clientId}/{flowId}',
        '/test/connector/{clientId}/{flowId}',
        '/flow-connect/{token}',
        '/test/flow-connect/{token}',
      ]) {
        assert.equal(doc.paths[path]?.get?.deprecated, true, path);
        assert.match(String(doc.paths[path]?.get?.description), /signed-url/);
      }
      assert.deepEqual(doc.paths['/connector/{clientId}/{flowId}']?.get?.security, [{ oauth2: [] }]);
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`connector configuration (${dialect})`, () => {
    let server: TestServer;
    let skewMs = 0;
    before(async () => {
      server = await startTestServer(
        dialect,
        { ONWARD_CONNECTOR_TOKEN_TTL_SECONDS: '30', ONWARD_PUBLIC_URL: 'https://onboarding.example.com/api/' },
        { now: () => Date.now() + skewMs },
      );
      const tenantId = server.tenants.a.tenantId;
      for (const [flowId, document] of [
        ['person', person],
        ['kyc', kyc()],
      ] as const) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        await server.services.flows.publish({ tenantId, flowId, target: 'live', actor: 'test' });
      }
    });
    after(async () => {
      await server.close();
    });

    it('uses ONWARD_CONNECTOR_TOKEN_TTL_SECONDS for the lifetime and ONWARD_PUBLIC_URL for connectUrl', async () => {
      const token = await getToken(server, server.tenants.a);
      const source = (await flowClient(server.baseUrl).get('person')).session!;
      const res = await fetch(`${server.baseUrl}/connector/${source}/kyc`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const issued = (await res.json()) as { token: string; expiresIn: number; connectUrl: string };
      assert.equal(issued.expiresIn, 30);
      assert.equal(issued.connectUrl, `https://onboarding.example.com/api/flow-connect/${issued.token}`);
      // Expiry is kept in whole seconds (floor of the issue time + 30 s): 28 s later is before it
      // whichever part of a second the token was issued in; 29 s flaked when the issue was late in
      // its second and the redemption crossed into the next one.
      skewMs = 28_000;
      assert.equal((await fetch(`${server.baseUrl}/flow-connect/${issued.token}`)).status, 200);
      skewMs = 30_000;
      const expired = await fetch(`${server.baseUrl}/flow-connect/${issued.token}`);
      assert.deepEqual([expired.status, ((await expired.json()) as { code: number }).code], [400, 4412]);
    });
  });
}
