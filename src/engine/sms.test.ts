import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Session, TEST_SMS_KEY, compile, errorOf } from './test-support/harness.js';
import { smsCodeHash } from './sms-code.js';
import type { EngineOutcome, SmsView } from './types.js';

const T0 = Date.UTC(2025, 5, 1, 12);

function smsDoc(config: Record<string, unknown> = {}) {
  return {
    name: 'SMS',
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
      { id: 'verify', type: 'sms', title: 'Verify', config, next: 'route' },
      {
        id: 'route',
        type: 'condition',
        otherwise: 'done',
        branches: [{ next: 'done', condition: { type: 'AND', rules: [{ fieldId: 'mobile', operator: 'hv' }] } }],
      },
      { id: 'done', type: 'end', text: 'Verified' },
    ],
    translations: { sv: { nodes: { verify: { message: 'Din kod: {code}' } } } },
  };
}

/** A session at the sms step, with the send job played by the test: returns the code it "sent". */
function atSmsStep(config: Record<string, unknown> = {}, language?: string) {
  const s = new Session(compile(smsDoc(config)), { now: T0, ...(language ? { language } : {}) });
  s.get();
  const out = s.submit({ mobile_number: '+4741234567' });
  assert.ok(out.ok);
  assert.deepEqual(out.view, { type: 'pending' });
  return { s, effect: out.effects.find((e) => e.type === 'send_sms') };
}

function deliver(s: Session, code: string, at = s.ctx.now ?? T0): EngineOutcome {
  const pos = s.state.position;
  assert.ok(pos.kind === 'step' && pos.sms);
  return s.send({
    type: 'sms_sent',
    nodeId: pos.nodeId,
    sendId: pos.sms.sendId,
    salt: 'salt',
    hash: smsCodeHash(TEST_SMS_KEY, 'salt', code),
    at,
  });
}

function smsView(out: EngineOutcome): SmsView {
  assert.ok(out.ok && out.view?.type === 'sms', JSON.stringify(out));
  return out.view;
}

test('arriving at an sms step asks for a code to be sent and shows pending until it is out', () => {
  const { s, effect } = atSmsStep();
  assert.deepEqual(effect && { ...effect, sendId: 0 }, {
    type: 'send_sms',
    nodeId: 'verify',
    sendId: 0,
    phoneNumber: '+4741234567',
    message: 'Your verification code is {code}',
    codeLength: 6,
  });
  assert.deepEqual(s.get(), { type: 'pending' });
  const view = smsView(deliver(s, '580213'));
  assert.equal(JSON.stringify(s.state).includes('580213'), false, 'only a hash of the code is stored');
  assert.deepEqual(view, {
    id: 'verify',
    type: 'sms',
    title: 'Verify',
    canGoBack: true,
    phoneNumber: '+47 ** ** *5 67',
    codeLength: 6,
    status: 'code_sent',
    expiresAt: new Date(T0 + 600_000).toISOString(),
    attemptsLeft: 5,
    resendsLeft: 4,
    canResendAt: new Date(T0 + 30_000).toISOString(),
    resendAvailableInSeconds: 30,
  });
});

test('the message is translated, and the right code advances with a verified submission', () => {
  const { s, effect } = atSmsStep({ codeLength: 4 }, 'sv');
  assert.equal(effect?.type === 'send_sms' && effect.message, 'Din kod: {code}');
  assert.equal(effect?.type === 'send_sms' && effect.codeLength, 4);
  deliver(s, '0042');
  const out = s.submit({ code: '0042' });
  assert.equal(s.ok(out).type, 'end');
  assert.deepEqual(s.state.submissions.verify?.values, {
    verified: true,
    phoneNumber: '+4741234567',
    verifiedAt: new Date(T0).toISOString(),
  });
});

test('wrong codes are 5300 with attempts left, then locked until a new code is sent', () => {
  const { s } = atSmsStep({ maxAttempts: 2, resendCooldownSeconds: 0 });
  deliver(s, '111111');
  const first = s.submit({ code: '222222' });
  assert.deepEqual(errorOf(first), { code: 5300, reasons: ['wrong_code'] });
  assert.equal(!first.ok && first.error.details?.[0]?.attemptsLeft, 1);
  assert.equal(errorOf(s.submit({ code: '333333' })).code, 5300);
  assert.equal(smsView(s.send({ type: 'get' })).status, 'locked');
  assert.deepEqual(errorOf(s.submit({ code: '111111' })), { code: 5300, reasons: ['too_many_attempts'] });
  const resent = s.submit({ resend: true });
  assert.ok(resent.ok && resent.effects.some((e) => e.type === 'send_sms'));
  deliver(s, '444444');
  assert.equal(s.ok(s.submit({ code: '444444' })).type, 'end');
});

test('codes expire; resends respect the cooldown and the send budget, also across back', () => {
  const { s } = atSmsStep({ ttlSeconds: 60, resendCooldownSeconds: 30, maxSends: 2 });
  deliver(s, '123456');
  assert.deepEqual(errorOf(s.submit({ resend: true })), { code: 4008, reasons: ['resend_too_early'] });
  s.ctx.now = T0 + 61_000;
  assert.equal(smsView(s.send({ type: 'get' })).status, 'expired');
  assert.deepEqual(errorOf(s.submit({ code: '123456' })), { code: 5300, reasons: ['code_expired'] });
  assert.ok(s.submit({ resend: true }).ok);
  deliver(s, '654321');
  s.ctx.now = T0 + 100_000;
  assert.deepEqual(errorOf(s.submit({ resend: true })), { code: 4008, reasons: ['too_many_sends'] });
  // Going back and returning does not renew the budget.
  assert.ok(s.send({ type: 'back' }).ok);
  const again = s.submit({ mobile_number: '+4741234567' });
  const view = smsView(again);
  assert.equal(view.status, 'send_failed');
  assert.equal(view.error?.code, 5301);
  assert.equal(again.ok && again.effects.some((e) => e.type === 'send_sms'), false);
});

