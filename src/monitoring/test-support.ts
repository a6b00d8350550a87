/**
 * Test-only helpers for the monitoring tests (not a test file): a clock that flows with real time
 * but can jump ahead, an enrollment-API client, a callback receiver and a wait helper.
 */
import {
  startServer,
  type Handler,
  type ReceivedRequest,
  type TestServer as Receiver,
} from '../outbound/test-server.js';
import type { TestServer, TenantCreds } from '../../test/support/server.js';
import type { ListSnapshot } from '../screening/index.js';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

/** Starts at `start` (default 2025-03-01T00:00:00Z) and runs on; `advance` jumps ahead. */
export function testClock(start = Date.parse('2025-03-01T00:00:00Z')): TestClock {
  const t0 = Date.now();
  let offset = 0;
  return {
    now: () => start + offset + (Date.now() - t0),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export const DAY = 86_400_000;

export async function waitFor<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface EnvelopeBody {
  Version?: string;
  StatusCode: number;
  Message: string;
  Result: unknown;
}
export interface Answer {
  status: number;
  body: EnvelopeBody;
  text: string;
  headers: Headers;
}

export function enrollmentClient(server: TestServer, base = '') {
  async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${server.baseUrl}${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: EnvelopeBody;
    try {
      parsed = JSON.parse(text) as EnvelopeBody;
    } catch {
      parsed = { StatusCode: res.status, Message: text, Result: null };
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }
  return {
    call,
    async token(creds: Pick<TenantCreds, 'username' | 'password'>): Promise<string> {
      const a = await call('POST', '/Token', undefined, { Username: creds.username, Password: creds.password });
      if (a.status !== 200) throw new Error(`token failed: ${a.text}`);
      return (a.body.Result as { Token: string }).Token;
    },
    async enroll(
      token: string,
      callbackUrl: string,
      extra: Record<string, unknown> = {},
      individual: Record<string, unknown> = {},
    ): Promise<string> {
      const a = await call('POST', '/Enrollment/CreateEnrollmentWithIndividual', token, {
        CallbackUrl: callbackUrl,
        Frequency: 'Weekly',
        ServiceName: 'Watchlist',
        IndividualToMonitor: { FirstName: 'Jane', LastName: 'Example', DateOfBirth: '1980-02-03', ...individual },
        ...extra,
      });
      if (a.status !== 200) throw new Error(`enroll failed: ${a.text}`);
      return a.body.Result as string;
    },
  };
}

/** A callback receiver on 127.0.0.1 that answers 200 unless `respond` says otherwise. */
export async function startReceiver(
  respond?: Handler,
): Promise<Receiver & { hooks(enrollmentId?: string): ReceivedRequest[] }> {
  const r = await startServer((req, res) => {
    if (respond) return respond(req, res);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  return Object.assign(r, {
    hooks: (enrollmentId?: string) =>
      r.received.filter((q) => q.url.startsWith('/hook') && (!enrollmentId || q.body.includes(enrollmentId))),
  });
}

/** A tiny sanctions list naming one person, for hit / list-update tests. */
export function sanctionsSnapshot(name: string, version: string): ListSnapshot {
  return {
    meta: {
      listName: 'Test Sanctions',
      kind: 'sanction',
      format: 'ofac-sdn',
      source: 'test',
      version,
      publishedAt: '2025-03-01',
      recordCounts: { individual: 1 },
      contentHash: version,
      importedAt: '2025-03-01T00:00:00Z',
    },
    records: [
      {
        kind: 'sanction',
        id: `rec-${version}`,
        names: [{ text: name, strength: 'primary' }],
        dobs: [],
        nationalities: [],
        url: '',
        entityType: 'individual',
        programs: ['TEST'],
        identifiers: [],
        remarks: '',
        sourceListType: 'Test Sanctions',
        sourceRegion: 'US',
        caution: '',
      },
    ],
  };
}

/**
 * Records `count` more scans of an enrollment (scheduled, with the record of its first scan, as
 * the scanner writes them; ids `scan-000`...), the i-th at `scannedAt(i, first)` where `first` is
 * when its first scan ran: a long scan history without waiting for one.
 */
export async function addScans(
  server: TestServer,
  enrollmentId: string,
  count: number,
  scannedAt: (i: number, first: number) => number,
): Promise<void> {
  const db = server.services.store.db;
  const first = await db
    .selectFrom('monitoring_results')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('scanned_at')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('monitoring_results')
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...first,
        id: `scan-${String(i).padStart(3, '0')}`,
        reason: 'scheduled',
        scanned_at: scannedAt(i, Number(first.scanned_at)),
      })),
    )
    .execute();
}
