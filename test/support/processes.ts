/**
 * Real OS processes of the built service (`node dist/cli/main.js serve --role …`) for scale-out
 * tests, each in a fresh PostgreSQL database: separate processes share nothing but that database,
 * exactly as a deployment's API and worker processes do. The suite builds dist before tests run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { testPostgresUrl } from './stores.js';
import type { Store } from '../../src/store/database.js';

const root = new URL('../..', import.meta.url).pathname;

export type Role = 'api' | 'worker' | 'all';

export interface OnwardProcess {
  role: Role;
  pid: number;
  url: string;
  /** Log lines (pino JSON) so far, for failure messages. */
  logs: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit code (SIGKILL after timeoutMs). */
  stop(timeoutMs?: number): Promise<number | null>;
  /** kill -9: no shutdown at all, as a machine or container dying. */
  kill(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  dispose(): Promise<void>;
}

/** A fresh database on the test server (processes cannot share the in-process tests' schemas). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = testPostgresUrl();
  const name = `onward_p_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), dispose: () => run(`drop database if exists ${name} with (force)`) };
}

export async function startOnward(role: Role, env: Record<string, string>, timeoutMs = 60_000): Promise<OnwardProcess> {
  const child: ChildProcess = spawn(process.execPath, ['dist/cli/main.js', 'serve', '--role', role], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} did not start:\n${logs.join('\n')}`)), timeoutMs);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        logs.push(line);
        if (!line.includes('serving as')) return;
        const parsed = JSON.parse(line) as { url?: string };
        clearTimeout(timer);
        if (parsed.url) resolve(parsed.url);
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited with ${code} before serving:\n${logs.join('\n')}`));
    });
  });
  const pid = child.pid ?? -1;
  return {
    role,
    pid,
    url,
    logs,
    exited,
    async stop(stopTimeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Which of these processes owns the TCP connection whose local port is `port` (the remote port a
 * server saw): its socket inode from /proc/net/tcp, then the process holding that inode.
 */
export function ownerOfLocalPort(port: number, pids: readonly number[]): number | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hex}`) && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m?.[1] && inodes.has(m[1])) return pid;
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  return undefined;
}

/** Polls `probe` every 50 ms until it answers something other than undefined. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves with the first log line of `proc` matching `pattern` (already logged or to come). */
export function logLine(proc: OnwardProcess, pattern: RegExp, ms = 20_000): Promise<string> {
  return waitFor(
    () => proc.logs.find((l) => pattern.test(l)),
    `a log line of ${proc.role} ${proc.pid} matching ${pattern}`,
    ms,
  );
}

/** The outbox rows of `enrollmentIds`' callbacks once there are two each and all are delivered. */
export function deliveredCallbacks(
  store: Store,
  enrollmentIds: readonly string[],
  ms?: number,
): Promise<Array<{ id: string; status: string; body: string }>> {
  return waitFor(
    async () => {
      const rows = await store.db
        .selectFrom('webhook_outbox')
        .select(['id', 'status', 'body'])
        .where('enrollment_id', 'in', enrollmentIds)
        .execute();
      return rows.length === 2 * enrollmentIds.length && rows.every((r) => r.status === 'delivered') ? rows : undefined;
    },
    'every callback delivered',
    ms,
  );
}
