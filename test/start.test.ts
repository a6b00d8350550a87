/**
 * The README's start command, as a user runs it: the built service (`npm test` builds dist/
 * first) starts with the demo on an empty data directory and answers every API with real data.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const root = new URL('..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe(
  'npm start (built service, demo on)',
  { skip: !existsSync(join(root, 'dist/cli/main.js')) && 'dist/ is not built (npm test builds it)' },
  () => {
    let child: ChildProcess;
    let base: string;
    let dir: string;
    let output = '';
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'onward-start-'));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['dist/cli/main.js', 'serve'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          ONWARD_DEMO: '1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: `sqlite:${join(dir, 'onward.sqlite')}`,
          LOG_LEVEL: 'warn',
        },
      });
      // Kept for failure messages: the service's own account of what went wrong.
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
      for (let i = 0; i < 300; i++) {
        const ready = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('service did not become ready');
    });
    after(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });

    it('serves the demo credentials, flows, lists and business records', async () => {
      const tokenRes = await fetch(`${base}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=demo-client&client_secret=demo-secret-change-me',
      });
      const { access_token: token } = (await tokenRes.json()) as { access_token: string };
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

      const hello = await fetch(`${base}/connection/v1/testauthentication`, {
        headers: { authorization: `Basic ${Buffer.from('demo:demo-password-change-me').toString('base64')}` },
      });
      assert.equal(await hello.text(), '"Hello demo"');

      const flows = (await (await fetch(`${base}/admin/flows`, { headers: auth })).json()) as {
        flows: Array<{ flowId: string; liveVersion: number }>;
      };
      assert.ok(flows.flows.some((f) => f.flowId === 'onboarding-basic' && f.liveVersion === 1));
      const step = await fetch(`${base}/flow/onboarding-basic`);
      assert.equal(step.status, 200);
      assert.ok(step.headers.get('x-hf-session'));

      const screening = (await (
        await fetch(`${base}/v1/screening/individual`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ FirstName: 'Kim', LastName: 'Jong Un' }),
        })
      ).json()) as { MonitoringResult: { WatchlistState: string } };
      assert.equal(screening.MonitoringResult.WatchlistState, 'Potential Hit');

      const search = (await (
        await fetch(`${base}/v3/business/autocomplete`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ CountryCode: 'US', CompanyName: 'Microsoft' }),
        })
      ).json()) as { results: Array<{ CompanyName: string }> };
      assert.match(search.results[0]?.CompanyName ?? '', /microsoft/i);

      // The Studio is part of the build, and the demo's Basic user signs in to it and sees the demo flows.
      const studio = await fetch(`${base}/studio`);
      assert.equal(studio.status, 200);
      assert.match(
        await studio.text(),
        /<script type="module" crossorigin src="\/studio\/assets\/[\w-]+\.js"><\/script>/,
      );
      const signIn = await fetch(`${base}/studio/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo-password-change-me' }),
      });
      assert.equal(signIn.status, 200);
      const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const studioFlows = (await (await fetch(`${base}/studio/api/flows`, { headers: { cookie } })).json()) as {
        flows: Array<{ flowId: string }>;
      };
      assert.ok(studioFlows.flows.some((f) => f.flowId === 'onboarding-screened'));
    });

    it('e-mail works out of the box: a notification lands in the built-in mailbox, readable on the page, its link resumes the run', async () => {
      const tokenRes = await fetch(`${base}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=demo-client&client_secret=demo-secret-change-me',
      });
      const { access_token: token } = (await tokenRes.json()) as { access_token: string };
      const lead = (await fetch(`${base}/flow/onboarding-basic`)).headers.get('x-hf-session');
      const sent = await fetch(`${base}/end-clients/${lead}/notification`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com' }),
      });
      assert.equal(sent.status, 200, await sent.clone().text());
      const listed = (await (
        await fetch(`${base}/admin/mailbox`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { messages: Array<{ id: string; endClientId: string; to: string }> };
      const mail = listed.messages[0];
      assert.equal(mail?.endClientId, lead);
      assert.equal(mail?.to, 'ada@example.com');
      const demoUser = { authorization: `Basic ${Buffer.from('demo:demo-password-change-me').toString('base64')}` };
      assert.equal((await fetch(`${base}/mailbox`)).status, 401, 'the page asks for the Basic user');
      const view = await fetch(`${base}/mailbox/${mail.id}`, { headers: demoUser });
      assert.equal(view.status, 200);
      const link = (await view.text()).match(/<a href="(http[^"]+\/resume\/[A-Za-z0-9_-]+)"/)?.[1];
      assert.ok(link, 'the page shows the resume link');
      assert.equal((await fetch(`${base}${new URL(link).pathname}`)).status, 200);
    });

    it('shuts down gracefully on SIGTERM: in-flight requests finish, exit status 0', async () => {
      const inFlight = fetch(`${base}/flow/onboarding-basic`);
      child.kill('SIGTERM');
      const [res, code] = await Promise.all([
        inFlight.then(
          (r) => r.status,
          () => 0,
        ),
        new Promise<number | null>((r) => child.once('exit', r)),
      ]);
      assert.ok(res === 200 || res === 503 || res === 0, `in-flight request ended with ${res}`);
      assert.equal(code, 0, `exit status ${code}; the service logged:\n${output.slice(-4000)}`);
    });
  },
);
