// Units of the notification e-mail: texts and escaping, language fallback, SMTP error
// classification, and the mail settings of the environment schema (transport choice included).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { composeNotification } from './texts.js';
import { classifyMailError } from './smtp.js';
import { ConfigError, loadConfig } from '../config/env.js';

describe('notification texts', () => {
  const base = { kind: 'resume' as const, url: 'https://x.example/resume/abc', expiresAt: 1_800_000_000 };

  it("speaks the run's language, a regional code through its language's catalogue", () => {
    const subject = (language: Parameters<typeof composeNotification>[0]['language']) =>
      composeNotification({ ...base, language, flowName: 'F' }).subject;
    assert.match(subject('fr-CA'), /^Reprenez là où vous/);
    assert.match(subject('de-DE'), /^Machen Sie dort weiter/);
    assert.match(subject('es-MX'), /^Continúe/);
    assert.match(subject('en-GB'), /^Continue where you left off/);
    // Every language has its own text now: none of them falls back to English.
    for (const language of ['ja', 'ar', 'he', 'ko', 'th', 'uk'] as const)
      assert.doesNotMatch(subject(language), /Continue/, language);
    const named = composeNotification({ ...base, language: 'de-DE', flowName: 'F', firstName: 'Ada' });
    assert.match(named.text, /^Hallo Ada,\n/);
    assert.match(composeNotification({ ...base, language: 'de-DE', flowName: 'F' }).text, /^Hallo,\n/);
  });

  it('escapes the flow name and the first name in HTML, and keeps the subject on one line', () => {
    const m = composeNotification({
      ...base,
      language: 'en-US',
      flowName: '<b>Acme</b>\r\nBcc: x@evil.example $& $1',
      firstName: '<i>Ada</i>',
    });
    assert.equal(m.subject, 'Continue where you left off: <b>Acme</b> Bcc: x@evil.example $& $1');
    assert.ok(!m.html.includes('<b>Acme'));
    assert.ok(m.html.includes('&#60;b&#62;Acme&#60;/b&#62;'));
    assert.ok(m.html.includes('&#60;i&#62;Ada&#60;/i&#62;'));
    assert.ok(
      m.text.includes('"<b>Acme</b> Bcc: x@evil.example $& $1"'),
      'a $ pattern in the name is text, not a replacement',
    );
  });

  it('states the expiry in the language, in UTC', () => {
    assert.match(
      composeNotification({ ...base, language: 'en-US', flowName: 'F' }).text,
      /valid until January 15, 2027 at 8:00 AM UTC\./,
    );
    assert.match(
      composeNotification({ ...base, language: 'de-DE', flowName: 'F' }).text,
      /gültig bis 15\. Januar 2027 um 08:00 UTC\./,
    );
  });
});

describe('SMTP errors', () => {
  it('names what went wrong without the credentials', () => {
    assert.equal(
      classifyMailError({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:1' }).reason,
      'unreachable',
    );
    assert.equal(classifyMailError({ code: 'ETIMEDOUT', message: 'Greeting never received' }).reason, 'timeout');
    assert.equal(
      classifyMailError({ code: 'EAUTH', responseCode: 535, response: '535 Invalid login' }).reason,
      'authentication',
    );
    const refused = classifyMailError({ code: 'EENVELOPE', responseCode: 550, response: '550 Mailbox unavailable' });
    assert.equal(refused.reason, 'rejected');
    assert.equal(refused.responseCode, 550);
    assert.match(refused.message, /550 Mailbox unavailable/);
    assert.equal(classifyMailError(new Error('boom')).reason, 'failed');
  });
});

describe('mail settings', () => {
  it('are optional; an SMTP URL needs a From address and a smtp(s) scheme, and is never echoed', () => {
    assert.deepEqual(loadConfig({}).mail, {
      transport: 'none',
      smtpUrl: undefined,
      from: undefined,
      timeoutMs: 10_000,
    });
    const c = loadConfig({
      ONWARD_SMTP_URL: 'smtps://u:p@mail.example:465',
      ONWARD_MAIL_FROM: 'Onward <no-reply@example.com>',
      ONWARD_SMTP_TIMEOUT_MS: '2000',
      ONWARD_ABANDON_SWEEP_MS: '1000',
    });
    assert.deepEqual(c.mail, {
      transport: 'smtp',
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Onward <no-reply@example.com>',
      timeoutMs: 2000,
    });
    assert.equal(c.abandonSweepMs, 1000);
    assert.equal(loadConfig({}).abandonSweepMs, 60_000);
    assert.throws(() => loadConfig({ ONWARD_SMTP_URL: 'smtp://mail.example' }), /ONWARD_MAIL_FROM must be set/);
    assert.throws(
      () => loadConfig({ ONWARD_SMTP_URL: 'http://u:hunter2@mail.example', ONWARD_MAIL_FROM: 'a@b.example' }),
      (err: Error) => /ONWARD_SMTP_URL must be/.test(err.message) && !err.message.includes('hunter2'),
    );
    assert.throws(() => loadConfig({ ONWARD_MAIL_FROM: 'not an address' }), /ONWARD_MAIL_FROM must be an address/);
    assert.throws(() => loadConfig({ ONWARD_ABANDON_SWEEP_MS: '0' }), /ONWARD_ABANDON_SWEEP_MS/);
  });
});

describe('mail transport setting', () => {
  const smtp = { ONWARD_SMTP_URL: 'smtp://mail.example:587', ONWARD_MAIL_FROM: 'no-reply@example.com' };
  const transport = (env: Record<string, string>) => loadConfig(env).mail.transport;

  it('defaults to smtp with a server, else mailbox in the demo, else none', () => {
    assert.equal(transport({}), 'none');
    assert.equal(transport({ ONWARD_DEMO: '1' }), 'mailbox');
    assert.equal(transport(smtp), 'smtp');
    assert.equal(transport({ ...smtp, ONWARD_DEMO: '1' }), 'smtp', 'configuring SMTP sends for real, demo or not');
  });

  it('an explicit choice wins', () => {
    assert.equal(transport({ ONWARD_MAIL_TRANSPORT: 'mailbox' }), 'mailbox');
    assert.equal(transport({ ...smtp, ONWARD_MAIL_TRANSPORT: 'mailbox' }), 'mailbox');
    assert.equal(transport({ ONWARD_DEMO: '1', ONWARD_MAIL_TRANSPORT: 'none' }), 'none');
    assert.equal(transport({ ...smtp, ONWARD_MAIL_TRANSPORT: 'smtp' }), 'smtp');
  });

  it('refuses to start with smtp but no server, or an unknown transport', () => {
    assert.throws(
      () => loadConfig({ ONWARD_MAIL_TRANSPORT: 'smtp' }),
      (err: Error) =>
        err instanceof ConfigError && /ONWARD_MAIL_TRANSPORT=smtp needs ONWARD_SMTP_URL/.test(err.message),
    );
    assert.throws(
      () => loadConfig({ ONWARD_MAIL_TRANSPORT: 'smtp', ONWARD_DEMO: '1' }),
      /ONWARD_MAIL_TRANSPORT=smtp needs ONWARD_SMTP_URL/,
    );
    assert.throws(
      () => loadConfig({ ONWARD_MAIL_TRANSPORT: 'pigeon' }),
      /ONWARD_MAIL_TRANSPORT must be one of smtp, mailbox, none, got "pigeon"/,
    );
  });
});
