// POST /end-clients/{id}/notification end to end: the real server on both dialects, a real SMTP
// server receiving the e-mail, the link's token verified with the server's own resume-link key.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient } from '../../test/support/flow-client.js';
import { leadFlow } from '../../test/fixtures/lead-flow.js';
import { startSmtpSink, type SmtpSink } from '../../test/support/smtp-sink.js';
import { createResumeTokens } from '../resume-links/token.js';

const PUBLIC_URL = 'https://onboard.example';
const HOUR = 3_600_000;

/** Three forms (name, e-mail, city), then the end; an abandonment timer of 2 hours; German texts. */
const timed = {
  ...leadFlow('Account opening'),
  abandonmentTimer: { afterHours: 2 },
  translations: { 'de-DE': { nodes: { a: { title: 'A (de)' } } } },
};
const { abandonmentTimer: _timer, translations: _translations, ...rest } = timed;
const untimed = { ...rest, name: 'No timer' };

for (const dialect of DIALECTS) {
  describe(`e-mail notification (${dialect})`, () => {
    let server: TestServer;
    let smtp: SmtpSink;
    let tokenA: string;
    let tokenB: string;
    const api = (prefix = '') => flowClient(server.baseUrl, prefix);

    async function notify(
      id: string,
      body: unknown = {},
      options: { prefix?: string; token?: string | null; raw?: string; noBody?: boolean } = {},
    ) {
      const token = options.token === undefined ? tokenA : options.token;
      const res = await fetch(
        `${server.baseUrl}${options.prefix ?? ''}/end-clients/${encodeURIComponent(id)}/notification`,
        {
          method: 'POST',
          ...(options.noBody ? {} : { body: options.raw ?? JSON.stringify(body) }),
          headers: {
            ...(options.noBody ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
      );
      const text = await res.text();
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        body: JSON.parse(text) as Record<string, unknown> & { code?: number; details?: Array<Record<string, unknown>> },
      };
    }
    const row = async (id: string) =>
      server.store.store.db
        .selectFrom('sessions')
        .select(['status', 'abandon_at', 'notified_at', 'notification_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const setStatus = (ids: string[], status: string) =>
      fetch(`${server.baseUrl}/end-clients/status`, {
        method: 'PUT',
        body: JSON.stringify({ endClientIds: ids, status }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenA}` },
      });

    /** A lead at IN_PROGRESS that has submitted its name and e-mail address. */
    async function inProgress(flowId = 'timed', prefix = '', email = 'ada@example.com') {
      const first = await api(prefix).submit(flowId, null, { first_name: 'Ada' });
      assert.equal(first.status, 200);
      const second = await api(prefix).submit(flowId, first.session, { email });
      assert.equal(second.status, 200, JSON.stringify(second.body));
      return first.session!;
    }
    async function notStarted(flowId = 'timed', prefix = '') {
      return (await api(prefix).get(flowId)).session!;
    }

    before(async () => {
      smtp = await startSmtpSink();
      server = await startTestServer(dialect, {
        ONWARD_SMTP_URL: smtp.url,
        ONWARD_MAIL_FROM: 'Onward <no-reply@onward.test>',
        ONWARD_PUBLIC_URL: PUBLIC_URL,
        ONWARD_SMTP_TIMEOUT_MS: '3000',
      });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      for (const [flowId, document] of [
        ['timed', timed],
        ['untimed', untimed],
      ] as const) {
        await server.services.flows.putDraft({ tenantId: server.tenants.a.tenantId, flowId, document, actor: 'test' });
        for (const t of ['live', 'test'] as const)
          await server.services.flows.publish({
            tenantId: server.tenants.a.tenantId,
            flowId,
            target: t,
            actor: 'test',
          });
      }
    });
    after(async () => {
      await server.close();
      await smtp.close();
    });

    it('e-mails an IN_PROGRESS lead a working signed link and restarts its abandonment timer', async () => {
      const id = await inProgress();
      const before = await row(id);
      assert.equal(before.status, 'IN_PROGRESS');
      assert.ok(before.abandon_at !== null, 'a submit of a timed flow sets the due time');
      await new Promise((r) => setTimeout(r, 15));
      const sent = smtp.messages.length;
      const res = await notify(id);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.sentTo, 'ada@example.com');
      assert.equal(res.body.status, 'IN_PROGRESS');
      assert.equal(res.body.abandonmentTimerReset, true);
      assert.equal(res.body.notificationCount, 1);

      assert.equal(smtp.messages.length, sent + 1);
      assert.equal(
        (await server.services.mailbox.list(server.tenants.a.tenantId)).messages.length,
        0,
        'with SMTP configured the mailbox keeps nothing',
      );
      const mail = smtp.messages.at(-1)!;
      assert.deepEqual(mail.to, ['ada@example.com']);
      assert.equal(mail.from, 'no-reply@onward.test');
      assert.deepEqual(smtp.logins.at(-1), 'mailer', 'the credentials of ONWARD_SMTP_URL are used');
      assert.equal(mail.subject, 'Continue where you left off: Account opening');
      assert.match(mail.text, /^Hello Ada,/);
      // The link: the public URL, /resume/, a token that verifies with the server's key and names this run.
      const links = mail.text.match(/https:\/\/onboard\.example\/resume\/[A-Za-z0-9_-]+/g) ?? [];
      assert.equal(links.length, 1, mail.text);
      const token = links[0].split('/').pop()!;
      const key = await server.services.keys.current('resume-link');
      const verified = createResumeTokens({ secret: key.secret }).verify(token);
      assert.ok(verified.ok, JSON.stringify(verified));
      assert.equal(verified.ref.sessionId, id);
      assert.equal(verified.ref.mode, 'live');
      assert.equal(new Date(String(res.body.linkExpiresAt)).getTime(), verified.ref.expiresAt * 1000);
      assert.ok(mail.html.includes(`href="${links[0]}"`), 'the HTML part links the same URL');
      // The run the link names resumes where the lead left it.
      const resumed = await api().get('timed', verified.ref.sessionId);
      assert.equal(resumed.status, 200);
      assert.equal(resumed.body.title, 'C');

      const after = await row(id);
      assert.ok(Number(after.abandon_at) > Number(before.abandon_at), 'the due time moved');
      assert.equal(new Date(String(res.body.abandonAt)).getTime(), Number(after.abandon_at));
      assert.ok(
        Math.abs(Number(after.abandon_at) - (Number(after.notified_at) + 2 * HOUR)) < 5,
        'two hours from the notification',
      );
      assert.equal(after.notification_count, 1);
    });

    it('resetAbandonmentTimer: true and absent move the due time, false leaves it', async () => {
      const id = await inProgress();
      for (const [body, moves] of [
        [{ resetAbandonmentTimer: false }, false],
        [{ resetAbandonmentTimer: true }, true],
        [{}, true],
        [{ resetAbandonmentTimer: false }, false],
      ] as const) {
        const before = Number((await row(id)).abandon_at);
        await new Promise((r) => setTimeout(r, 15));
        const res = await notify(id, body);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const after = Number((await row(id)).abandon_at);
        assert.equal(res.body.abandonmentTimerReset, moves, JSON.stringify(body));
        assert.equal(after > before, moves, `${JSON.stringify(body)}: ${before} -> ${after}`);
        if (!moves) assert.equal(after, before);
      }
      assert.equal((await row(id)).notification_count, 4);
    });

    it('invites a NOT_STARTED lead (reset option ignored) at the address given, and needs one', async () => {
      const id = await notStarted();
      const missing = await notify(id, { resetAbandonmentTimer: true });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.code, 4400);
      assert.equal(missing.body.details?.[0]?.field, 'body/email');
      const res = await notify(id, { resetAbandonmentTimer: true, email: 'grace@example.com' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.status, 'NOT_STARTED');
      assert.equal(res.body.abandonmentTimerReset, false);
      assert.equal(res.body.abandonAt, null);
      const mail = smtp.messages.at(-1)!;
      assert.deepEqual(mail.to, ['grace@example.com']);
      assert.equal(mail.subject, 'Your invitation: Account opening');
      assert.match(mail.text, /^Hello,\n/);
      const r = await row(id);
      assert.equal(r.status, 'NOT_STARTED');
      assert.equal(r.abandon_at, null);
      assert.equal(r.notification_count, 1);
    });

    it("writes in the flow's languages only, and a given address wins over the submitted one", async () => {
      const id = await inProgress();
      const de = await notify(id, { language: 'de-DE', email: 'other@example.com', resetAbandonmentTimer: false });
      assert.equal(de.status, 200, JSON.stringify(de.body));
      assert.equal(de.body.language, 'de-DE');
      const mail = smtp.messages.at(-1)!;
      assert.deepEqual(mail.to, ['other@example.com']);
      assert.equal(mail.subject, 'Machen Sie dort weiter, wo Sie aufgehört haben: Account opening');
      assert.match(mail.text, /^Hallo Ada,\n\nSie können „Account opening“ dort fortsetzen/);
      const fr = await notify(id, { language: 'fr-FR' });
      assert.equal(fr.status, 400);
      assert.equal(fr.body.details?.[0]?.field, 'body/language');
      assert.match(String(fr.body.details?.[0]?.message), /en-US, de-DE/);
    });

    it('a flow without a timer: the lead is notified, no due time is set (a POST without body)', async () => {
      const id = await inProgress('untimed');
      const res = await notify(id, undefined, { noBody: true });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.abandonmentTimerReset, false);
      assert.equal(res.body.abandonAt, null);
      assert.equal((await row(id)).abandon_at, null);
    });

    it('refuses ABANDONED (4109) and finished leads (4013) with 400, sending nothing', async () => {
      const abandoned = await inProgress();
      assert.equal((await setStatus([abandoned], 'ABANDONED')).status, 200);
      assert.equal((await row(abandoned)).abandon_at, null, 'a manual abandonment clears the due time');
      const finished: Record<string, string> = {};
      for (const status of ['ACCEPTED', 'DECLINED', 'PENDING_REVIEW']) {
        const id = await inProgress();
        assert.equal((await api().submit('timed', id, { address_city: 'Oslo' })).body.type, 'end');
        if (status !== 'ACCEPTED') assert.equal((await setStatus([id], status)).status, 200);
        finished[status] = id;
      }
      const sent = smtp.messages.length;
      const a = await notify(abandoned);
      assert.equal(a.status, 400);
      assert.equal(a.body.code, 4109);
      assert.equal(a.body.details?.[0]?.status, 'ABANDONED');
      for (const [status, id] of Object.entries(finished)) {
        const res = await notify(id, { email: 'x@example.com' });
        assert.equal(res.status, 400, status);
        assert.equal(res.body.code, 4013, status);
        assert.equal(res.body.details?.[0]?.status, status);
      }
      assert.equal(smtp.messages.length, sent);
    });

    it("404 for unknown ids, another tenant's and another mode's leads; 401 without a valid token", async () => {
      const live = await inProgress();
      const test = await inProgress('timed', '/test');
      for (const [id, options] of [
        ['no-such-id', {}],
        [live, { token: tokenB }],
        [live, { prefix: '/test' }],
        [test, {}],
      ] as const) {
        const res = await notify(id, {}, options);
        assert.equal(res.status, 404, `${id} ${JSON.stringify(options)}`);
        assert.equal(res.body.code, 4100);
      }
      const inTest = await notify(test, {}, { prefix: '/test' });
      assert.equal(inTest.status, 200, JSON.stringify(inTest.body));
      const token = smtp.messages.at(-1)!.text.match(/\/resume\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
      const key = await server.services.keys.current('resume-link');
      const v = createResumeTokens({ secret: key.secret }).verify(token);
      assert.ok(v.ok && v.ref.mode === 'test' && v.ref.sessionId === test, 'a /test lead gets a test-mode link');
      const anonymous = await notify(live, {}, { token: null });
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.code, 4031);
      assert.equal((await notify(live, {}, { token: 'not-a-token' })).status, 401);
    });

    it('validates the payload: unknown fields, types, address format, language codes, JSON', async () => {
      const id = await inProgress();
      const cases: Array<[unknown, string]> = [
        [{ resetAbandonmentTimer: 'yes' }, 'body/resetAbandonmentTimer'],
        [{ email: 'not an address' }, 'body/email'],
        [{ email: 42 }, 'body/email'],
        [{ language: 'xx' }, 'body/language'],
        [{ unexpected: true }, 'body/unexpected'],
        [[], 'body'],
      ];
      for (const [body, field] of cases) {
        const res = await notify(id, body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal(res.body.code, 4400, JSON.stringify(body));
        assert.ok(
          res.body.details?.some((d) => String(d.field).startsWith(field)),
          `${JSON.stringify(body)}: ${JSON.stringify(res.body.details)}`,
        );
      }
      const broken = await notify(id, undefined, { raw: '{"resetAbandonmentTimer":' });
      assert.equal(broken.status, 400);
      assert.equal(broken.body.code, 4007);
      assert.equal((await row(id)).notification_count, 0, 'nothing was sent or recorded');
    });

    it('502 (5020) when the mail server refuses the recipient; nothing recorded, timer untouched', async () => {
      const id = await inProgress();
      const before = await row(id);
      await new Promise((r) => setTimeout(r, 15));
      const res = await notify(id, { email: 'nobody@refused.example' });
      assert.equal(res.status, 502);
      assert.equal(res.body.code, 5020);
      assert.equal(res.body.details?.[0]?.reason, 'rejected');
      assert.match(String(res.body.message), /550/);
      assert.doesNotMatch(JSON.stringify(res.body), /secret/, 'the SMTP password never leaks');
      const after = await row(id);
      assert.equal(after.abandon_at, before.abandon_at);
      assert.equal(after.notification_count, 0);
      assert.equal(after.notified_at, null);
    });
  });
}

describe('e-mail notification without a working mail server', () => {
  let silent: Server;
  const held = new Set<Socket>();
  let closedPort: number;
  const servers: TestServer[] = [];

  before(async () => {
    // Accepts connections and never greets: the SMTP timeout must answer, not the client's patience.
    silent = createServer((socket) => {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
  });
  after(async () => {
    for (const s of servers) await s.close();
    for (const socket of held) socket.destroy();
    await new Promise<void>((r) => silent.close(() => r()));
  });

  async function leadOn(env: Record<string, string>) {
    const server = await startTestServer('sqlite', env);
    servers.push(server);
    await server.services.flows.putDraft({
      tenantId: server.tenants.a.tenantId,
      flowId: 'timed',
      document: timed,
      actor: 'test',
    });
    await server.services.flows.publish({
      tenantId: server.tenants.a.tenantId,
      flowId: 'timed',
      target: 'live',
      actor: 'test',
    });
    const api = flowClient(server.baseUrl);
    const first = await api.submit('timed', null, { first_name: 'Ada' });
    await api.submit('timed', first.session, { email: 'ada@example.com' });
    const token = await getToken(server, server.tenants.a);
    return async () => {
      const res = await fetch(`${server.baseUrl}/end-clients/${first.session}/notification`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      return {
        status: res.status,
        body: (await res.json()) as { code: number; message: string; details?: Array<{ reason: string }> },
      };
    };
  }

  it('502 when nothing listens, 502 on timeout, 501 (5001) when there is no mail transport', async () => {
    const from = { ONWARD_MAIL_FROM: 'no-reply@onward.test' };
    const refused = await (await leadOn({ ...from, ONWARD_SMTP_URL: `smtp://127.0.0.1:${closedPort}` }))();
    assert.equal(refused.status, 502);
    assert.equal(refused.body.code, 5020);
    assert.equal(refused.body.details?.[0]?.reason, 'unreachable');

    const port = (silent.address() as AddressInfo).port;
    const send = await leadOn({ ...from, ONWARD_SMTP_URL: `smtp://127.0.0.1:${port}`, ONWARD_SMTP_TIMEOUT_MS: '300' });
    const started = Date.now();
    const slow = await send();
    assert.equal(slow.status, 502);
    assert.equal(slow.body.code, 5020);
    assert.equal(slow.body.details?.[0]?.reason, 'timeout');
    assert.ok(Date.now() - started < 5000, "the SMTP timeout (300 ms) answers, not nodemailer's minutes");

    // Neither SMTP nor the demo: transport `none` by default, and also when asked for explicitly.
    const envs: Array<Record<string, string>> = [{}, { ONWARD_MAIL_TRANSPORT: 'none' }];
    for (const env of envs) {
      const none = await (await leadOn(env))();
      assert.equal(none.status, 501, JSON.stringify(env));
      assert.equal(none.body.code, 5001);
      assert.match(none.body.message, /E-mail is not configured.*ONWARD_SMTP_URL.*ONWARD_MAIL_TRANSPORT=mailbox/);
    }
  });
});
