/**
 * The one HTTP client for customer endpoints (http_request service, webhooks, OAuth token calls).
 * It resolves names itself and hands the socket only the addresses the guard admitted, so a name
 * that resolves to a public address at check time and a private one at connect time (DNS
 * rebinding) cannot slip through: there is no second lookup. Every failure is a typed outcome,
 * never a thrown error, so callers can classify it for retries.
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { checkAddress, checkUrl, createAllowList, type AllowList } from './guard.js';
import { sendOnce, type HopResult } from './send.js';

export type OutboundOutcome =
  | { kind: 'response'; status: number; headers: Record<string, string>; body: Buffer; url: string }
  | { kind: 'timeout'; phase: 'connect' | 'total' }
  | { kind: 'refused'; reason: string }
  | { kind: 'network_error'; message: string; code?: string };

export interface OutboundRequest {
  url: string | URL;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Overrides the client's defaults for this request. */
  timeoutMs?: number;
  connectTimeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export interface OutboundClientOptions {
  /** ONWARD_OUTBOUND_ALLOW entries (host names, IPs, CIDRs) or a prepared allow-list. */
  allow?: readonly string[] | AllowList;
  connectTimeoutMs?: number;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Redirects to follow (each hop is checked again); 0, the default, returns the 3xx as is. */
  maxRedirects?: number;
  /** DNS resolution; defaults to the system resolver (dns.lookup, all addresses). */
  resolver?: Resolver;
  userAgent?: string;
}

export interface OutboundClient {
  request(req: OutboundRequest): Promise<OutboundOutcome>;
  /** Closes pooled keep-alive connections. */
  close(): void;
}

export const OUTBOUND_DEFAULTS = {
  connectTimeoutMs: 5_000,
  timeoutMs: 15_000,
  maxResponseBytes: 1_048_576,
  maxRedirects: 0,
  userAgent: 'Onward/1 (+outbound)',
} as const;

/** Raised inside the lookup so the request fails with a refusal rather than a network error. */
export class GuardRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'GuardRefusal';
  }
}

const systemResolver: Resolver = async (host) => {
  const found = await dnsLookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function guardedLookup(allow: AllowList, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    const hostAdmitted = allow.hostAllowed(hostname);
    resolve(hostname).then(
      (found) => {
        const wanted =
          options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        let reason = `${hostname} did not resolve to any address`;
        const admitted = wanted.filter((a) => {
          const verdict = checkAddress(a.address, allow, hostAdmitted);
          if (!verdict.ok) reason = `${hostname} resolves to ${verdict.reason.replace(/^address /, '')}`;
          return verdict.ok;
        });
        if (admitted.length === 0) return callback(new GuardRefusal(reason), '', 4);
        if (options.all) return callback(null, admitted);
        const first = admitted[0] as ResolvedAddress;
        return callback(null, first.address, first.family);
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createOutboundClient(options: OutboundClientOptions = {}): OutboundClient {
  const allow =
    Array.isArray(options.allow) || options.allow === undefined
      ? createAllowList((options.allow ?? []) as readonly string[])
      : (options.allow as AllowList);
  const lookup = guardedLookup(allow, options.resolver ?? systemResolver);
  // Keep-alive pools are safe here: a pooled socket was admitted by this same guard when it opened.
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64, lookup }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64, lookup }),
  };
  const defaults = {
    connectTimeoutMs: options.connectTimeoutMs ?? OUTBOUND_DEFAULTS.connectTimeoutMs,
    timeoutMs: options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? OUTBOUND_DEFAULTS.maxResponseBytes,
    maxRedirects: options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects,
    userAgent: options.userAgent ?? OUTBOUND_DEFAULTS.userAgent,
  };

  async function request(req: OutboundRequest): Promise<OutboundOutcome> {
    const timeoutMs = req.timeoutMs ?? defaults.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    let hopsLeft = req.maxRedirects ?? defaults.maxRedirects;
    let url: string | URL = req.url;
    let method = (req.method ?? 'GET').toUpperCase();
    let body = req.body;
    const headers: Record<string, string> = { 'user-agent': defaults.userAgent, ...lowerKeys(req.headers ?? {}) };
    for (;;) {
      const verdict = checkUrl(url, allow);
      if (!verdict.ok) return { kind: 'refused', reason: verdict.reason };
      const remaining = deadline - Date.now();
      if (remaining <= 0) return { kind: 'timeout', phase: 'total' };
      const hop: HopResult = await sendOnce({
        url: verdict.url,
        method,
        headers,
        body,
        lookup,
        agent: agents[verdict.url.protocol as 'http:' | 'https:'],
        connectTimeoutMs: req.connectTimeoutMs ?? defaults.connectTimeoutMs,
        timeoutMs: remaining,
        maxResponseBytes: req.maxResponseBytes ?? defaults.maxResponseBytes,
      });
      if (hop.kind === 'error') return classifyError(hop.error);
      const location = hop.response.headers.location;
      if (!REDIRECTS.has(hop.response.status) || location === undefined || hopsLeft <= 0) {
        return { kind: 'response', ...hop.response, url: verdict.url.href };
      }
      hopsLeft -= 1;
      const next = new URL(location, verdict.url);
      // Credentials are for the origin they were configured for, never for where it points us.
      if (next.origin !== verdict.url.origin) delete headers.authorization;
      if (
        hop.response.status === 303 ||
        ((hop.response.status === 301 || hop.response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      url = next;
    }
  }

  return {
    request,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

function classifyError(error: unknown): OutboundOutcome {
  if (error instanceof GuardRefusal) return { kind: 'refused', reason: error.reason };
  const e = error as NodeJS.ErrnoException & { timeoutPhase?: 'connect' | 'total' };
  if (e.timeoutPhase) return { kind: 'timeout', phase: e.timeoutPhase };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = e instanceof Error ? e.message : String(error);
  return code === undefined ? { kind: 'network_error', message } : { kind: 'network_error', message, code };
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
