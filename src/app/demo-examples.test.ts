// The demo finishes every flow it ships, offline: a server with ONWARD_DEMO on (its own shipped
// registry and watchlists, the example flows published by the demo's own start-up) runs each
// examples/flows/*.json over real HTTP from its first step to an END, with the outbound guard as
// shipped (an empty allow-list: no private or loopback address is reachable).
//
// The answers are a table keyed by flow id, and the flow ids come from the directory: a new
// example without an entry here, or one that asks a step the entry has no answer for, fails.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { DIALECTS } from '../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../test/support/flow-client.js';
import { png } from '../../test/support/file-samples.js';
import { exampleFlowFiles, setUpDemo } from './demo.js';
import { basename } from 'node:path';

/** What a step is answered with: a submit body, or one built from the step and the session. */
type Answer = Record<string, unknown> | ((step: StepAnswer, ctx: RunContext) => Promise<Record<string, unknown>>);

interface Route {
  /** The END node the answers lead to. */
  end: string;
  /** Status the END gives the end client. */
  status: string;
  steps: Record<string, Answer>;
}

interface RunContext {
  flowId: string;
  session: string;
  /** Uploads a file to the session and returns its id. */
  upload(content: Buffer, name: string): Promise<string>;
  /** The PrefillId of the best registry match for `text` in the step's own search. */
  pick(step: StepAnswer, text: string): Promise<string>;
}

const byRole = (step: StepAnswer, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([role, v]) => [idOf(step, role), v]));
const byName = (step: StepAnswer, name: string): string => {
  const el = step.body.elements?.find((e) => e.name === name);
  if (!el) throw new Error(`no element named ${name} in ${JSON.stringify(step.body)}`);
  return el.id as string;
};

// A company the shipped UK Companies House sample lists as active, and a person on no list.
const TUSCANY = { company_name: 'A Taste of Tuscany Ltd', company_nr: '06473722', company_country_incorporation: 'GB' };
const CLEAN = { first_name: 'Margit', last_name: 'Oddveigsdottir-Quist', dob: '1988-04-02' };

const MINOR_OWNER = {
  first_name: 'Margit',
  last_name: 'Oddveigsdottir-Quist',
  dob: '1988-04-02',
  email: 'margit@example.com',
};
/** The id of a form step's owner group (it has no role; its records take field keys). */
const ownerGroup = (step: StepAnswer): string => {
  const el = step.body.elements?.find((e) => e.type === 'owner');
  if (!el) throw new Error(`no owner group in ${JSON.stringify(step.body)}`);
  return el.id as string;
};

const ROUTES: Record<string, Route> = {
  'conditions-prefill': {
    end: 'accepted',
    status: 'ACCEPTED',
    steps: {
      company: async (step) => ({ ...TUSCANY, legal_form: 'sole', [byName(step, 'Yearly turnover')]: 250_000 }),
      applicant: async (step, ctx) => ({
        full_name: 'Margit Quist',
        owner_day_of_birth: 2,
        owner_month_of_birth: 4,
        owner_year_of_birth: 1988,
        [byName(step, 'Identity document')]: await ctx.upload(png(), 'passport.png'),
      }),
    },
  },
  example: {
    end: 'done',
    status: 'ACCEPTED',
    steps: {
      about: { ...CLEAN, address_country: 'NO' },
      contact: async (step) => ({ email: 'margit@example.com', [byName(step, 'Terms')]: ['accept'] }),
    },
  },
  'onboarding-basic': {
    end: 'done',
    status: 'ACCEPTED',
    steps: {
      personal: CLEAN,
      address: { address_street: 'Main Street 1', address_city: 'Oslo', address_country: 'NO' },
      contact: async (step) => ({
        email: 'margit@example.com',
        mobile_number: '+4741234567',
        [byName(step, 'Consent')]: ['privacy'],
      }),
    },
  },
  'onboarding-kyb': {
    end: 'accepted',
    status: 'ACCEPTED',
    steps: {
      kyb: async (step, ctx) => ({ PrefillId: await ctx.pick(step, 'taste of tuscany') }),
      company: async (step) => byRole(step, { company_email: 'office@tuscany.example' }),
    },
  },
  // With no owner at 25 % or more nobody is invited and the business run goes straight on; the
  // test below invites one owner and completes their kyb-owner run.
  'kyb-end-to-end': {
    end: 'accepted',
    status: 'ACCEPTED',
    steps: {
      kyb: async (step, ctx) => ({ PrefillId: await ctx.pick(step, 'taste of tuscany') }),
      company: async (step) => ({ [ownerGroup(step)]: [{ ...MINOR_OWNER, share: 10 }] }),
    },
  },
  'kyb-owner': {
    end: 'verified',
    status: 'ACCEPTED',
    steps: { about: { ...CLEAN, nationality: 'NO' } },
  },
  'onboarding-screened': {
    end: 'accepted',
    status: 'ACCEPTED',
    steps: { personal: { ...CLEAN, nationality: 'NO' }, company: TUSCANY },
  },
};

