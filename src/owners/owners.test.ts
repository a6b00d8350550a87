// End-to-end business verification over real HTTP on both dialects: a business run lists three
// owners, two are invited by the ownership rule and complete their person runs over the API with
// the values prefilled from their records, one of them is on the demo sanctions list; the business
// run waits (pending, Retry-After) and ends in PENDING_REVIEW with every owner's result visible.
// Then reminders and the deadline, on a clock the test moves.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../test/support/flow-client.js';
import { watchlistsDir } from '../screening/index.js';
import { PERSON_FLOW, OWNERS, businessFlow } from './test-support/flows.js';

const HOUR = 3_600_000;
const retry = { 'x-hf-retry-on-pending': 'true' };

interface OwnerRow {
  index: number;
  name: string;
  invited: boolean;
  reason: string;
  endClientId: string | null;
  state: string;
  status: string | null;
  endNodeId: string | null;
  screeningHit: boolean;
  email: string | null;
  notificationCount: number;
  resumeUrl: string | null;
  prefill: { elements: Array<{ elementId: string; value: { value: string; prefillType: string } }> };
}
interface CaseRow {
  nodeId: string;
  state: string;
  outcome: string | null;
  remindersSent: number;
  summary: Record<string, unknown>;
  owners: OwnerRow[];
}
type Details = Record<string, unknown> & {
  status: string;
  endNodeId: string | null;
  owners: CaseRow[];
  ownerOf: { businessEndClientId: string; ownerIndex: number } | null;
  serviceResults: Record<string, Record<string, unknown>>;
};

