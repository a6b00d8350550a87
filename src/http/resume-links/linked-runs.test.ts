// The resume API across runs over real HTTP on both dialects (docs/connected-flows.md, "On the
// hosted page"): a link's holder gets a resume token for the connected run its own run's
// flow_connector step made, runs it, and its run moves on; it starts the subsequent flow its END
// names, once; a pending business run says it waits for its owners, with their progress. Refused:
// no token, an access token, a revoked link, a link whose run is not at such a step; no session id
// or subsequent token is ever shown to the link's holder.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';
import { httpCall, type HttpAnswer } from '../../../test/support/http-call.js';
import { businessFlow, OWNERS, PERSON_FLOW } from '../../owners/test-support/flows.js';
import { CHILD, LATER, parent } from './test-support/linked-flows.js';

type Body = Record<string, unknown> & {
  code?: number;
  type?: string;
  id?: string;
  token?: string | null;
  expiresAt?: string | null;
  url?: string;
  elements?: Array<{ id: string; role?: string; value?: unknown; type?: string }>;
  subsequent?: Record<string, unknown>;
  owners?: { invited: number; finished: number; owners: Array<{ name: string; state: string }> };
};
type Answer = HttpAnswer<Body>;

for (const dialect of DIALECTS) {
  describe(`the resume API across runs (${dialect})`, () => {
    let server: TestServer;
    let access: string;
    const call = (method: string, path: string, token: string | null, body?: unknown): Promise<Answer> =>
      httpCall(server.baseUrl, method, path, { token, ...(body !== undefined ? { body } : {}) });
    const step = (token: string) => call('GET', '/resume/api/step', token);
    const submit = (token: string, body: unknown) => call('POST', '/resume/api/submit', token, body);
    const connected = (token: string | null) => call('POST', '/resume/api/connected', token);
    const startSubsequent = (token: string | null) => call('POST', '/resume/api/subsequent', token);

    async function link(flowId: string): Promise<{ token: string; session: string; expiresAt: string }> {
      const made = await call('POST', `/signed-url/${flowId}`, access);
      assert.equal(made.status, 200, JSON.stringify(made.body));
      return {
        token: new URL(made.body.url!).pathname.split('/').pop()!,
        session: made.body.endClientId as string,
        expiresAt: made.body.expiresAt as string,
      };
    }
    /** The step once it is no longer `skip` (pending, or a background job's step). */
    async function until(token: string, skip: (a: Answer) => boolean): Promise<Answer> {
      const deadline = Date.now() + 8000;
      for (;;) {
        const a = await step(token);
        if (!skip(a) || Date.now() > deadline) return a;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const valueOf = (a: Answer, role: string) => a.body.elements?.find((e) => e.role === role)?.value;
    /** A parent run at its flow_connector step. */
    async function atConnector() {
      const parent = await link('parent');
      const first = await step(parent.token);
      assert.equal(first.body.type, 'form');
      await submit(parent.token, { first_name: 'Ada' });
      const at = await until(parent.token, (a) => a.body.type === 'pending');
      return { ...parent, at };
    }

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '5000' });
      const tenantId = server.tenants.a.tenantId;
      await publishFlow(server, tenantId, 'child', CHILD);
      await publishFlow(server, tenantId, 'later', LATER);
      await publishFlow(server, tenantId, 'parent', parent('Parent', 'continue'));
      await publishFlow(server, tenantId, 'kyc-person', PERSON_FLOW);
      await publishFlow(server, tenantId, 'kyb-links', businessFlow('kyc-person', { delivery: 'links' }));
      access = await getToken(server, server.tenants.a);
    });
    after(async () => {
      await server.close();
    });

    it('runs the connected run with its own token, and the link’s run moves on when it ends', async () => {
      const parent = await atConnector();
      assert.deepEqual(parent.at.body, {
        id: 'kyc',
        type: 'flow_connector',
        title: 'Verify your identity',
        canGoBack: true,
        flowId: 'child',
        connectPath: '/resume/api/connected',
      });
      assert.equal(parent.at.headers.get('x-hf-session'), null);

      const handed = await connected(parent.token);
      assert.equal(handed.status, 200, JSON.stringify(handed.body));
      assert.equal(handed.body.flowId, 'child');
      const child = handed.body.token!;
      assert.ok(Date.parse(handed.body.expiresAt!) <= Date.parse(parent.expiresAt), 'no longer than the link');
      // Asked again: another token of the same run, which the first token's answers show.
      const again = await connected(parent.token);
      const first = await step(child);
      assert.equal(first.body.id, 'person');
      assert.equal(valueOf(first, 'first_name'), 'Ada', 'carried from the link’s run');
      assert.equal((await step(again.body.token!)).body.id, 'person');
      // The child's token drives the child only.
      assert.equal((await connected(child)).body.code, 4014, 'the connected run is at no flow_connector step');

      const ended = await submit(child, { first_name: 'Ada', town: 'London' });
      assert.equal(ended.body.type, 'end');
      // The wake-up moves the link's run on; until it has, connected submits the step itself.
      const meanwhile = await connected(parent.token);
      assert.ok(
        (meanwhile.status === 200 && meanwhile.body.token === null) || meanwhile.body.code === 4014,
        JSON.stringify(meanwhile.body),
      );
      const next = await until(parent.token, (a) => a.body.type === 'flow_connector' || a.body.type === 'pending');
      assert.equal(next.body.id, 'after');
    });

    it('refuses a request without a valid resume token, a revoked one and a run at another step', async () => {
      assert.equal((await connected(null)).body.code, 4031);
      assert.equal((await connected(access)).body.code, 4011, 'an access token is not a resume token');
      const other = await link('parent');
      const refused = await connected(other.token);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 4014, 'a run at a form has no connected run to hand out');

      const parent = await atConnector();
      const revoked = await call('POST', `/end-clients/${parent.session}/revoke-links`, access);
      assert.equal(revoked.status, 200);
      assert.equal((await connected(parent.token)).body.code, 4032);
      // Tenant b's link reaches its own run only: never tenant a's connected run.
      const accessB = await getToken(server, server.tenants.b);
      assert.equal((await call('POST', '/signed-url/parent', accessB)).status, 404);
    });

    it('starts the subsequent flow the END names, once, without showing its token', async () => {
      const parent = await atConnector();
      const child = (await connected(parent.token)).body.token!;
      await submit(child, { first_name: 'Grace', town: 'Paris' });
      await until(parent.token, (a) => a.body.type === 'flow_connector' || a.body.type === 'pending');
      assert.equal((await startSubsequent(parent.token)).body.code, 4014, 'not at an END yet');
      const end = await submit(parent.token, { note: 'done' });
      assert.equal(end.body.type, 'end');
      const offer = end.body.subsequent!;
      assert.deepEqual(Object.keys(offer).sort(), ['available', 'expiresAt', 'flowId', 'startPath']);
      assert.equal(offer.available, true);
      assert.equal(offer.startPath, '/resume/api/subsequent');

      const started = await startSubsequent(parent.token);
      assert.equal(started.status, 200, JSON.stringify(started.body));
      assert.equal(started.body.flowId, 'later');
      assert.ok(started.body.url!.endsWith(`/resume/${started.body.token}`));
      const later = await step(started.body.token!);
      assert.equal(later.body.id, 'more');
      assert.equal(valueOf(later, 'first_name'), 'Ada', 'prefilled from the earlier end client');

      const replay = await startSubsequent(parent.token);
      assert.equal(replay.status, 400);
      assert.equal(replay.body.code, 4102);
      assert.equal((await step(parent.token)).body.subsequent!.available, false);
      assert.equal((await startSubsequent(null)).body.code, 4031);
    });

    it('says a business run waits for its owners, with each invited owner’s progress', async () => {
      const business = await link('kyb-links');
      const form = await step(business.token);
      const group = form.body.elements!.find((e) => e.type === 'owner')!;
      await submit(business.token, { company_name: 'Analytical Engines Ltd', [group.id]: OWNERS });
      // The invitations are written one by one after the case is claimed: the page shows them as they come.
      const waiting = await until(
        business.token,
        (a) => a.body.type === 'pending' && (a.body.owners?.invited ?? 0) < 2,
      );
      assert.equal(waiting.body.type, 'pending');
      assert.equal(waiting.body.waitingFor, 'owners');
      assert.equal(waiting.headers.get('retry-after'), '30');
      assert.deepEqual(waiting.body.owners, {
        invited: 2,
        finished: 0,
        owners: [
          { name: 'Ada Lovelace', state: 'not_started' },
          { name: 'Elvis Angus Logan Morey', state: 'not_started' },
        ],
      });
    });
  });
}
