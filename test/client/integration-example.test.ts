// examples/integration.mjs, run as a reader runs it (plain node, the built @onward/client) against
// a server with the demo loaded as `npm start` loads it: it must reach the flow's END, accepted,
// printing each step on the way.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { startTestServer, type TestServer } from '../support/server.js';
import { setUpDemo } from '../../src/app/demo.js';

const root = new URL('../..', import.meta.url).pathname;

describe(
  'examples/integration.mjs against the demo',
  {
    skip:
      !existsSync(join(root, 'packages/client/dist/index.js')) &&
      'packages/client/dist is not built (npm test builds it)',
  },
  () => {
    let server: TestServer;
    before(async () => {
      // The demo as shipped: its credentials, flows, registry and lists; no loopback callbacks.
      server = await startTestServer('sqlite', { ONWARD_DEMO: '1', ONWARD_OUTBOUND_ALLOW: '' });
      await setUpDemo(server.services.config, server.services, pino({ level: 'silent' }));
    });
    after(async () => {
      await server.close();
    });

    it('runs onboarding-screened to its END and prints every step', async () => {
      const child = spawn(process.execPath, ['examples/integration.mjs', server.baseUrl], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      assert.equal(code, 0, `exit ${code}\nstdout:\n${out}\nstderr:\n${err}`);
      const lines = out.trim().split('\n');
      assert.match(lines[0] ?? '', /^session [0-9a-f-]{36}$/);
      assert.match(lines[1] ?? '', /^step 1: form "personal" \(.*\): first_name, last_name, dob, nationality$/);
      assert.ok(
        lines.some((l) => /^step \d+: pending$/.test(l)),
        `a background service shows as pending:\n${out}`,
      );
      assert.ok(lines.some((l) => /^step \d+: form "company"/.test(l)));
      assert.ok(
        lines.some((l) => /^ {2}registry: "?A TASTE OF TUSCANY"? LTD \(06473722\)/i.test(l)),
        out,
      );
      assert.match(lines.at(-2) ?? '', /^step \d+: end "accepted"/);
      assert.equal(lines.at(-1), 'outcome: ACCEPTED at accepted');
    });
  },
);
