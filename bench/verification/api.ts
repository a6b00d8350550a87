/**
 * bench/verification, API phase: does the API stay responsive while documents are verified? The
 * shipped server (server.ts, its own process, ONWARD_OCR_WORKERS=2) gets 4 document submits at
 * once while 4 clients keep calling its empty route; the empty route's latency then is compared
 * with the same route's idle latency in the same run. Verification runs as a job with OCR in worker
 * threads, so the request loop should see little of it. Two scenarios: MRZ verification
 * (provider_doc_v) and document reading (person_ocr, reading.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createClient, fmt, percentile } from '../support/load.js';
import { passportSpecimen, renderSpecimen } from '../../src/verification/document/test-support/specimen.js';

const root = new URL('../..', import.meta.url).pathname;
const DOCS = 4;

type Client = ReturnType<typeof createClient>;

/** One kind of document step: how a session gets onto it with its file uploaded, and what a pass looks like. */
export interface Scenario {
  name: string;
  flowId: string;
  /** A session standing on the step, its document uploaded; answers the session and the submit body. */
  ready(client: Client, baseUrl: string): Promise<{ session: string; body: string }>;
  /** Text the answer after a successful submit contains. */
  passed: string;
}

async function uploadFor(baseUrl: string, flowId: string, session: string, content: Buffer, elementId: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), 'document.jpg');
  form.append('elementId', elementId);
  const up = await fetch(`${baseUrl}/file/${flowId}`, {
    method: 'POST',
    body: form,
    headers: { 'x-hf-session': session },
  });
  return String(((await up.json()) as { fileId: string }).fileId);
}

const passport = renderSpecimen(passportSpecimen(), { format: 'jpeg' });

/** The MRZ verification of a good passport specimen (provider_doc_v). */
export const DOCUMENT_VERIFICATION: Scenario = {
  name: 'documents are verified',
  flowId: 'docv',
  passed: '"id":"confirm"',
  async ready(client, baseUrl) {
    const first = await client.request('GET', '/flow/docv');
    const session = String(first.headers['x-hf-session']);
    const ids = Object.fromEntries(
      (JSON.parse(first.body) as { elements: Array<{ id: string; role: string }> }).elements.map((e) => [e.role, e.id]),
    );
    const answers = JSON.stringify({
      [ids.first_name!]: 'Anna Maria',
      [ids.last_name!]: 'Eriksson',
      [ids.dob!]: '1974-08-12',
    });
    await client.request('POST', '/submit/docv', { 'x-hf-session': session }, answers);
    const front = await uploadFor(baseUrl, 'docv', session, await passport, 'doc');
    return { session, body: JSON.stringify({ front }) };
  },
};

/** A scenario whose flow starts on an upload step: `elementId` is the step's id, the submit `{file}`. */
export function uploadScenario(
  name: string,
  flowId: string,
  elementId: string,
  content: Promise<Buffer>,
  passed: string,
): Scenario {
  return {
    name,
    flowId,
    passed,
    async ready(client, baseUrl) {
      const first = await client.request('GET', `/flow/${flowId}`);
      const session = String(first.headers['x-hf-session']);
      const file = await uploadFor(baseUrl, flowId, session, await content, elementId);
      return { session, body: JSON.stringify({ file }) };
    },
  };
}

export async function apiPhase(scenario: Scenario = DOCUMENT_VERIFICATION): Promise<void> {
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
    const ready = () => scenario.ready(client, baseUrl);
    const submit = (r: { session: string; body: string }) =>
      client.request(
        'POST',
        `/submit/${scenario.flowId}`,
        { 'x-hf-session': r.session, 'x-hf-retry-on-pending': 'true' },
        r.body,
      );

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
    await submit(await ready());

    const sessions = await Promise.all(Array.from({ length: DOCS }, ready));
    const idleEnd = performance.now() + 3000;
    const idle = await sample(() => performance.now() > idleEnd);

    let decided = 0;
    const t0 = performance.now();
    const work = Promise.all(
      sessions.map(async (r0) => {
        const r = await submit(r0);
        if (!r.body.includes(scenario.passed)) throw new Error(`document not passed: ${r.status} ${r.body}`);
        decided++;
      }),
    );
    const busy = await sample(() => decided === DOCS);
    await work;
    const allMs = performance.now() - t0;
    console.log(`API empty route idle: ${describe(idle)}`);
    console.log(
      `API empty route while ${DOCS} ${scenario.name} (2 OCR workers, all ${DOCS} done in ${fmt(allMs, 0)} ms): ${describe(busy)}`,
    );
    client.close();
  } finally {
    server.kill('SIGTERM');
  }
}