test('a failed send is reported once as 5301/5302, the step stays usable and a resend works', () => {
  const { s } = atSmsStep();
  const pos = s.state.position;
  assert.ok(pos.kind === 'step' && pos.sms);
  const failed = s.send({
    type: 'sms_failed',
    nodeId: 'verify',
    sendId: pos.sms.sendId,
    code: 5302,
    message: 'SMS provider internal error',
  });
  assert.equal(errorOf(failed).code, 5302);
  const view = smsView(s.send({ type: 'get' }));
  assert.equal(view.status, 'send_failed');
  assert.equal(view.resendAvailableInSeconds, 0);
  assert.deepEqual(errorOf(s.submit({ code: '000000' })), { code: 5300, reasons: ['no_code'] });
  assert.ok(s.submit({ resend: true }).ok);
  deliver(s, '999999');
  assert.equal(s.ok(s.submit({ code: '999999' })).type, 'end');
});

test('malformed sms submits are 4007; a code while sending is 4014; stale reports change nothing', () => {
  const { s } = atSmsStep();
  for (const body of [{}, { code: 123456 }, { code: '1', resend: true }, { resend: false }, [], 'x'])
    assert.equal(errorOf(s.submit(body)).code, 4007);
  assert.equal(errorOf(s.submit({ code: '123456' })).code, 4014);
  const before = s.state;
  const stale = s.send({
    type: 'sms_sent',
    nodeId: 'verify',
    sendId: 999,
    salt: 's',
    hash: smsCodeHash(TEST_SMS_KEY, 's', '1'),
    at: T0,
  });
  assert.ok(stale.ok);
  assert.equal(s.state, before);
});

test('property: no sequence of submits passes an sms step without the sent code, and attempts stay within the maximum', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('code' as const), code: fc.stringMatching(/^[0-9]{6}$/) }),
    fc.record({ kind: fc.constant('resend' as const) }),
    fc.record({ kind: fc.constant('deliver' as const) }),
    fc.record({ kind: fc.constant('fail' as const), code: fc.constantFrom(5301 as const, 5302 as const) }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 200_000 }) }),
    fc.record({ kind: fc.constant('back' as const) }),
    fc.record({ kind: fc.constant('garbage' as const), data: fc.anything() }),
  );
  fc.assert(
    fc.property(
      fc.array(action, { maxLength: 40 }),
      fc.constantFrom('000000', '123456', '999999'),
      (actions, secret) => {
        const { s } = atSmsStep({ maxAttempts: 3, ttlSeconds: 120, resendCooldownSeconds: 10, maxSends: 4 });
        for (const a of actions) {
          const pos = s.state.position;
          if (a.kind === 'code') s.submit({ code: a.code === secret ? '000001' : a.code });
          else if (a.kind === 'resend') s.submit({ resend: true });
          else if (a.kind === 'deliver' && pos.kind === 'step' && pos.sms?.state === 'sending') deliver(s, secret);
          else if (a.kind === 'fail' && pos.kind === 'step' && pos.sms)
            s.send({ type: 'sms_failed', nodeId: 'verify', sendId: pos.sms.sendId, code: a.code, message: 'x' });
          else if (a.kind === 'wait') s.ctx.now = (s.ctx.now ?? T0) + a.ms;
          else if (a.kind === 'back') s.send({ type: 'back' });
          else if (a.kind === 'garbage') s.submit(a.data);
          const now = s.state.position;
          // Never past the sms step: the only code that passes (the secret) is never typed.
          assert.notEqual(now.kind, 'end');
          assert.equal(s.state.history.includes('verify'), false);
          if (now.kind === 'step' && now.sms?.state === 'sent') assert.ok(now.sms.attempts <= 3);
          assert.ok((s.state.smsSends?.verify ?? 0) <= 4);
          if (now.kind === 'step' && now.nodeId === 'phone') s.submit({ mobile_number: '+4741234567' });
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('without a flow text the SMS and the step’s messages are in the session’s language', () => {
  const { s, effect } = atSmsStep({}, 'de-DE');
  assert.equal(effect?.type === 'send_sms' && effect.message, 'Ihr Bestätigungscode lautet {code}');
  deliver(s, '123456');
  const wrong = s.submit({ code: '654321' });
  assert.ok(!wrong.ok);
  assert.equal(wrong.error.code, 5300);
  assert.equal(wrong.error.details?.[0]?.message, 'Dieser Code ist nicht richtig. Sie haben noch 4 Versuche.');
  const early = s.submit({ resend: true });
  assert.ok(!early.ok);
  assert.equal(early.error.details?.[0]?.message, 'Sie können in 30 Sekunden einen neuen Code anfordern.');
  // A Polish session: the attempts left take Polish plural forms.
  const pl = atSmsStep({}, 'pl');
  deliver(pl.s, '123456');
  for (const left of ['Pozostały 4 próby.', 'Pozostały 3 próby.', 'Pozostały 2 próby.', 'Pozostała 1 próba.']) {
    const out = pl.s.submit({ code: '654321' });
    assert.ok(!out.ok);
    assert.equal(out.error.details?.[0]?.message, `Ten kod jest nieprawidłowy. ${left}`);
  }
});
