// `onward accounts create`: a Studio account made from the command line signs in with its role;
// bad usage and an unknown tenant are refused with exit code 2, a taken username with 1.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../store/database.js';
import { createStudioAccounts } from '../studio/accounts.js';
import { createAuditTrail } from '../audit/trail.js';

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

it('creates a Studio account for a tenant, whose password then verifies', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'onward-cli-accounts-'));
  const url = `sqlite:${join(dir, 'cli.sqlite')}`;
  const env = { DATABASE_URL: url };
  try {
    assert.equal(onward(['tenants', 'create', '--name', 'Acme', '--id', 'acme'], env).code, 0);
    const made = onward(
      ['accounts', 'create', '--tenant', 'acme', '--username', 'rita', '--role', 'reviewer', '--name', 'Rita R'],
      env,
    );
    assert.equal(made.code, 0, made.stderr);
    const out = JSON.parse(made.stdout) as {
      account: { role: string; displayName: string; tenantId: string };
      password: string;
    };
    assert.deepEqual([out.account.role, out.account.displayName, out.account.tenantId], ['reviewer', 'Rita R', 'acme']);
    const again = onward(['accounts', 'create', '--tenant', 'acme', '--username', 'rita', '--role', 'reviewer'], env);
    assert.equal(again.code, 1, 'a taken username');
    assert.equal(onward(['accounts', 'create', '--tenant', 'acme', '--username', 'x', '--role', 'owner'], env).code, 2);
    assert.equal(
      onward(['accounts', 'create', '--tenant', 'nope', '--username', 'y', '--role', 'reviewer'], env).code,
      2,
    );
    assert.equal(onward(['accounts', 'create', '--tenant', 'acme'], env).code, 2);
    const store = openStore(url);
    try {
      const accounts = createStudioAccounts({ db: store.db, audit: createAuditTrail(store.db), now: Date.now });
      const signIn = await accounts.authenticate('rita', out.password);
      assert.equal(signIn.ok, true);
      assert.deepEqual(await accounts.authenticate('rita', 'not the password'), { ok: false, reason: 'refused' });
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
