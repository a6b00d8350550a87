import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { createOutboundClient } from '../outbound/client.js';
import { json, startServer, type TestServer } from '../outbound/test-server.js';
import { ConfigError, loadConfig, type Env } from '../config/env.js';
import { createSmsGateway } from './gateway.js';
import { makeCode } from './send-job.js';

const logger = pino({ level: 'silent' });

describe('SMS gateway', () => {
  let receiver: TestServer;
  let status = 200;
  const outbound = createOutboundClient({ allow: ['127.0.0.1'] });
  before(async () => {
    receiver = await startServer((_req, res) => json(res, status, {}));
  });
  after(async () => {
    outbound.close();
    await receiver.close();
  });

  it('webhook: POSTs JSON {to, body, from} with the bearer token', async () => {
    const gateway = createSmsGateway(
      { kind: 'webhook', url: `${receiver.url}/sms`, token: 'hook-token', from: 'Onward', timeoutMs: 1000 },
      { outbound, logger },
    );
    assert.deepEqual(await gateway.send('+46701234567', 'Code 123456'), { ok: true });
    const call = receiver.received.at(-1)!;
    assert.equal(call.url, '/sms');
    assert.equal(call.headers.authorization, 'Bearer hook-token');
    assert.equal(call.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(call.body), { to: '+46701234567', body: 'Code 123456', from: 'Onward' });
  });

  it('classifies answers: 4xx refuses the number (5301); 401, 429 and 5xx are the provider (5302)', async () => {
    const gateway = createSmsGateway(
      { kind: 'webhook', url: receiver.url, token: undefined, from: undefined, timeoutMs: 1000 },
      { outbound, logger },
    );
    for (const [answer, code] of [
      [400, 5301],
      [422, 5301],
      [401, 5302],
      [429, 5302],
      [503, 5302],
    ] as const) {
      status = answer;
      const result = await gateway.send('+46701234567', 'x');
      assert.equal(!result.ok && result.code, code, `HTTP ${answer}`);
    }
    status = 200;
    assert.equal(receiver.received.at(-1)?.headers.authorization, undefined);
  });

  it('without a configured gateway every send is 5302 with a configuration message; a refused address is 5302', async () => {
    const none = await createSmsGateway({ kind: 'none' }, { outbound, logger }).send('+46701234567', 'x');
    assert.ok(!none.ok && none.code === 5302 && /ONWARD_SMS_GATEWAY/.test(none.message));
    const guarded = createOutboundClient({ allow: [] });
    const refused = await createSmsGateway(
      { kind: 'webhook', url: receiver.url, token: undefined, from: undefined, timeoutMs: 1000 },
      { outbound: guarded, logger },
    ).send('+46701234567', 'x');
    guarded.close();
    assert.ok(!refused.ok && refused.code === 5302);
  });

  it('codes have the asked length, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) assert.match(makeCode(4), /^\d{4}$/);
    assert.match(makeCode(10), /^\d{10}$/);
  });
});

describe('ONWARD_SMS_* settings', () => {
  const problems = (env: Env): string[] => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      assert.ok(err instanceof ConfigError);
      return err.problems;
    }
  };

  it('defaults to no gateway; twilio needs sid, token and From; unknown kinds are refused', () => {
    assert.deepEqual(loadConfig({}).sms, { kind: 'none' });
    const twilio = loadConfig({
      ONWARD_SMS_GATEWAY: 'twilio',
      ONWARD_SMS_TWILIO_ACCOUNT_SID: 'AC1',
      ONWARD_SMS_TWILIO_AUTH_TOKEN: 't',
      ONWARD_SMS_FROM: '+1500',
      ONWARD_SMS_TIMEOUT_MS: '1000',
    });
    assert.deepEqual(twilio.sms, {
      kind: 'twilio',
      baseUrl: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 't',
      from: '+1500',
      timeoutMs: 1000,
    });
    assert.deepEqual(
      problems({ ONWARD_SMS_GATEWAY: 'twilio' }),
      ['ONWARD_SMS_TWILIO_ACCOUNT_SID', 'ONWARD_SMS_TWILIO_AUTH_TOKEN', 'ONWARD_SMS_FROM'].map(
        (name) => `${name} must be set with ONWARD_SMS_GATEWAY=twilio`,
      ),
    );
    assert.deepEqual(problems({ ONWARD_SMS_GATEWAY: 'webhook', ONWARD_SMS_WEBHOOK_URL: 'ftp://x' }), [
      'ONWARD_SMS_WEBHOOK_URL must be an http(s) URL',
    ]);
    assert.deepEqual(problems({ ONWARD_SMS_GATEWAY: 'fake' }), [
      'ONWARD_SMS_GATEWAY must be twilio, webhook or log, got "fake"',
    ]);
  });

  it('the log gateway is development only: refused with NODE_ENV=production, also at start', () => {
    assert.deepEqual(loadConfig({ ONWARD_SMS_GATEWAY: 'log' }).sms, { kind: 'log' });
    assert.throws(() => loadConfig({ ONWARD_SMS_GATEWAY: 'log', NODE_ENV: 'production' }), /NODE_ENV=production/);
  });
});