for (const dialect of DIALECTS) {
  describe(`owners → person flows (${dialect})`, () => {
    let server: TestServer;
    let clock = Date.now();
    const api = () => flowClient(server.baseUrl);
    const tenantId = () => server.tenants.a.tenantId;

    async function read(path: string): Promise<{ status: number; body: Details }> {
      // The clock moves by days in this file: a fresh token each time.
      const token = await getToken(server, server.tenants.a);
      const res = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json()) as Details };
    }
    const details = async (id: string) => {
      const r = await read(`/end-clients/${id}`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body;
    };
    const mail = async () => (await server.services.mailbox.list(tenantId(), { limit: 100 })).messages;

    async function startBusiness(flowId: string): Promise<{ session: string; pending: StepAnswer }> {
      const first = await api().get(flowId);
      // Top-level fields go by id or role (the owner group has no role); record fields by key.
      const group = first.body.elements!.find((e) => e.type === 'owner')!;
      const pending = await api().submit(flowId, first.session, {
        company_name: 'Analytical Engines Ltd',
        [group.id as string]: OWNERS,
      });
      assert.equal(pending.status, 200, JSON.stringify(pending.body));
      return { session: first.session!, pending };
    }

    before(async () => {
      server = await startTestServer(
        dialect,
        { ONWARD_MAIL_TRANSPORT: 'mailbox', ONWARD_PENDING_WAIT_MS: '5000' },
        { now: () => clock },
      );
      const root = watchlistsDir();
      await server.services.monitoring.registry.importAndActivate(
        'ofac-sdn',
        [join(root, 'ofac_sdn_fixture_2025-05-16')],
        {
          listName: 'OFAC SDN (2025 fixture)',
        },
      );
      await publishFlow(server, tenantId(), 'kyc-person', PERSON_FLOW);
      await publishFlow(server, tenantId(), 'kyb-business', businessFlow('kyc-person'));
      await publishFlow(
        server,
        tenantId(),
        'kyb-deadline',
        businessFlow('kyc-person', {
          reminders: { everyHours: 24, max: 2 },
          deadline: { afterHours: 72, end: 'expired' },
        }),
      );
      await publishFlow(server, tenantId(), 'kyb-links', businessFlow('kyc-person', { delivery: 'links' }));
    });
    after(async () => {
      await server.close();
    });

    it('invites the owners the rule picks, waits for them and ends in review on a watchlist hit', async () => {
      const { session, pending } = await startBusiness('kyb-business');
      assert.equal(pending.body.type, 'pending');
      const waiting = await api().until('kyb-business', session, 3000);
      assert.equal(waiting.body.type, 'pending', 'the run waits for its owners');
      assert.equal(waiting.retryAfter, '30');

      const before = await details(session);
      assert.equal(before.status, 'IN_PROGRESS');
      const c = before.owners[0]!;
      assert.equal(c.state, 'waiting');
      assert.deepEqual(
        c.owners.map((o) => [o.name, o.invited, o.reason, o.state]),
        [
          ['Ada Lovelace', true, 'ownership', 'not_started'],
          ['Elvis Angus Logan Morey', true, 'ownership', 'not_started'],
          ['Charles Babbage', false, 'below_threshold', 'not_invited'],
        ],
      );
      assert.equal(c.owners[2]!.endClientId, null);
      // Each invited owner got an e-mail with a signed link to their own run; the third none.
      const sent = await mail();
      assert.deepEqual(sent.map((m) => m.to).sort(), ['ada@example.com', 'elvis@example.com']);
      assert.deepEqual(
        sent.map((m) => m.endClientId).sort(),
        [c.owners[0]!.endClientId, c.owners[1]!.endClientId].sort(),
      );
      // The owners' end clients are linked to the business end client, and know whose they are.
      const ada = c.owners[0]!.endClientId!;
      const elvis = c.owners[1]!.endClientId!;
      const linked = (await read(`/end-clients/${session}/links`)).body as unknown as { linkedEndClientIds?: string[] };
      assert.ok(JSON.stringify(linked).includes(ada) && JSON.stringify(linked).includes(elvis), JSON.stringify(linked));
      assert.deepEqual((await details(ada)).ownerOf, { businessEndClientId: session, nodeId: 'owners', ownerIndex: 0 });

      // Ada's run is prefilled from her record: the last name and birth date locked, the first name editable.
      const form = await api().get('kyc-person', ada);
      assert.equal(form.status, 200, JSON.stringify(form.body));
      const field = (role: string) => form.body.elements!.find((e) => e.role === role)!;
      assert.equal(field('first_name').value, 'Ada');
      assert.equal(field('first_name').readOnly, undefined);
      assert.equal(field('last_name').value, 'Lovelace');
      assert.equal(field('last_name').readOnly, true);
      assert.equal(field('dob').value, '1985-12-10');
      assert.equal(field('dob').readOnly, true);
      // A locked value cannot be changed by the owner.
      const changed = await api().submit('kyc-person', ada, { [idOf(form, 'last_name')]: 'Byron' });
      assert.equal(changed.status, 400, JSON.stringify(changed.body));
      assert.equal(changed.body.code, 4008);
      assert.ok(JSON.stringify(changed.body).includes('read_only'));
      // The editable one can: she completes the run with her own spelling of her first name.
      const done = await api().submit('kyc-person', ada, { [idOf(form, 'first_name')]: 'Augusta Ada' }, retry);
      assert.equal(done.body.type, 'end', JSON.stringify(done.body));
      assert.equal((await details(ada)).status, 'ACCEPTED');

      const middle = await details(session);
      assert.equal(middle.owners[0]!.state, 'waiting', 'one owner is still outstanding');
      assert.equal((await api().get('kyb-business', session)).body.type, 'pending');

      // The second owner is on the sanctions list: his run ends in review.
      const his = await api().get('kyc-person', elvis);
      assert.equal(his.body.elements!.find((e) => e.role === 'last_name')!.value, 'Logan Morey');
      const flagged = await api().submit('kyc-person', elvis, {}, retry);
      assert.equal(flagged.body.type, 'end', JSON.stringify(flagged.body));

      // The business run continues to its END on its own: not all owners passed.
      const end = await api().until('kyb-business', session, 10_000);
      assert.equal(end.body.type, 'end', JSON.stringify(end.body));
      const after = await details(session);
      assert.equal(after.status, 'PENDING_REVIEW');
      assert.equal(after.endNodeId, 'review');
      const result = after.serviceResults.owners!;
      assert.equal(result.done, true);
      assert.equal(result.allPassed, false);
      assert.equal(result.anyHit, true);
      assert.equal(result.invited, 2);
      const owners = after.owners[0]!.owners;
      assert.deepEqual(
        owners.map((o) => [o.state, o.status, o.endNodeId, o.screeningHit]),
        [
          ['finished', 'ACCEPTED', 'ok', false],
          ['finished', 'PENDING_REVIEW', 'review', true],
          ['not_invited', null, null, false],
        ],
      );
      assert.equal(after.owners[0]!.outcome, 'owners_done');
      // The export shows the same owners and results.
      const exported = (await read(`/export/v2/query/client/${session}`)).body;
      assert.equal(exported.owners[0]!.owners[1]!.screeningHit, true);
    });

    it('hands links to the applicant instead of e-mailing them', async () => {
      const before = (await mail()).length;
      const { session } = await startBusiness('kyb-links');
      await api().until('kyb-links', session, 1500);
      const c = (await details(session)).owners[0]!;
      assert.equal((await mail()).length, before, 'links delivery sends no e-mail');
      const [ada, elvis, charles] = c.owners;
      assert.match(ada!.resumeUrl ?? '', /\/resume\//);
      assert.match(elvis!.resumeUrl ?? '', /\/resume\//);
      assert.equal(charles!.resumeUrl, null);
    });

    it('reminds outstanding owners on schedule, then takes the deadline END', async () => {
      const { session } = await startBusiness('kyb-deadline');
      await api().until('kyb-deadline', session, 1500);
      const c = (await details(session)).owners[0]!;
      const ada = c.owners[0]!.endClientId!;
      const elvis = c.owners[1]!.endClientId!;
      const sentTo = async (id: string) => (await mail()).filter((m) => m.endClientId === id).length;
      assert.equal(await sentTo(ada), 1);
      // Ada finishes; Elvis never starts.
      const form = await api().get('kyc-person', ada);
      assert.equal((await api().submit('kyc-person', ada, {}, retry)).body.type, 'end', idOf(form, 'first_name'));

      const sweep = () => server.services.ownerSweeper.sweep();
      clock += 23 * HOUR;
      assert.deepEqual(await sweep(), { settled: 0, reminded: 0 }, 'nothing due before 24 hours');
      clock += 2 * HOUR;
      assert.deepEqual(await sweep(), { settled: 0, reminded: 1 }, 'the first reminder, to the outstanding owner only');
      assert.equal(await sentTo(elvis), 2);
      assert.equal(await sentTo(ada), 1, 'a finished owner is not reminded');
      clock += 24 * HOUR;
      assert.equal((await sweep()).reminded, 1);
      clock += 24 * HOUR;
      assert.deepEqual(await sweep(), { settled: 1, reminded: 0 }, 'max reminders sent; the deadline passed');
      assert.equal(await sentTo(elvis), 3);

      const end = await api().until('kyb-deadline', session, 5000);
      assert.equal(end.body.type, 'end', JSON.stringify(end.body));
      const after = await details(session);
      assert.equal(after.status, 'DECLINED');
      assert.equal(after.endNodeId, 'expired');
      assert.equal(after.serviceResults.owners!.deadlineReached, true);
      assert.equal(after.owners[0]!.outcome, 'deadline');
      assert.equal(after.owners[0]!.remindersSent, 2);
      assert.equal(after.owners[0]!.owners[1]!.state, 'not_started');
      assert.deepEqual(await sweep(), { settled: 0, reminded: 0 }, 'a finished case is left alone');
    });
  });
}
