import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from './env.js';

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
      PORT: '9090', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u@h:5432/db', ONWARD_DEMO: 'true',
      ONWARD_BOOTSTRAP_CLIENT_ID: 'id', ONWARD_BOOTSTRAP_CLIENT_SECRET: 'secret',
      ONWARD_BOOTSTRAP_USERNAME: 'user', ONWARD_BOOTSTRAP_PASSWORD: 'pw',
      ONWARD_OUTBOUND_ALLOW: '127.0.0.1, 10.0.0.0/8,hooks.internal', ONWARD_PENDING_WAIT_MS: '500',
    });
    assert.equal(c.port, 9090);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.demo, true);
    assert.deepEqual(c.bootstrap, { clientId: 'id', clientSecret: 'secret', username: 'user', password: 'pw' });
    assert.deepEqual(c.outboundAllow, ['127.0.0.1', '10.0.0.0/8', 'hooks.internal']);
    assert.equal(c.pendingWaitMs, 500);
  });

  it('reads CORS origins and rejects entries that are not origins', () => {
    assert.deepEqual(loadConfig({}).corsOrigins, []);
    assert.deepEqual(loadConfig({ ONWARD_CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).corsOrigins, ['https://a.example', 'http://localhost:3000']);
    assert.throws(() => loadConfig({ ONWARD_CORS_ORIGINS: 'https://a.example/path' }), /ONWARD_CORS_ORIGINS/);
  });

  it('reports every bad value at once, naming the variable', () => {
    assert.throws(() => loadConfig({
      PORT: 'eighty', DATABASE_URL: 'mysql://x', ONWARD_DEMO: 'maybe', ONWARD_BOOTSTRAP_CLIENT_ID: 'only-id',
      ONWARD_OUTBOUND_ALLOW: '10.0.0.0/99', ONWARD_SIGNING_SECRET: 'short', LOG_LEVEL: 'loud',
    }), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const text = err.problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'ONWARD_DEMO', 'ONWARD_BOOTSTRAP_CLIENT_SECRET', 'ONWARD_OUTBOUND_ALLOW', 'ONWARD_SIGNING_SECRET', 'LOG_LEVEL']) {
        assert.match(text, new RegExp(name), `mentions ${name}`);
      }
      return true;
    });
  });

  it('reads and validates the monitoring and webhook settings', () => {
    const d = loadConfig({});
    assert.equal(d.enrollmentBasePath, '');
    assert.equal(d.webhookEncryptionKey, undefined);
    assert.equal(d.webhookRetryScheduleMs.length, 7);
    assert.equal(d.rescanOnListUpdate, true);
    const c = loadConfig({
      ONWARD_ENROLLMENT_BASE_PATH: '/identity-enrollment/', ONWARD_WEBHOOK_ENCRYPTION_KEY: 'ab'.repeat(32),
      ONWARD_WEBHOOK_RETRY_SCHEDULE: '100ms,2s', ONWARD_RESCAN_ON_LIST_UPDATE: 'false',
    });
    assert.equal(c.enrollmentBasePath, '/identity-enrollment');
    assert.equal(c.webhookEncryptionKey?.length, 32);
    assert.deepEqual(c.webhookRetryScheduleMs, [100, 2000]);
    assert.equal(c.rescanOnListUpdate, false);
    assert.equal(loadConfig({ ONWARD_WEBHOOK_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).webhookEncryptionKey?.length, 32);
    assert.throws(() => loadConfig({
      ONWARD_ENROLLMENT_BASE_PATH: 'no-slash', ONWARD_WEBHOOK_ENCRYPTION_KEY: 'short', ONWARD_WEBHOOK_RETRY_SCHEDULE: '1s,soon',
    }), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const text = err.problems.join('\n');
      for (const name of ['ONWARD_ENROLLMENT_BASE_PATH', 'ONWARD_WEBHOOK_ENCRYPTION_KEY', 'ONWARD_WEBHOOK_RETRY_SCHEDULE']) assert.match(text, new RegExp(name));
      return true;
    });
  });

  it('reads ONWARD_LISTS and names each bad entry', () => {
    const c = loadConfig({ ONWARD_LISTS: 'ofac-sdn=/data/sdn ; pep-jsonl:Our PEPs=/data/peps.jsonl;' });
    assert.deepEqual(c.lists, [
      { format: 'ofac-sdn', path: '/data/sdn' },
      { format: 'pep-jsonl', path: '/data/peps.jsonl', listName: 'Our PEPs' },
    ]);
    assert.deepEqual(loadConfig({}).lists, []);
    assert.throws(() => loadConfig({ ONWARD_LISTS: 'ofac=/x;us-csl;un-xml=;eu-fsf-csv=/a;eu-fsf-csv=/b;pep-jsonl:=/p' }), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const text = err.problems.join('\n');
      assert.match(text, /"ofac=\/x": unknown format "ofac" \(one of ofac-sdn,/);
      assert.match(text, /"us-csl" must be format=path/);
      assert.match(text, /"un-xml=" has no path/);
      assert.match(text, /names "eu-fsf-csv" twice/);
      assert.match(text, /empty list name/);
      assert.equal(err.problems.length, 5);
      return true;
    });
  });
});
