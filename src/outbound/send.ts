/**
 * One HTTP exchange (no redirects) with a connect timeout, a total timeout and a response size
 * cap. Kept apart from client.ts so the policy (guard, redirects, outcome types) reads on its own.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';

export interface HopInput {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  agent: http.Agent;
  lookup: LookupFunction;
  connectTimeoutMs: number;
  timeoutMs: number;
  maxResponseBytes: number;
}

export interface HopResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}
export type HopResult = { kind: 'response'; response: HopResponse } | { kind: 'error'; error: unknown };

function timeoutError(phase: 'connect' | 'total'): Error & { timeoutPhase: 'connect' | 'total' } {
  return Object.assign(new Error(`${phase} timeout`), { timeoutPhase: phase });
}

function flattenHeaders(raw: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

export function sendOnce(input: HopInput): Promise<HopResult> {
  return new Promise((resolve) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (result: HopResult): void => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      resolve(result);
    };
    const body =
      input.body === undefined ? undefined : typeof input.body === 'string' ? Buffer.from(input.body) : input.body;
    const headers = { ...input.headers };
    if (body !== undefined) headers['content-length'] = String(body.byteLength);
    const transport = input.url.protocol === 'https:' ? https : http;
    let req: http.ClientRequest;
    try {
      req = transport.request(input.url, { method: input.method, headers, agent: input.agent, lookup: input.lookup });
    } catch (error) {
      // Invalid header values and the like throw synchronously.
      finish({ kind: 'error', error });
      return;
    }
    const fail = (error: Error): void => {
      finish({ kind: 'error', error });
      req.destroy(error);
    };
    timers.push(setTimeout(() => fail(timeoutError('total')), input.timeoutMs));
    req.on('socket', (socket: Socket) => {
      // A pooled keep-alive socket is already connected; only a fresh one needs the connect timer.
      if (!socket.connecting) return;
      const t = setTimeout(() => fail(timeoutError('connect')), input.connectTimeoutMs);
      timers.push(t);
      socket.once('connect', () => clearTimeout(t));
    });
    req.on('error', (error) => finish({ kind: 'error', error }));
    req.on('response', (res) => {
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > input.maxResponseBytes) {
        fail(tooLarge(input.maxResponseBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > input.maxResponseBytes) fail(tooLarge(input.maxResponseBytes));
        else chunks.push(chunk);
      });
      res.on('error', (error) => finish({ kind: 'error', error }));
      res.on('end', () =>
        finish({
          kind: 'response',
          response: { status: res.statusCode ?? 0, headers: flattenHeaders(res.headers), body: Buffer.concat(chunks) },
        }),
      );
      res.on('aborted', () => finish({ kind: 'error', error: new Error('response aborted') }));
    });
    req.end(body);
  });
}

function tooLarge(limit: number): NodeJS.ErrnoException {
  return Object.assign(new Error(`response body exceeds ${limit} bytes`), { code: 'RESPONSE_TOO_LARGE' });
}
