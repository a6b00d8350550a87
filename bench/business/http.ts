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
/** A fast typist's pace: 20 keystrokes a second, per client. */
const TYPING_MS = 50;

export async function measureHttp(
  indexFile: string,
  bodies: string[],
  concurrency = 32,
): Promise<{ results: HttpResult[]; loadCpu: number }> {
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []),
      'bench/business/server.mjs',
      indexFile,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ONWARD_BENCH_CHILD: '' } },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: server.stdout }).once('line', resolve);
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const { url, clientId, clientSecret } = JSON.parse(line) as { url: string; clientId: string; clientSecret: string };
    const client = createClient(url, concurrency);
    const tokenReply = await client.request(
      'POST',
      '/connect/token',
      {},
      JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    );
    if (tokenReply.status !== 200) throw new Error(`token: ${tokenReply.status} ${tokenReply.body}`);
    const auth = { authorization: `Bearer ${(JSON.parse(tokenReply.body) as { access_token: string }).access_token}` };
    // People typing (`typing`): each client sends its next keystroke TYPING_MS (+-20%) after the
    // previous one was sent (at once if the answer came later), one request in flight per client.
    // Clients start at random points of the first interval: people do not type in lockstep, and
    // 32 requests arriving in the same instant would measure a queue, not the service. Without
    // `typing` the loop is closed: each client sends again as soon as its answer arrives.
    let seed = 20261121;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const load = (path: string, list: string[], count = list.length, typing = false): Promise<LoadResult> => {
      let next = 0;
      let calls = 0;
      return runLoad(concurrency, count, async (record) => {
        // runLoad starts every client at once: their first calls are these.
        if (typing && calls++ < concurrency) await new Promise((r) => setTimeout(r, random() * TYPING_MS));
        const body = list[next++ % list.length]!;
        const t0 = performance.now();
        const reply = await client.request('POST', path, auth, body);
        const ms = performance.now() - t0;
        record(ms);
        if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.body.slice(0, 200)}`);
        const pause = typing ? TYPING_MS * (0.8 + 0.4 * random()) : 0;
        if (ms < pause) await new Promise((r) => setTimeout(r, pause - ms));
      });
    };
    // Warm-up of both routes, then the baseline and the route, each measured in this run.
    await load('/__empty', bodies.slice(0, 1000));
    await load('/v3/business/autocomplete', bodies.slice(0, 1000));
    const empty = await load('/__empty', bodies);
    const cpu0 = process.cpuUsage();
    const auto = await load('/v3/business/autocomplete', bodies);
    const cpu = process.cpuUsage(cpu0);
    const typedCount = Math.min(bodies.length, concurrency * 200);
    const typedEmpty = await load('/__empty', bodies, typedCount, true);
    const typedAuto = await load('/v3/business/autocomplete', bodies, typedCount, true);
    client.close();
    return {
      results: [
        { route: 'empty route', ...empty },
        { route: 'autocomplete', ...auto },
        { route: `empty route, typing (a keystroke every ${TYPING_MS} ms per client)`, ...typedEmpty },
        { route: `autocomplete, typing (a keystroke every ${TYPING_MS} ms per client)`, ...typedAuto },
      ],
      loadCpu: (cpu.user + cpu.system) / 1e6 / auto.seconds,
    };
  } finally {
    server.kill('SIGTERM');
  }
}
