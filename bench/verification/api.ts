/**
 * bench/verification, API phase: does the API stay responsive while documents are verified? The
 * shipped server (server.ts, its own process, ONWARD_OCR_WORKERS=2) gets 4 document submits at
 * once while 4 clients keep calling its empty route; the empty route's latency then is compared
 * with the same route's idle latency in the same run. Verification runs as a job with OCR in worker
 * threads, so the request loop should see little of it.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createClient, fmt, percentile } from '../support/load.js';
import { passportSpecimen, renderSpecimen } from '../../src/verification/document/test-support/specimen.js';

const root = new URL('../..', import.meta.url).pathname;
const DOCS = 4;

export async function apiPhase(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/verification/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ONWARD_OCR_WORKERS: '2' },
  });
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      createInterface({ input: server.stdout }).once('line', resolve);
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const client = createClient(baseUrl, 8);
    const image = await renderSpecimen(passportSpecimen(), { format: 'jpeg' });

    /** A session on the document step with its photo uploaded; answers the submit body. */
    async function ready(): Promise<{ session: string; front: string }> {
      const first = await client.request('GET', '/flow/docv');
      const session = String(first.headers['x-hf-session']);
      const ids = Object.fromEntries(
        (JSON.parse(first.body) as { elements: Array<{ id: string; role: string }> }).elements.map((e) => [
          e.role,
          e.id,
        ]),
      );
      const body = JSON.stringify({
        [ids.first_name!]: 'Anna Maria',
        [ids.last_name!]: 'Eriksson',
        [ids.dob!]: '1974-08-12',
      });
      await client.request('POST', '/submit/docv', { 'x-hf-session': session }, body);
      const form = new FormData();
      form.append('file', new Blob([image]), 'front.jpg');
      form.append('elementId', 'doc');
      const up = await fetch(`${baseUrl}/file/docv`, {
        method: 'POST',
        body: form,
        headers: { 'x-hf-session': session },
      });
      return { session, front: String(((await up.json()) as { fileId: string }).fileId) };
    }

    /** Empty-route latencies from 4 closed loops until `done()` (or for `ms` when there is no work). */
    async function sample(until: () => boolean): Promise<number[]> {
      const lat: number[] = [];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (!until()) {
            const t = performance.now();
            await client.request('GET', '/__empty');
            lat.push(performance.now() - t);
          }
        }),
      );
      return lat.sort((a, b) => a - b);
    }
    const describe = (lat: number[]) =>
      `p50 ${fmt(percentile(lat, 50))} ms, p99 ${fmt(percentile(lat, 99))} ms, max ${fmt(lat[lat.length - 1] ?? NaN)} ms (${lat.length} requests)`;

    // Warm-up: the first document starts the OCR workers (~0.4 s each), which is not what is measured.
    const warm = await ready();
    await client.request(
      'POST',
      '/submit/docv',
      { 'x-hf-session': warm.session, 'x-hf-retry-on-pending': 'true' },
      JSON.stringify({ front: warm.front }),
    );

    const sessions = await Promise.all(Array.from({ length: DOCS }, ready));
    const idleEnd = performance.now() + 3000;
    const idle = await sample(() => performance.now() > idleEnd);

    let decided = 0;
    const t0 = performance.now();
    const work = Promise.all(
      sessions.map(async ({ session, front }) => {
        const r = await client.request(
          'POST',
          '/submit/docv',
          { 'x-hf-session': session, 'x-hf-retry-on-pending': 'true' },
          JSON.stringify({ front }),
        );
        if (!r.body.includes('"id":"confirm"')) throw new Error(`document not passed: ${r.status} ${r.body}`);
        decided++;
      }),
    );
    const busy = await sample(() => decided === DOCS);
    await work;
    const allMs = performance.now() - t0;
    console.log(`API empty route idle: ${describe(idle)}`);
    console.log(
      `API empty route while ${DOCS} documents are verified (2 OCR workers, all ${DOCS} decided in ${fmt(allMs, 0)} ms): ${describe(busy)}`,
    );
    client.close();
  } finally {
    server.kill('SIGTERM');
  }
}
