/**
 * bench/flow on PostgreSQL with 1 and then 2 API processes (ONWARD_ROLE=api) plus one worker
 * process, each configuration on a fresh database: complete runs of the three-form flow spread
 * over the API processes, against the same processes' empty route measured in the same rounds.
 * The ratio tells what a flow step costs next to the cheapest request the same processes serve;
 * the 1-vs-2 throughput tells how far a second API process carries on this machine.
 *
 *   npm run build && node --import tsx bench/flow/scaleout.ts
 *
 * ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is where the databases are
 * created and dropped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createClient, fmt, percentile, runLoad, type Reply } from '../support/load.js';
import { consentIdIn, formData, runData } from './run-data.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RUNS_PER_ROUND = Number(process.env.BENCH_RUNS_PER_ROUND ?? 300);
const EMPTY_PER_ROUND = Number(process.env.BENCH_EMPTY_PER_ROUND ?? 4000);
const ADMIN = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = new URL('../..', import.meta.url).pathname;

async function admin(sqlText: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

/** Starts a process and resolves with the URL it prints (server.mjs) or logs (`serving as`). */
function start(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('http://')) resolve({ child, url: line.trim() });
      else if (line.includes('serving as')) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function expect(reply: Reply, type: string): void {
  if (reply.status !== 200 || !reply.body.includes(`"type":"${type}"`))
    throw new Error(`expected ${type}, got ${reply.status} ${reply.body}`);
}

async function measure(apiProcesses: number) {
  const name = `onward_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), ONWARD_ROLE: 'api' };
  const children: ChildProcess[] = [];
  try {
    // The first API process migrates and loads the flows; the others and the worker then join.
    const first = await start(['bench/flow/server.mjs'], env);
    children.push(first.child);
    const rest = await Promise.all([
      ...Array.from({ length: apiProcesses - 1 }, () =>
        start(['bench/flow/server.mjs'], { ...env, BENCH_SKIP_SETUP: '1' }),
      ),
      start(['dist/cli/main.js', 'serve', '--role', 'worker'], { DATABASE_URL: env.DATABASE_URL }),
    ]);
    children.push(...rest.map((r) => r.child));
    const apis = [first, ...rest.slice(0, apiProcesses - 1)];
    const clients = apis.map((a) => createClient(a.url, Math.ceil(CONCURRENCY / apiProcesses)));
    let next = 0;
    // Each run (or empty request) goes to the next process in turn, as a round-robin balancer would.
    const pick = () => clients[next++ % clients.length]!;

    let consentId = '';
    const oneRun = async (record: (ms: number) => void) => {
      const client = pick();
      const firstStep = await client.request('GET', `/flow/${runData.flowId}`);
      expect(firstStep, 'form');
      const session = firstStep.headers['x-hf-session'] as string;
      for (let i = 0; i < runData.forms.length; i++) {
        const t0 = performance.now();
        const reply = await client.request(
          'POST',
          `/submit/${runData.flowId}`,
          { 'x-hf-session': session },
          JSON.stringify(formData(i, consentId)),
        );
        record(performance.now() - t0);
        expect(reply, i === runData.forms.length - 1 ? 'end' : 'form');
        if (i === runData.consent.after && consentId === '') consentId = consentIdIn(JSON.parse(reply.body));
      }
    };
    const emptyOp = async (record: (ms: number) => void) => {
      const t0 = performance.now();
      await pick().request('GET', '/__empty');
      record(performance.now() - t0);
    };

    await runLoad(CONCURRENCY, EMPTY_PER_ROUND, emptyOp);
    await runLoad(CONCURRENCY, RUNS_PER_ROUND, oneRun);
    const empties: number[] = [];
    const flows: number[] = [];
    const ratios: number[] = [];
    const flowLatencies: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const empty = await runLoad(CONCURRENCY, EMPTY_PER_ROUND, emptyOp);
      const flow = await runLoad(CONCURRENCY, RUNS_PER_ROUND, (record) =>
        oneRun((ms) => {
          flowLatencies.push(ms);
          record(ms);
        }),
      );
      empties.push(empty.perSecond);
      flows.push(flow.perSecond);
      ratios.push(flow.perSecond / empty.perSecond);
    }
    for (const c of clients) c.close();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    flowLatencies.sort((a, b) => a - b);
    return {
      apiProcesses,
      empty: median(empties),
      flow: median(flows),
      ratio: median(ratios),
      ratios,
      p50: percentile(flowLatencies, 50),
      p99: percentile(flowLatencies, 99),
    };
  } finally {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const results = [];
for (const n of [1, 2]) results.push(await measure(n));
console.log(
  `PostgreSQL, concurrency ${CONCURRENCY}, ${ROUNDS} rounds of (${EMPTY_PER_ROUND} empty requests, ${RUNS_PER_ROUND} runs of 3 submits), plus 1 worker process`,
);
for (const r of results) {
  console.log(
    `${r.apiProcesses} API process(es): empty ${fmt(r.empty, 0)} req/s, flow ${fmt(r.flow, 0)} submits/s, ratio ${fmt(r.ratio, 3)} (rounds ${r.ratios.map((x) => fmt(x, 3)).join(' ')}), submit p50 ${fmt(r.p50)} ms p99 ${fmt(r.p99)} ms`,
  );
}
const [one, two] = results;
if (one && two)
  console.log(
    `2 vs 1 API processes: flow ${fmt(two.flow / one.flow, 2)}x, empty route ${fmt(two.empty / one.empty, 2)}x`,
  );
