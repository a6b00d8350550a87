import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient, type StepAnswer } from '../../test/support/flow-client.js';
import { json, startServer, type TestServer as Receiver } from '../outbound/test-server.js';

/** A form asking for the mobile number, the sms step, and the end. */
const smsFlow = {
  name: 'SMS flow',
  start: 'phone',
  nodes: [
    {
      id: 'phone',
      type: 'form',
      title: 'Phone',
      next: 'verify',
      elements: [
        {
          key: 'mobile',
          type: 'phone_number',
          name: 'Mobile',
          role: 'mobile_number',
          validations: [{ type: 'required' }],
        },
      ],
    },
    {
      id: 'verify',
      type: 'sms',
      title: 'Verify your number',
      next: 'done',
      config: { resendCooldownSeconds: 1, maxAttempts: 3, message: 'Onward code: {code}' },
    },
    { id: 'done', type: 'end', text: 'Verified' },
  ],
};

const WAIT = { 'x-hf-retry-on-pending': 'true' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const dialect of DIALECTS) {
  describe(`sms step over HTTP with a Twilio-format gateway (${dialect})`, () => {
    let server: TestServer;
    let gateway: Receiver;
    /** What the gateway answers next: status and delay. */
    let behaviour = { status: 201, delayMs: 0 };
    const api = () => flowClient(server.baseUrl);

    before(async () => {
      gateway = await startServer((_req, res) => {
        const { status, delayMs } = behaviour;
        setTimeout(() => {
          if (!res.destroyed)
            json(res, status, status < 300 ? { sid: 'SM1', status: 'queued' } : { code: 21211, message: 'invalid' });
        }, delayMs);
      });
      server = await startTestServer(dialect, {
        ONWARD_PENDING_WAIT_MS: '5000',
        ONWARD_SMS_GATEWAY: 'twilio',
        ONWARD_SMS_TWILIO_BASE_URL: gateway.url,
        ONWARD_SMS_TWILIO_ACCOUNT_SID: 'AC0123',
        ONWARD_SMS_TWILIO_AUTH_TOKEN: 'tok-secret',
        ONWARD_SMS_FROM: '+15005550006',
        ONWARD_SMS_TIMEOUT_MS: '500',
      });
      const tenantId = server.tenants.a.tenantId;
      await server.services.flows.putDraft({ tenantId, flowId: 'sms', document: smsFlow, actor: 'test' });
      for (const target of ['live', 'test'] as const)
        await server.services.flows.publish({ tenantId, flowId: 'sms', target, actor: 'test' });
    });
    after(async () => {
      await gateway.close();
      await server.close();
    });

    /** The code in the last SMS the gateway received for this number. */
    function lastCode(to: string): string {
      const sent = gateway.received.filter((r) => new URLSearchParams(r.body).get('To') === to).at(-1);
      const match = /code: (\d{6})$/.exec(new URLSearchParams(sent?.body ?? '').get('Body') ?? '');
      assert.ok(match, `no SMS for ${to}`);
      return match[1]!;
    }

    async function toSmsStep(phone: string, prefix = ''): Promise<{ session: string; step: StepAnswer }> {
      const client = flowClient(server.baseUrl, prefix);
      const first = await client.get('sms');
      const step = await client.submit('sms', first.session, { mobile_number: phone }, WAIT);
      return { session: first.session!, step };
    }

    it('sends the code in Twilio wire format; a wrong code is 5300 with attempts left; the received code verifies', async () => {
      const { session, step } = await toSmsStep('+4741234567');
      assert.equal(step.status, 200, JSON.stringify(step.body));
      assert.equal(step.body.type, 'sms');
      assert.equal(step.body.phoneNumber, '+47 ** ** *5 67');
      assert.equal(step.body.status, 'code_sent');
      assert.equal(step.body.attemptsLeft, 3);
      const call = gateway.received.at(-1)!;
      assert.equal(call.method, 'POST');
      assert.equal(call.url, '/2010-04-01/Accounts/AC0123/Messages.json');
      assert.equal(call.headers.authorization, `Basic ${Buffer.from('AC0123:tok-secret').toString('base64')}`);
      assert.equal(call.headers['content-type'], 'application/x-www-form-urlencoded');
      const form = new URLSearchParams(call.body);
      assert.equal(form.get('To'), '+4741234567');
      assert.equal(form.get('From'), '+15005550006');
      const code = lastCode('+4741234567');
      // The session row holds no plain code.
      const stored = await server.services.runtime.sessions.get(session);
      assert.equal(stored?.stateJson.includes(code), false);

      const wrong = await api().submit('sms', session, { code: code === '000000' ? '111111' : '000000' });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.code, 5300);
      assert.equal((wrong.body.details as Array<{ attemptsLeft?: number }>)[0]?.attemptsLeft, 2);
      const shown = await api().get('sms', session);
      assert.equal(shown.body.attemptsLeft, 2);
      const done = await api().submit('sms', session, { code });
      assert.deepEqual(done.body, { id: 'done', type: 'end', text: 'Verified', redirectUrl: null });
      const ended = await server.services.runtime.sessions.get(session);
      assert.equal(ended?.state.submissions.verify?.values.verified, true);
    });

    it('refuses a resend within the cooldown, then sends a new code that replaces the old one (test version too)', async () => {
      const { session } = await toSmsStep('+4741234568', '/test');
      const test = flowClient(server.baseUrl, '/test');
      const old = lastCode('+4741234568');
      const early = await test.submit('sms', session, { resend: true });
      assert.equal(early.status, 400);
      assert.equal(early.body.code, 4008);
      assert.equal((early.body.details as Array<{ reason: string }>)[0]?.reason, 'resend_too_early');
      await sleep(1100);
      const resent = await test.submit('sms', session, { resend: true }, WAIT);
      assert.equal(resent.body.type, 'sms');
      assert.equal(resent.body.resendsLeft, 3);
      const fresh = lastCode('+4741234568');
      if (fresh !== old) assert.equal((await test.submit('sms', session, { code: old })).body.code, 5300);
      assert.equal((await test.submit('sms', session, { code: fresh })).body.type, 'end');
    });

    it('a gateway 400 is 5301, reported once; the step stays and a later resend works', async () => {
      behaviour = { status: 400, delayMs: 0 };
      const { session, step } = await toSmsStep('+4741234569');
      assert.equal(step.status, 502);
      assert.equal(step.body.code, 5301);
      const shown = await api().get('sms', session);
      assert.equal(shown.status, 200);
      assert.equal(shown.body.type, 'sms');
      assert.equal(shown.body.status, 'send_failed');
      assert.equal((shown.body.error as { code: number }).code, 5301);
      behaviour = { status: 201, delayMs: 0 };
      const resent = await api().submit('sms', session, { resend: true }, WAIT);
      assert.equal(resent.body.status, 'code_sent');
      assert.equal((await api().submit('sms', session, { code: lastCode('+4741234569') })).body.type, 'end');
    });

    it('a gateway 500 and a gateway timeout are 5302; the session is not corrupted and a resend works', async () => {
      for (const [i, failure] of [
        { status: 500, delayMs: 0 },
        { status: 201, delayMs: 1500 },
      ].entries()) {
        behaviour = failure;
        const phone = `+474123457${i}`;
        const { session } = await toSmsStep(phone);
        const reported = await api().until('sms', session);
        // The failure is answered once (502 5302), by the wait above or by this GET.
        const view = reported.status === 502 ? await api().get('sms', session) : reported;
        if (reported.status === 502) assert.equal(reported.body.code, 5302);
        assert.equal(view.body.status, 'send_failed');
        assert.equal((view.body.error as { code: number }).code, 5302);
        behaviour = { status: 201, delayMs: 0 };
        const resent = await api().submit('sms', session, { resend: true }, WAIT);
        assert.equal(resent.body.status, 'code_sent', JSON.stringify(resent.body));
        assert.equal((await api().submit('sms', session, { code: lastCode(phone) })).body.type, 'end');
      }
    });
  });
}