const RETRY = { 'x-hf-retry-on-pending': 'true' };
const MAX_STEPS = 20;

for (const dialect of DIALECTS) {
  describe(`every shipped example flow runs to an END in the demo (${dialect})`, () => {
    let server: TestServer;
    const api = () => flowClient(server.baseUrl);

    before(async () => {
      server = await startTestServer(dialect, {
        ONWARD_DEMO: '1',
        ONWARD_PENDING_WAIT_MS: '20000',
        ONWARD_OUTBOUND_ALLOW: '',
      });
      await setUpDemo(server.services.config, server.services, pino({ level: 'silent' }));
    });
    after(async () => {
      await server.close();
    });

    function context(flowId: string, session: string): RunContext {
      return {
        flowId,
        session,
        async upload(content, name) {
          const form = new FormData();
          form.append('file', new Blob([content]), name);
          const res = await fetch(`${server.baseUrl}/file/${flowId}`, {
            method: 'POST',
            body: form,
            headers: { 'x-hf-session': session },
          });
          const body = (await res.json()) as { fileId?: string };
          assert.equal(res.status, 201, JSON.stringify(body));
          return body.fileId!;
        },
        async pick(step, text) {
          const res = await fetch(`${server.baseUrl}${String(step.body.searchPath)}?q=${encodeURIComponent(text)}`, {
            headers: { 'x-hf-session': session },
          });
          const body = (await res.json()) as { results?: Array<{ PrefillId: string }> };
          assert.equal(res.status, 200, JSON.stringify(body));
          assert.ok(body.results?.[0], `no registry result for ${text}`);
          return body.results[0].PrefillId;
        },
      };
    }

    /** Answers each step from the table until an END; the END step's id. */
    async function runToEnd(flowId: string, route: Route): Promise<{ end: StepAnswer; session: string }> {
      let step = await api().get(flowId);
      assert.equal(step.status, 200, JSON.stringify(step.body));
      const session = step.session!;
      const ctx = context(flowId, session);
      for (let i = 0; i < MAX_STEPS; i++) {
        if (step.body.type === 'pending') step = await api().until(flowId, session, 20_000);
        assert.equal(step.status, 200, `${flowId}: ${JSON.stringify(step.body)}`);
        if (step.body.type === 'end') return { end: step, session };
        const stepId = String(step.body.id);
        const answer = route.steps[stepId];
        assert.ok(answer, `${flowId}: the answer table has no answer for step ${stepId} (${String(step.body.type)})`);
        const body = typeof answer === 'function' ? await answer(step, ctx) : answer;
        step = await api().submit(flowId, session, body, RETRY);
      }
      assert.fail(`${flowId}: no END within ${MAX_STEPS} steps`);
    }

    const shipped = exampleFlowFiles().map((f) => basename(f, '.json'));

    it('the answer table covers exactly the shipped examples', () => {
      assert.ok(shipped.length >= 5, `examples found: ${shipped.join(', ')}`);
      assert.deepEqual(
        Object.keys(ROUTES).sort(),
        [...shipped].sort(),
        'each example under examples/flows needs a route to an END here, and each route an example',
      );
    });

    for (const flowId of shipped) {
      it(`${flowId} reaches its END`, async () => {
        const route = ROUTES[flowId];
        assert.ok(route, `${flowId}: no entry in the answer table: add a path to an END for this example`);
        const { end, session } = await runToEnd(flowId, route);
        assert.equal(end.body.id, route.end, JSON.stringify(end.body));
        assert.equal((await server.services.runtime.sessions.get(session))?.status, route.status);
      });
    }

    it('kyb-end-to-end: an owner at 25 % or more is e-mailed, verifies in kyb-owner, and the business run goes on', async () => {
      const first = await api().get('kyb-end-to-end');
      const session = first.session!;
      const pick = await context('kyb-end-to-end', session).pick(first, 'taste of tuscany');
      const company = await api().submit('kyb-end-to-end', session, { PrefillId: pick }, RETRY);
      const records = [{ ...MINOR_OWNER, share: 60 }];
      const pending = await api().submit('kyb-end-to-end', session, { [ownerGroup(company)]: records });
      assert.equal(pending.body.type, 'pending', JSON.stringify(pending.body));
      // The invitations are the node's job: wait for it (pending answers at once, the job runs after).
      let owner: string | null | undefined;
      let owners: unknown;
      for (let sent = false, until = Date.now() + 20_000; !sent && Date.now() < until;) {
        const [found] = await server.services.owners.casesOf(session, 'live');
        owners = found;
        owner = found?.owners[0]?.endClientId;
        sent = (found?.owners[0]?.notificationCount ?? 0) > 0;
        if (!sent) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(owner, JSON.stringify(owners));
      const { messages } = await server.services.mailbox.list(server.services.demo?.tenantId ?? '', { limit: 10 });
      assert.ok(
        messages.some((m) => m.endClientId === owner && m.to === MINOR_OWNER.email),
        'the owner got the link',
      );
      // The owner's run is prefilled from the record: confirming it is one submit.
      const about = await api().get('kyb-owner', owner);
      assert.equal(about.body.elements?.find((e) => e.role === 'last_name')?.readOnly, true);
      const done = await api().submit('kyb-owner', owner, { nationality: 'NO' }, RETRY);
      assert.equal(done.body.id, 'verified', JSON.stringify(done.body));
      const end = await api().until('kyb-end-to-end', session, 20_000);
      assert.equal(end.body.id, 'accepted', JSON.stringify(end.body));
    });

    it('conditions-prefill: a country without shipped registry data skips the lookup and ends in review', async () => {
      const route: Route = { ...ROUTES['conditions-prefill']!, end: 'review', status: 'PENDING_REVIEW' };
      const company = route.steps.company as (step: StepAnswer, ctx: RunContext) => Promise<Record<string, unknown>>;
      route.steps = {
        ...route.steps,
        company: async (step, ctx) => ({ ...(await company(step, ctx)), company_country_incorporation: 'SE' }),
      };
      const { end, session } = await runToEnd('conditions-prefill', route);
      assert.equal(end.body.id, 'review');
      const results = (await server.services.runtime.sessions.get(session))?.state.serviceResults ?? {};
      assert.deepEqual(Object.keys(results), [], 'no registry lookup for a country the registry does not cover');
    });

    it('conditions-prefill: the registry lookup result is stored and the turnover decides', async () => {
      const route: Route = { ...ROUTES['conditions-prefill']!, end: 'review', status: 'PENDING_REVIEW' };
      route.steps = {
        ...route.steps,
        company: async (step) => ({ ...TUSCANY, legal_form: 'sole', [byName(step, 'Yearly turnover')]: 5_000_000 }),
      };
      const { session } = await runToEnd('conditions-prefill', route);
      const results = (await server.services.runtime.sessions.get(session))?.state.serviceResults as {
        lookup?: { match: string; record: { status: string; registrationNumber: string } };
      };
      assert.equal(results.lookup?.match, 'match');
      assert.deepEqual(
        [results.lookup?.record.status, results.lookup?.record.registrationNumber],
        ['active', '06473722'],
      );
    });
  });
}
