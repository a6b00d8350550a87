import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function onward(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('onward CLI', () => {
  it('refuses to serve as api or worker on SQLite, naming the fix, before it opens anything', () => {
    const dir = mkdtempSync(join(tmpdir(), 'onward-cli-'));
    const env = { DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}`, PORT: '0' };
    try {
      for (const role of ['api', 'worker']) {
        const r = onward(['serve', '--role', role], env);
        assert.equal(r.code, 2, r.stderr);
        assert.match(r.stderr, new RegExp(`ONWARD_ROLE=${role} needs PostgreSQL`));
        assert.match(r.stderr, /use ONWARD_ROLE=all/);
      }
      const byEnv = onward(['serve'], { ...env, ONWARD_ROLE: 'worker' });
      assert.equal(byEnv.code, 2);
      const unknown = onward(['serve', '--role', 'cron'], env);
      assert.equal(unknown.code, 2);
      assert.match(unknown.stderr, /ONWARD_ROLE must be one of all, api, worker/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('migrates, creates a tenant with credentials and imports flows for it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'onward-cli-'));
    const env = { DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}` };
    try {
      assert.equal(onward(['migrate'], env).code, 0);
      const created = onward(['tenants', 'create', '--name', 'Acme', '--id', 'acme', '--username', 'acme-ops'], env);
      assert.equal(created.code, 0, created.stderr);
      const out = JSON.parse(created.stdout) as {
        tenant: { id: string };
        client: { clientId: string; secret: string };
        user: { password: string };
      };
      assert.equal(out.tenant.id, 'acme');
      assert.ok(out.client.secret.length >= 32);
      assert.ok(out.user.password.length >= 16);
      const imported = onward(
        ['flows', 'import', 'examples/flows/example.json', '--tenant', 'acme', '--publish', 'both'],
        env,
      );
      assert.equal(imported.code, 0, imported.stderr);
      assert.match(imported.stdout, /imported 1 flow\(s\): example/);
      const unknownTenant = onward(['flows', 'import', 'examples/flows/example.json', '--tenant', 'ghost'], env);
      assert.equal(unknownTenant.code, 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imports a screening list into the database, skips an unchanged one and keeps it on a bad file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'onward-cli-'));
    const env = { DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}` };
    const args = [
      'lists',
      'import',
      '--format',
      'adverse-media-jsonl',
      '--name',
      'News',
      'datasets/watchlists/adverse_media_fictional',
    ];
    try {
      const first = onward(args, env);
      assert.equal(first.code, 0, first.stderr);
      const meta = JSON.parse(first.stdout) as { listName: string; contentHash: string; version: string };
      assert.equal(meta.listName, 'News');
      assert.match(first.stderr, /News: version .* is now the active snapshot/);
      const again = onward(args, env);
      assert.equal(again.code, 0, again.stderr);
      assert.match(again.stderr, /unchanged/);
      const bad = join(dir, 'bad.jsonl');
      writeFileSync(
        bad,
        '{"id":"x","title":"t","text":"t","url":"https://x.example","date":"2024-01-01","category":"fraud"}\n{oops\n',
      );
      const failed = onward(['lists', 'import', '--format', 'adverse-media-jsonl', '--name', 'News', bad], env);
      assert.equal(failed.code, 1);
      assert.match(failed.stderr, /bad\.jsonl:2: invalid JSON/);
      const listed = onward(['lists'], env);
      assert.equal(listed.code, 0, listed.stderr);
      const active = JSON.parse(listed.stdout) as { listName: string; contentHash: string; active: boolean }[];
      assert.deepEqual(
        active.map((a) => [a.listName, a.contentHash, a.active]),
        [['News', meta.contentHash, true]],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains bad usage and bad configuration with exit code 2', () => {
    const usage = onward(['frobnicate'], {});
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /unknown command/);
    const config = onward(['migrate'], { PORT: 'eighty' });
    assert.equal(config.code, 2);
    assert.match(config.stderr, /PORT must be an integer/);
  });
});

describe('onward businesses', () => {
  it('imports registry files into an index file that the service loads at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onward-biz-'));
    try {
      const index = join(dir, 'uk.idx');
      const imported = onward(
        [
          'businesses',
          'import',
          '--format',
          'uk-companies-house',
          '--out',
          index,
          'datasets/businesses/uk-companies-house-basiccompanydata-sample.csv',
        ],
        {},
      );
      assert.equal(imported.code, 0, imported.stderr);
      const { loadConfig } = await import('../config/env.js');
      assert.deepEqual(loadConfig({ ONWARD_BUSINESS_INDEXES: index }).businessIndexes, [index]);
      assert.throws(() => loadConfig({ ONWARD_BUSINESS_INDEXES: join(dir, 'missing.idx') }), /does not exist/);
      const { startTestServer } = await import('../../test/support/server.js');
      const server = await startTestServer('sqlite', { ONWARD_BUSINESS_INDEXES: index });
      try {
        assert.ok(server.services.businessRegistry.active().some((d) => d.meta.recordCount > 0));
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
