// HTTP latency against the real app in its own process (bench/business/server.mjs): a bearer
// token from /connect/token, then POST /v3/business/autocomplete with it, and the same server's
// empty POST route as the baseline, each by 32 concurrent keep-alive clients (closed loop) in
// this process, so load generation does not share the server's event loop.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient, runLoad, type LoadResult } from '../support/load.js';

export interface HttpResult extends LoadResult {
  route: string;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function measureHttp(indexFile: string, bodies: string[], concurrency = 32): Promise<{ results: HttpResult[]; loadCpu: number }> {
  const server = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), 'bench/business/server.mjs', indexFile], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ONWARD_BENCH_CHILD: '' } });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: server.stdout! }).once('line', resolve);
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const { url, clientId, clientSecret } = JSON.parse(line) as { url: string; clientId: string; clientSecret: string };
    const client = createClient(url, concurrency);
    const tokenReply = await client.request('POST', '/connect/token', {}, JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }));
    if (tokenReply.status !== 200) throw new Error(`token: ${tokenReply.status} ${tokenReply.body}`);
    const auth = { authorization: `Bearer ${(JSON.parse(tokenReply.body) as { access_token: string }).access_token}` };
    const load = (path: string, list: string[]): Promise<LoadResult> => {
      let next = 0;
      return runLoad(concurrency, list.length, async (record) => {
        const body = list[next++ % list.length]!;
        const t0 = performance.now();
        const reply = await client.request('POST', path, auth, body);
        record(performance.now() - t0);
        if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.body.slice(0, 200)}`);
      });
    };
    // Warm-up of both routes, then the baseline and the route, each measured in this run.
    await load('/__empty', bodies.slice(0, 1000));
    await load('/v3/business/autocomplete', bodies.slice(0, 1000));
    const empty = await load('/__empty', bodies);
    const cpu0 = process.cpuUsage();
    const auto = await load('/v3/business/autocomplete', bodies);
    const cpu = process.cpuUsage(cpu0);
    client.close();
    return {
      results: [{ route: 'empty route', ...empty }, { route: 'autocomplete', ...auto }],
      loadCpu: (cpu.user + cpu.system) / 1e6 / auto.seconds,
    };
  } finally {
    server.kill('SIGTERM');
  }
}
