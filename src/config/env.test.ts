import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Value } from '@sinclair/typebox/value';
import { ConfigError, loadConfig, type Config, type Env } from './env.js';
import { EnvSchema } from './schema/index.js';
import { docOf } from './schema/kinds.js';

/** The problems loadConfig reports for env, or [] when it accepts it. */
function problems(env: Env): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    assert.ok(err instanceof ConfigError);
    return err.problems;
  }
}

// Compile-time: the inferred Config keeps the precise types call sites rely on (typecheck fails otherwise).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the usual exact-equality test: T stands for any type, once on each side
type Eq<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const inferred: [
  Eq<Config['logLevel'], 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'>,
  Eq<Config['webhookEncryptionKey'], Buffer | undefined>,
  Eq<Config['signingSecret'], string | undefined>,
  Eq<Config['webhookRetryScheduleMs'], number[]>,
  Eq<Config['resumeLinkTtlSeconds'], number>,
  Eq<Config['mail']['from'], string | undefined>,
  Eq<Config['sms']['kind'], 'none' | 'twilio' | 'webhook' | 'log'>,
] = [true, true, true, true, true, true, true];

describe('loadConfig', () => {
  it('has working defaults for the embedded store', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    assert.equal(c.databaseUrl, 'sqlite:./data/onward.sqlite');
    assert.equal(c.demo, false);
    assert.equal(c.pendingWaitMs, 30000);
    assert.deepEqual(c.outboundAllow, []);
  });

  it('reads every documented variable', () => {
    const c = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@h:5432/db',
      ONWARD_DEMO: 'true',
      ONWARD_BOOTSTRAP_CLIENT_ID: 'id',
      ONWARD_BOOTSTRAP_CLIENT_SECRET: 'secret',
      ONWARD_BOOTSTRAP_USERNAME: 'user',
      ONWARD_BOOTSTRAP_PASSWORD: 'pw',
      ONWARD_OUTBOUND_ALLOW: '127.0.0.1, 10.0.0.0/8,hooks.internal',
      ONWARD_PENDING_WAIT_MS: '500',
    });
    assert.equal(c.port, 9090);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.demo, true);
    assert.deepEqual(c.bootstrap, { clientId: 'id', clientSecret: 'secret', username: 'user', password: 'pw' });
    assert.deepEqual(c.outboundAllow, ['127.0.0.1', '10.0.0.0/8', 'hooks.internal']);
    assert.equal(c.pendingWaitMs, 500);
  });

  it('reads the process role: all by default, api and worker only on PostgreSQL', () => {
    assert.equal(loadConfig({}).role, 'all');
    const pg = 'postgres://u@h:5432/db';
    assert.equal(loadConfig({ DATABASE_URL: pg, ONWARD_ROLE: 'api' }).role, 'api');
    assert.equal(loadConfig({ DATABASE_URL: pg, ONWARD_ROLE: 'worker' }).role, 'worker');
    assert.throws(() => loadConfig({ ONWARD_ROLE: 'worker' }), /ONWARD_ROLE=worker needs PostgreSQL/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite', ONWARD_ROLE: 'api' }), /needs PostgreSQL/);
    assert.throws(() => loadConfig({ DATABASE_URL: pg, ONWARD_ROLE: 'cron' }), /ONWARD_ROLE must be one of all, api/);
  });

  it('arms a test fault point only outside production, and only a known one', () => {
    assert.equal(loadConfig({}).testFault, undefined);
    assert.equal(loadConfig({ ONWARD_TEST_FAULT: 'submit-before-commit' }).testFault, 'submit-before-commit');
    assert.deepEqual(problems({ ONWARD_TEST_FAULT: 'submit-before-commit', NODE_ENV: 'production' }), [
      'ONWARD_TEST_FAULT is for tests only and is refused when NODE_ENV=production',
    ]);
    assert.match(problems({ ONWARD_TEST_FAULT: 'everywhere' }).join(), /ONWARD_TEST_FAULT.*submit-before-commit/);
  });

  it('reads whose X-Forwarded-For to trust: nobody by default, any hop, a hop count or proxy addresses', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ ONWARD_TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ ONWARD_TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ ONWARD_TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy, [
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    assert.match(
      problems({ ONWARD_TRUST_PROXY: 'lb.internal' }).join(),
      /ONWARD_TRUST_PROXY.*neither an IP nor a CIDR/,
    );
    assert.deepEqual(loadConfig({}).rateLimits, { sessions: 120, search: 600, resume: 120, token: 60 });
    assert.equal(loadConfig({ ONWARD_RATE_LIMIT_TOKEN: '0' }).rateLimits.token, 0);
  });

  it('reads the webhook lease: 120 s by default, 2 s to an hour', () => {
    assert.equal(loadConfig({}).webhookLeaseSeconds, 120);
    assert.equal(loadConfig({ ONWARD_WEBHOOK_LEASE_SECONDS: '4' }).webhookLeaseSeconds, 4);
    assert.match(problems({ ONWARD_WEBHOOK_LEASE_SECONDS: '1' }).join(), /ONWARD_WEBHOOK_LEASE_SECONDS/);
  });

  it('lets the demo reach loopback when no allow-list is set, and only then', () => {
    assert.deepEqual(loadConfig({ ONWARD_DEMO: '1' }).outboundAllow, ['127.0.0.1', '::1']);
    assert.deepEqual(loadConfig({ ONWARD_DEMO: '1', ONWARD_OUTBOUND_ALLOW: 'hooks.internal' }).outboundAllow, [
      'hooks.internal',
    ]);
    assert.deepEqual(loadConfig({}).outboundAllow, []);
  });

  it('reads CORS origins and rejects entries that are not origins', () => {
    assert.deepEqual(loadConfig({}).corsOrigins, []);
    assert.deepEqual(loadConfig({ ONWARD_CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).corsOrigins, [
      'https://a.example',
      'http://localhost:3000',
    ]);
    assert.throws(() => loadConfig({ ONWARD_CORS_ORIGINS: 'https://a.example/path' }), /ONWARD_CORS_ORIGINS/);
  });

  it('reports every bad value at once, naming the variable', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          ONWARD_DEMO: 'maybe',
          ONWARD_BOOTSTRAP_CLIENT_ID: 'only-id',
          ONWARD_OUTBOUND_ALLOW: '10.0.0.0/99',
          ONWARD_SIGNING_SECRET: 'short',
          LOG_LEVEL: 'loud',
        }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        const text = err.problems.join('\n');
        for (const name of [
          'PORT',
          'DATABASE_URL',
          'ONWARD_DEMO',
          'ONWARD_BOOTSTRAP_CLIENT_SECRET',
          'ONWARD_OUTBOUND_ALLOW',
          'ONWARD_SIGNING_SECRET',
          'LOG_LEVEL',
        ]) {
          assert.match(text, new RegExp(name), `mentions ${name}`);
        }
        return true;
      },
    );
  });

  it('reads and validates the monitoring and webhook settings', () => {
    const d = loadConfig({});
    assert.equal(d.enrollmentBasePath, '');
    assert.equal(d.webhookEncryptionKey, undefined);
    assert.equal(d.webhookRetryScheduleMs.length, 7);
    assert.equal(d.rescanOnListUpdate, true);
    const c = loadConfig({
      ONWARD_ENROLLMENT_BASE_PATH: '/identity-enrollment/',
      ONWARD_WEBHOOK_ENCRYPTION_KEY: 'ab'.repeat(32),
      ONWARD_WEBHOOK_RETRY_SCHEDULE: '100ms,2s',
      ONWARD_RESCAN_ON_LIST_UPDATE: 'false',
    });
    assert.equal(c.enrollmentBasePath, '/identity-enrollment');
    assert.equal(c.webhookEncryptionKey?.length, 32);
    assert.deepEqual(c.webhookRetryScheduleMs, [100, 2000]);
    assert.equal(c.rescanOnListUpdate, false);
    assert.equal(
      loadConfig({ ONWARD_WEBHOOK_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).webhookEncryptionKey
        ?.length,
      32,
    );
    assert.throws(
      () =>
        loadConfig({
          ONWARD_ENROLLMENT_BASE_PATH: 'no-slash',
          ONWARD_WEBHOOK_ENCRYPTION_KEY: 'short',
          ONWARD_WEBHOOK_RETRY_SCHEDULE: '1s,soon',
        }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        const text = err.problems.join('\n');
        for (const name of [
          'ONWARD_ENROLLMENT_BASE_PATH',
          'ONWARD_WEBHOOK_ENCRYPTION_KEY',
          'ONWARD_WEBHOOK_RETRY_SCHEDULE',
        ])
          assert.match(text, new RegExp(name));
        return true;
      },
    );
  });

  it('reads ONWARD_LISTS and names each bad entry', () => {
    const c = loadConfig({ ONWARD_LISTS: 'ofac-sdn=/data/sdn ; pep-jsonl:Our PEPs=/data/peps.jsonl;' });
    assert.deepEqual(c.lists, [
      { format: 'ofac-sdn', path: '/data/sdn' },
      { format: 'pep-jsonl', path: '/data/peps.jsonl', listName: 'Our PEPs' },
    ]);
    assert.deepEqual(loadConfig({}).lists, []);
    assert.throws(
      () => loadConfig({ ONWARD_LISTS: 'ofac=/x;us-csl;un-xml=;eu-fsf-csv=/a;eu-fsf-csv=/b;pep-jsonl:=/p' }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        const text = err.problems.join('\n');
        assert.match(text, /"ofac=\/x": unknown format "ofac" \(one of ofac-sdn,/);
        assert.match(text, /"us-csl" must be format=path/);
        assert.match(text, /"un-xml=" has no path/);
        assert.match(text, /names "eu-fsf-csv" twice/);
        assert.match(text, /empty list name/);
        assert.equal(err.problems.length, 5);
        return true;
      },
    );
  });

  it('documents every variable, and every default decodes', () => {
    for (const [name, schema] of Object.entries(EnvSchema.properties)) {
      const doc = docOf(schema);
      assert.ok(doc.description.trim() !== '', `${name} has a description`);
      assert.match(name, /^(ONWARD_[A-Z0-9_]+|PORT|HOST|DATABASE_URL|LOG_LEVEL|NODE_ENV)$/);
      if (doc.default !== undefined) assert.doesNotThrow(() => Value.Decode(schema, doc.default), name);
    }
    assert.ok(inferred.every(Boolean));
  });

  it('has the documented defaults', () => {
    const c = loadConfig({});
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.logLevel, 'info');
    assert.equal(c.tokenTtlSeconds, 3600);
    assert.equal(c.bodyLimitBytes, 1_048_576);
    assert.equal(c.resumeLinkTtlSeconds, 7 * 86400);
    assert.equal(c.resumeLinkMaxTtlSeconds, 30 * 86400);
    assert.equal(c.connectorTokenTtlSeconds, 600);
    assert.equal(c.maxUploadBytes, 10 * 1_048_576);
    assert.equal(c.maxFilesPerSession, 20);
    assert.equal(c.listSnapshotsKept, 10);
    assert.deepEqual(
      c.webhookRetryScheduleMs,
      [30_000, 120_000, 600_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000],
    );
    assert.deepEqual(c.mail, { transport: 'none', smtpUrl: undefined, from: undefined, timeoutMs: 10_000 });
    assert.equal(c.abandonSweepMs, 60_000);
    assert.deepEqual(c.sms, { kind: 'none' });
    assert.deepEqual(c.bootstrap, {
      clientId: undefined,
      clientSecret: undefined,
      username: undefined,
      password: undefined,
    });
    assert.deepEqual(loadConfig({ PORT: '', ONWARD_DEMO: '' }).port, 8080, 'empty means unset');
  });

  it('words each kind of bad value with the variable, the rule and the value', () => {
    assert.deepEqual(problems({ PORT: '65536' }), ['PORT must be an integer from 0 to 65535, got "65536"']);
    assert.deepEqual(problems({ ONWARD_TOKEN_TTL_SECONDS: '1.5' }), [
      'ONWARD_TOKEN_TTL_SECONDS must be an integer from 60 to 86400, got "1.5"',
    ]);
    assert.deepEqual(problems({ ONWARD_RESCAN_ON_LIST_UPDATE: 'nope' }), [
      'ONWARD_RESCAN_ON_LIST_UPDATE must be a boolean (true/false/1/0), got "nope"',
    ]);
    assert.equal(loadConfig({ ONWARD_DEMO: ' YES ' }).demo, true);
    assert.deepEqual(problems({ ONWARD_PUBLIC_URL: 'id.example.com' }), [
      'ONWARD_PUBLIC_URL must be an absolute http(s) URL, got "id.example.com"',
    ]);
    assert.deepEqual(problems({ ONWARD_OUTBOUND_ALLOW: 'ok.example, bad host, 10.0.0.0/8/1' }), [
      'ONWARD_OUTBOUND_ALLOW entry "bad host" is neither a host name, an IP nor a CIDR',
      'ONWARD_OUTBOUND_ALLOW entry "10.0.0.0/8/1" is neither a host name, an IP nor a CIDR',
    ]);
    assert.deepEqual(problems({ ONWARD_WEBHOOK_RETRY_SCHEDULE: '1s,soon' }), [
      'ONWARD_WEBHOOK_RETRY_SCHEDULE: invalid retry schedule "1s,soon": entry 2 "soon" is not a whole number followed by ms, s, m or h',
    ]);
    assert.deepEqual(problems({ ONWARD_BUSINESS_INDEXES: '/no/such/index' }), [
      'ONWARD_BUSINESS_INDEXES: /no/such/index does not exist',
    ]);
    assert.deepEqual(problems({ ONWARD_SMTP_URL: 'http://user:secret@mail', ONWARD_MAIL_FROM: 'x@y' }), [
      'ONWARD_SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://...',
    ]);
    assert.ok(
      !problems({ ONWARD_SMTP_URL: 'http://user:secret@mail' }).join().includes('secret'),
      'the password is never echoed',
    );
    assert.deepEqual(problems({ ONWARD_MAIL_FROM: 'nobody' }), [
      'ONWARD_MAIL_FROM must be an address or "Name <address>", got "nobody"',
    ]);
    assert.deepEqual(problems({ ONWARD_BOOTSTRAP_USERNAME: 'a:b', ONWARD_BOOTSTRAP_PASSWORD: 'p' }), [
      'ONWARD_BOOTSTRAP_USERNAME must not contain ":"',
    ]);
  });

  it('refuses unknown enum values, naming the allowed ones', () => {
    assert.deepEqual(problems({ LOG_LEVEL: 'loud' }), [
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ]);
    assert.deepEqual(problems({ LOG_LEVEL: 'INFO' }).length, 1, 'case matters, as pino needs it');
    assert.deepEqual(problems({ ONWARD_SMS_GATEWAY: 'carrier-pigeon' }), [
      'ONWARD_SMS_GATEWAY must be twilio, webhook or log, got "carrier-pigeon"',
    ]);
    assert.equal(loadConfig({ LOG_LEVEL: 'silent' }).logLevel, 'silent');
  });

  it('checks variables that go together, without piling a second message on a refused value', () => {
    assert.deepEqual(problems({ ONWARD_BOOTSTRAP_PASSWORD: 'p' }), [
      'ONWARD_BOOTSTRAP_USERNAME and ONWARD_BOOTSTRAP_PASSWORD must be set together',
    ]);
    assert.deepEqual(problems({ ONWARD_SMTP_URL: 'smtp://mail.example' }), [
      'ONWARD_MAIL_FROM must be set with ONWARD_SMTP_URL (the From address of notification e-mails)',
    ]);
    assert.deepEqual(problems({ ONWARD_SMTP_URL: 'smtp://mail.example', ONWARD_MAIL_FROM: 'nobody' }).length, 1);
    assert.deepEqual(
      loadConfig({
        ONWARD_SMTP_URL: 'smtps://u:p@mail.example:465',
        ONWARD_MAIL_FROM: ' Onward <no-reply@example.com> ',
      }).mail,
      {
        transport: 'smtp',
        smtpUrl: 'smtps://u:p@mail.example:465',
        from: 'Onward <no-reply@example.com>',
        timeoutMs: 10_000,
      },
    );
  });

  it('bounds resume link lifetimes by the maximum, whose default follows it down', () => {
    assert.equal(loadConfig({ ONWARD_RESUME_LINK_MAX_TTL_SECONDS: '3600' }).resumeLinkTtlSeconds, 3600);
    assert.equal(loadConfig({ ONWARD_RESUME_LINK_TTL_SECONDS: '120' }).resumeLinkTtlSeconds, 120);
    assert.deepEqual(problems({ ONWARD_RESUME_LINK_TTL_SECONDS: '7200', ONWARD_RESUME_LINK_MAX_TTL_SECONDS: '3600' }), [
      'ONWARD_RESUME_LINK_TTL_SECONDS (7200) must not exceed ONWARD_RESUME_LINK_MAX_TTL_SECONDS (3600)',
    ]);
    assert.deepEqual(problems({ ONWARD_RESUME_LINK_TTL_SECONDS: '10' }), [
      'ONWARD_RESUME_LINK_TTL_SECONDS must be an integer from 60 to 31536000, got "10"',
    ]);
  });

  it('encodes every decoded value back to text that decodes the same', () => {
    const env = {
      PORT: '9000',
      ONWARD_DEMO: 'yes',
      ONWARD_OUTBOUND_ALLOW: 'a.example,10.0.0.0/8',
      ONWARD_WEBHOOK_RETRY_SCHEDULE: '1s,2m',
      ONWARD_WEBHOOK_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      ONWARD_LISTS: 'ofac-sdn=/a;pep-jsonl:Ours=/b',
      ONWARD_ENROLLMENT_BASE_PATH: '/e/',
      LOG_LEVEL: 'debug',
    };
    for (const [name, text] of Object.entries(env)) {
      const schema = EnvSchema.properties[name as keyof typeof EnvSchema.properties];
      const value: unknown = Value.Decode(schema, text);
      assert.deepEqual(Value.Decode(schema, Value.Encode(schema, value)), value, name);
    }
  });
});
